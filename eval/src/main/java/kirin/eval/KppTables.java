package kirin.eval;

import java.nio.ByteOrder;
import java.util.SplittableRandom;
import kirin.core.BonaPiece;
import kirin.core.OffHeap;
import kirin.core.Square;
import org.agrona.UnsafeAccess;
import org.agrona.concurrent.UnsafeBuffer;
import sun.misc.Unsafe;

/**
 * The evaluation tables in one of YaneuraOu's layouts ({@link EvalLayout}, interop.md section 5.1), off-heap:
 * <ul>
 *   <li>KK {@code [81][81]} of int32 pairs (board part, turn part), indexed {@code [bk][wk]};</li>
 *   <li>KKP {@code [81][81][1548]} of int32 pairs, indexed {@code [bk][wk][fb]};</li>
 *   <li>KPP {@code [81][1548][1548]}, indexed {@code [k][p1][p2]}, stored full with {@code [p1][p2] == [p2][p1]};
 *       black's king reads it with black-view indices, white's king (inverted) with white-view indices. Each cell
 *       is an int16 (board part only) in KPP_KKPT, an int16 pair (board, turn) in KPPT.</li>
 * </ul>
 * Squares are YaneuraOu's; values are native-order, which is the files' little-endian order on the x86 and ARM
 * machines the engine runs on (the constructor refuses a big-endian machine). The tables are read by any number of
 * search threads at once and written only while no search runs.
 *
 * <p>Each table is one off-heap block wrapped in an Agrona {@link UnsafeBuffer} (the largest, KPP, is 388 MB, well
 * below a buffer's 2 GiB limit); the element accessors go through the buffers, with their bounds checks, while the
 * evaluator's hot path reads the same memory by address.
 */
public final class KppTables implements AutoCloseable {
    public static final int SQ = Square.NB;
    public static final int FE = BonaPiece.FE_END;
    public static final long KK_BYTES = (long) SQ * SQ * 8;
    public static final long KKP_BYTES = (long) SQ * SQ * FE * 8;
    /** KPP size in the KPP_KKPT layout; see {@link EvalLayout#kppBytes} for the other. */
    public static final long KPP_BYTES = (long) SQ * FE * FE * 2;

    private static final Unsafe U = UnsafeAccess.UNSAFE;

    private final EvalLayout layout;
    private final long kppBytes;
    private final OffHeapBlock kkBlock;
    private final OffHeapBlock kkpBlock;
    private final OffHeapBlock kppBlock;
    /** Base addresses, read by the evaluator's hot path. */
    final long kk;
    final long kkp;
    final long kpp;
    private final UnsafeBuffer kkBuf;
    private final UnsafeBuffer kkpBuf;
    private final UnsafeBuffer kppBuf;

    /** All-zero KPP_KKPT tables (about 470 MB of native memory). */
    public KppTables() {
        this(EvalLayout.KPP_KKPT);
    }

    /** All-zero tables in {@code layout} (about 470 MB for KPP_KKPT, 858 MB for KPPT). */
    public KppTables(EvalLayout layout) {
        this(layout, true);
    }

    /** Tables in {@code layout}, zeroed only if {@code zeroed} (a loader that fills every byte passes false). */
    KppTables(EvalLayout layout, boolean zeroed) {
        this.layout = layout;
        this.kppBytes = layout.kppBytes();
        if (ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN) {
            throw new UnsupportedOperationException("KPP tables need a little-endian machine");
        }
        kkBlock = new OffHeapBlock(this, KK_BYTES, zeroed);
        kkpBlock = new OffHeapBlock(this, KKP_BYTES, zeroed);
        kppBlock = new OffHeapBlock(this, kppBytes, zeroed);
        kk = kkBlock.address;
        kkp = kkpBlock.address;
        kpp = kppBlock.address;
        kkBuf = new UnsafeBuffer(kk, (int) KK_BYTES);
        kkpBuf = new UnsafeBuffer(kkp, (int) KKP_BYTES);
        kppBuf = new UnsafeBuffer(kpp, (int) kppBytes);
    }

    /** The layout of these tables. */
    public EvalLayout layout() {
        return layout;
    }

