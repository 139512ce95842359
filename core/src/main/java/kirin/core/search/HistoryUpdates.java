package kirin.core.search;

import static kirin.core.search.SearchSwitches.HEAVY_MALUS;
import static kirin.core.search.SearchSwitches.PRIOR_MOVE_HISTORY;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;

/**
 * What a node of {@link AlphaBeta#search} teaches the move-ordering statistics once it is done (Step 19 there, and
 * the table cut-offs of Step 4): bonuses and maluses to the {@link History} tables, the killer moves, the counter
 * move, and the opponent's last move judged by this node's result. It also keeps, per search frame, the moves a node
 * tried before its best one (the ones that get the malus) and, per ply, how many moves a node had tried when it made
 * the move being searched. Arrays are allocated once; a node allocates nothing.
 */
final class HistoryUpdates {
    /** Quiet moves kept per frame for the malus. */
    static final int QUIETS_KEPT = 64;
    /** Capturing moves kept per frame for the malus. */
    static final int CAPTURES_KEPT = 32;

    private final History history;
    /** Two killer moves per ply: quiet moves that cut off at that ply lately. */
    final int[] killer1 = new int[AlphaBeta.MAX_PLY + 2];
    final int[] killer2 = new int[AlphaBeta.MAX_PLY + 2];
    /** How many moves the node at each ply had tried when it made the move now being searched. */
    final int[] moveCounts = new int[AlphaBeta.MAX_PLY + 2];
    /** The quiet and capturing moves each frame has tried, for the history malus at its best move. */
    final int[] quietsTried = new int[QuiescenceSearch.FRAMES * QUIETS_KEPT];
    final int[] capturesTried = new int[QuiescenceSearch.FRAMES * CAPTURES_KEPT];

    HistoryUpdates(History history) {
        this.history = history;
    }

    /** Forgets the killers (a new search). */
    void clearKillers() {
        java.util.Arrays.fill(killer1, 0);
        java.util.Arrays.fill(killer2, 0);
    }

    /**
     * Teaches the history tables what the node at {@code ply} found: {@code best} gets a bonus scaled by depth, the
     * moves of its kind tried before it a malus; a quiet best move that cut off becomes a killer and the counter move.
     */
    void update(Position pos, int best, int depth, boolean cutoff, int ply, int previous, int row1, int row2,
            int row4, int quietStart, int quietCount, int captureStart, int captureCount) {
        int bonus = History.bonus(depth);
        int malus = HEAVY_MALUS ? History.malus(depth) : bonus;
        int us = pos.sideToMove();
        if (!QuiescenceSearch.isCapture(pos, best)) {
            history.updateButterfly(us, best, bonus);
            history.updateContinuation(row1, row2, row4, best, bonus);
            for (int i = quietStart; i < quietStart + quietCount; i++) {
                int m = quietsTried[i];
                history.updateButterfly(us, m, -malus);
                history.updateContinuation(row1, row2, row4, m, -malus);
            }
            if (cutoff) {
                if (killer1[ply] != best) {
                    killer2[ply] = killer1[ply];
                    killer1[ply] = best;
                }
                history.setCounterMove(previous, best);
            }
        } else {
            history.updateCapture(best, Piece.type(pos.pieceOn(Move.to(best))), bonus);
        }
        for (int i = captureStart; i < captureStart + captureCount; i++) {
            int m = capturesTried[i];
            history.updateCapture(m, Piece.type(pos.pieceOn(Move.to(m))), -malus);
        }
    }

    /**
     * A table cut-off at {@code ply}: a quiet table move that holds the bound above beta gets the bonus a searched
     * cut-off would give it (and is a killer), and the opponent's early quiet move it refutes a malus; one that
     * failed low gets a malus.
     */
    void ttCutoff(Position pos, int ttMove16, int depth, int ply, boolean failHigh) {
        int move = MoveGenerator.legalFrom16(pos, ttMove16);
        if (move == Move.NONE || QuiescenceSearch.isCapture(pos, move)) {
            return;
        }
        int bonus = failHigh ? History.bonus(depth) : -History.bonus(depth);
        int us = pos.sideToMove();
        history.updateButterfly(us, move, bonus);
        history.updateContinuation(History.continuationRow(pos, 1), History.continuationRow(pos, 2),
                History.continuationRow(pos, 4), move, bonus);
        if (failHigh) {
            if (killer1[ply] != move) {
                killer2[ply] = killer1[ply];
                killer1[ply] = move;
            }
            if (PRIOR_MOVE_HISTORY) {
                earlyPriorMalus(pos, ply, History.bonus(depth + 1));
            }
        }
    }

    /** The opponent's last move, if quiet and among the first two it tried, was refuted here: malus. */
    void earlyPriorMalus(Position pos, int ply, int malus) {
        if (ply >= 2 && moveCounts[ply - 1] <= 2) {
            priorMove(pos, -malus);
        }
    }

    /** Moves the continuation history of the opponent's last move (if a quiet one) by {@code bonus}. */
    void priorMove(Position pos, int bonus) {
        int previous = pos.lastMove();
        if (previous == Move.NONE || previous == Move.NULL || pos.lastCaptured() != Piece.EMPTY) {
            return;
        }
        history.updateContinuation(History.continuationRow(pos, 2), History.continuationRow(pos, 3),
                History.continuationRow(pos, 5), previous, bonus);
    }
}
