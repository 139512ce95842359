package kirin.eval;

import kirin.core.Position;
import kirin.core.Square;

/**
 * For each side and king square, the KPP sum last computed there and the piece list it was computed on. A king
 * move costs a full KPP sum for that side: 703 reads scattered over the king's 4.8 MB slice of the table, which is
 * rarely in cache. But a search tries the same few king squares again and again, in positions that differ from the
 * last one there by a few pieces; from the remembered sum each differing piece costs two rows of 37 reads. Lists
 * are compared slot by slot (a piece keeps its slot in {@link Position}'s piece list for the whole game), and the
 * pieces that differ are moved one at a time, each step a one-piece update against the list as it stands, so any
 * set of differences gives the exact sum. Per thread, like the evaluator that owns it. Like the eval hash, it
 * assumes the tables do not change under it: after the tables change, use a new evaluator (as
 * {@code LeafSearch.tablesChanged} and the engine after {@code learn} do).
 */
final class KingSquareSums {
    /**
     * More differing pieces than this are summed afresh: each costs 2 × 37 reads against the full sum's 703, so the
     * break-even is near 9. Measured with ShallowSearchSpeed (5,000 gensfen positions, depth 3, zero tables, 15
     * passes each): median 861k nodes/s with no reuse, 918k reusing exact matches only, 918k / 973k / 947k / 968k
     * with up to 4 / 8 / 12 / 18 differences.
     */
    static final int MAX_CHANGES = 8;
    private static final int N = Position.PIECE_NO_KING;
    private static final int SLOTS = 2 * Square.NB;

    private final KppReader kpp;
    private final int[] lists = new int[SLOTS * N];
    /** Packed pairs (board, turn), see {@link KppReader}. */
    private final long[] sums = new long[SLOTS];
    private final boolean[] known = new boolean[SLOTS];

    /** Sums over the KPP table that {@code kpp} reads. */
    KingSquareSums(KppReader kpp) {
        this.kpp = kpp;
    }

    /**
     * The KPP sum of {@code list} (one side's view indices) with that side's king on {@code kingSquare} (from the
     * side's view), as a packed pair; {@code side} is 0 for black's view, 1 for white's.
     */
    long sum(int side, int kingSquare, int[] list) {
        long king = kpp.king(kingSquare);
        int slot = side * Square.NB + kingSquare;
        int at = slot * N;
        if (known[slot] && differences(list, at) <= MAX_CHANGES) {
            long sum = sums[slot];
            for (int a = 0; a < N; a++) {
                int old = lists[at + a];
                if (old != list[a]) {
                    lists[at + a] = list[a];
                    sum += kpp.delta1(king, lists, at, a, old);
                }
            }
            sums[slot] = sum;
            return sum;
        }
        long sum = kpp.sum(king, list);
        System.arraycopy(list, 0, lists, at, N);
        sums[slot] = sum;
        known[slot] = true;
        return sum;
    }

    private int differences(int[] list, int at) {
        int d = 0;
        for (int a = 0; a < N; a++) {
            if (lists[at + a] != list[a]) {
                d++;
            }
        }
        return d;
    }
}