    // ---- addresses ----

    static long kkOffset(int bk, int wk) {
        return ((long) bk * SQ + wk) * 8;
    }

    static long kkpOffset(int bk, int wk, int p) {
        return (((long) bk * SQ + wk) * FE + p) * 8;
    }

    /** Offset of a KPP cell in the KPP_KKPT layout (2-byte cells). */
    static long kppOffset(int k, int p1, int p2) {
        return (((long) k * FE + p1) * FE + p2) * 2;
    }

    /** Offset of part {@code part} of a KPP cell in this layout. */
    private long kppOffset(int k, int p1, int p2, int part) {
        return (((long) k * FE + p1) * FE + p2) * layout.kppCellBytes + 2L * part;
    }

    // ---- element access (not for the hot path) ----

    /** KK value: {@code part} 0 is the board part, 1 the turn part. */
    public int kk(int bk, int wk, int part) {
        return kkBuf.getInt((int) (kkOffset(bk, wk) + 4L * part));
    }

    public void setKk(int bk, int wk, int part, int value) {
        kkBuf.putInt((int) (kkOffset(bk, wk) + 4L * part), value);
    }

    /** KKP value: {@code part} 0 is the board part, 1 the turn part. */
    public int kkp(int bk, int wk, int p, int part) {
        return kkpBuf.getInt((int) (kkpOffset(bk, wk, p) + 4L * part));
    }

    public void setKkp(int bk, int wk, int p, int part, int value) {
        kkpBuf.putInt((int) (kkpOffset(bk, wk, p) + 4L * part), value);
    }

    /** KPP board part. */
    public int kpp(int k, int p1, int p2) {
        return kpp(k, p1, p2, 0);
    }

    /** KPP value: {@code part} 0 is the board part, 1 the turn part (always 0 in KPP_KKPT). */
    public int kpp(int k, int p1, int p2, int part) {
        if (part == 1 && !layout.kppHasTurn()) {
            return 0;
        }
        return kppBuf.getShort((int) kppOffset(k, p1, p2, part));
    }

    /** Sets the board part of {@code [k][p1][p2]} and {@code [k][p2][p1]}, keeping the table symmetric. */
    public void setKpp(int k, int p1, int p2, int value) {
        setKpp(k, p1, p2, 0, value);
    }

    /**
     * Sets part {@code part} (0 board, 1 turn) of {@code [k][p1][p2]} and {@code [k][p2][p1]}; KPP_KKPT has no turn
     * part, so setting one to anything but 0 is refused.
     */
    public void setKpp(int k, int p1, int p2, int part, int value) {
        if (part == 1 && !layout.kppHasTurn()) {
            if (value != 0) {
                throw new IllegalArgumentException("KPP_KKPT tables have no KPP turn part");
            }
            return;
        }
        kppBuf.putShort((int) kppOffset(k, p1, p2, part), (short) value);
        kppBuf.putShort((int) kppOffset(k, p2, p1, part), (short) value);
    }

    // ---- bulk ----

    /**
     * Bulk write of the learner (KPP_KKPT only): KPP slice {@code k} from the lower triangle {@code tri}, value
     * {@code [a][b]} for {@code b <= a} at {@code a * (a + 1) / 2 + b}, written to {@code [a][b]} and {@code [b][a]}.
     * The same as {@link #setKpp(int, int, int, int)} cell by cell, without its column-order writes (a cache miss
     * each) and bounds checks: rows in order, then the triangle mirrored in tiles.
     */
    public void setKppTriangle(int k, short[] tri) {
        if (layout.kppHasTurn()) {
            throw new IllegalStateException("setKppTriangle writes KPP_KKPT tables only");
        }
        long rowBytes = (long) FE * 2;
        long base = kpp + k * FE * rowBytes;
        int i = 0;
        for (int a = 0; a < FE; a++) {
            long row = base + a * rowBytes;
            for (int b = 0; b <= a; b++) {
                U.putShort(row + 2L * b, tri[i++]);
            }
        }
        mirrorKppSlice(base, rowBytes, 2);
    }

