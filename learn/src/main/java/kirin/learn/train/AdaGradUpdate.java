package kirin.learn.train;

import kirin.core.BonaPiece;
import kirin.core.Square;
import kirin.eval.KppTables;

/**
 * The AdaGrad step of a {@link LearnWeights} after its gradients were accumulated: sums the gradients of weights
 * tied by symmetry, runs AdaGrad once per tied group and writes the new value to every member (interop.md 3.3).
 *
 * <p><b>Groups.</b> KK {@code (k0,k1)}, {@code (Mir k0, Mir k1)}, {@code (Inv k1, Inv k0)*},
 * {@code (Mir Inv k1, Mir Inv k0)*}; KKP the same king maps with {@code mirror(p)} and {@code inverse(p)}; KPP
 * {@code (k, p1, p2)}, {@code (Mir k, mir p1, mir p2)}. {@code *}: the board part changes sign, the turn part does
 * not. A cell met twice in its own group counts once; when it is met with both signs (for example
 * {@code kk[sq][Inv sq]}) its board part is its own negation, so that part is not learned (it stays at the value
 * {@link LearnWeights#correctEval} gives it, 0). A symmetry partner whose king is not active is left out of its
 * group. The spare hand indices (19, 38, ...; no piece ever has them, and {@link BonaPiece#mirror} sends them to 0)
 * are never grouped.
 *
 * <p><b>Step.</b> {@code g2 += g^2; v -= k eta g / sqrt(g2 + 1e-6)} with {@code k = 1} for the board part and
 * {@code 1/8} for the turn part, the value clamped to the storage range (int16 for KPP, int32 for KK and KKP). An
 * L1 penalty adds {@code penalty * sign(v)} to a nonzero group gradient. Groups whose summed gradient is 0 are left
 * alone, so cells that never receive a gradient keep their initial value even where the initial tables were not
 * symmetric.
 *
 * <p><b>Skips.</b> KKP groups whose four members have zero gradients, and KPP rows with no touched feature on
 * either mirror side (see {@link GradientAccumulator}), are passed over without the group logic; with
 * {@link LearnWeights#walkAll} every cell is visited, which must give the same result.
 */
final class AdaGradUpdate {
    private static final int SQ = LearnWeights.SQ;
    private static final int FE = LearnWeights.FE;
    private static final double EPS = 1e-6;
    private static final float KPP_MAX = Short.MAX_VALUE;
    private static final float KPP_MIN = Short.MIN_VALUE;
    /** int32 bounds as floats that round back into the int range. */
    private static final float I32_MAX = 2.147483520e9f;
    private static final float I32_MIN = -2.147483648e9f;

    private final LearnWeights w;

    AdaGradUpdate(LearnWeights w) {
        this.w = w;
    }

    /**
     * Steps every group of the unfrozen tables with learning rate {@code eta}, one task per king square; with
     * {@code t}, writes each stepped KPP cell there too (as int16, both orders). The gradient tables are left as
     * they are.
     */
    void step(double eta, KppTables t) {
        ParallelFor.run(SQ, w.threads, k -> {
            if (!w.freezeKk) {
                updateKk(k, eta);
            }
            if (w.active[k] && !w.freezeKkp) {
                updateKkp(k, eta);
            }
            if (w.active[k] && !w.freezeKpp) {
                updateKpp(k, eta, t);
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
            updateGroup(cells, ms, eta, w.kkW, w.kkG2, w.kkGrad, null, null, null);
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
                if (!LearnWeights.used(p)) {
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
                if (!w.walkAll && zeroGradient(kings, cells)) {
                    continue;
                }
                updateGroup(cells, ms, eta, null, null, null, kings, w.kkpW, w.kkpG2);
            }
        }
    }

    /** True if every present member of a KKP group has a zero gradient in both parts. */
    private boolean zeroGradient(int[] kings, int[] cells) {
        for (int m = 0; m < 4; m++) {
            float[] grad = w.kkpGrad[kings[m]];
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
            int[] kings, float[][] wt, float[][] g2) {
        boolean kkp = kings != null;
        // Linear keys for ordering and de-duplication.
        long[] key = new long[4];
        int present = 0;
        int[] idx = new int[4];
        for (int m = 0; m < 4; m++) {
            if (kkp && !w.active[kings[m]]) {
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
            float[] grad = kkp ? w.kkpGrad[kings[m]] : flatGrad;
            g0 += uSign[u] * grad[2 * cells[m]];
            g1 += grad[2 * cells[m] + 1];
        }
        if (conflict) {
            g0 = 0;
        }
        if (g0 == 0 && g1 == 0) {
            return;
        }
        float[] w0 = kkp ? wt[kings[0]] : flatW;
        float[] h0 = kkp ? g2[kings[0]] : flatG2;
        int c0 = 2 * cells[0];
        double v0 = w0[c0];
        double a0 = h0[c0];
        double v1 = w0[c0 + 1];
        double a1 = h0[c0 + 1];
        if (g0 != 0) {
            g0 += w.penalty * Math.signum(v0);
        }
        if (g1 != 0) {
            g1 += w.penalty * Math.signum(v1);
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
            float[] wm = kkp ? wt[kings[m]] : flatW;
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
        boolean mirrorActive = w.active[mk];
        float[] wk = w.kppW[k];
        float[] h = w.kppG2[k];
        float[] grad = w.kppGrad[k];
        float[] mw = w.kppW[mk];
        float[] mh = w.kppG2[mk];
        float[] mgrad = w.kppGrad[mk];
        if (mirrorActive && mk < k) {
            return; // every group of this king is handled from its mirror king's side
        }
        double penalty = w.penalty;
        boolean walkAll = w.walkAll;
        boolean[] touched = w.kppTouched[k];
        boolean[] mTouched = mirrorActive ? w.kppTouched[mk] : null;
        for (int a = 0; a < FE; a++) {
            if (!LearnWeights.used(a)) {
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
                if (mirrorActive && LearnWeights.used(b)) {
                    mc = LearnWeights.tri(ma, BonaPiece.mirror(b));
                    if (mk < k || mk == k && mc < c) {
                        continue; // the mirror cell handles this group
                    }
                    if (mk == k && mc == c) {
                        mc = -1;
                    }
                } else if (!LearnWeights.used(b)) {
                    continue;
                }
                double g = ga + (mc >= 0 ? mgrad[mc] : 0f);
                if (g == 0) {
                    continue;
                }
                g += penalty * Math.signum(wk[c]);
                double hh = h[c] + g * g;
                double v = wk[c] - eta * g / Math.sqrt(hh + EPS);
                float nv = (float) Math.max(KPP_MIN, Math.min(KPP_MAX, v));
                wk[c] = nv;
                h[c] = (float) hh;
                if (mc >= 0) {
                    mw[mc] = nv;
                    mh[mc] = (float) hh;
                }
                if (t != null) {
                    short q = (short) LearnWeights.toInt16(nv);
                    t.putKppPair(k, a, b, q);
                    if (mc >= 0) {
                        t.putKppPair(mk, ma, BonaPiece.mirror(b), q);
                    }
                }
            }
        }
    }
}
