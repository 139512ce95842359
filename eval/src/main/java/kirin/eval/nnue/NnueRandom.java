package kirin.eval.nnue;

import java.util.SplittableRandom;

/**
 * Seeded random {@code halfkp_256x2-32-32} nets with the standard header, for tests and for checking against the
 * reference engine. The ranges are chosen so that every clamp is exercised without the values being absurd: an
 * accumulator (bias plus 38 feature weights of +-{@value #FT_WEIGHT}) spreads over a few hundred either side of zero,
 * so its clamp to 0..127 cuts on both sides; the hidden layers' sums land on both sides of 0..127 after the shift by
 * 6; the output spans a few thousand either side of zero after the division by 16 (on random games, with
 * {@code FV_SCALE} 1 more than half of the values reach the +-31753 clamp).
 */
public final class NnueRandom {
    static final int FT_BIAS = 64;
    static final int FT_WEIGHT = 40;
    static final int L1_BIAS = 4096;
    static final int L1_WEIGHT = 12;
    static final int L2_BIAS = 4096;
    static final int L2_WEIGHT = 40;
    static final int OUT_BIAS = 10000;

    private NnueRandom() {}

    /** A new net whose every parameter is drawn from {@code seed}. */
    public static NnueNet generate(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        NnueNet n = new NnueNet();
        for (int i = 0; i < n.ftBias.length; i++) {
            n.ftBias[i] = (short) r.nextInt(-FT_BIAS, FT_BIAS + 1);
        }
        short[] w = n.ftWeight;
        for (int i = 0; i < w.length; i++) {
            w[i] = (short) r.nextInt(-FT_WEIGHT, FT_WEIGHT + 1);
        }
        fill(r, n.l1Bias, L1_BIAS);
        fill(r, n.l1Weight, L1_WEIGHT);
        fill(r, n.l2Bias, L2_BIAS);
        fill(r, n.l2Weight, L2_WEIGHT);
        n.outBias = r.nextInt(-OUT_BIAS, OUT_BIAS + 1);
        fill(r, n.outWeight, 127);
        return n;
    }

    private static void fill(SplittableRandom r, int[] a, int bound) {
        for (int i = 0; i < a.length; i++) {
            a[i] = r.nextInt(-bound, bound + 1);
        }
    }

    private static void fill(SplittableRandom r, byte[] a, int bound) {
        for (int i = 0; i < a.length; i++) {
            a[i] = (byte) r.nextInt(-bound, bound + 1);
        }
    }
}