    /**
     * The learner's write of one changed KPP_KKPT cell: {@code value} to {@code [k][p1][p2]} and {@code [k][p2][p1]},
     * without {@link #setKpp}'s checks (the caller's indices are in range by construction; KPP_KKPT only).
     */
    public void putKppPair(int k, int p1, int p2, short value) {
        U.putShort(kpp + kppOffset(k, p1, p2), value);
        U.putShort(kpp + kppOffset(k, p2, p1), value);
    }

    /**
     * Bulk write of the learner: the KKP block of black king {@code bk}, both parts of {@code [bk][wk][p]} at
     * {@code (wk * FE + p) * 2 + part} of {@code block} (length {@code SQ * FE * 2}). The same as
     * {@link #setKkp} cell by cell, in one copy without its bounds checks (they took a twentieth of a learn).
     */
    public void setKkpBlock(int bk, int[] block) {
        if (bk < 0 || bk >= SQ || block.length != SQ * FE * 2) {
            throw new IllegalArgumentException("setKkpBlock: king " + bk + ", " + block.length + " values");
        }
        U.copyMemory(block, Unsafe.ARRAY_INT_BASE_OFFSET, null, kkp + kkpOffset(bk, 0, 0), (long) SQ * FE * 8);
    }

    /** Square size of the tiles in which {@link #mirrorKppSlice} copies a KPP slice's triangle across. */
    private static final int TILE = 64;

    /**
     * Copies cell {@code [p1][p2]} to {@code [p2][p1]} for every {@code p2 < p1} of the KPP slice at {@code base}
     * (rows of {@code rowBytes}, cells of {@code cell} bytes: 2, or 4 for both parts of KPPT), tile by tile so that
     * the column-order writes stay in cache.
     */
    static void mirrorKppSlice(long base, long rowBytes, int cell) {
        for (int i0 = 0; i0 < FE; i0 += TILE) {
            int i1 = Math.min(i0 + TILE, FE);
            for (int j0 = 0; j0 <= i0; j0 += TILE) {
                for (int p1 = i0; p1 < i1; p1++) {
                    int j1 = Math.min(j0 + TILE, p1);
                    long from = base + p1 * rowBytes;
                    for (int p2 = j0; p2 < j1; p2++) {
                        long to = base + p2 * rowBytes + (long) p1 * cell;
                        if (cell == 2) {
                            U.putShort(to, U.getShort(from + 2L * p2));
                        } else {
                            U.putInt(to, U.getInt(from + 4L * p2));
                        }
                    }
                }
            }
        }
    }

    /** The three tables as (address, length) pairs in file order KK, KKP, KPP, for bulk copies. */
    long[] regions() {
        return new long[] {kk, KK_BYTES, kkp, KKP_BYTES, kpp, kppBytes};
    }

    /** Copies every value of {@code other}, which must have the same layout, into these tables. */
    public void copyFrom(KppTables other) {
        if (other.layout != layout) {
            throw new IllegalArgumentException("cannot copy " + other.layout + " tables into " + layout + " tables");
        }
        OffHeap.copy(other.kk, kk, KK_BYTES);
        OffHeap.copy(other.kkp, kkp, KKP_BYTES);
        OffHeap.copy(other.kpp, kpp, kppBytes);
    }

    /**
     * The sum, modulo 2^64, of the three tables read as little-endian 64-bit words in file order (KK, KKP, KPP): a
     * cheap fingerprint printed at each save, as YaneuraOu's learner prints a "Check Sum". Equal tables give equal
     * sums; YaneuraOu's own sum is not documented in interop.md, so the two need not agree.
     */
    public long checkSum() {
        long sum = 0;
        long[] r = regions();
        for (int k = 0; k < r.length; k += 2) {
            sum += sumWords(r[k], r[k + 1]);
        }
        return sum;
    }

    /** The sum, modulo 2^64, of the 64-bit words of {@code bytes} bytes (a multiple of 8) at {@code address}. */
    static long sumWords(long address, long bytes) {
        long sum = 0;
        long end = address + bytes;
        for (long a = address; a < end; a += 8) {
            sum += U.getLong(a);
        }
        return sum;
    }

