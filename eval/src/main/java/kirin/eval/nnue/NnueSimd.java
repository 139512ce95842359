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

    /**
     * {@code cache[from..from+256)} minus the rows at {@code sub[0..n)} plus those at {@code add[0..n)}, wrapping,
     * into both {@code cache} and {@code a[to..)} (the refresh cache's entry brought up to date).
     */
    static void refreshFrom(short[] cache, int from, short[] a, int to, short[] w, int[] sub, int[] add, int n) {
        for (int j = 0; j < HALF; j += 16) {
            ShortVector s = ShortVector.fromArray(SHORTS, cache, from + j);
            for (int k = 0; k < n; k++) {
                s = s.sub(ShortVector.fromArray(SHORTS, w, sub[k] + j))
                        .add(ShortVector.fromArray(SHORTS, w, add[k] + j));
            }
            s.intoArray(cache, from + j);
            s.intoArray(a, to + j);
        }
    }

    /**
     * The network output from the side to move's accumulator at {@code us} and the other's at {@code them}.
     * {@code val} (512 ints) receives the clamped inputs and {@code idx} (520 ints: 8 of room) the numbers of those
     * above zero;
     * {@code h1} and {@code h2} (32 ints each) the hidden layers' outputs.
     */
    static int propagate(NnueLayers layers, short[] acc, int us, int them, int[] idx, int[] val, int[] h1, int[] h2) {
        int n = nonZero(acc, us, 0, idx, val, 0);
        n = nonZero(acc, them, HALF, idx, val, n);
        affine(layers.l1ByInput, layers.l1Bias, idx, val, n, h1);
        // The second layer's inputs above zero, listed without a branch.
        int m = 0;
        for (int j = 0; j < L1; j++) {
            idx[m] = j;
            m += h1[j] != 0 ? 1 : 0;
        }
        affine(layers.l2ByInput, layers.l2Bias, idx, h1, m, h2);
        int[] wo = layers.outByInput;
        int out = layers.outBias;
        for (int i = 0; i < L2; i++) {
            out += wo[i] * h2[i];
        }
        return out;
    }

    /**
     * For each byte {@code b}: the positions of its set bits in increasing order, 8 ints per byte (the unused ones
     * 0), so that a byte of a comparison mask expands to the input numbers above zero with one vector load.
     */
    private static final int[] BIT_POSITIONS = bitPositions();

    private static int[] bitPositions() {
        int[] t = new int[256 * 8];
        for (int b = 0; b < 256; b++) {
            int k = 0;
            for (int i = 0; i < 8; i++) {
                if ((b >> i & 1) != 0) {
                    t[b * 8 + k++] = i;
                }
            }
        }
        return t;
    }

    /**
     * Clamps {@code acc[from..from+256)} to 0..127 into {@code val[base..base+256)} and lists the input numbers
     * ({@code base} plus the offset) of the values above zero into {@code idx}, from {@code n} on; returns the new
     * count. Branch-free: 16 lanes are compared at a time, and each byte of the comparison mask expands through
     * {@link #BIT_POSITIONS} into 8 ints written at once, of which its bit count are kept (a data-dependent branch
     * per input mispredicted about half the time). {@code idx} needs 8 ints of room past the last input.
     */
    private static int nonZero(short[] acc, int from, int base, int[] idx, int[] val, int n) {
        int[] table = BIT_POSITIONS;
        for (int j = 0; j < HALF; j += 16) {
            ShortVector v = ShortVector.fromArray(SHORTS, acc, from + j);
            v.max((short) 0).min((short) 127).convertShape(VectorOperators.S2I, INTS, 0).reinterpretAsInts()
                    .intoArray(val, base + j);
            v.max((short) 0).min((short) 127).convertShape(VectorOperators.S2I, INTS, 1).reinterpretAsInts()
                    .intoArray(val, base + j + 8);
            int bits = (int) v.compare(VectorOperators.GT, (short) 0).toLong();
            int low = bits & 0xFF;
            IntVector.fromArray(INTS, table, low * 8).add(base + j).intoArray(idx, n);
            n += Integer.bitCount(low);
            int high = bits >>> 8;
            IntVector.fromArray(INTS, table, high * 8).add(base + j + 8).intoArray(idx, n);
            n += Integer.bitCount(high);
        }
        return n;
    }

    /**
     * A 32-output affine layer with ClippedReLU over the inputs listed in {@code idx}/{@code val} ({@code n} of
     * them; the others are zero): {@code h = clippedRelu(bias + sum val[k] * w[idx[k] * 32 ..])}, input-major
     * multiply-adds of 8 int lanes into four accumulators kept in registers.
     */
    private static void affine(int[] w, int[] bias, int[] idx, int[] val, int n, int[] h) {
        IntVector a0 = IntVector.fromArray(INTS, bias, 0);
        IntVector a1 = IntVector.fromArray(INTS, bias, 8);
        IntVector a2 = IntVector.fromArray(INTS, bias, 16);
        IntVector a3 = IntVector.fromArray(INTS, bias, 24);
        for (int k = 0; k < n; k++) {
            int i = idx[k];
            IntVector x = IntVector.broadcast(INTS, val[i]);
            int at = i * L1;
            a0 = a0.add(IntVector.fromArray(INTS, w, at).mul(x));
            a1 = a1.add(IntVector.fromArray(INTS, w, at + 8).mul(x));
            a2 = a2.add(IntVector.fromArray(INTS, w, at + 16).mul(x));
            a3 = a3.add(IntVector.fromArray(INTS, w, at + 24).mul(x));
        }
        clippedRelu(a0, h, 0);
        clippedRelu(a1, h, 8);
        clippedRelu(a2, h, 16);
        clippedRelu(a3, h, 24);
    }

    private static void clippedRelu(IntVector s, int[] h, int at) {
        clippedRelu(s).intoArray(h, at);
    }

    private static IntVector clippedRelu(IntVector s) {
        // ASHR then clamp: YaneuraOu's ClippedReLU
        return s.lanewise(VectorOperators.ASHR, NnueLayers.SHIFT).max(0).min(127);
    }
}
