package kirin.learn.train;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
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
 * one task per king square: the task of square k applies KK row k, KKP row k and the black-king KPP terms of every
 * position whose black king is on k, and the white-king KPP terms of every position with {@code Inv(wk) == k}.
 * Each task writes only its own king's cells, so there are no atomics and no locks, and each cell sums its terms in
 * record order, so the result does not depend on the number of threads.
 *
 * <p><b>Turn gradient of KPP.</b> YaneuraOu's KPPT learner gives KPP the pair {@code g} (and {@code {-g[0], g[1]}}
 * for the white king). KPP_KKPT's KPP has no turn part: the turn part of the evaluation is KK + KKP only, so the
 * exact derivative of the evaluation with respect to a KPP cell is the board part alone, and {@code g[1]} is simply
 * not applied to KPP (it goes to KK and KKP, which carry the whole turn part).
 *
 * <p><b>Update.</b> {@link #update} sums the gradients of weights tied by symmetry, runs AdaGrad once per tied group
 * and writes the new value to every member (interop.md 3.3). Groups: KK {@code (k0,k1)}, {@code (Mir k0, Mir k1)},
 * {@code (Inv k1, Inv k0)*}, {@code (Mir Inv k1, Mir Inv k0)*}; KKP the same king maps with {@code mirror(p)} and
 * {@code inverse(p)}; KPP {@code (k, p1, p2)}, {@code (Mir k, mir p1, mir p2)}. {@code *}: the board part changes
 * sign, the turn part does not. A cell met twice in its own group counts once; when it is met with both signs
 * (for example {@code kk[sq][Inv sq]}) its board part is its own negation, so that part is not learned (it stays
 * at the value {@link #correctEval} gives it, 0). AdaGrad: {@code g2 += g^2; v -= k eta g / sqrt(g2 + 1e-6)} with
 * {@code k = 1} for the board part and {@code 1/8} for the turn part, the value clamped to the storage range.
 * Groups whose summed gradient is 0 are left alone, so cells that never receive a gradient keep their initial
 * value even where the initial tables were not symmetric. The spare hand indices (19, 38, ...; no piece ever has
 * them, and {@link BonaPiece#mirror} sends them to 0) are never grouped.
 */
public final class LearnWeights {
    static final int SQ = Square.NB;
    static final int FE = BonaPiece.FE_END;
    /** Cells of one king's KPP triangle. */
    static final int TRI = FE * (FE + 1) / 2;
    static final int KKP_ROW = SQ * FE * 2;
    private static final double EPS = 1e-6;
    private static final float KPP_MAX = Short.MAX_VALUE;
    private static final float KPP_MIN = Short.MIN_VALUE;
    /** int32 bounds as floats that round back into the int range. */
    private static final float I32_MAX = 2.147483520e9f;
    private static final float I32_MIN = -2.147483648e9f;

    private final boolean[] active = new boolean[SQ];
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
    private final boolean[][] kppTouched = new boolean[SQ][];
    /** Tests only: walk and clear every cell, as before the skips, to check that the skips change nothing. */
    boolean walkAll;

    private boolean freezeKk;
    private boolean freezeKkp;
    private boolean freezeKpp;
    private int threads = 1;
    private double penalty;
    private final List<GradientBatch> batches = new ArrayList<>();
    private GradientBatch own;

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
        parallelFor(SQ, Runtime.getRuntime().availableProcessors(), k -> {
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
        parallelFor(SQ, k -> {
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
        parallelFor(SQ, k -> {
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
     * Adds the records of every batch to the gradient tables and clears the batches (see the class comment). Must
     * not run while a worker adds to a batch. {@link #update} calls it first.
     */
    public synchronized void accumulate() {
        GradientBatch[] bs = batches.toArray(new GradientBatch[0]);
        int total = 0;
        for (GradientBatch b : bs) {
            total += b.size;
        }
        if (total == 0) {
            return;
        }
        // Bucket the records by the king square whose cells they touch: black king, and Inv(white king).
        int[] startB = new int[SQ + 1];
        int[] startW = new int[SQ + 1];
        for (GradientBatch b : bs) {
            for (int r = 0; r < b.size; r++) {
                startB[b.features[r * GradientBatch.STRIDE] + 1]++;
                startW[Square.inverse(b.features[r * GradientBatch.STRIDE + 1]) + 1]++;
            }
        }
        for (int k = 0; k < SQ; k++) {
            startB[k + 1] += startB[k];
            startW[k + 1] += startW[k];
        }
        long[] recB = new long[total];
        long[] recW = new long[total];
        int[] fillB = startB.clone();
        int[] fillW = startW.clone();
        for (int bi = 0; bi < bs.length; bi++) {
            GradientBatch b = bs[bi];
            for (int r = 0; r < b.size; r++) {
                long code = (long) bi << 32 | r;
                recB[fillB[b.features[r * GradientBatch.STRIDE]]++] = code;
                recW[fillW[Square.inverse(b.features[r * GradientBatch.STRIDE + 1])]++] = code;
            }
        }
        parallelFor(SQ, k -> {
            applyBlack(k, bs, recB, startB[k], startB[k + 1]); // KK is complete; KKP and KPP only if active
            if (active[k]) {
                applyWhite(k, bs, recW, startW[k], startW[k + 1]);
            }
        });
        for (GradientBatch b : bs) {
            b.clear();
        }
    }

    private void applyBlack(int k, GradientBatch[] bs, long[] rec, int from, int to) {
        final int n = GradientBatch.N;
        float[] kkp = kkpGrad[k];
        float[] kpp = kppGrad[k];
        for (int x = from; x < to; x++) {
            GradientBatch b = bs[(int) (rec[x] >>> 32)];
            int r = (int) rec[x];
            short[] f = b.features;
            int at = r * GradientBatch.STRIDE;
            int wk = f[at + 1];
            float g0 = b.grads[2 * r];
            float g1 = b.grads[2 * r + 1];
            if (!freezeKk) {
                kkGrad[kkAt(k, wk, 0)] += g0;
                kkGrad[kkAt(k, wk, 1)] += g1;
            }
            if (kkp == null) {
                continue;
            }
            if (!freezeKkp) {
                int base = wk * FE * 2;
                for (int i = 0; i < n; i++) {
                    int p = f[at + 2 + i];
                    kkp[base + 2 * p] += g0;
                    kkp[base + 2 * p + 1] += g1;
                }
            }
            if (!freezeKpp) {
                addPairs(kpp, f, at + 2, g0);
                mark(kppTouched[k], f, at + 2);
            }
        }
    }

    private void applyWhite(int k, GradientBatch[] bs, long[] rec, int from, int to) {
        if (freezeKpp) {
            return;
        }
        float[] kpp = kppGrad[k];
        boolean[] touched = kppTouched[k];
        for (int x = from; x < to; x++) {
            GradientBatch b = bs[(int) (rec[x] >>> 32)];
            int r = (int) rec[x];
            int at = r * GradientBatch.STRIDE + 2 + GradientBatch.N;
            addPairs(kpp, b.features, at, -b.grads[2 * r]);
            mark(touched, b.features, at);
        }
    }

    /** Marks the 38 indices at {@code f[at..]} in {@code touched}. */
    private static void mark(boolean[] touched, short[] f, int at) {
        for (int i = 0; i < GradientBatch.N; i++) {
            touched[f[at + i]] = true;
        }
    }

    /** {@code g} to every pair {@code j < i} of the 38 indices at {@code f[at..]}. */
    private static void addPairs(float[] kpp, short[] f, int at, float g) {
        for (int i = 1; i < GradientBatch.N; i++) {
            int a = f[at + i];
            int rowA = a * (a + 1) / 2;
            for (int j = 0; j < i; j++) {
                int b = f[at + j];
                kpp[b <= a ? rowA + b : b * (b + 1) / 2 + a] += g;
            }
        }
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
        parallelFor(SQ, k -> {
            if (!freezeKk) {
                updateKk(k, eta);
            }
            if (active[k] && !freezeKkp) {
                updateKkp(k, eta);
            }
            if (active[k] && !freezeKpp) {
                updateKpp(k, eta, t);
            }
        });
        clearGradients();
    }

    /** Zeroes the gradient tables (not the batches). */
    void clearGradients() {
        parallelFor(SQ, k -> {
            for (int i = k * SQ * 2; i < (k + 1) * SQ * 2; i++) {
                kkGrad[i] = 0;
            }
            if (active[k]) {
                java.util.Arrays.fill(kkpGrad[k], 0f);
                float[] grad = kppGrad[k];
                boolean[] touched = kppTouched[k];
                for (int a = 0; a < FE; a++) {
                    if (touched[a] || walkAll) {
                        int row = a * (a + 1) / 2;
                        java.util.Arrays.fill(grad, row, row + a + 1, 0f); // every marked pair lies in such a row
                        touched[a] = false;
                    }
                }
            }
        });
    }

    /** One AdaGrad step on {@code v} with accumulator {@code h}: returns the new {v, h}. */
    static double[] adaGrad(double v, double h, double g, double rate) {
        h += g * g;
        v -= rate * g / Math.sqrt(h + EPS);
        return new double[] {v, h};
    }

    private void updateKk(int bk, double eta) {
        int[] mb = new int[4];
        int[] mw = new int[4];
        int[] ms = new int[4];
        for (int wk = 0; wk < SQ; wk++) {
            mb[0] = bk;
            mw[0] = wk;
            mb[1] = Square.mirror(bk);
            mw[1] = Square.mirror(wk);
            mb[2] = Square.inverse(wk);
            mw[2] = Square.inverse(bk);
            mb[3] = Square.mirror(mb[2]);
            mw[3] = Square.mirror(mw[2]);
            ms[0] = ms[1] = 1;
            ms[2] = ms[3] = -1;
            int[] cells = new int[4];
            for (int m = 0; m < 4; m++) {
                cells[m] = mb[m] * SQ + mw[m];
            }
            updateGroup(cells, ms, eta, kkW, kkG2, kkGrad, null, null, null);
        }
    }

    private void updateKkp(int bk, double eta) {
        int[] ms = {1, 1, -1, -1};
        int[] kings = new int[4];
        int[] cells = new int[4];
        int mbk = Square.mirror(bk);
        for (int wk = 0; wk < SQ; wk++) {
            int ibk = Square.inverse(wk);
            int iwk = Square.inverse(bk);
            kings[0] = bk;
            kings[1] = mbk;
            kings[2] = ibk;
            kings[3] = Square.mirror(ibk);
            int mwk = Square.mirror(wk);
            int miwk = Square.mirror(iwk);
            for (int p = 0; p < FE; p++) {
                if (!used(p)) {
                    continue;
                }
                int mp = BonaPiece.mirror(p);
                int ip = BonaPiece.inverse(p);
                cells[0] = wk * FE + p;
                cells[1] = mwk * FE + mp;
                cells[2] = iwk * FE + ip;
                cells[3] = miwk * FE + BonaPiece.mirror(ip);
                // Most groups get no gradient in a mini-batch: four loads decide that, without the group logic
                // (which would return without a change for them anyway).
                if (!walkAll && zeroGradient(kings, cells)) {
                    continue;
                }
                updateGroup(cells, ms, eta, null, null, null, kings, kkpW, kkpG2);
            }
        }
    }

    /** True if every present member of a KKP group has a zero gradient in both parts. */
    private boolean zeroGradient(int[] kings, int[] cells) {
        for (int m = 0; m < 4; m++) {
            float[] grad = kkpGrad[kings[m]];
            if (grad != null && (grad[2 * cells[m]] != 0 || grad[2 * cells[m] + 1] != 0)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Ties, steps and writes one KK or KKP group of four (possibly repeated) pair cells with board signs
     * {@code ms}. KK: {@code cells} index the flat KK arrays and the group is handled when member 0 is the
     * smallest cell. KKP: {@code kings[m]} is member m's black king (its chunk), {@code cells[m]} the cell in the
     * chunk; members whose king is inactive are left out, and the group is handled by its smallest present member
     * when that is member 0.
     */
    private void updateGroup(int[] cells, int[] ms, double eta, float[] flatW, float[] flatG2, float[] flatGrad,
            int[] kings, float[][] w, float[][] g2) {
        boolean kkp = kings != null;
        // Linear keys for ordering and de-duplication.
        long[] key = new long[4];
        int present = 0;
        int[] idx = new int[4];
        for (int m = 0; m < 4; m++) {
            if (kkp && !active[kings[m]]) {
                continue;
            }
            key[present] = kkp ? (long) kings[m] * (SQ * FE) + cells[m] : cells[m];
            idx[present] = m;
            present++;
        }
        long first = kkp ? (long) kings[0] * (SQ * FE) + cells[0] : cells[0];
        for (int i = 0; i < present; i++) {
            if (key[i] < first) {
                return; // another member handles this group
            }
        }
        // Unique members with their sign; a cell met with both signs has no free board part.
        long[] uKey = new long[4];
        int[] uM = new int[4];
        int[] uSign = new int[4];
        int nu = 0;
        boolean conflict = false;
        for (int i = 0; i < present; i++) {
            int m = idx[i];
            int found = -1;
            for (int u = 0; u < nu; u++) {
                if (uKey[u] == key[i]) {
                    found = u;
                }
            }
            if (found < 0) {
                uKey[nu] = key[i];
                uM[nu] = m;
                uSign[nu] = ms[m];
                nu++;
            } else if (uSign[found] != ms[m]) {
                conflict = true;
            }
        }
        double g0 = 0;
        double g1 = 0;
        for (int u = 0; u < nu; u++) {
            int m = uM[u];
            float[] grad = kkp ? kkpGrad[kings[m]] : flatGrad;
            g0 += uSign[u] * grad[2 * cells[m]];
            g1 += grad[2 * cells[m] + 1];
        }
        if (conflict) {
            g0 = 0;
        }
        if (g0 == 0 && g1 == 0) {
            return;
        }
        float[] w0 = kkp ? w[kings[0]] : flatW;
        float[] h0 = kkp ? g2[kings[0]] : flatG2;
        int c0 = 2 * cells[0];
        double v0 = w0[c0];
        double a0 = h0[c0];
        double v1 = w0[c0 + 1];
        double a1 = h0[c0 + 1];
        if (g0 != 0) {
            g0 += penalty * Math.signum(v0);
        }
        if (g1 != 0) {
            g1 += penalty * Math.signum(v1);
        }
        if (g0 != 0) {
            double[] r = adaGrad(v0, a0, g0, eta);
            v0 = Math.max(I32_MIN, Math.min(I32_MAX, r[0]));
            a0 = r[1];
        }
        if (g1 != 0) {
            double[] r = adaGrad(v1, a1, g1, eta / 8);
            v1 = Math.max(I32_MIN, Math.min(I32_MAX, r[0]));
            a1 = r[1];
        }
        for (int u = 0; u < nu; u++) {
            int m = uM[u];
            float[] wm = kkp ? w[kings[m]] : flatW;
            float[] hm = kkp ? g2[kings[m]] : flatG2;
            int c = 2 * cells[m];
            if (g0 != 0) {
                wm[c] = (float) (uSign[u] * v0);
                hm[c] = (float) a0;
            }
            if (g1 != 0) {
                wm[c + 1] = (float) v1;
                hm[c + 1] = (float) a1;
            }
        }
    }

    /** Steps the KPP groups of king {@code k}; with {@code t}, writes each stepped cell there too. */
    private void updateKpp(int k, double eta, KppTables t) {
        int mk = Square.mirror(k);
        boolean mirrorActive = active[mk];
        float[] w = kppW[k];
        float[] h = kppG2[k];
        float[] grad = kppGrad[k];
        float[] mw = kppW[mk];
        float[] mh = kppG2[mk];
        float[] mgrad = kppGrad[mk];
        if (mirrorActive && mk < k) {
            return; // every group of this king is handled from its mirror king's side
        }
        boolean[] touched = kppTouched[k];
        boolean[] mTouched = mirrorActive ? kppTouched[mk] : null;
        for (int a = 0; a < FE; a++) {
            if (!used(a)) {
                continue;
            }
            int row = a * (a + 1) / 2;
            int ma = BonaPiece.mirror(a);
            boolean rowOwn = touched[a];
            boolean rowMirror = mTouched != null && mTouched[ma];
            if (!rowOwn && !rowMirror && !walkAll) {
                continue; // no cell of this row, nor any mirror partner, got a gradient
            }
            for (int b = 0; b <= a; b++) {
                if (!walkAll && !(rowOwn && touched[b] || rowMirror && mTouched[BonaPiece.mirror(b)])) {
                    continue; // neither this cell nor its mirror partner got a gradient
                }
                int c = row + b;
                float ga = grad[c];
                int mc = -1;
                if (mirrorActive && used(b)) {
                    mc = tri(ma, BonaPiece.mirror(b));
                    if (mk < k || mk == k && mc < c) {
                        continue; // the mirror cell handles this group
                    }
                    if (mk == k && mc == c) {
                        mc = -1;
                    }
                } else if (!used(b)) {
                    continue;
                }
                double g = ga + (mc >= 0 ? mgrad[mc] : 0f);
                if (g == 0) {
                    continue;
                }
                g += penalty * Math.signum(w[c]);
                double hh = h[c] + g * g;
                double v = w[c] - eta * g / Math.sqrt(hh + EPS);
                float nv = (float) Math.max(KPP_MIN, Math.min(KPP_MAX, v));
                w[c] = nv;
                h[c] = (float) hh;
                if (mc >= 0) {
                    mw[mc] = nv;
                    mh[mc] = (float) hh;
                }
                if (t != null) {
                    short q = (short) toInt16(nv);
                    t.putKppPair(k, a, b, q);
                    if (mc >= 0) {
                        t.putKppPair(mk, ma, BonaPiece.mirror(b), q);
                    }
                }
            }
        }
    }

    // ---- threads ----

    private void parallelFor(int n, IntConsumer body) {
        parallelFor(n, threads, body);
    }

    private static void parallelFor(int n, int threads, IntConsumer body) {
        if (threads == 1) {
            for (int i = 0; i < n; i++) {
                body.accept(i);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        Thread[] ts = new Thread[Math.min(threads, n)];
        Throwable[] error = new Throwable[1];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                try {
                    for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                        body.accept(i);
                    }
                } catch (RuntimeException | Error e) { // an OutOfMemoryError too, for the caller to report
                    synchronized (error) {
                        error[0] = e;
                    }
                }
            }, "learn-update-" + t);
            ts[t].start();
        }
        for (Thread t : ts) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        if (error[0] instanceof Error e) {
            throw e;
        }
        if (error[0] != null) {
            throw (RuntimeException) error[0];
        }
    }
}
