package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Perft;
import kirin.core.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UsiLoopTest {
    private static final String STARTPOS_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    @Test
    void handshake() {
        List<String> out = Usi.run("usi", "isready", "usinewgame");
        assertEquals(List.of("id name Kirin " + Version.VERSION, "id author Kirin developers"), out.subList(0, 2));
        assertEquals(List.of("usiok", "readyok"), out.subList(out.size() - 2, out.size()));
        List<String> options = out.subList(2, out.size() - 2);
        assertTrue(options.size() >= 16, options::toString);
        assertTrue(options.stream().allMatch(l -> l.startsWith("option name ")), options::toString);
        assertTrue(Version.VERSION.matches("\\d+\\.\\d+\\.\\d+.*"), Version.VERSION);
    }

    @Test
    void perftAfterMoves() {
        List<String> out = Usi.run("isready", "position startpos moves 7g7f 3c3d", "go perft 2");
        List<String> perft = out.subList(1, out.size());

        // Reference figures from core's Perft on a position built without the USI layer.
        Position pos = Position.startpos();
        pos.doMove(pos.toMove("7g7f"));
        pos.doMove(pos.toMove("3c3d"));
        assertEquals(1422, new Perft(2).count(pos, 2));
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        long[] counts = new long[MoveGenerator.MAX_MOVES];
        int n = new Perft(2).divide(pos, 2, moves, counts);
        Map<String, Long> byMove = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            byMove.put(Move.toUsi(moves[i]), counts[i]);
        }
        List<String> expected = new ArrayList<>();
        byMove.forEach((move, count) -> expected.add(move + ": " + count));
        expected.add("");
        expected.add("Nodes searched: 1422");
        assertEquals(expected, perft);
        assertEquals(39, n);
        assertEquals(List.of("8h2b: 33", "8h2b+: 33"), perft.subList(28, 30));
    }

    @Test
    void perftBeforeIsready() {
        List<String> out = Usi.run("go perft 1");
        assertEquals(32, out.size());
        assertEquals("1g1f: 1", out.get(0));
        assertEquals("", out.get(30));
        assertEquals("Nodes searched: 30", out.get(31));
    }

    @Test
    void perftThreeFromStart() {
        List<String> out = Usi.run("position startpos", "go perft 3");
        assertEquals("Nodes searched: 25470", out.get(out.size() - 1));
        assertEquals(30 + 2, out.size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"go perft", "go perft 0", "go perft 13", "go perft x", "go perft 2 3", "go perft -1"})
    void badPerftDepth(String command) {
        List<String> out = Usi.run(command, "isready");
        assertEquals(2, out.size(), out::toString);
        assertTrue(out.get(0).startsWith("info string error: go perft "), out.get(0));
        assertEquals("readyok", out.get(1));
    }

    @Test
    void unknownAndBlankCommands() {
        assertEquals(List.of("info string error: unknown command 'foo'", "readyok"),
                Usi.run("", "   ", "\t", "foo bar", "isready"));
    }

    @Test
    void quitStopsReading() {
        assertEquals(List.of("readyok"), Usi.run("isready", "quit", "isready"));
    }

    @Test
    void endOfInputEndsTheLoop() {
        assertEquals(List.of(), Usi.run());
    }

    @Test
    void windowsLineEndingsAndExtraSpaces() {
        assertEquals(List.of("readyok", "readyok"), Usi.run("isready\r", "  isready  "));
    }

    @Test
    void positionVariants() {
        assertSfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "position startpos");
        assertSfen(STARTPOS_SFEN, "position startpos moves");
        assertSfen("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
                "position startpos moves 7g7f 3c3d");
        // No move number, and runs of spaces anywhere.
        assertSfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2",
                "position   sfen  lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL   b  -   moves  7g7f ");
        // Hands in any order, a drop, and the move number carried on.
        assertSfen("4k4/9/9/9/9/9/9/9/4K4 b RBG2Pgs 10",
                "position sfen 4k4/9/9/9/9/9/9/9/4K4 b PGPBRgs 10");
        assertSfen("4k4/9/4P4/9/9/9/9/9/4K4 w RBGPgs 11",
                "position sfen 4k4/9/9/9/9/9/9/9/4K4 b PGPBRgs 10 moves P*5c");
    }

    @Test
    void everyGoGetsOneAnswer() {
        // The end of input stops the search at once; the answer is still one legal move.
        List<String> out = Usi.run("go depth 2");
        assertEquals(1, out.stream().filter(l -> l.startsWith("bestmove ")).count(), out::toString);
        String best = out.get(out.size() - 1).split(" ")[1];
        assertTrue(Position.startpos().toMove(best) != Move.NONE, best);
        // No check from the start position: no mate, unless the end of input stopped the solver first.
        List<String> mate = Usi.run("go mate infinite");
        assertTrue(mate.get(mate.size() - 1).matches("checkmate (nomate|timeout)"), mate::toString);
        assertEquals(1, mate.stream().filter(l -> l.startsWith("checkmate")).count(), mate::toString);
        assertEquals(List.of("info string error: go: btime needs an integer, got '1.5'", "bestmove resign"),
                Usi.run("go btime 1.5 wtime 1000 byoyomi 0"));
    }

    @Test
    void gameCommandsWithoutSearchAreQuiet() {
        assertEquals(List.of("readyok"), Usi.run("stop", "ponderhit", "gameover win", "usinewgame", "isready"));
    }

    private static void assertSfen(String expectedSfen, String command) {
        List<String> out = Usi.run(command, "d");
        assertEquals("sfen " + expectedSfen, out.get(out.size() - 1), () -> command + "\n" + String.join("\n", out));
        assertEquals(11, out.size(), () -> String.join("\n", out));
    }
}
