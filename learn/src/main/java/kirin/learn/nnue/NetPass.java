package kirin.learn.nnue;

import static kirin.learn.nnue.FloatNet.B1;
import static kirin.learn.nnue.FloatNet.B2;
import static kirin.learn.nnue.FloatNet.BO;
import static kirin.learn.nnue.FloatNet.FTB;
import static kirin.learn.nnue.FloatNet.HALF;
import static kirin.learn.nnue.FloatNet.IN;
import static kirin.learn.nnue.FloatNet.L1;
import static kirin.learn.nnue.FloatNet.L2;
import static kirin.learn.nnue.FloatNet.W1;
import static kirin.learn.nnue.FloatNet.W2;
import static kirin.learn.nnue.FloatNet.WO;

/**
 * One thread's forward and backward pass through a {@link FloatNet}, with its gradient: the dense parameters'
 * gradient in full ({@link #denseGrad}), the feature transformer's only in the rows of the features met
 * ({@link #ftGrad}, rows listed in {@link #touched}), so that a mini-batch costs its own features, not the 32
 * million weights. Not thread-safe: one per worker thread.
 *
 * <p>With quantisation-aware rounding ({@code qat}), the forward pass reads every weight rounded to its integer
 * step (the feature weights rounded on the fly, the dense ones from a rounded copy the trainer keeps), the
 * hidden units are rounded to the engine's steps of 1/127, and the backward pass treats every rounding as the
 * identity (straight-through), so the float net learns weights whose
 * quantisation predicts what it was trained to.
 */
final class NetPass {
    private final FloatNet net;
    /** The dense parameters the forward pass reads: the net's, or their rounded copy. */
    private float[] dense;
    private boolean qat;

    final int[] own = new int[HalfKp.N];
    final int[] other = new int[HalfKp.N];
    /** Accumulators before the clamp: side to move's 256, then the other side's. */
    private final float[] acc = new float[IN];
    private final float[] x = new float[IN];
    private final float[] s1 = new float[L1];
    private final float[] h1 = new float[L1];
    private final float[] s2 = new float[L2];
    private final float[] h2 = new float[L2];
    private final float[] d1 = new float[L1];
    private final float[] d2 = new float[L2];
    private final float[] dx = new float[IN];

    final float[] denseGrad = new float[FloatNet.DENSE];
    /** Feature-major like {@link FloatNet#ft}; only the rows in {@link #touched} are non-zero. */
    final float[] ftGrad;
    /** The rows of {@link #ftGrad} written since the last {@link #clear}, each once. */
    int[] touched = new int[4096];
    int touchedCount;
    /** Per feature: whether the row is in {@link #touched}. */
    private final boolean[] isTouched;

    NetPass(FloatNet net) {
        this(net, true);
    }

    /** @param withGradient false for a pass that only evaluates (no 128 MB gradient array) */
    NetPass(FloatNet net, boolean withGradient) {
        this.net = net;
        this.dense = net.dense;
        ftGrad = withGradient ? new float[FloatNet.INPUTS * HALF] : null;
        isTouched = withGradient ? new boolean[FloatNet.INPUTS] : null;
    }

    /** Quantisation-aware rounding on or off; {@code rounded} is the rounded copy of the dense parameters. */
    void setQat(boolean on, float[] rounded) {
        qat = on;
        dense = on ? rounded : net.dense;
    }

    /** The rounded copy of {@code net}'s dense parameters, as the integer net holds them (for {@link #setQat}). */
    static void roundDense(float[] from, float[] to) {
        for (int i = 0; i < FloatNet.DENSE; i++) {
            float s = i < W1 ? FloatNet.FT_SCALE : i < B1 || (i >= W2 && i < B2) ? FloatNet.W_SCALE
                    : i >= WO && i < BO ? FloatNet.WO_SCALE : i == BO ? FloatNet.OUT_SCALE : FloatNet.B_SCALE;
            to[i] = (float) (Math.round(from[i] * (double) s) / (double) s);
        }
    }