    /**
     * Rounds every value of the three tables to the nearest multiple of {@code step}, a power of two from 2 to
     * 1024 (halves away from zero; a KPP value beyond the int16 range after rounding is clamped to the largest
     * multiple inside it), and returns how many values changed. A lossy step, for a smaller compact file
     * ({@link CompactEval} stores tables whose values share a power-of-two factor with that many fewer bits): the
     * evaluation sums about 1,400 such terms divided by 32, so rounding each to a multiple of 8 moves a position's
     * score by about 3 of its units (the standard deviation of the sum of the rounding errors), a tenth of the value
     * of one learning step of eta 30.
     */
    public long roundTo(int step) {
        if (step < 2 || step > 1024 || Integer.bitCount(step) != 1) {
            throw new IllegalArgumentException("the rounding step must be a power of two from 2 to 1024, not " + step);
        }
        long changed = 0;
        for (long a = kk; a < kk + KK_BYTES; a += 4) {
            changed += roundInt(a, step);
        }
        for (long a = kkp; a < kkp + KKP_BYTES; a += 4) {
            changed += roundInt(a, step);
        }
        int top = Short.MAX_VALUE / step * step;
        for (long a = kpp; a < kpp + kppBytes; a += 2) {
            int v = U.getShort(a);
            int r = (int) Math.min(roundedMultiple(v, step), top);
            if (r != v) {
                U.putShort(a, (short) r);
                changed++;
            }
        }
        return changed;
    }

    private static int roundInt(long a, int step) {
        int v = U.getInt(a);
        long r = roundedMultiple(v, step);
        r = Math.max(Math.min(r, (long) Integer.MAX_VALUE / step * step), (long) Integer.MIN_VALUE);
        if (r == v) {
            return 0;
        }
        U.putInt(a, (int) r);
        return 1;
    }

    /** {@code v} rounded to the nearest multiple of {@code step}, halves away from zero. */
    static long roundedMultiple(long v, int step) {
        long half = step / 2;
        return (v >= 0 ? (v + half) / step : -((-v + half) / step)) * step;
    }

    /** Sets every value to zero. */
    public void clear() {
        OffHeap.zero(kk, KK_BYTES);
        OffHeap.zero(kkp, KKP_BYTES);
        OffHeap.zero(kpp, kppBytes);
    }

    /**
     * Fills the tables with uniform random values in {@code [-kppRange, kppRange]} for KPP (kept symmetric in p1, p2;
     * both parts in KPPT) and {@code [-kkpRange, kkpRange]} for both parts of KK and KKP; for tests and benchmarks. The same seed gives
     * the same tables.
     */
    public void fillRandom(long seed, int kppRange, int kkpRange) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (long a = kk; a < kk + KK_BYTES; a += 4) {
            U.putInt(a, rnd.nextInt(-kkpRange, kkpRange + 1));
        }
        for (long a = kkp; a < kkp + KKP_BYTES; a += 4) {
            U.putInt(a, rnd.nextInt(-kkpRange, kkpRange + 1));
        }
        // KPP from a hash of (k, min, max, part): symmetric by construction and written row by row.
        long span = 2L * kppRange + 1;
        int parts = layout.kppCellBytes / 2;
        for (int k = 0; k < SQ; k++) {
            for (int p1 = 0; p1 < FE; p1++) {
                long row = kpp + kppOffset(k, p1, 0, 0);
                for (int p2 = 0; p2 < FE; p2++) {
                    long cell = ((long) k * FE + Math.min(p1, p2)) * FE + Math.max(p1, p2);
                    for (int part = 0; part < parts; part++) {
                        long h = parts == 1 ? mix(seed + cell) : mix(seed + 2 * cell + part);
                        U.putShort(row + (long) layout.kppCellBytes * p2 + 2L * part,
                                (short) (Math.floorMod(h, span) - kppRange));
                    }
                }
            }
        }
    }

    /** Stafford's mix13 finaliser: a well-spread 64-bit hash. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** Frees the native memory now; the tables must not be used afterwards. */
    @Override
    public void close() {
        kkBlock.free();
        kkpBlock.free();
        kppBlock.free();
    }
}
