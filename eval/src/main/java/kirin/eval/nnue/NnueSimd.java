package kirin.eval.nnue;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The Vector API ({@code jdk.incubator.vector}) path of the NNUE evaluation, the same integer arithmetic as the scalar
 * one ({@link NnueLayers}, {@link NnueEvaluator}): accumulator updates 16 int16 lanes at a time (lanewise add and
 * subtract wrap like YaneuraOu's), and the two hidden layers as input-major multiply-adds of 8 int lanes into four
 * 256-bit accumulators, kept in registers across the inputs. The first layer reads the accumulators directly, clamping
 * each value as it goes and skipping the values at or below zero. Only loaded when {@link NnueSimdChooser} found the
 * module and 256-bit vectors; never referenced otherwise, so that the engine runs without the module.
 */
final class NnueSimd {
    private static final VectorSpecies<Integer> INTS = IntVector.SPECIES_256;
    private static final VectorSpecies<Short> SHORTS = ShortVector.SPECIES_256;
    private static final int HALF = NnueNet.HALF;
    private static final int L1 = NnueNet.L1;
    private static final int L2 = NnueNet.L2;

    private NnueSimd() {}

    /** The lane counts the kernels assume: 8 ints and 16 shorts, or 0 if the platform's vectors are narrower. */
    static boolean usable() {
        return IntVector.SPECIES_PREFERRED.vectorBitSize() >= 256 && INTS.length() == 8 && SHORTS.length() == 16;
    }

    /** {@code a[to..to+256) = a[from..) - w[sub..) + w[add..)}, wrapping. */
    static void update1(short[] a, int from, int to, short[] w, int sub, int add) {
        for (int j = 0; j < HALF; j += 16) {
            ShortVector.fromArray(SHORTS, a, from + j)
                    .sub(ShortVector.fromArray(SHORTS, w, sub + j))
                    .add(ShortVector.fromArray(SHORTS, w, add + j))
                    .intoArray(a, to + j);
        }
    }

    /** Two pieces moved: two rows out, two rows in. */
    static void update2(short[] a, int from, int to, short[] w, int sub0, int add0, int sub1, int add1) {
        for (int j = 0; j < HALF; j += 16) {
            ShortVector.fromArray(SHORTS, a, from + j)
                    .sub(ShortVector.fromArray(SHORTS, w, sub0 + j))
                    .add(ShortVector.fromArray(SHORTS, w, add0 + j))
                    .sub(ShortVector.fromArray(SHORTS, w, sub1 + j))
                    .add(ShortVector.fromArray(SHORTS, w, add1 + j))
                    .intoArray(a, to + j);
        }
    }

    /** Adds the rows at {@code rows[0..n)} to the bias, into {@code a[to..to+256)}. */
    static void refresh(short[] a, int to, short[] bias, short[] w, int[] rows, int n) {
        for (int j = 0; j < HALF; j += 16) {
            ShortVector s = ShortVector.fromArray(SHORTS, bias, j);
            for (int k = 0; k < n; k++) {
                s = s.add(ShortVector.fromArray(SHORTS, w, rows[k] + j));
            }
            s.intoArray(a, to + j);
        }
    }

    /** The network output from the side to move's accumulator at {@code us} and the other's at {@code them}. */
    static int propagate(NnueLayers layers, short[] acc, int us, int them, int[] h1, int[] h2) {
        int[] w1 = layers.l1ByInput;
        IntVector a0 = IntVector.fromArray(INTS, layers.l1Bias, 0);
        IntVector a1 = IntVector.fromArray(INTS, layers.l1Bias, 8);
        IntVector a2 = IntVector.fromArray(INTS, layers.l1Bias, 16);
        IntVector a3 = IntVector.fromArray(INTS, layers.l1Bias, 24);
        for (int half = 0; half < 2; half++) {
            int from = half == 0 ? us : them;
            int wBase = half * HALF * L1;
            for (int j = 0; j < HALF; j++) {
                int v = acc[from + j];
                if (v > 0) {
                    IntVector x = IntVector.broadcast(INTS, Math.min(v, 127));
                    int at = wBase + j * L1;
                    a0 = a0.add(IntVector.fromArray(INTS, w1, at).mul(x));
                    a1 = a1.add(IntVector.fromArray(INTS, w1, at + 8).mul(x));
                    a2 = a2.add(IntVector.fromArray(INTS, w1, at + 16).mul(x));
                    a3 = a3.add(IntVector.fromArray(INTS, w1, at + 24).mul(x));
                }
            }
        }
        clippedRelu(a0, h1, 0);
        clippedRelu(a1, h1, 8);
        clippedRelu(a2, h1, 16);
        clippedRelu(a3, h1, 24);
        // The second layer (1/16 of the work) in plain Java: as vector code C2 boxed its vectors (4.7 KB a node).
        int[] w2 = layers.l2ByInput;
        int[] s2 = h2;
        System.arraycopy(layers.l2Bias, 0, s2, 0, L2);
        for (int j = 0; j < L1; j++) {
            int x = h1[j];
            if (x != 0) {
                int at = j * L2;
                for (int i = 0; i < L2; i++) {
                    s2[i] += w2[at + i] * x;
                }
            }
        }
        int[] wo = layers.outByInput;
        int out = layers.outBias;
        for (int i = 0; i < L2; i++) {
            out += wo[i] * NnueLayers.clippedRelu(s2[i]);
        }
        return out;
    }

    private static void clippedRelu(IntVector s, int[] h, int at) {
        clippedRelu(s).intoArray(h, at);
    }

    private static IntVector clippedRelu(IntVector s) {
        // ASHR then clamp: YaneuraOu's ClippedReLU
        return s.lanewise(VectorOperators.ASHR, NnueLayers.SHIFT).max(0).min(127);
    }
}
