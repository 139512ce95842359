package kirin.learn.train;

import java.util.ArrayList;
import java.util.List;
import kirin.core.BonaPiece;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.KppTables;

/**
 * The learner's state for the KPP_KKPT tables (interop.md 3.3, 5.1): float master weights, AdaGrad accumulators
 * ({@code g2}) and gradient sums for KK {@code [81][81][2]}, KKP {@code [81][81][1548][2]} and KPP
 * {@code [81][1548][1548]} (board part only; KPP_KKPT has no turn part).
 *
 * <p><b>Layout and memory.</b> Everything is on the Java heap in {@code float[]} chunks, one per king square, each
 * well below the 2^31-element array limit: KPP keeps only the triangle {@code p1 >= p2} (1,198,926 cells per king,
 * since {@code [p1][p2]} and {@code [p2][p1]} are one weight), KKP one chunk of 81 x 1548 x 2 per black king, KK
 * one small array. Three floats (weight, g2, gradient) per cell: for the full tables KPP takes 81 x 1,198,926 x 12
 * = 1,165.8 MB, KKP 243.8 MB, KK 0.2 MB, about 1.41 GB in all (see {@link #bytes}); the JVM needs a heap of about
 * 2 GB for it. Per-thread {@link GradientBatch}es add about 164 bytes per position of a mini-batch.
 *
 * <p><b>Restricted king set.</b> For tests (and experiments) the state can be limited to a set of king squares
 * (closed under the left-right mirror by the constructor): KPP tables of kings outside the set, and KKP rows whose
 * black king is outside it, are neither allocated, learned nor written back; gradients that fall on them are
 * dropped, and a symmetry partner outside the set is left out of its orbit. KK is always complete.
 *
 * <p><b>Gradients.</b> Worker threads record gradients in their own {@link GradientBatch} (see there for why
 * records rather than table-sized buffers). {@link #accumulate} spreads all batches over the gradient tables with
 * one task per king square, in record order, so the result does not depend on the number of threads (see
 * {@link GradientAccumulator}, which also says why KPP gets no turn gradient).
 *
 * <p><b>Update.</b> {@link #update} sums the gradients of weights tied by symmetry, runs AdaGrad once per tied group
 * and writes the new value to every member (interop.md 3.3; the groups, the step and the skips are described in
 * {@link AdaGradUpdate}).
 */
public final class LearnWeights {
    static final int SQ = Square.NB;
    static final int FE = BonaPiece.FE_END;
    /** Cells of one king's KPP triangle. */
    static final int TRI = FE * (FE + 1) / 2;
    static final int KKP_ROW = SQ * FE * 2;

    final boolean[] active = new boolean[SQ];
    final float[] kkW = new float[SQ * SQ * 2];
    final float[] kkG2 = new float[SQ * SQ * 2];
    final float[] kkGrad = new float[SQ * SQ * 2];
    final float[][] kkpW = new float[SQ][];
    final float[][] kkpG2 = new float[SQ][];
    final float[][] kkpGrad = new float[SQ][];
    final float[][] kppW = new float[SQ][];
    final float[][] kppG2 = new float[SQ][];
    final float[][] kppGrad = new float[SQ][];
    /**
     * Per king square, the feature indices that appear in some record accumulated into its KPP gradient since the
     * last update: a KPP cell {@code (a, b)} of that king can have a gradient only if both are marked, so the update
     * and the clearing walk only the rows of marked indices (a mini-batch marks few rows of most kings).
     */
    final boolean[][] kppTouched = new boolean[SQ][];
    /** Tests only: walk and clear every cell, as before the skips, to check that the skips change nothing. */
    boolean walkAll;

    boolean freezeKk;
    boolean freezeKkp;
    boolean freezeKpp;
    int threads = 1;
    double penalty;
    private final List<GradientBatch> batches = new ArrayList<>();
    private GradientBatch own;
    private final GradientAccumulator accumulator = new GradientAccumulator(this);
    private final AdaGradUpdate adaGrad = new AdaGradUpdate(this);

    /** The full state, initialised from {@code init}. */
    public LearnWeights(KppTables init) {
        this(init, allSquares());
    }

    /**
     * The state for the king squares {@code kings} and their mirrors only (see the class comment), initialised
     * from {@code init}.
     */
    public LearnWeights(KppTables init, int... kings) {
        for (int k : kings) {
            active[k] = true;
            active[Square.mirror(k)] = true;
        }
        readFrom(init);
    }

    /** Allocates king {@code k}'s chunks (on the calling thread, which then also zeroes them). */
    private void allocate(int k) {
        kkpW[k] = new float[KKP_ROW];
        kkpG2[k] = new float[KKP_ROW];
        kkpGrad[k] = new float[KKP_ROW];
        kppW[k] = new float[TRI];
        kppG2[k] = new float[TRI];
        kppGrad[k] = new float[TRI];
        kppTouched[k] = new boolean[FE];
    }

