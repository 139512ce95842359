package kirin.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The scalar dense layers read from the accumulators, with their inputs above zero listed without a branch, against
 * the plain form over the clamped bytes, on the random accumulators of {@link NnueSimdTest} (all zero, all positive,
 * saturated, random int16, mostly negative), both orders of the two halves, three random nets.
 */
class NnueLayersTest {
    private static final int HALF = NnueNet.HALF;

    @Test
    void listedInputsGiveThePlainOutput() {
        long[] pairs = new long[NnueNet.L1 / 2];
        int[] h1 = new int[NnueNet.L1];
        int[] h2 = new int[NnueNet.L2];
        int[] idx = new int[2 * HALF];
        int[] val = new int[2 * HALF];
        byte[] in = new byte[2 * HALF];
        for (long seed = 1; seed <= 3; seed++) {
            NnueLayers layers = new NnueLayers(NnueRandom.generate(seed));
            short[] acc = NnueSimdTest.accumulators(new SplittableRandom(seed + 10), 200);
            for (int p = 0; p < 200; p++) {
                int a = p * 2 * HALF;
                for (int turn = 0; turn < 2; turn++) {
                    int us = turn == 0 ? a : a + HALF;
                    int them = turn == 0 ? a + HALF : a;
                    for (int j = 0; j < HALF; j++) {
                        in[j] = (byte) Math.max(0, Math.min(127, acc[us + j]));
                        in[HALF + j] = (byte) Math.max(0, Math.min(127, acc[them + j]));
                    }
                    int plain = layers.propagate(in, pairs, h1, h2);
                    assertEquals(plain, layers.propagate(acc, us, them, idx, val, pairs, h1, h2),
                            "seed " + seed + " pair " + p + " turn " + turn);
                }
            }
        }
    }
}
