package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Position;
import org.junit.jupiter.api.Test;

class CorrectionHistoryTest {

    @Test
    void aSearchBelowTheEvaluationLowersTheCorrectionOfThatPositionOnly() {
        CorrectionHistory c = new CorrectionHistory();
        Position pos = Position.startpos();
        assertEquals(0, c.correction(pos));
        for (int i = 0; i < 20; i++) {
            c.update(pos, -500, c.correction(pos), 8);
        }
        int learnt = c.correction(pos);
        assertTrue(learnt < -100, "correction " + learnt);
        // Bounded: four entries of at most LIMIT, weighted, are about 300 units.
        assertTrue(learnt >= -310, "correction " + learnt);
        // The other side to move, with other pieces, has its own entries.
        pos.doMove(pos.toMove("7g7f"));
        assertEquals(0, c.correction(pos));
        pos.undoMove();
        c.clear();
        assertEquals(0, c.correction(pos));
    }

    @Test
    void aSearchAboveTheEvaluationRaisesIt() {
        CorrectionHistory c = new CorrectionHistory();
        Position pos = Position.startpos();
        c.update(pos, 400, 0, 4);
        assertTrue(c.correction(pos) > 0);
    }

    @Test
    void oneUpdateIsCappedAtAQuarterOfTheLimit() {
        CorrectionHistory a = new CorrectionHistory();
        CorrectionHistory b = new CorrectionHistory();
        Position pos = Position.startpos();
        a.update(pos, 30000, 0, 30);
        b.update(pos, CorrectionHistory.MAX_UPDATE * 8, 0, 1);
        assertEquals(b.correction(pos), a.correction(pos));
    }
}