    private static int[] allSquares() {
        int[] all = new int[SQ];
        for (int i = 0; i < SQ; i++) {
            all[i] = i;
        }
        return all;
    }

    /** Index of the unordered pair {@code {a, b}} in a king's KPP triangle. */
    static int tri(int a, int b) {
        return a >= b ? a * (a + 1) / 2 + b : b * (b + 1) / 2 + a;
    }

    /** True for 0 and every index a piece can have; false for the spare hand slots. */
    static boolean used(int p) {
        return p == BonaPiece.ZERO || BonaPiece.inverse(p) != BonaPiece.ZERO;
    }

    // ---- configuration ----

    /** Threads for {@link #accumulate} and {@link #update} (default 1). */
    public void setThreads(int n) {
        threads = Math.max(1, n);
    }

    /**
     * An L1 penalty {@code penalty * |w|} per tied weight group, added to the gradient of the groups that get one in
     * a step (so it costs nothing for untouched weights): {@code g += penalty * sign(w)}. Default 0; the Bonanza
     * method uses it as its regularisation (interop.md 8.3).
     */
    public void setPenalty(double penalty) {
        this.penalty = penalty;
    }

    public void setFreeze(boolean kk, boolean kkp, boolean kpp) {
        freezeKk = kk;
        freezeKkp = kkp;
        freezeKpp = kpp;
    }

    /** Whether king square {@code k} is learned (always true for the full state). */
    public boolean isActive(int k) {
        return active[k];
    }

    /** Heap bytes taken by the weights, accumulators and gradient tables. */
    public long bytes() {
        long n = 3L * kkW.length;
        for (int k = 0; k < SQ; k++) {
            if (active[k]) {
                n += 3L * KKP_ROW + 3L * TRI;
            }
        }
        return 4 * n;
    }

    // ---- tables ----

