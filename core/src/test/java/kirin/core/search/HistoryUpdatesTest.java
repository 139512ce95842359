package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Position;
import org.junit.jupiter.api.Test;

/** {@link HistoryUpdates}: what a finished node teaches the history tables, the killers and the counter move. */
class HistoryUpdatesTest {

    @Test
    void quietCutoffRewardsBestPunishesTriedAndSetsKillerAndCounter() {
        History h = new History();
        HistoryUpdates u = new HistoryUpdates(h);
        Position pos = Position.startpos();
        int previous = pos.toMove("7g7f");
        pos.doMove(previous);
        int best = pos.toMove("3c3d");
        int tried = pos.toMove("8c8d");
        int us = pos.sideToMove();
        u.quietsTried[0] = tried;
        int row1 = History.continuationRow(pos, 1);
        u.update(pos, best, 5, true, 1, previous, row1, 0, 0, 0, 1, 0, 0);
        assertTrue(h.butterfly(us, best) > 0, "bonus to the best move");
        assertTrue(h.butterfly(us, tried) < 0, "malus to the quiet move tried before it");
        assertTrue(h.continuation(row1, best) > 0);
        assertEquals(best, u.killer1[1]);
        assertEquals(best, h.counterMove(previous));
        // A second cut-off by another move shifts the first to the second killer slot.
        u.update(pos, tried, 5, true, 1, previous, row1, 0, 0, 0, 0, 0, 0);
        assertEquals(tried, u.killer1[1]);
        assertEquals(best, u.killer2[1]);
        u.clearKillers();
        assertEquals(0, u.killer1[1]);
        assertEquals(0, u.killer2[1]);
    }

    @Test
    void failLowBestIsNoKiller() {
        History h = new History();
        HistoryUpdates u = new HistoryUpdates(h);
        Position pos = Position.startpos();
        int best = pos.toMove("2g2f");
        u.update(pos, best, 3, false, 1, 0, 0, 0, 0, 0, 0, 0, 0);
        assertTrue(h.butterfly(pos.sideToMove(), best) > 0);
        assertEquals(0, u.killer1[1]);
    }

    @Test
    void tableCutoffTeachesLikeASearchedOne() {
        History h = new History();
        HistoryUpdates u = new HistoryUpdates(h);
        Position pos = Position.startpos();
        int move = pos.toMove("2g2f");
        u.ttCutoff(pos, kirin.core.Move.to16(move), 4, 1, true);
        assertTrue(h.butterfly(pos.sideToMove(), move) > 0);
        assertEquals(move, u.killer1[1]);
        u.ttCutoff(pos, kirin.core.Move.to16(move), 4, 2, false);
        assertEquals(0, u.killer1[2], "a fail-low table move is no killer");
    }
}