    /** The output z (value / 600) of the position whose features are in {@link #own} and {@link #other}. */
    double forward() {
        float[] ft = net.ft;
        float[] d = dense;
        accumulate(ft, d, own, 0);
        accumulate(ft, d, other, HALF);
        for (int j = 0; j < IN; j++) {
            x[j] = Math.max(0f, Math.min(1f, acc[j]));
        }
        for (int i = 0; i < L1; i++) {
            float s = d[B1 + i];
            int at = W1 + i * IN;
            for (int j = 0; j < IN; j++) {
                s += d[at + j] * x[j];
            }
            s1[i] = s;
            h1[i] = activation(s);
        }
        for (int i = 0; i < L2; i++) {
            float s = d[B2 + i];
            int at = W2 + i * L1;
            for (int j = 0; j < L1; j++) {
                s += d[at + j] * h1[j];
            }
            s2[i] = s;
            h2[i] = activation(s);
        }
        double z = d[BO];
        for (int j = 0; j < L2; j++) {
            z += d[WO + j] * h2[j];
        }
        return z;
    }

    /**
     * The hidden ClippedReLU: clamp to 0..1, and with rounding on, to the engine's steps of 1/127 (its
     * {@code clamp((sum + 32) >> 6, 0, 127)} on the quantised biases is a rounding of {@code 127 s}).
     */
    private float activation(float s) {
        float h = Math.max(0f, Math.min(1f, s));
        // 127 s is a multiple of 1/64 in the engine, and a tie (x.5) rounds up there: the 1e-3 keeps float error
        // from turning a tie down.
        return qat ? (float) Math.floor(h * 127f + 0.5f + 1e-3f) / 127f : h;
    }

    private void accumulate(float[] ft, float[] d, int[] features, int to) {
        System.arraycopy(d, FTB, acc, to, HALF);
        for (int f : features) {
            int row = f * HALF;
            if (qat) {
                for (int j = 0; j < HALF; j++) {
                    acc[to + j] += Math.round(ft[row + j] * FloatNet.FT_SCALE) / FloatNet.FT_SCALE;
                }
            } else {
                for (int j = 0; j < HALF; j++) {
                    acc[to + j] += ft[row + j];
                }
            }
        }
    }

    /**
     * Adds {@code g} times the gradient of z (at the last {@link #forward}) to this pass's gradient. The clamps pass
     * the gradient only strictly inside 0..1.
     */
    void backward(double gz) {
        float g = (float) gz;
        float[] d = dense;
        float[] dg = denseGrad;
        dg[BO] += g;
        for (int j = 0; j < L2; j++) {
            dg[WO + j] += g * h2[j];
            d2[j] = s2[j] > 0f && s2[j] < 1f ? g * d[WO + j] : 0f;
        }
        java.util.Arrays.fill(d1, 0f);
        for (int i = 0; i < L2; i++) {
            float e = d2[i];
            if (e == 0f) {
                continue;
            }
            dg[B2 + i] += e;
            int at = W2 + i * L1;
            for (int j = 0; j < L1; j++) {
                dg[at + j] += e * h1[j];
                d1[j] += e * d[at + j];
            }
        }
        for (int j = 0; j < L1; j++) {
            if (!(s1[j] > 0f && s1[j] < 1f)) {
                d1[j] = 0f;
            }
        }
        java.util.Arrays.fill(dx, 0f);
        for (int i = 0; i < L1; i++) {
            float e = d1[i];
            if (e == 0f) {
                continue;
            }
            dg[B1 + i] += e;
            int at = W1 + i * IN;
            for (int j = 0; j < IN; j++) {
                dg[at + j] += e * x[j];
                dx[j] += e * d[at + j];
            }
        }
        for (int j = 0; j < IN; j++) {
            if (!(acc[j] > 0f && acc[j] < 1f)) {
                dx[j] = 0f;
            }
        }
        for (int j = 0; j < HALF; j++) {
            dg[FTB + j] += dx[j] + dx[HALF + j];
        }
        addRows(own, 0);
        addRows(other, HALF);
    }

    private void addRows(int[] features, int from) {
        float[] fg = ftGrad;
        for (int f : features) {
            if (!isTouched[f]) {
                isTouched[f] = true;
                if (touchedCount == touched.length) {
                    touched = java.util.Arrays.copyOf(touched, touched.length * 2);
                }
                touched[touchedCount++] = f;
            }
            int row = f * HALF;
            for (int j = 0; j < HALF; j++) {
                fg[row + j] += dx[from + j];
            }
        }
    }

    /** True if feature row {@code f} has a gradient in this pass. */
    boolean touched(int f) {
        return isTouched[f];
    }

    /** Zeroes the gradient (the touched rows only). */
    void clear() {
        java.util.Arrays.fill(denseGrad, 0f);
        for (int k = 0; k < touchedCount; k++) {
            int f = touched[k];
            isTouched[f] = false;
            java.util.Arrays.fill(ftGrad, f * HALF, f * HALF + HALF, 0f);
        }
        touchedCount = 0;
    }
}
