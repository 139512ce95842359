package kirin.eval.nnue;

/**
 * The dense part of {@code halfkp_256x2-32-32}, scalar: from the 512 clamped accumulator values to the network's
 * int32 output. All sums are exact int32 (no intermediate saturates: an input is at most 127 and a weight at least
 * -128, so even YaneuraOu's pairwise int16 products cannot overflow), and each hidden ClippedReLU is
 * {@code clamp(x >> 6, 0, 127)}. The first layer is stored transposed (input-major), so that the zero inputs, often
 * half of them, are skipped whole. Immutable and shared by every evaluator over the same net.
 */
final class NnueLayers {
    static final int SHIFT = 6;
    private static final int IN = 2 * NnueNet.HALF;
    private static final int L1 = NnueNet.L1;
    private static final int L2 = NnueNet.L2;

    private final int[] l1Bias;
    /** l1Weight transposed: input {@code j}'s 32 weights start at {@code j * 32}. */
    private final byte[] l1ByInput = new byte[IN * L1];
    private final int[] l2Bias;
    private final byte[] l2Weight;
    private final int outBias;
    private final byte[] outWeight;

    NnueLayers(NnueNet net) {
        l1Bias = net.l1Bias.clone();
        for (int i = 0; i < L1; i++) {
            for (int j = 0; j < IN; j++) {
                l1ByInput[j * L1 + i] = net.l1Weight[i * IN + j];
            }
        }
        l2Bias = net.l2Bias.clone();
        l2Weight = net.l2Weight.clone();
        outBias = net.outBias;
        outWeight = net.outWeight.clone();
    }

    /**
     * The network output for the transformed features {@code in} (512 values in 0..127, side to move's half first);
     * {@code s1} (32 ints) and {@code h1}, {@code h2} (32 ints each) are scratch space.
     */
    int propagate(byte[] in, int[] s1, int[] h1, int[] h2) {
        System.arraycopy(l1Bias, 0, s1, 0, L1);
        byte[] w1 = l1ByInput;
        for (int j = 0; j < IN; j++) {
            int x = in[j];
            if (x != 0) {
                int at = j * L1;
                for (int i = 0; i < L1; i++) {
                    s1[i] += w1[at + i] * x;
                }
            }
        }
        for (int i = 0; i < L1; i++) {
            h1[i] = clippedRelu(s1[i]);
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

    static int clippedRelu(int x) {
        return Math.max(0, Math.min(127, x >> SHIFT));
    }
}
