package kirin.eval.nnue;

/**
 * The dense part of {@code halfkp_256x2-32-32}, scalar: from the 512 clamped accumulator values to the network's
 * int32 output. All sums are exact int32 (no intermediate saturates: an input is at most 127 and a weight at least
 * -128, so even YaneuraOu's pairwise int16 products cannot overflow), and each hidden ClippedReLU is
 * {@code clamp(x >> 6, 0, 127)}. The first layer, 8 of every 9 multiplications, is stored transposed (input-major),
 * so that the zero inputs, often half of them, are skipped whole, and two outputs share one long (output {@code i} in
 * the low 32 bits, {@code i + 16} in the high; SWAR): a sum of at most 512 products of 127 by -128..127 fits in an
 * int, so the low half of the long sum is output i's sum exactly and the rest, shifted down, output i + 16's. This
 * halves the multiply-adds (1.4x faster on this layer in a micro-benchmark). Immutable and shared by every evaluator
 * over the same net.
 */
final class NnueLayers {
    static final int SHIFT = 6;
    private static final int HALF = NnueNet.HALF;
    private static final int IN = 2 * HALF;
    private static final int L1 = NnueNet.L1;
    private static final int L2 = NnueNet.L2;

    final int[] l1Bias;
    /** l1Weight transposed and widened, for the vector path: input {@code j}'s 32 weights start at {@code j * 32}. */
    final int[] l1ByInput = new int[IN * L1];
    /** l2Weight transposed and widened likewise, and the output weights widened. */
    final int[] l2ByInput = new int[L1 * L2];
    final int[] outByInput = new int[L2];
    private static final int PAIRS = L1 / 2;
    /** l1Weight transposed and paired: input {@code j}'s 16 longs start at {@code j * 16}. */
    private final long[] l1Pairs = new long[IN * PAIRS];
    final int[] l2Bias;
    private final byte[] l2Weight;
    final int outBias;
    private final byte[] outWeight;

    NnueLayers(NnueNet net) {
        l1Bias = net.l1Bias.clone();
        for (int i = 0; i < PAIRS; i++) {
            for (int j = 0; j < IN; j++) {
                long low = net.l1Weight[i * IN + j];
                long high = net.l1Weight[(i + PAIRS) * IN + j];
                l1Pairs[j * PAIRS + i] = (high << 32) + low;
            }
        }
        for (int i = 0; i < L1; i++) {
            for (int j = 0; j < IN; j++) {
                l1ByInput[j * L1 + i] = net.l1Weight[i * IN + j];
            }
        }
        for (int i = 0; i < L2; i++) {
            for (int j = 0; j < L1; j++) {
                l2ByInput[j * L2 + i] = net.l2Weight[i * L1 + j];
            }
            outByInput[i] = net.outWeight[i];
        }
        l2Bias = net.l2Bias.clone();
        l2Weight = net.l2Weight.clone();
        outBias = net.outBias;
        outWeight = net.outWeight.clone();
    }

    /**
     * The network output for the transformed features {@code in} (512 values in 0..127, side to move's half first);
     * {@code pairs} (16 longs), {@code h1} and {@code h2} (32 ints each) are scratch space. The plain form, for the
     * {@code eval} command and the tests; the evaluator's scalar path lists its inputs (below).
     */
    int propagate(byte[] in, long[] pairs, int[] h1, int[] h2) {
        java.util.Arrays.fill(pairs, 0L);
        long[] w1 = l1Pairs;
        for (int j = 0; j < IN; j++) {
            int x = in[j];
            if (x != 0) {
                int at = j * PAIRS;
                for (int i = 0; i < PAIRS; i++) {
                    pairs[i] += w1[at + i] * x;
                }
            }
        }
        return hidden(pairs, h1, h2);
    }

    /** From the first layer's paired sums on: its biases and ClippedReLU, the second layer and the output. */
    private int hidden(long[] pairs, int[] h1, int[] h2) {
        for (int i = 0; i < PAIRS; i++) {
            long sum = pairs[i];
            int low = (int) sum;
            h1[i] = clippedRelu(l1Bias[i] + low);
            h1[i + PAIRS] = clippedRelu(l1Bias[i + PAIRS] + (int) ((sum - low) >> 32));
        }
        byte[] w2 = l2Weight;
        for (int i = 0; i < L2; i++) {
            int s = l2Bias[i];
            int at = i * L1;
            for (int j = 0; j < L1; j++) {
                s += w2[at + j] * h1[j];
            }
            h2[i] = clippedRelu(s);
        }
        int out = outBias;
        for (int j = 0; j < L2; j++) {
            out += outWeight[j] * h2[j];
        }
        return out;
    }

    /**
     * The same output, read from the accumulators: the side to move's 256 values at {@code us}, the other's at
     * {@code them}. Each value is clamped into {@code val} and its input number written to {@code idx}, whose
     * length then grows by one only if the value is above zero: no branch depends on the data (a branch per input,
     * taken about half the time, mispredicted about every other input), and the first layer then multiplies the
     * listed inputs only. {@code idx} and {@code val} need 512 ints, {@code pairs} 16 longs, {@code h1} and
     * {@code h2} 32 ints.
     */
    int propagate(short[] acc, int us, int them, int[] idx, int[] val, long[] pairs, int[] h1, int[] h2) {
        int n = 0;
        for (int j = 0; j < HALF; j++) {
            int x = Math.max(0, Math.min(127, acc[us + j]));
            val[j] = x;
            idx[n] = j;
            n += -x >>> 31; // 1 if x > 0
        }
        for (int j = 0; j < HALF; j++) {
            int x = Math.max(0, Math.min(127, acc[them + j]));
            val[HALF + j] = x;
            idx[n] = HALF + j;
            n += -x >>> 31;
        }
        java.util.Arrays.fill(pairs, 0L);
        long[] w1 = l1Pairs;
        for (int k = 0; k < n; k++) {
            int j = idx[k];
            long x = val[j];
            int at = j * PAIRS;
            for (int i = 0; i < PAIRS; i++) {
                pairs[i] += w1[at + i] * x;
            }
        }
        return hidden(pairs, h1, h2);
    }

    static int clippedRelu(int x) {
        return Math.max(0, Math.min(127, x >> SHIFT));
    }
}
