package kirin.eval;

import kirin.core.Position;
import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * Sums over one KPP table, whichever its layout: the only code that knows how a KPP cell is stored. A sum is a
 * <em>packed pair</em>, the exact integer {@code turn * 2^32 + board}: packed pairs add and subtract like numbers,
 * so the evaluator keeps them per ply and updates them with deltas without caring about the layout. With KPP_KKPT
 * the turn part is always zero and a packed pair is just the board sum. {@link #board} and {@link #turn} unpack.
 *
 * <p>The layout test in {@link #cell} is on a final field that no loop changes, so the JIT hoists it out of the
 * loops (loop unswitching); each layout runs its own tight loop.
 */
final class KppReader {
    private static final int N = Position.PIECE_NO_KING;
    private static final Unsafe U = UnsafeAccess.UNSAFE;

    private final long base;
    private final boolean pairs;
    private final long rowBytes;
    private final long kingBytes;
    private final int cellShift;

    KppReader(KppTables t) {
        this.base = t.kpp;
        this.pairs = t.layout().kppHasTurn();
        this.cellShift = pairs ? 2 : 1;
        this.rowBytes = (long) KppTables.FE << cellShift;
        this.kingBytes = (long) KppTables.FE * KppTables.FE << cellShift;
    }

    /** The board part of a packed pair. */
    static int board(long packed) {
        return (int) packed;
    }

    /** The turn part of a packed pair. */
    static int turn(long packed) {
        return (int) ((packed - (int) packed) >> 32);
    }

    /** The packed pair of {@code board} and {@code turn}. */
    static long pack(int board, int turn) {
        return ((long) turn << 32) + board;
    }

    /** Address of king square {@code k}'s slice ({@code k} from the side's own view). */
    long king(int k) {
        return base + k * kingBytes;
    }

    private long row(long king, int p) {
        return king + p * rowBytes;
    }

    /** The packed cell {@code [p]} of the row at {@code row}. */
    private long cell(long row, int p) {
        if (pairs) {
            int v = U.getInt(row + ((long) p << 2));
            return ((long) (v >> 16) << 32) + (short) v; // little-endian: low half [0] board, high half [1] turn
        }
        return U.getShort(row + ((long) p << 1));
    }

    /** KPP over all pairs j &lt; i of the list, for one king. */
    long sum(long king, int[] list) {
        long sum = 0;
        for (int i = 1; i < N; i++) {
            long row = row(king, list[i]);
            for (int j = 0; j < i; j++) {
                sum += cell(row, list[j]);
            }
        }
        return sum;
    }

    /** KPP change when piece {@code a} went from index {@code old} to {@code list[a]}, all others unchanged. */
    long delta1(long king, int[] list, int a, int old) {
        return delta1(king, list, 0, a, old);
    }

    /** {@link #delta1(long, int[], int, int)} on the list that starts at {@code list[at]}. */
    long delta1(long king, int[] list, int at, int a, int old) {
        long rowNew = row(king, list[at + a]);
        long rowOld = row(king, old);
        long sum = 0;
        for (int j = 0; j < N; j++) {
            if (j != a) {
                int p = list[at + j];
                sum += cell(rowNew, p) - cell(rowOld, p);
            }
        }
        return sum;
    }

    /** KPP change when pieces {@code a} and {@code b} both changed (a capture). */
    long delta2(long king, int[] list, int a, int oldA, int b, int oldB) {
        long newA = row(king, list[a]);
        long newB = row(king, list[b]);
        long rowOldA = row(king, oldA);
        long rowOldB = row(king, oldB);
        long sum = 0;
        for (int j = 0; j < N; j++) {
            if (j != a && j != b) {
                int p = list[j];
                sum += cell(newA, p) + cell(newB, p) - cell(rowOldA, p) - cell(rowOldB, p);
            }
        }
        return sum + cell(newA, list[b]) - cell(rowOldA, oldB);
    }
}
