package kirin.core.search;

import java.util.Arrays;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * The legal moves at the root with their latest scores and principal variations; reordered as the iterations find
 * better moves. One instance serves every search of a {@link Search}: {@link #fill} reuses its arrays, so a search
 * starts without allocating (gensfen runs over a thousand short searches a second).
 */
final class RootMoves {
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    private final int[] previous = new int[MoveGenerator.MAX_MOVES];
    private final int[][] pvs = new int[MoveGenerator.MAX_MOVES][AlphaBeta.MAX_PLY + 2];
    private final int[] pvLengths = new int[MoveGenerator.MAX_MOVES];
    private int size;

    /**
     * Replaces the contents with the legal moves of {@code pos}, restricted to {@code searchMoves} (Move16 values)
     * when given; without them, the non-promotions the search leaves out everywhere are left out here too.
     */
    RootMoves fill(Position pos, int[] searchMoves) {
        int n = MoveGenerator.generateAll(pos, moves, 0);
        int k = 0;
        for (int i = 0; i < n; i++) {
            boolean wanted = searchMoves == null
                    ? !(MovePicker.SKIP_USELESS_NON_PROMOTIONS && MovePicker.uselessNonPromotion(moves[i]))
                    : contains(searchMoves, Move.to16(moves[i]));
            if (wanted) {
                moves[k++] = moves[i];
            }
        }
        size = k;
        Arrays.fill(scores, 0, size, -Score.INFINITE);
        Arrays.fill(previous, 0, size, -Score.INFINITE);
        for (int i = 0; i < size; i++) {
            pvs[i][0] = moves[i];
            pvLengths[i] = 1;
        }
        return this;
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    int size() {
        return size;
    }

    int move(int i) {
        return moves[i];
    }

    int score(int i) {
        return scores[i];
    }

    /** The score of the move at {@code i} in the previous iteration, for the aspiration window. */
    int previousScore(int i) {
        return previous[i] == -Score.INFINITE ? scores[i] : previous[i];
    }

    int[] pv(int i) {
        return pvs[i];
    }

    int pvLength(int i) {
        return pvLengths[i];
    }

    int[] pvCopy(int i) {
        return Arrays.copyOf(pvs[i], pvLengths[i]);
    }

    void setScore(int i, int score) {
        scores[i] = score;
    }

    /** Records a searched score and the PV below the move (child PV from ply 1 of the searcher's table). */
    void update(int i, int score, int move, int[] childPv, int childLength) {
        scores[i] = score;
        pvs[i][0] = move;
        int n = 1;
        for (int p = 1; p < childLength && n < pvs[i].length; p++) {
            pvs[i][n++] = childPv[p];
        }
        pvLengths[i] = n;
    }

    /** Moves entry i to position {@code to}, shifting the ones between down (keeps the rest in order). */
    void moveToFront(int i, int to) {
        while (i > to) {
            swap(i, i - 1);
            i--;
        }
    }

    /** Stable sort of [from, to) by score, best first; then remembers the scores as the previous iteration's. */
    void sortStable(int from, int to) {
        for (int i = from + 1; i < to; i++) {
            for (int j = i; j > from && scores[j] > scores[j - 1]; j--) {
                swap(j, j - 1);
            }
        }
        for (int i = from; i < to; i++) {
            if (scores[i] != -Score.INFINITE) {
                previous[i] = scores[i];
            }
        }
    }

    private void swap(int a, int b) {
        int m = moves[a];
        moves[a] = moves[b];
        moves[b] = m;
        int s = scores[a];
        scores[a] = scores[b];
        scores[b] = s;
        int p = previous[a];
        previous[a] = previous[b];
        previous[b] = p;
        int[] v = pvs[a];
        pvs[a] = pvs[b];
        pvs[b] = v;
        int l = pvLengths[a];
        pvLengths[a] = pvLengths[b];
        pvLengths[b] = l;
    }
}
