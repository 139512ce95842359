package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Position;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The search commands against an engine running in this JVM: threading, ponder, options and the table. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SearchCommandsTest {
    private static final Pattern HASHFULL = Pattern.compile(" hashfull (\\d+) ");
    private static final Pattern NODES = Pattern.compile(" nodes (\\d+) ");
    private static final Pattern DEPTH = Pattern.compile("^info depth (\\d+) ");

    private final EngineDriver e = EngineDriver.inProcess();

    @AfterEach
    void quit() {
        assertEquals(0, e.quit(5000));
        for (String line : e.transcript()) {
            assertTrue(UsiProtocol.isProtocolLine(line), () -> "not a protocol line: '" + line + "'");
        }
        e.close();
    }

    @Test
    void positionAndSetoptionDuringASearchOnlyAffectTheNextGo() {
        e.isready(10_000);
        e.send("position startpos");
        e.send("go infinite");
        e.expectOnlyInfo(200);
        e.send("position startpos moves 7g7f");
        e.send("setoption name MultiPV value 2");
        List<String> during = e.expectOnlyInfo(300);
        e.send("stop");
        EngineDriver.Answer a = e.bestmove(1000);
        assertTrue(TestGames.legal(Position.startpos(), a.move()), a.bestmove());
        assertTrue(a.lines().stream().noneMatch(l -> l.contains(" multipv ")), during::toString);

        e.send("go depth 3");
        a = e.bestmove(5000);
        assertTrue(TestGames.legal(TestGames.play(List.of("7g7f")), a.move()), a.bestmove());
        assertTrue(a.lines().stream().anyMatch(l -> l.contains(" multipv 2 ")), a.lines()::toString);
        assertTrue(!a.lastInfo().contains("multipv"), a.lastInfo());
    }

    @Test
    void goDuringASearchAnswersTheOldOneFirst() {
        e.isready(10_000);
        e.send("go infinite");
        e.expectOnlyInfo(100);
        e.send("go depth 2");
        EngineDriver.Answer first = e.bestmove(1000);
        EngineDriver.Answer second = e.bestmove(5000);
        assertTrue(TestGames.legal(Position.startpos(), first.move()));
        assertTrue(TestGames.legal(Position.startpos(), second.move()));
        assertEquals("2", depth(second.lastInfo()));
        e.expectOnlyInfo(300);
    }

    @Test
    void earlyPonderTakesTheClockFromPonderhit() {
        // ShogiHome's "early ponder": go ponder without times, the clock comes with ponderhit.
        e.isready(10_000);
        TimingAttempts.upTo(3, () -> {
            e.send("position startpos moves 7g7f 3c3d");
            e.send("go ponder");
            e.expectOnlyInfo(1000);
            long hit = e.send("ponderhit btime 0 wtime 0 byoyomi 500");
            EngineDriver.Answer a = e.bestmove(3000);
            long ms = (a.nanos() - hit) / 1_000_000;
            assertTrue(TestGames.legal(TestGames.play(List.of("7g7f", "3c3d")), a.move()), a.bestmove());
            e.expectOnlyInfo(500); // the replaced ponder search prints no bestmove of its own
            assertTrue(ms >= 300 && ms <= 600, "bestmove " + ms + " ms after ponderhit, " + a.lastInfo());
        });
    }

    @Test
    void ponderhitWithAClockedPonderKeepsThatClock() {
        e.isready(10_000);
        TimingAttempts.upTo(3, () -> {
            e.send("go ponder btime 0 wtime 0 byoyomi 400");
            e.expectOnlyInfo(600);
            long hit = e.send("ponderhit btime 0 wtime 0 byoyomi 5000");
            EngineDriver.Answer a = e.bestmove(3000);
            long ms = (a.nanos() - hit) / 1_000_000;
            assertTrue(ms <= 500, "bestmove " + ms + " ms after ponderhit, " + a.lastInfo());
        });
    }

    @Test
    void commandsWithoutASearchAreQuiet() {
        e.send("stop");
        e.send("ponderhit");
        e.send("gameover win");
        e.send("setoption name ClearHash");
        e.isready(10_000);
        e.expectOnlyInfo(100);
    }

    @Test
    void limitsFromOptionsAndGo() {
        e.isready(10_000);
        e.send("setoption name DepthLimit value 3");
        e.send("go btime 600000 wtime 600000");
        assertEquals("3", depth(e.bestmove(5000).lastInfo()));
        e.send("setoption name DepthLimit value 0");
        e.send("go nodes 20000");
        long nodes = Long.parseLong(match(NODES, e.bestmove(5000).lastInfo()));
        assertTrue(nodes >= 20000 && nodes < 20000 + 2048, "nodes " + nodes);
        e.send("go depth 4 searchmoves 1g1f");
        assertEquals("1g1f", e.bestmove(5000).move());
        TimingAttempts.upTo(3, () -> {
            long sent = e.send("go movetime 300");
            EngineDriver.Answer a = e.bestmove(2000);
            long ms = (a.nanos() - sent) / 1_000_000;
            assertTrue(ms >= 100 && ms <= 600, "movetime 300 took " + ms + " ms, " + a.lastInfo());
        });
    }

    @Test
    void threadsSearchTogether() {
        e.send("setoption name Threads value 2");
        e.isready(10_000);
        e.send("go depth 6");
        EngineDriver.Answer a = e.bestmove(10_000);
        assertTrue(TestGames.legal(Position.startpos(), a.move()), a.bestmove());
        assertEquals("6", depth(a.lastInfo()));
        assertTrue(Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("kirin-helper-1")),
                "a helper thread searches");
        // Stop still answers at once with two threads.
        TimingAttempts.upTo(3, () -> {
            e.send("go infinite");
            e.expectOnlyInfo(300);
            long stop = e.send("stop");
            EngineDriver.Answer b = e.bestmove(1000);
            assertTrue(TestGames.legal(Position.startpos(), b.move()), b.bestmove());
            assertTrue((b.nanos() - stop) / 1_000_000 < 300, "bestmove " + (b.nanos() - stop) / 1_000_000
                    + " ms after stop");
        });
        e.send("setoption name Threads value 1");
        e.send("go depth 3");
        assertEquals("3", depth(e.bestmove(5000).lastInfo()));
    }

    @Test
    void searchMovesAreSearchedToTheAskedDepth() {
        e.isready(10_000);
        // One move named: searched to depth 3 like any other search, with a score.
        EngineDriver.Answer a = answer("go searchmoves 7g7f depth 3");
        assertEquals("7g7f", a.move());
        assertEquals("3", depth(a.lastInfo()));
        assertTrue(a.lastInfo().contains(" score cp "), a.lastInfo());
        // No legal move named: every move is searched, to depth 3, with a score.
        a = answer("go depth 3 searchmoves 1a1b");
        assertTrue(a.lines().contains("info string warning: go: searchmoves lists no legal move; searching every move"),
                a.lines()::toString);
        assertTrue(TestGames.legal(Position.startpos(), a.move()), a.bestmove());
        assertEquals("3", depth(a.lastInfo()));
        assertTrue(a.lastInfo().contains(" score cp "), a.lastInfo());
        // Under a clock too: searchmoves asks for a search even of one move.
        a = answer("go btime 0 wtime 0 byoyomi 300 searchmoves 7g7f");
        assertEquals("7g7f", a.move());
        assertTrue(Integer.parseInt(depth(a.lastInfo())) > 1, a.lastInfo());
    }

    @Test
    void aForcedMoveIsPlayedAtOnceOnlyUnderAClock() {
        e.isready(10_000);
        e.send("position sfen k8/9/9/9/9/9/P5g2/7r1/8K b - 1"); // 9g9f is black's only legal move
        long sent = e.send("go btime 60000 wtime 60000 byoyomi 10000");
        EngineDriver.Answer a = e.bestmove(5000);
        long ms = (a.nanos() - sent) / 1_000_000;
        assertEquals("9g9f", a.move());
        assertEquals("1", depth(a.lastInfo()));
        assertTrue(a.lastInfo().contains(" score "), a.lastInfo());
        assertTrue(ms < 1000, "bestmove after " + ms + " ms");
        a = answer("go depth 3");
        assertEquals("3", depth(a.lastInfo()));
        e.send("go infinite");
        e.expectOnlyInfo(300);
        e.send("stop");
        assertEquals("9g9f", e.bestmove(1000).move());
        // A ponder search waits for ponderhit; then the forced move is played after one more iteration.
        e.send("go ponder btime 60000 wtime 60000 byoyomi 10000");
        e.expectOnlyInfo(300);
        long hit = e.send("ponderhit");
        a = e.bestmove(5000);
        assertEquals("9g9f", a.move());
        assertTrue((a.nanos() - hit) / 1_000_000 < 1000, "bestmove " + (a.nanos() - hit) / 1_000_000 + " ms after ponderhit");
    }

    @Test
    void mateAndDeclarationAnswers() {
        e.isready(10_000);
        e.send("position sfen 7Sk/7GG/9/9/9/9/9/9/K8 w - 1"); // white is mated
        EngineDriver.Answer a = answer("go btime 0 wtime 0 byoyomi 1000");
        assertEquals("bestmove resign", a.bestmove());
        assertTrue(a.lastInfo().contains(" score mate -0 "), a.lastInfo());
        // Black's king in the enemy camp with 10 pieces there and 28 points: a CSA declaration win.
        e.send("position sfen RRBBGGGG1/SS2K4/9/9/9/9/9/9/4k4 b 2P 1");
        a = answer("go btime 0 wtime 0 byoyomi 1000");
        assertEquals("bestmove win", a.bestmove());
        e.send("setoption name EnteringKingRule value NoEnteringKing");
        a = answer("go depth 2");
        assertTrue(!a.move().equals("win"), a.bestmove());
    }

    @Test
    void isreadyAfterAGameClearsTheTable() {
        e.send("setoption name USI_Hash value 1");
        e.isready(10_000);
        e.send("go nodes 300000");
        int full = Integer.parseInt(match(HASHFULL, e.bestmove(10_000).lastInfo()));
        assertTrue(full > 100, "hashfull " + full);
        e.send("gameover win");
        e.isready(10_000);
        e.send("go depth 1");
        int after = Integer.parseInt(match(HASHFULL, e.bestmove(5000).lastInfo()));
        assertTrue(after < 10, "hashfull after clearing " + after);
    }

    @Test
    void malformedGoIsAnsweredWithResign() {
        e.isready(10_000);
        e.send("go btime 99999999999999999999 wtime 0");
        List<String> lines = e.readUntil(l -> l.startsWith("bestmove"), 1000);
        assertEquals(List.of("info string error: go: btime needs an integer, got '99999999999999999999'",
                "bestmove resign"), lines);
    }

    private EngineDriver.Answer answer(String go) {
        e.send(go);
        return e.bestmove(5000);
    }

    private static String depth(String info) {
        return match(DEPTH, info);
    }

    private static String match(Pattern p, String s) {
        Matcher m = p.matcher(s);
        assertTrue(m.find(), () -> p + " in " + s);
        return m.group(1);
    }
}
