package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Perft against every vector of perft.txt ({@link TestData}): the move generator counts exactly the legal moves. */
class PerftTest {
    /** Vectors up to this many leaves run in the default suite (all of them together take a few seconds). */
    private static final long DEFAULT_LIMIT = 100_000_000L;

    @Test
    void startposDepthsOneToFive() {
        long[] expected = {1, 30, 900, 25_470, 719_731, 19_861_490};
        Perft perft = new Perft(6);
        Position pos = Position.startpos();
        for (int depth = 1; depth <= 5; depth++) {
            assertEquals(expected[depth], perft.count(pos, depth), "startpos perft " + depth);
        }
        assertEquals(Sfen.STARTPOS, pos.sfen(), "perft leaves the position unchanged");
    }

    @Test
    void everyVectorUnderOneHundredMillion() {
        List<String> failures = run(0, DEFAULT_LIMIT);
        assertEquals(List.of(), failures);
    }

    @Test
    @Tag("slow")
    void largeVectors() {
        List<String> failures = run(DEFAULT_LIMIT, Long.MAX_VALUE);
        assertEquals(List.of(), failures);
    }

    private static List<String> run(long above, long upTo) {
        Perft perft = new Perft(8);
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (String[] v : TestData.records("perft.txt")) {
            long expected = Long.parseLong(v[2]);
            if (expected <= above || expected > upTo) {
                continue;
            }
            Position pos = Sfen.parse(v[0]);
            long got = perft.count(pos, Integer.parseInt(v[1]));
            checked++;
            if (got != expected) {
                failures.add(v[0] + " depth " + v[1] + ": expected " + expected + ", got " + got);
            }
        }
        if (checked == 0 && upTo == DEFAULT_LIMIT) {
            failures.add("no perft vectors found");
        }
        return failures;
    }

    @Test
    void divideSumsToTotal() {
        Position pos = Position.startpos();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        long[] counts = new long[MoveGenerator.MAX_MOVES];
        Perft perft = new Perft(4);
        int n = perft.divide(pos, 3, moves, counts);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += counts[i];
        }
        assertEquals(30, n);
        assertEquals(25_470, sum);
    }
}
