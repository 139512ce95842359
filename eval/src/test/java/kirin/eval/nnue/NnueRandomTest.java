package kirin.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Random nets: the same seed gives the same net, with parameters in their documented ranges. */
class NnueRandomTest {
    @Test
    void sameSeedSameNetWithinRanges() {
        NnueNet a = NnueRandom.generate(42);
        NnueNet b = NnueRandom.generate(42);
        assertArrayEquals(a.ftWeight, b.ftWeight);
        assertArrayEquals(a.l1Weight, b.l1Weight);
        assertEquals(a.outBias, b.outBias);
        int min = 0;
        int max = 0;
        for (short w : a.ftWeight) {
            min = Math.min(min, w);
            max = Math.max(max, w);
        }
        assertEquals(-NnueRandom.FT_WEIGHT, min);
        assertEquals(NnueRandom.FT_WEIGHT, max);
        assertEquals(NnueNet.HASH, a.hash);
        assertEquals(NnueNet.ARCHITECTURE, a.architecture);
        assertTrue(NnueRandom.generate(43).outBias != a.outBias || NnueRandom.generate(43).ftBias[0] != a.ftBias[0]);
    }
}