    private void readFrom(KppTables t) {
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                kkW[kkAt(bk, wk, 0)] = t.kk(bk, wk, 0);
                kkW[kkAt(bk, wk, 1)] = t.kk(bk, wk, 1);
            }
        }
        // Before any setThreads: the state is allocated and read on every core (about 470 MB of tables into 1.4 GB
        // of floats, which the allocating thread zeroes first).
        ParallelFor.run(SQ, Runtime.getRuntime().availableProcessors(), k -> {
            if (!active[k]) {
                return;
            }
            allocate(k);
            float[] kkp = kkpW[k];
            for (int wk = 0; wk < SQ; wk++) {
                for (int p = 0; p < FE; p++) {
                    kkp[kkpAt(wk, p, 0)] = t.kkp(k, wk, p, 0);
                    kkp[kkpAt(wk, p, 1)] = t.kkp(k, wk, p, 1);
                }
            }
            float[] kpp = kppW[k];
            for (int a = 0; a < FE; a++) {
                int row = a * (a + 1) / 2;
                for (int b = 0; b <= a; b++) {
                    kpp[row + b] = t.kpp(k, a, b);
                }
            }
        });
    }

    /**
     * Writes the weights into {@code t}: rounded to the nearest integer (halves up, {@link Math#round}), clamped to int16 for KPP (both
     * {@code [p1][p2]} and {@code [p2][p1]}) and to int32 for KK and KKP. Cells of inactive kings are not written.
     */
    public void writeTo(KppTables t) {
        writeKkAndKkp(t);
        ParallelFor.run(SQ, threads, k -> {
            if (!active[k]) {
                return;
            }
            float[] kpp = kppW[k];
            short[] tri = TRIANGLE.get();
            for (int i = 0; i < tri.length; i++) {
                tri[i] = (short) toInt16(kpp[i]);
            }
            t.setKppTriangle(k, tri);
        });
    }

    /** The KK table and the KKP blocks of the active kings into {@code t}, as {@link #writeTo}. */
    private void writeKkAndKkp(KppTables t) {
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                t.setKk(bk, wk, 0, toInt32(kkW[kkAt(bk, wk, 0)]));
                t.setKk(bk, wk, 1, toInt32(kkW[kkAt(bk, wk, 1)]));
            }
        }
        ParallelFor.run(SQ, threads, k -> {
            if (!active[k]) {
                return;
            }
            float[] kkp = kkpW[k];
            int[] block = KKP_BLOCK.get();
            for (int i = 0; i < block.length; i++) {
                block[i] = toInt32(kkp[i]); // kkpAt(wk, p, part) is the block's own order
            }
            t.setKkpBlock(k, block);
        });
    }

    /** One black king's KKP values per writing thread, for {@link KppTables#setKkpBlock}. */
    private static final ThreadLocal<int[]> KKP_BLOCK = ThreadLocal.withInitial(() -> new int[SQ * FE * 2]);

    /** One KPP triangle of int16 values per writing thread, for {@link KppTables#setKppTriangle}. */
    private static final ThreadLocal<short[]> TRIANGLE = ThreadLocal.withInitial(() -> new short[TRI]);

    /** Index of a KK cell's part in the flat KK arrays. */
    static int kkAt(int bk, int wk, int part) {
        return (bk * SQ + wk) * 2 + part;
    }

    /** Index of a KKP cell's part in one black king's KKP array. */
    static int kkpAt(int wk, int p, int part) {
        return (wk * FE + p) * 2 + part;
    }

    static int toInt16(float v) {
        long r = Math.round((double) v);
        return (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, r));
    }

    static int toInt32(float v) {
        long r = Math.round((double) v);
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, r));
    }

    public float kk(int bk, int wk, int part) {
        return kkW[kkAt(bk, wk, part)];
    }

    public float kkp(int bk, int wk, int p, int part) {
        return kkpW[bk][kkpAt(wk, p, part)];
    }

    public float kpp(int k, int p1, int p2) {
        return kppW[k][tri(p1, p2)];
    }

    void setKk(int bk, int wk, int part, float v) {
        kkW[kkAt(bk, wk, part)] = v;
    }

    void setKkp(int bk, int wk, int p, int part, float v) {
        kkpW[bk][kkpAt(wk, p, part)] = v;
    }

    void setKpp(int k, int p1, int p2, float v) {
        kppW[k][tri(p1, p2)] = v;
    }

    /** The gradient summed so far (after {@link #accumulate}) for a KK cell. */
    public float gradKk(int bk, int wk, int part) {
        return kkGrad[kkAt(bk, wk, part)];
    }

    public float gradKkp(int bk, int wk, int p, int part) {
        return kkpGrad[bk][kkpAt(wk, p, part)];
    }

    public float gradKpp(int k, int p1, int p2) {
        return kppGrad[k][tri(p1, p2)];
    }

    float g2Kk(int bk, int wk, int part) {
        return kkG2[kkAt(bk, wk, part)];
    }

    float g2Kkp(int bk, int wk, int p, int part) {
        return kkpG2[bk][kkpAt(wk, p, part)];
    }

    float g2Kpp(int k, int p1, int p2) {
        return kppG2[k][tri(p1, p2)];
    }

    /**
     * YaneuraOu's {@code correct_eval} (interop.md 3.3), on the weights: zeroes {@code kpp[k][p][p]},
     * {@code kpp[k][0][*]} (and so {@code kpp[k][*][0]}), both parts of {@code kkp[k0][k1][0]} and the board part of
     * {@code kk[sq][Inv sq]}. Call it before learning.
     */
    public void correctEval() {
        for (int k = 0; k < SQ; k++) {
            if (!active[k]) {
                continue;
            }
            float[] kpp = kppW[k];
            for (int p = 0; p < FE; p++) {
                kpp[tri(p, p)] = 0;
                kpp[tri(p, 0)] = 0;
            }
            float[] kkp = kkpW[k];
            for (int wk = 0; wk < SQ; wk++) {
                kkp[kkpAt(wk, 0, 0)] = 0;
                kkp[kkpAt(wk, 0, 1)] = 0;
            }
        }
        for (int sq = 0; sq < SQ; sq++) {
            kkW[kkAt(sq, Square.inverse(sq), 0)] = 0;
        }
    }

    // ---- gradients ----

    /** A new gradient buffer for one worker thread, registered with these weights until they are garbage. */
    public synchronized GradientBatch newBatch() {
        GradientBatch b = new GradientBatch();
        batches.add(b);
        return b;
    }

    /**
     * {@link GradientBatch#addGradient} on a batch owned by these weights, for single-threaded use; worker threads
     * use their own {@link #newBatch}.
     */
    public void addGradient(Position leaf, int rootColor, double delta) {
        if (own == null) {
            own = newBatch();
        }
        own.addGradient(leaf, rootColor, delta);
    }

    /**
     * Adds the records of every batch to the gradient tables and clears the batches (see
     * {@link GradientAccumulator}). Must not run while a worker adds to a batch. {@link #update} calls it first.
     */
    public synchronized void accumulate() {
        accumulator.accumulate(batches.toArray(new GradientBatch[0]));
    }

    // ---- update ----

    /**
     * One mini-batch step: {@link #accumulate}, then tie, AdaGrad and write back every group (see the class
     * comment), then clear the gradient tables.
     */
    public synchronized void update(double eta) {
        update(eta, null);
    }

    /**
     * {@link #update}, then the new weights into {@code t}, which must hold what {@link #writeTo} last wrote there
     * (nothing else changed it since): the result is what {@code writeTo(t)} would write after {@code update(eta)}.
     * KPP cells are written as their group steps, and only those that stepped (the whole KPP tables hold 81 x
     * 1,198,926 pairs, most of which a mini-batch leaves alone); KK and KKP, a sixth the size, are written whole.
     */
    public synchronized void updateAndWrite(double eta, KppTables t) {
        update(eta, t);
        writeKkAndKkp(t);
    }

    private void update(double eta, KppTables t) {
        accumulate();
        adaGrad.step(eta, t);
        clearGradients();
    }

    /** Zeroes the gradient tables (not the batches). */
    void clearGradients() {
        accumulator.clear();
    }
}
