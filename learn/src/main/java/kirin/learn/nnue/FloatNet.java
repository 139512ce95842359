package kirin.learn.nnue;

import java.util.SplittableRandom;
import kirin.eval.nnue.NnueNet;

/**
 * The float master weights of a {@code halfkp_256x2-32-32} net, in "natural" units: activations in 0..1, the output
 * {@code z} in units of 600 evaluation units (the elmo loss's sigmoid scale, so that {@code q = sigmoid(z)}). The
 * integer net of {@code nn.bin} ({@link NnueNet}) is this net multiplied by fixed scales ({@link #quantise}):
 * <pre>
 * feature transformer  a = clamp(ftBias + sum ftWeight[f], 0, 1)       int16 = round(127 w)
 * hidden layers        h = clamp(b + W x, 0, 1)                         int8 W = round(64 w), int32 b = round(8128 b) + 32
 * output               z = bo + wo . h2, value = 600 z                 int8 wo = round(9600/127 wo), int32 bo = round(9600 bo)
 * </pre>
 * so that the engine's {@code clamp(x >> 6, 0, 127)} gives {@code 127 h} (the +32 turns the shift's floor into a
 * rounding) and {@code output / FV_SCALE} with YaneuraOu's default FV_SCALE 16 gives {@code 600 z}. Every weight is
 * kept inside the range its integer type can hold ({@link #clip}), as nnue-pytorch does, so that quantising never
 * saturates a weight the float net relies on.
 *
 * <p>Layout: {@link #ft} holds the feature transformer's weights feature-major (feature {@code f}'s 256 weights at
 * {@code f * 256}, as in nn.bin); {@link #dense} everything else, at the offsets {@code FTB}, {@code W1}, {@code B1},
 * {@code W2}, {@code B2}, {@code WO}, {@code BO}.
 */
public final class FloatNet {
    public static final int HALF = NnueNet.HALF;
    public static final int IN = 2 * HALF;
    public static final int L1 = NnueNet.L1;
    public static final int L2 = NnueNet.L2;
    public static final int INPUTS = NnueNet.INPUTS;

    static final int FTB = 0;
    static final int W1 = FTB + HALF;
    static final int B1 = W1 + L1 * IN;
    static final int W2 = B1 + L1;
    static final int B2 = W2 + L2 * L1;
    static final int WO = B2 + L2;
    static final int BO = WO + L2;
    /** Parameters outside the feature transformer's weights. */
    public static final int DENSE = BO + 1;

    /** Integer units per float unit. */
    static final float FT_SCALE = 127f;
    static final float W_SCALE = 64f;
    static final float B_SCALE = 127f * 64f;
    /** The engine's output divided by FV_SCALE 16 is 600 z: an output weight of 1 is 9600 / 127 integer units. */
    static final float OUT_SCALE = 600f * 16f;
    static final float WO_SCALE = OUT_SCALE / 127f;
    /** The ClippedReLU's shift is a floor; half its divisor added to the biases makes it a rounding. */
    static final int ROUNDING = 32;

    public final float[] ft = new float[INPUTS * HALF];
    public final float[] dense = new float[DENSE];

    /**
     * A trainable starting point drawn from {@code seed}: feature biases 0.5 and feature weights uniform in
     * +-0.1 (or 0 with {@code zeroFeatures}: the net then evaluates every position alike, and the feature weights
     * still get gradients, since the accumulator sits inside 0..1); hidden layers uniform in +-1/sqrt(inputs) with
     * biases 0.5 (the units start in the middle of their linear range, not clamped), output weights uniform in +-0.1
     * and output bias 0. All zero would not train: no gradient reaches a weight behind a unit clamped at 0.
     */
    public static FloatNet random(long seed, boolean zeroFeatures) {
        SplittableRandom r = new SplittableRandom(seed);
        FloatNet n = new FloatNet();
        if (!zeroFeatures) {
            for (int i = 0; i < n.ft.length; i++) {
                n.ft[i] = (float) r.nextDouble(-0.1, 0.1);
            }
        }
        float[] d = n.dense;
        for (int i = 0; i < HALF; i++) {
            d[FTB + i] = 0.5f;
        }
        double a1 = 1 / Math.sqrt(IN);
        for (int i = 0; i < L1 * IN; i++) {
            d[W1 + i] = (float) r.nextDouble(-a1, a1);
        }
        double a2 = 1 / Math.sqrt(L1);
        for (int i = 0; i < L2 * L1; i++) {
            d[W2 + i] = (float) r.nextDouble(-a2, a2);
        }
        for (int i = 0; i < L1; i++) {
            d[B1 + i] = 0.5f;
        }
        for (int i = 0; i < L2; i++) {
            d[B2 + i] = 0.5f;
            d[WO + i] = (float) r.nextDouble(-0.1, 0.1);
        }
        n.clipAll();
        return n;
    }

