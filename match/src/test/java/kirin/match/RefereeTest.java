package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.EnteringKingRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The referee against scripted fake engines: each misbehaviour loses with the right reason. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RefereeTest {
    private static final String TC = "byoyomi:2000";
    private static final Referee REFEREE = new Referee(320, EnteringKingRule.CSA_RULE_27);

    @TempDir
    Path tmp;

    private static GameRecord play(Referee referee, Opening opening, EngineConfig black, EngineConfig white) {
        try (UsiProcess b = new UsiProcess(black); UsiProcess w = new UsiProcess(white)) {
            return referee.play(1, opening, b, w);
        }
    }

    private static GameRecord play(EngineConfig black, EngineConfig white) {
        return play(REFEREE, Opening.STARTPOS, black, white);
    }

    private static void assertEnd(GameRecord g, int winner, EndReason reason, int moves) {
        assertEquals(reason, g.reason(), g::detail);
        assertEquals(winner, g.winner(), g::description);
        assertEquals(moves, g.moves().size(), () -> g.moves().toString());
        // Every record must render, whatever the ending.
        assertTrue(GameKifu.csa(g).startsWith("V2.2\n"));
    }

    @Test
    void illegalMoveLoses() {
        GameRecord g = play(Fakes.fake("bad", TC, "illegal"), Fakes.fake("ok", TC, "random"));
        assertEnd(g, 1, EndReason.ILLEGAL_MOVE, 0);
        assertTrue(g.detail().contains("bestmove 5e5d"), g.detail());
        assertTrue(GameKifu.csa(g).contains("\n%ILLEGAL_MOVE\n"));
    }

    @Test
    void unparsableMoveLoses() {
        GameRecord g = play(Fakes.fake("ok", TC, "random"), Fakes.fake("bad", TC, "garbage"));
        assertEnd(g, 0, EndReason.ILLEGAL_MOVE, 1);
    }

    @Test
    void crashLosesAndTheEngineIsRestartedForTheNextGame() {
        EngineConfig ok = Fakes.fake("ok", TC, "random");
        EngineConfig crasher = Fakes.fake("crasher", TC, "crash");
        try (UsiProcess b = new UsiProcess(ok); UsiProcess w = new UsiProcess(crasher)) {
            GameRecord first = REFEREE.play(1, Opening.STARTPOS, b, w);
            assertEnd(first, 0, EndReason.CRASH, 1);
            assertFalse(w.isAlive());
            assertTrue(GameKifu.csa(first).contains("\n%-ILLEGAL_ACTION\n"));
            // The next game starts a fresh process (it gets through the handshake and crashes again on go).
            GameRecord second = REFEREE.play(2, Opening.STARTPOS, b, w);
            assertEnd(second, 0, EndReason.CRASH, 1);
        }
    }

    @Test
    void engineThatNeverAnswersLosesAndIsKilled() {
        EngineConfig hang = Fakes.fake("hang", "byoyomi:200", "hang");
        hang.marginMs = 100L;
        try (UsiProcess b = new UsiProcess(hang); UsiProcess w = new UsiProcess(Fakes.fake("ok", TC, "random"))) {
            long t0 = System.nanoTime();
            GameRecord g = REFEREE.play(1, Opening.STARTPOS, b, w);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEnd(g, 1, EndReason.STALL, 0);
            assertFalse(b.isAlive(), "a hung engine is killed");
            assertTrue(w.isAlive());
            assertTrue(GameKifu.csa(g).contains("\n%TIME_UP\n"));
            assertTrue(ms < 20_000, "took " + ms + " ms");
        }
    }

    @Test
    void lateMoveLosesOnTime() {
        EngineConfig slow = Fakes.fake("slow", "byoyomi:200", "slow", "700");
        slow.marginMs = 100L;
        try (UsiProcess b = new UsiProcess(Fakes.fake("ok", TC, "random")); UsiProcess w = new UsiProcess(slow)) {
            GameRecord g = REFEREE.play(1, Opening.STARTPOS, b, w);
            assertEnd(g, 0, EndReason.TIME_FORFEIT, 1);
            assertTrue(w.isAlive(), "it answered stop, so it stays");
        }
    }

    @Test
    void missingUsiokLoses() {
        EngineConfig mute = Fakes.fake("mute", TC, "nousiok");
        mute.handshakeMs = 3000L;
        GameRecord g = play(Fakes.fake("ok", TC, "random"), mute);
        assertEnd(g, 0, EndReason.STALL, 0);
        assertTrue(g.detail().contains("usiok"), g.detail());
    }

    @Test
    void falseDeclarationLoses() {
        GameRecord g = play(Fakes.fake("liar", TC, "win"), Fakes.fake("ok", TC, "random"));
        assertEnd(g, 1, EndReason.FALSE_DECLARATION, 0);
        assertTrue(GameKifu.csa(g).contains("\n%ILLEGAL_MOVE\n"));
    }

    @Test
    void trueDeclarationWins() {
        Opening camp = Opening.parse("sfen +P+P+P+P+P+P+P+P+P/4K4/4G4/9/9/9/9/9/4k4 b 2RB3P 1");
        GameRecord g = play(REFEREE, camp, Fakes.fake("declarer", TC, "win"), Fakes.fake("ok", TC, "random"));
        assertEnd(g, 0, EndReason.DECLARATION, 0);
        assertTrue(GameKifu.csa(g).contains("\n%KACHI\n"));
    }

    @Test
    void declarationWithTwentyFourToThirtyPointsIsJishogiUnderRule24() {
        Referee rule24 = new Referee(320, EnteringKingRule.CSA_RULE_24);
        Opening camp = Opening.parse("sfen +P+P+P+P+P+P+P+P+P/4K4/4G4/9/9/9/9/9/4k4 b 2R2B 1");
        GameRecord g = play(rule24, camp, Fakes.fake("declarer", TC, "win"), Fakes.fake("ok", TC, "random"));
        assertEnd(g, -1, EndReason.JISHOGI, 0);
    }

    @Test
    void resignationLosesAndBothEnginesHearGameover() throws Exception {
        Path blackLog = tmp.resolve("black.log");
        Path whiteLog = tmp.resolve("white.log");
        GameRecord g = play(Fakes.fake("ok", TC, "--log", blackLog.toString(), "random"),
                Fakes.fake("quitter", TC, "--log", whiteLog.toString(), "resign"));
        assertEnd(g, 0, EndReason.RESIGN, 1);
        List<String> b = Files.readAllLines(blackLog);
        List<String> w = Files.readAllLines(whiteLog);
        assertEquals(List.of("usi", "isready", "usinewgame", "position startpos", "go btime 0 wtime 0 byoyomi 2000",
                "gameover win", "quit"), b);
        assertEquals("position startpos moves " + g.moves().get(0), w.get(3));
        assertEquals("gameover lose", w.get(w.size() - 2));
    }

    @Test
    void mateEndsTheGame() {
        Opening o = Opening.parse("sfen 8k/9/8P/9/9/9/9/9/K8 b G 1");
        GameRecord g = play(REFEREE, o, Fakes.fake("mater", TC, "script", "G*1b"), Fakes.fake("ok", TC, "random"));
        assertEnd(g, 0, EndReason.MATE, 1);
        assertTrue(GameKifu.csa(g).contains("\n+0012KI\nT0\n%TSUMI\n"), GameKifu.csa(g));
    }

    @Test
    void fourfoldRepetitionIsADraw() {
        GameRecord g = play(Fakes.fake("b", TC, "script", "2h3h,3h2h"), Fakes.fake("w", TC, "script", "8b7b,7b8b"));
        assertEnd(g, -1, EndReason.REPETITION, 12);
        assertTrue(GameKifu.csa(g).contains("\n%SENNICHITE\n"));
    }

    @Test
    void perpetualCheckLoses() {
        Opening o = Opening.parse("sfen 8k/9/9/9/9/9/9/9/K6R1 b - 1");
        GameRecord g = play(REFEREE, o, Fakes.fake("checker", TC, "script", "2i1i,1i2i"),
                Fakes.fake("runner", TC, "script", "1a2a,2a1a"));
        assertEnd(g, 1, EndReason.PERPETUAL_CHECK, 12);
        assertTrue(GameKifu.csa(g).contains("\n%+ILLEGAL_ACTION\n"));
    }

    @Test
    void moveLimitIsADraw() {
        Referee short6 = new Referee(6, EnteringKingRule.CSA_RULE_27);
        GameRecord g = play(short6, Opening.STARTPOS, Fakes.fake("b", TC, "script", "2h3h,3h2h"),
                Fakes.fake("w", TC, "script", "8b7b,7b8b"));
        assertEnd(g, -1, EndReason.MAX_MOVES, 6);
        assertTrue(GameKifu.csa(g).contains("\n%JISHOGI\n"));
    }
}
