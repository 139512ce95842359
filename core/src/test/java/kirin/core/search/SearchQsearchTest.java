package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** {@link Search#qsearch}: the learner's entry point into the quiescence search. */
class SearchQsearchTest {
    private static int leafValueForRoot(Position root, int[] pv) {
        Position leaf = root.copy();
        for (int m : pv) {
            leaf.doMove(m);
        }
        MaterialEvaluator e = new MaterialEvaluator();
        e.reset(leaf);
        int v = e.evaluate(leaf);
        return leaf.sideToMove() == root.sideToMove() ? v : -v;
    }

    @Test
    void quietPositionStandsPat() {
        Search s = new Search(new TranspositionTable(1), new MaterialEvaluator());
        Position pos = Position.startpos();
        int v = s.qsearch(pos, new SearchOptions());
        assertEquals(0, v);
        assertArrayEquals(new int[0], s.lastQsearchPv());
    }

    @Test
    void capturesTheHangingRookAndThePvLeafCarriesTheValue() {
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/9/4RK3 b - 1");
        String before = pos.sfen();
        Search s = new Search(new TranspositionTable(1), new MaterialEvaluator());
        int v = s.qsearch(pos, new SearchOptions());
        int[] pv = s.lastQsearchPv();
        assertEquals(before, pos.sfen(), "root not modified");
        assertTrue(pv.length >= 1);
        assertEquals("5i5e", Move.toUsi(pv[0]));
        assertTrue(v > 900, "wins a rook: " + v);
        assertEquals(v, leafValueForRoot(pos, pv));
    }

    @Test
    void secondCallWithAWarmTableStillReturnsTheFullPv() {
        // A table hit at a PV node would cut the line short; the learner's entry point takes no such cutoff.
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/9/4RK3 b - 1");
        Search s = new Search(new TranspositionTable(1), new MaterialEvaluator());
        int v1 = s.qsearch(pos, new SearchOptions());
        int[] pv1 = s.lastQsearchPv();
        int v2 = s.qsearch(pos, new SearchOptions());
        int[] pv2 = s.lastQsearchPv();
        assertEquals(v1, v2);
        assertArrayEquals(pv1, pv2);
        assertEquals(v2, leafValueForRoot(pos, pv2));
    }
}
