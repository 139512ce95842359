package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Position;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole GUI session against the engine process, in the order and shape ShogiHome uses (interop.md 1.4):
 * handshake, a {@code setoption} for every option with its default, isready, usinewgame, a long game, byoyomi,
 * ponder with ponderhit and with stop, infinite analysis with isready and stop, gameover during a search,
 * {@code go mate}, and quit during a search. Every reply is checked, and so is the whole transcript: exactly one
 * bestmove per searching {@code go}, protocol lines only.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GuiSessionTest {
    private static final Set<String> TYPES = Set.of("check", "spin", "combo", "string", "filename", "button");
    private static final String BYOYOMI = "go btime 0 wtime 0 byoyomi 1000";

    @TempDir
    Path tmp;

    private int searches;

    @Test
    void shogiHomeSession() {
        try (EngineDriver e = EngineDriver.process(tmp)) {
            handshakeAndOptions(e);
            e.isready(10_000);
            e.send("usinewgame");

            List<String> game = TestGames.randomGame(20261122, 120);
            assertTrue(game.size() > 100);
            Position pos = TestGames.play(game);
            String position = TestGames.positionCommand(game);

            // Byoyomi 1 s: a legal move within 1.05 s, a final info line just before it.
            EngineDriver.Answer[] answer = new EngineDriver.Answer[1];
            TimingAttempts.upTo(2, () -> {
                e.send(position);
                long sent = go(e, BYOYOMI);
                EngineDriver.Answer b = e.bestmove(3000);
                long ms = (b.nanos() - sent) / 1_000_000;
                assertTrue(TestGames.legal(pos, b.move()), b.bestmove());
                assertFinalInfo(b);
                answer[0] = b;
                assertTrue(ms <= 1050, "bestmove after " + ms + " ms, " + b.lastInfo());
            });
            EngineDriver.Answer a = answer[0];

            // Ponder on the expected reply, then ponderhit: the answer comes within the byoyomi after ponderhit.
            List<String> ponderGame = new ArrayList<>(game);
            ponderGame.add(a.move());
            ponderGame.add(a.ponder() != null ? a.ponder() : anyReply(ponderGame));
            Position ponderPos = TestGames.play(ponderGame);
            TimingAttempts.upTo(2, () -> {
                e.send(TestGames.positionCommand(ponderGame));
                go(e, "go ponder btime 0 wtime 0 byoyomi 1000");
                e.expectOnlyInfo(1500); // pondering: no bestmove on its own, well past the byoyomi
                long hit = e.send("ponderhit");
                EngineDriver.Answer b = e.bestmove(3000);
                long ms = (b.nanos() - hit) / 1_000_000;
                assertTrue(TestGames.legal(ponderPos, b.move()), b.bestmove());
                assertTrue(ms <= 1050, "bestmove " + ms + " ms after ponderhit, " + b.lastInfo());
            });

            // Ponder miss: stop, and the bestmove comes at once (the GUI discards it).
            e.send(TestGames.positionCommand(ponderGame));
            go(e, "go ponder btime 0 wtime 0 byoyomi 1000");
            e.expectOnlyInfo(300);
            long stop = e.send("stop");
            a = e.bestmove(1000);
            assertTrue((a.nanos() - stop) / 1_000_000 <= 500, "slow to stop");
            assertTrue(TestGames.legal(ponderPos, a.move()), a.bestmove());

            // Analysis: go infinite, isready is answered at once without stopping it, then stop.
            e.send(position);
            go(e, "go infinite");
            e.expectOnlyInfo(300);
            long ready = e.send("isready");
            List<String> lines = e.readUntil(l -> !l.startsWith("info "), 1000);
            assertEquals("readyok", lines.get(lines.size() - 1));
            long readyMs = (System.nanoTime() - ready) / 1_000_000;
            assertTrue(readyMs <= 500, "readyok after " + readyMs + " ms");
            e.expectOnlyInfo(1200); // still searching after isready
            e.send("stop");
            a = e.bestmove(1000);
            assertTrue(TestGames.legal(pos, a.move()), a.bestmove());

            // The game ends while the engine thinks: the bestmove still comes, exactly once.
            go(e, BYOYOMI);
            e.expectOnlyInfo(200);
            e.send("gameover lose");
            a = e.bestmove(1000);
            assertTrue(TestGames.legal(pos, a.move()), a.bestmove());
            e.expectOnlyInfo(1500);

            // Mate search: a mate in one, answered the way ShogiHome understands.
            e.isready(10_000);
            e.send("position sfen 9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1");
            e.send("go mate infinite");
            List<String> mate = e.readUntil(l -> !l.startsWith("info "), 5000);
            assertEquals("checkmate 8c1c", mate.get(mate.size() - 1), mate::toString);
            e.send("stop"); // a GUI may still send stop: nothing more may come
            e.expectOnlyInfo(300);

            // Quit during a search: the bestmove, then exit code 0.
            e.send("usinewgame");
            e.send(position);
            go(e, "go infinite");
            e.expectOnlyInfo(200);
            e.send("quit");
            a = e.bestmove(2000);
            assertTrue(TestGames.legal(pos, a.move()), a.bestmove());
            assertEquals(0, e.awaitExit(5000), e.stderrText());

            List<String> all = e.transcript();
            assertEquals(searches, all.stream().filter(l -> l.startsWith("bestmove ")).count(),
                    () -> "bestmoves vs go:\n" + String.join("\n", all));
            for (String line : all) {
                assertTrue(UsiProtocol.isProtocolLine(line), () -> "not a protocol line: '" + line + "'");
                assertTrue(!line.startsWith("info string error"), () -> "error reported: " + line);
            }
        }
    }

    private long go(EngineDriver e, String command) {
        searches++;
        return e.send(command);
    }

    /** usi, the option lines as ShogiHome parses them, and setoption for each with its default, as it sends it. */
    private static void handshakeAndOptions(EngineDriver e) {
        e.send("usi");
        List<String> lines = e.readUntil("usiok"::equals, 10_000);
        assertTrue(lines.get(0).startsWith("id name Kirin "), lines.get(0));
        assertTrue(lines.get(1).startsWith("id author "), lines.get(1));
        List<String> setoptions = new ArrayList<>();
        Set<String> names = new java.util.HashSet<>();
        for (String line : lines.subList(2, lines.size() - 1)) {
            assertTrue(line.startsWith("option "), line);
            String[] t = line.substring("option ".length()).split(" ", -1);
            assertEquals("name", t[0], line);
            assertEquals("type", t[2], line);
            assertTrue(TYPES.contains(t[3]), line);
            names.add(t[1]);
            if (t[3].equals("button")) {
                continue;
            }
            String def = null;
            for (int i = 4; i + 1 < t.length; i++) {
                if (t[i].equals("default")) {
                    def = t[i + 1];
                }
            }
            assertNotNull(def, () -> "no default: " + line);
            if (t[3].equals("spin")) {
                assertTrue(line.matches(".* min -?\\d+ max -?\\d+.*"), line);
            }
            if (t[3].equals("combo")) {
                assertTrue(line.contains(" var " + def), line);
            }
            String value = def.equals("<empty>") ? "" : def;
            setoptions.add("setoption name " + t[1] + " value " + value);
        }
        for (String required : List.of("USI_Hash", "USI_Ponder", "Threads", "MultiPV", "DepthLimit", "NodesLimit",
                "NetworkDelay", "NetworkDelay2", "MinimumThinkingTime", "SlowMover", "DrawValueBlack",
                "DrawValueWhite", "MaxMovesToDraw", "EnteringKingRule", "ResignValue", "EvalDir")) {
            assertTrue(names.contains(required), required);
        }
        setoptions.forEach(e::send);
    }

    private static void assertFinalInfo(EngineDriver.Answer a) {
        String info = a.lines().size() >= 2 ? a.lines().get(a.lines().size() - 2) : "";
        assertTrue(info.matches("info depth \\d+ seldepth \\d+ score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ "
                + "hashfull \\d+ time \\d+ pv .*"), () -> "final info: " + info);
        assertTrue(info.contains(" pv " + a.move()), info);
    }

    private static String anyReply(List<String> moves) {
        Position p = TestGames.play(moves);
        int[] buf = new int[kirin.core.MoveGenerator.MAX_MOVES];
        kirin.core.MoveGenerator.generateAll(p, buf, 0);
        return kirin.core.Move.toUsi(buf[0]);
    }
}
