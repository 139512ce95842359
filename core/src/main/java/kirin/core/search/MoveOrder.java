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
                s = (See.ge(pos, m, 0) ? GOOD_CAPTURE : BAD_CAPTURE) + captureGain(m, victim);
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

    /**
     * Scores the moves of a quiescence node that is not in check (captures and plain promotions): hash move, then
     * captures by most valuable victim, then promotions by history. Unlike {@link #score} it runs no SEE: the
     * quiescence search drops every move that loses material, so it runs SEE on a move only when its turn comes,
     * and the moves a cut-off or delta pruning leaves behind never need one. The moves it keeps come in the order
     * {@link #score} gives them, except that moves of equal score may trade places.
     */
    void scoreQuiescence(Position pos, int[] moves, int[] scores, int start, int end, int hashMove16) {
        for (int i = start; i < end; i++) {
            int m = moves[i];
            int victim = Move.isDrop(m) ? Piece.EMPTY : pos.pieceOn(Move.to(m));
            int s;
            if (Move.to16(m) == hashMove16) {
                s = HASH;
            } else if (victim != Piece.EMPTY) {
                s = GOOD_CAPTURE + captureGain(m, victim);
            } else {
                s = history[index(m)] + (Move.isPromotion(m) ? 1 << 20 : 0);
            }
            scores[i] = s;
        }
    }

    /** Orders captures among themselves: most valuable victim first, then least valuable attacker. */
    private static int captureGain(int m, int victim) {
        return PieceValue.of(Piece.type(victim)) * 16 - PieceValue.of(Piece.type(Move.piece(m))) / 16
                + (Move.isPromotion(m) ? 64 : 0);
    }

    /** Moves handed out by selection before the rest is sorted once. */
    private static final int SELECTION_PICKS = 6;

    /**
     * The move to try at index {@code i} of the slice starting at {@code start}: the best-scored of [i, end).
     * The first few come by selection (a cut-off usually happens there, so most of the list is never sorted); at
     * the sixth the remainder is insertion-sorted once, so a node that searches every move stays linear-ish
     * instead of quadratic.
     */
    static int pick(int[] moves, int[] scores, int start, int i, int end) {
        int k = i - start;
        if (k > SELECTION_PICKS) {
            return moves[i];
        }
        if (k == SELECTION_PICKS) {
            sortDescending(moves, scores, i, end);
            return moves[i];
        }
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

    /**
     * Sorts the moves with a positive score (hash move, captures, killers, quiets with good history) to the front,
     * best first; the rest (mostly drops nobody has tried yet) keep their generation order behind them.
     */
    private static void sortDescending(int[] moves, int[] scores, int from, int end) {
        int n = from;
        for (int i = from; i < end; i++) {
            if (scores[i] > 0) {
                int m = moves[i];
                int s = scores[i];
                moves[i] = moves[n];
                scores[i] = scores[n];
                int j = n - 1;
                while (j >= from && scores[j] < s) {
                    moves[j + 1] = moves[j];
                    scores[j + 1] = scores[j];
                    j--;
                }
                moves[j + 1] = m;
                scores[j + 1] = s;
                n++;
            }
        }
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