    /** The float net whose quantisation is {@code net} (an nn.bin read from disk, for fine-tuning). */
    public static FloatNet of(NnueNet net) {
        FloatNet n = new FloatNet();
        for (int i = 0; i < n.ft.length; i++) {
            n.ft[i] = net.ftWeight[i] / FT_SCALE;
        }
        float[] d = n.dense;
        for (int i = 0; i < HALF; i++) {
            d[FTB + i] = net.ftBias[i] / FT_SCALE;
        }
        for (int i = 0; i < L1 * IN; i++) {
            d[W1 + i] = net.l1Weight[i] / W_SCALE;
        }
        for (int i = 0; i < L1; i++) {
            d[B1 + i] = (net.l1Bias[i] - ROUNDING) / B_SCALE;
        }
        for (int i = 0; i < L2 * L1; i++) {
            d[W2 + i] = net.l2Weight[i] / W_SCALE;
        }
        for (int i = 0; i < L2; i++) {
            d[B2 + i] = (net.l2Bias[i] - ROUNDING) / B_SCALE;
            d[WO + i] = net.outWeight[i] / WO_SCALE;
        }
        d[BO] = net.outBias / OUT_SCALE;
        return n;
    }

    /** The integer net of this one (see the class comment), with the standard header. */
    public NnueNet quantise() {
        NnueNet q = new NnueNet();
        quantiseInto(q);
        return q;
    }

    /** Writes this net's integer weights into {@code q} (every parameter array; the header is left as it is). */
    public void quantiseInto(NnueNet q) {
        for (int i = 0; i < ft.length; i++) {
            q.ftWeight[i] = (short) clamp(Math.round(ft[i] * FT_SCALE), Short.MIN_VALUE, Short.MAX_VALUE);
        }
        float[] d = dense;
        for (int i = 0; i < HALF; i++) {
            q.ftBias[i] = (short) clamp(Math.round(d[FTB + i] * FT_SCALE), Short.MIN_VALUE, Short.MAX_VALUE);
        }
        for (int i = 0; i < L1 * IN; i++) {
            q.l1Weight[i] = (byte) clamp(Math.round(d[W1 + i] * W_SCALE), Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
        for (int i = 0; i < L1; i++) {
            q.l1Bias[i] = bias(d[B1 + i] * (double) B_SCALE + ROUNDING);
        }
        for (int i = 0; i < L2 * L1; i++) {
            q.l2Weight[i] = (byte) clamp(Math.round(d[W2 + i] * W_SCALE), Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
        for (int i = 0; i < L2; i++) {
            q.l2Bias[i] = bias(d[B2 + i] * (double) B_SCALE + ROUNDING);
            q.outWeight[i] = (byte) clamp(Math.round(d[WO + i] * WO_SCALE), Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
        q.outBias = bias(d[BO] * (double) OUT_SCALE);
    }

    private static int bias(double x) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.round(x)));
    }

    private static long clamp(long x, long lo, long hi) {
        return Math.max(lo, Math.min(hi, x));
    }

    /** Bounds of a dense parameter, in float units: what its integer type holds (biases: +-2^31 / scale). */
    static float lowerBound(int i) {
        if (i < W1) {
            return Short.MIN_VALUE / FT_SCALE;
        } else if (i < B1 || (i >= W2 && i < B2)) {
            return Byte.MIN_VALUE / W_SCALE;
        } else if (i >= WO && i < BO) {
            return Byte.MIN_VALUE / WO_SCALE;
        }
        return -1e5f;
    }

    static float upperBound(int i) {
        if (i < W1) {
            return Short.MAX_VALUE / FT_SCALE;
        } else if (i < B1 || (i >= W2 && i < B2)) {
            return Byte.MAX_VALUE / W_SCALE;
        } else if (i >= WO && i < BO) {
            return Byte.MAX_VALUE / WO_SCALE;
        }
        return 1e5f;
    }

    /** Feature weights stay within int16 (an int16 weight is at most 32767 / 127 = 258 here). */
    static final float FT_BOUND = Short.MAX_VALUE / FT_SCALE;

    /** Dense parameter {@code i} brought into its bounds. */
    static float clip(int i, float v) {
        return Math.max(lowerBound(i), Math.min(upperBound(i), v));
    }

    void clipAll() {
        for (int i = 0; i < DENSE; i++) {
            dense[i] = clip(i, dense[i]);
        }
        for (int i = 0; i < ft.length; i++) {
            ft[i] = Math.max(-FT_BOUND, Math.min(FT_BOUND, ft[i]));
        }
    }

    /** A deep copy (newbob keeps the best net so far). */
    public FloatNet copy() {
        FloatNet c = new FloatNet();
        copyInto(c);
        return c;
    }

    public void copyInto(FloatNet c) {
        System.arraycopy(ft, 0, c.ft, 0, ft.length);
        System.arraycopy(dense, 0, c.dense, 0, DENSE);
    }
}
