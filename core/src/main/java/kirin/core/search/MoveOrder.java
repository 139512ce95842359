package kirin.core.search;

import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;

/**
 * Move ordering: scores a slice of a move list and hands the moves out best first (selection sort, so a cut-off
 * after the first moves costs little). Order: hash move, captures that win or break even by SEE (most valuable
 * victim first), killers, counter move, quiet moves by history, and last the captures that lose material.
 */
final class MoveOrder {
    static final int HASH = 1 << 30;
    static final int GOOD_CAPTURE = 1 << 28;
    static final int KILLER1 = 1 << 27;
    static final int KILLER2 = KILLER1 - 1;
    static final int COUNTER = KILLER1 - 2;
    static final int BAD_CAPTURE = -(1 << 28);
    /** History scores are kept within these bounds so they stay below the killers. */
    static final int HISTORY_MAX = 1 << 24;

    /** History by moved piece (after promotion) and destination: 32 pieces x 81 squares. */
    final int[] history = new int[Piece.NB * 81];
    /** Counter move by the previous move's piece and destination. */
    final int[] counter = new int[Piece.NB * 81];

    void clear() {
        java.util.Arrays.fill(history, 0);
        java.util.Arrays.fill(counter, 0);
    }

    static int index(int move) {
        return Move.pieceAfter(move) * 81 + Move.to(move);
    }

    /** Scores moves[start, end) into scores[] at the same indices. */
    void score(Position pos, int[] moves, int[] scores, int start, int end, int hashMove16, int killer1,
            int killer2, int previousMove) {
        int counterMove = previousMove == 0 || previousMove == kirin.core.Move.NULL ? 0 : counter[index(previousMove)];
        for (int i = start; i < end; i++) {
            int m = moves[i];
            int s;
            int victim = Move.isDrop(m) ? Piece.EMPTY : pos.pieceOn(Move.to(m));
            if (Move.to16(m) == hashMove16) {
                s = HASH;
            } else if (victim != Piece.EMPTY) {
                int gain = PieceValue.of(Piece.type(victim)) * 16 - PieceValue.of(Piece.type(Move.piece(m))) / 16;
                s = (See.ge(pos, m, 0) ? GOOD_CAPTURE : BAD_CAPTURE) + gain + (Move.isPromotion(m) ? 64 : 0);
            } else if (m == killer1) {
                s = KILLER1;
            } else if (m == killer2) {
                s = KILLER2;
            } else if (m == counterMove) {
                s = COUNTER;
            } else {
                s = history[index(m)] + (Move.isPromotion(m) ? 1 << 20 : 0);
            }
            scores[i] = s;
        }
    }

    /** Swaps the best-scored move of [i, end) into position i and returns it. */
    static int pick(int[] moves, int[] scores, int i, int end) {
        int best = i;
        for (int j = i + 1; j < end; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int m = moves[best];
        int s = scores[best];
        moves[best] = moves[i];
        scores[best] = scores[i];
        moves[i] = m;
        scores[i] = s;
        return m;
    }

    /** Rewards a quiet move that caused a cut-off and punishes the quiet moves tried before it. */
    void reward(int move, int depth, int[] moves, int tried, int start, int previousMove) {
        int bonus = Math.min(depth * depth, 400);
        update(move, bonus);
        for (int i = start; i < start + tried; i++) {
            if (moves[i] != move) {
                update(moves[i], -bonus);
            }
        }
        if (previousMove != 0 && previousMove != kirin.core.Move.NULL) {
            counter[index(previousMove)] = move;
        }
    }

    private void update(int move, int bonus) {
        int i = index(move);
        // Gravity: large values grow slowly, so old successes fade as new ones arrive.
        history[i] += bonus * 32 - history[i] * Math.abs(bonus) / 512;
        if (history[i] > HISTORY_MAX) {
            history[i] = HISTORY_MAX;
        } else if (history[i] < -HISTORY_MAX) {
            history[i] = -HISTORY_MAX;
        }
    }
}
