package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MaterialEvaluator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/**
 * {@link QuiescenceSearch} on its own: table score conversions, the capture test, and the node-level rules of the
 * quiescence search (a mated king, the game-ending rules, a winning capture). {@link SearchQsearchTest} covers the
 * learner's entry point through {@link Search#qsearch}.
 */
class QuiescenceSearchTest {

    private static AlphaBeta searcher(Position pos) {
        MaterialEvaluator e = new MaterialEvaluator();
        e.reset(pos);
        AlphaBeta ab = new AlphaBeta(e, new TranspositionTable(1), new Search(new TranspositionTable(1), e));
        ab.prepare(pos, new SearchOptions());
        return ab;
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        int mate = Score.mateIn(7);
        assertEquals(mate, QuiescenceSearch.fromTt(QuiescenceSearch.toTt(mate, 3), 3));
        assertEquals(Score.mateIn(4), QuiescenceSearch.toTt(mate, 3), "stored as a distance from the node");
        assertEquals(-250, QuiescenceSearch.toTt(-250, 9), "ordinary scores are stored as they are");
        assertEquals(Score.matedIn(5), QuiescenceSearch.fromTt(QuiescenceSearch.toTt(Score.matedIn(5), 2), 2));
    }

    @Test
    void aNewBestMoveTakesTheChildsPrincipalVariation() {
        int[][] pv = new int[6][6];
        int[] pvLength = new int[6];
        QuiescenceSearch.setPv(pv, pvLength, 3, 33);
        assertEquals(33, pv[3][3]);
        assertEquals(4, pvLength[3]);
        pv[2][2] = 99;
        QuiescenceSearch.extendPv(pv, pvLength, 2, 22);
        assertEquals(22, pv[2][2]);
        assertEquals(33, pv[2][3], "the child's line follows the move");
        assertEquals(4, pvLength[2]);
        pvLength[2] = 2; // a child whose line is empty (a leaf): the move alone
        QuiescenceSearch.extendPv(pv, pvLength, 1, 11);
        assertEquals(2, pvLength[1]);
        assertEquals(11, pv[1][1]);
    }

    @Test
    void captureTestIgnoresDropsAndQuietMoves() {
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/9/4RK3 b P 1");
        assertTrue(QuiescenceSearch.isCapture(pos, pos.toMove("5i5e")));
        assertFalse(QuiescenceSearch.isCapture(pos, pos.toMove("5i5h")));
        assertFalse(QuiescenceSearch.isCapture(pos, pos.toMove("P*1e")));
    }

    @Test
    void checkmatedNodeScoresMatedAtItsPly() {
        // White's king on 5a, black's gold on 5b backed by the pawn on 5c: no evasion.
        Position pos = Sfen.parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
        AlphaBeta ab = searcher(pos);
        assertEquals(Score.matedIn(0), ab.qsearch(-Score.INFINITE, Score.INFINITE, 0, 0));
    }

    @Test
    void winsTheHangingRookAndCountsNodes() {
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/9/4RK3 b - 1");
        AlphaBeta ab = searcher(pos);
        int v = ab.qsearch(-Score.INFINITE, Score.INFINITE, 0, 0);
        assertTrue(v > 0, "the rook capture is worth a rook: " + v);
        assertEquals(pos.toMove("5i5e"), ab.pv[0][0]);
        assertTrue(ab.nodes >= 2);
        assertEquals(Score.NONE, ab.terminal(1), "no game-ending rule applies");
    }
}
