package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

class HistoryTest {

    @Test
    void gravityKeepsValuesWithinTheirLimits() {
        History h = new History();
        Position pos = Position.startpos();
        int m = pos.toMove("7g7f");
        for (int i = 0; i < 1000; i++) {
            h.updateButterfly(0, m, History.bonus(30));
            h.updateCapture(m, Piece.PAWN, History.bonus(30));
            h.updateContinuation(History.PIECE_TO * 5, History.PIECE_TO * 6, History.PIECE_TO * 7, m,
                    History.bonus(30));
        }
        assertTrue(h.butterfly(0, m) > 0 && h.butterfly(0, m) <= History.BUTTERFLY_LIMIT);
        assertTrue(h.capture(m, Piece.PAWN) <= History.CAPTURE_LIMIT);
        assertTrue(h.continuation(History.PIECE_TO * 5, m) <= History.CONTINUATION_LIMIT);
        for (int i = 0; i < 1000; i++) {
            h.updateButterfly(0, m, -History.bonus(30));
            h.updateContinuation(History.PIECE_TO * 5, 0, 0, m, -History.bonus(30));
        }
        assertTrue(h.butterfly(0, m) < 0 && h.butterfly(0, m) >= -History.BUTTERFLY_LIMIT);
        assertTrue(h.continuation(History.PIECE_TO * 5, m) >= -History.CONTINUATION_LIMIT);
        assertEquals(0, h.butterfly(1, m), "the other side's table is untouched");
    }

    @Test
    void continuationRowsFollowTheMovesPlayed() {
        Position pos = Position.startpos();
        assertEquals(0, History.continuationRow(pos, 1), "nothing before the first move");
        int first = pos.toMove("7g7f");
        pos.doMove(first);
        int second = pos.toMove("3c3d");
        pos.doMove(second);
        assertEquals(History.pieceTo(second) * History.PIECE_TO, History.continuationRow(pos, 1));
        assertEquals(History.pieceTo(first) * History.PIECE_TO, History.continuationRow(pos, 2));
        assertEquals(0, History.continuationRow(pos, 4));
        pos.doNullMove();
        assertEquals(0, History.continuationRow(pos, 1), "a null move leads to the sink row");
        assertEquals(0, History.pieceTo(Move.NULL));
    }

    @Test
    void theSinkRowLearnsNothing() {
        History h = new History();
        int m = Position.startpos().toMove("2g2f");
        h.updateContinuation(0, 0, 0, m, History.bonus(10));
        assertEquals(0, h.continuation(0, m));
    }

    @Test
    void counterMovesAndClear() {
        History h = new History();
        Position pos = Position.startpos();
        int a = pos.toMove("7g7f");
        int b = pos.toMove("2g2f");
        h.setCounterMove(a, b);
        assertEquals(b, h.counterMove(a));
        h.setCounterMove(Move.NULL, a);
        assertEquals(0, h.counterMove(Move.NULL), "no counter move after a null move");
        h.updateButterfly(0, a, 100);
        h.clear();
        assertEquals(0, h.butterfly(0, a));
        assertEquals(0, h.counterMove(a));
    }

    @Test
    void malusOutweighsTheBonusAtLowDepthAndIsCapped() {
        assertTrue(History.malus(1) >= 4 * History.bonus(1));
        assertTrue(History.malus(3) >= 4 * History.bonus(3));
        assertEquals(2300, History.malus(20));
        assertTrue(History.malus(20) > History.bonus(20));
    }
}
