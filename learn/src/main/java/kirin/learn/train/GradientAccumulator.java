package kirin.learn.train;

import java.util.Arrays;
import kirin.core.Square;

/**
 * Spreads the workers' {@link GradientBatch}es over the gradient tables of a {@link LearnWeights}, and clears those
 * tables after an update.
 *
 * <p><b>One task per king square.</b> The task of square k applies KK row k, KKP row k and the black-king KPP terms
 * of every position whose black king is on k, and the white-king KPP terms of every position with
 * {@code Inv(wk) == k}. Each task writes only its own king's cells, so there are no atomics and no locks, and each
 * cell sums its terms in record order, so the result does not depend on the number of threads. Frozen tables get
 * nothing; KKP and KPP terms of inactive kings are dropped (KK is always complete).
 *
 * <p><b>Turn gradient of KPP.</b> YaneuraOu's KPPT learner gives KPP the pair {@code g} (and {@code {-g[0], g[1]}}
 * for the white king). KPP_KKPT's KPP has no turn part: the turn part of the evaluation is KK + KKP only, so the
 * exact derivative of the evaluation with respect to a KPP cell is the board part alone, and {@code g[1]} is simply
 * not applied to KPP (it goes to KK and KKP, which carry the whole turn part).
 *
 * <p><b>Touched rows.</b> Every feature index of a record applied to a king's KPP gradient is marked in
 * {@link LearnWeights#kppTouched}: a KPP cell {@code (a, b)} can have a gradient only if both are marked, so
 * {@link AdaGradUpdate} and {@link #clear} walk only the rows of marked indices.
 */
final class GradientAccumulator {
    private static final int SQ = LearnWeights.SQ;
    private static final int FE = LearnWeights.FE;

    private final LearnWeights w;

    GradientAccumulator(LearnWeights w) {
        this.w = w;
    }

    /**
     * Adds the records of the batches {@code bs} to the gradient tables and clears the batches. No worker may add to
     * a batch meanwhile.
     */
    void accumulate(GradientBatch[] bs) {
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
        ParallelFor.run(SQ, w.threads, k -> {
            applyBlack(k, bs, recB, startB[k], startB[k + 1]); // KK is complete; KKP and KPP only if active
            if (w.active[k]) {
                applyWhite(k, bs, recW, startW[k], startW[k + 1]);
            }
        });
        for (GradientBatch b : bs) {
            b.clear();
        }
    }

    private void applyBlack(int k, GradientBatch[] bs, long[] rec, int from, int to) {
        final int n = GradientBatch.N;
        float[] kkGrad = w.kkGrad;
        float[] kkp = w.kkpGrad[k];
        float[] kpp = w.kppGrad[k];
        boolean[] touched = w.kppTouched[k];
        boolean freezeKk = w.freezeKk;
        boolean freezeKkp = w.freezeKkp;
        boolean freezeKpp = w.freezeKpp;
        for (int x = from; x < to; x++) {
            GradientBatch b = bs[(int) (rec[x] >>> 32)];
            int r = (int) rec[x];
            short[] f = b.features;
            int at = r * GradientBatch.STRIDE;
            int wk = f[at + 1];
            float g0 = b.grads[2 * r];
            float g1 = b.grads[2 * r + 1];
            if (!freezeKk) {
                kkGrad[LearnWeights.kkAt(k, wk, 0)] += g0;
                kkGrad[LearnWeights.kkAt(k, wk, 1)] += g1;
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
                mark(touched, f, at + 2);
            }
        }
    }

    private void applyWhite(int k, GradientBatch[] bs, long[] rec, int from, int to) {
        if (w.freezeKpp) {
            return;
        }
        float[] kpp = w.kppGrad[k];
        boolean[] touched = w.kppTouched[k];
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

    /**
     * Zeroes the gradient tables (not the batches) and the touched marks: KK and KKP whole, KPP only in the rows of
     * marked indices (every cell of every row with {@link LearnWeights#walkAll}).
     */
    void clear() {
        ParallelFor.run(SQ, w.threads, k -> {
            for (int i = k * SQ * 2; i < (k + 1) * SQ * 2; i++) {
                w.kkGrad[i] = 0;
            }
            if (w.active[k]) {
                Arrays.fill(w.kkpGrad[k], 0f);
                float[] grad = w.kppGrad[k];
                boolean[] touched = w.kppTouched[k];
                for (int a = 0; a < FE; a++) {
                    if (touched[a] || w.walkAll) {
                        int row = a * (a + 1) / 2;
                        Arrays.fill(grad, row, row + a + 1, 0f); // every marked pair lies in such a row
                        touched[a] = false;
                    }
                }
            }
        });
    }
}
