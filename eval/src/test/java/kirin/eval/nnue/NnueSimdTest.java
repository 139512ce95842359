package kirin.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Vector API kernels against the scalar ones on random accumulators (every int16 value, so that the clamps, the
 * zero skipping and the listing of the inputs above zero meet all their cases), and their allocation: the value
 * cache of {@link NnueEvaluator} hides the dense layers from its own allocation test, so they are timed here alone.
 */
class NnueSimdTest {
    private static final int HALF = NnueNet.HALF;

    /** Accumulator pairs: all zero, all positive, all at or above 127, random, and mostly negative. */
    static short[] accumulators(SplittableRandom r, int count) {
        short[] acc = new short[count * 2 * HALF];
        for (int p = 0; p < count; p++) {
            int kind = p % 5;
            for (int j = 0; j < 2 * HALF; j++) {
                int v;
                switch (kind) {
                    case 0: v = 0; break;
                    case 1: v = 1 + r.nextInt(200); break;
                    case 2: v = 127 + r.nextInt(32_000); break;
                    case 3: v = r.nextInt(65_536) - 32_768; break;
                    default: v = r.nextInt(10) == 0 ? r.nextInt(300) : -r.nextInt(300); break;
                }
                acc[p * 2 * HALF + j] = (short) v;
            }
        }
        return acc;
    }

    private static int scalar(NnueLayers layers, short[] acc, int us, int them) {
        byte[] in = new byte[2 * HALF];
        for (int j = 0; j < HALF; j++) {
            in[j] = (byte) Math.max(0, Math.min(127, acc[us + j]));
            in[HALF + j] = (byte) Math.max(0, Math.min(127, acc[them + j]));
        }
        return layers.propagate(in, new long[NnueNet.L1 / 2], new int[NnueNet.L1], new int[NnueNet.L2]);
    }

    @Test
    void vectorDenseLayersEqualTheScalarOnes() {
        assertTrue(NnueSimdChooser.USABLE, "the tests run with the Vector API module and 256-bit vectors");
        for (long seed = 1; seed <= 3; seed++) {
            NnueLayers layers = new NnueLayers(NnueRandom.generate(seed));
            SplittableRandom r = new SplittableRandom(seed);
            short[] acc = accumulators(r, 200);
            int[] idx = new int[2 * HALF + 8];
            int[] val = new int[2 * HALF];
            int[] h1 = new int[NnueNet.L1];
            int[] h2 = new int[NnueNet.L2];
            for (int p = 0; p < 200; p++) {
                int a = p * 2 * HALF;
                int b = a + HALF;
                // Both orders: the side to move's half first.
                assertEquals(scalar(layers, acc, a, b), NnueSimd.propagate(layers, acc, a, b, idx, val, h1, h2),
                        "seed " + seed + " pair " + p);
                assertEquals(scalar(layers, acc, b, a), NnueSimd.propagate(layers, acc, b, a, idx, val, h1, h2),
                        "seed " + seed + " pair " + p + " turned");
            }
        }
    }

    @Test
    void accumulatorUpdatesEqualTheScalarOnes() {
        NnueNet net = NnueRandom.generate(7);
        SplittableRandom r = new SplittableRandom(7);
        short[] acc = accumulators(r, 5);
        int rows = NnueNet.INPUTS;
        for (int t = 0; t < 50; t++) {
            int from = r.nextInt(5) * 2 * HALF;
            int sub0 = r.nextInt(rows) * HALF;
            int add0 = r.nextInt(rows) * HALF;
            int sub1 = r.nextInt(rows) * HALF;
            int add1 = r.nextInt(rows) * HALF;
            short[] one = new short[HALF];
            short[] two = new short[HALF];
            for (int j = 0; j < HALF; j++) {
                one[j] = (short) (acc[from + j] - net.ftWeight[sub0 + j] + net.ftWeight[add0 + j]);
                two[j] = (short) (one[j] - net.ftWeight[sub1 + j] + net.ftWeight[add1 + j]);
            }
            short[] out = new short[2 * HALF + acc.length];
            System.arraycopy(acc, 0, out, 0, acc.length);
            NnueSimd.update1(out, from, acc.length, net.ftWeight, sub0, add0);
            assertArrayEquals(one, java.util.Arrays.copyOfRange(out, acc.length, acc.length + HALF));
            NnueSimd.update2(out, from, acc.length + HALF, net.ftWeight, sub0, add0, sub1, add1);
            assertArrayEquals(two, java.util.Arrays.copyOfRange(out, acc.length + HALF, acc.length + 2 * HALF));
        }
    }

    @Test
    void denseLayersAllocateNothing() {
        // Before JDK 25 the incubating API is not compiled to vector instructions and allocates (NnueSimdChooser).
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.version().feature() >= NnueSimdChooser.FIRST_FAST_JDK);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory
                .getThreadMXBean();
        NnueLayers layers = new NnueLayers(NnueRandom.generate(1));
        short[] acc = accumulators(new SplittableRandom(3), 100);
        int[] idx = new int[2 * HALF + 8];
        int[] val = new int[2 * HALF];
        int[] h1 = new int[NnueNet.L1];
        int[] h2 = new int[NnueNet.L2];
        long sum = 0;
        long before = 0;
        for (int round = 0; round < 12; round++) {
            before = mx.getCurrentThreadAllocatedBytes();
            for (int k = 0; k < 20_000; k++) {
                int a = (k % 100) * 2 * HALF;
                sum += NnueSimd.propagate(layers, acc, a, a + HALF, idx, val, h1, h2);
            }
        }
        long allocated = mx.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < 1024, allocated + " bytes allocated in 20,000 evaluations (" + sum + ")");
    }
}
