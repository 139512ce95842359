package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;
import kirin.eval.nnue.NnueRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Quantisation of the float net: the integer ranges, the round trip through nn.bin, the starting points. */
class FloatNetTest {
    @TempDir
    Path dir;

    @Test
    void quantisingClampsToTheIntegerTypes() {
        FloatNet n = new FloatNet();
        n.ft[0] = 1000f;
        n.ft[1] = -1000f;
        n.ft[2] = 0.5f / 127 + 1e-4f; // rounds up to 1
        n.dense[FloatNet.W1] = 5f;
        n.dense[FloatNet.W1 + 1] = -5f;
        n.dense[FloatNet.W2] = 1.5f;
        n.dense[FloatNet.WO] = 100f;
        n.dense[FloatNet.WO + 1] = -100f;
        n.dense[FloatNet.B1] = 1e9f;
        n.dense[FloatNet.FTB] = -1000f;
        NnueNet q = n.quantise();
        assertEquals(Short.MAX_VALUE, q.ftWeight[0]);
        assertEquals(Short.MIN_VALUE, q.ftWeight[1]);
        assertEquals(1, q.ftWeight[2]);
        assertEquals(Short.MIN_VALUE, q.ftBias[0]);
        assertEquals(127, q.l1Weight[0]);
        assertEquals(-128, q.l1Weight[1]);
        assertEquals(96, q.l2Weight[0]);
        assertEquals(127, q.outWeight[0]);
        assertEquals(-128, q.outWeight[1]);
        assertEquals(Integer.MAX_VALUE, q.l1Bias[0]);
        assertEquals(FloatNet.ROUNDING, q.l1Bias[1], "a zero bias gets the rounding half of the shift");
    }

    @Test
    void clipKeepsEveryParameterQuantisable() {
        FloatNet n = FloatNet.random(3, false);
        for (int i = 0; i < FloatNet.DENSE; i++) {
            n.dense[i] = (i % 2 == 0 ? 1 : -1) * 1e7f;
        }
        n.clipAll();
        NnueNet q = n.quantise();
        FloatNet back = FloatNet.of(q);
        for (int i = 0; i < FloatNet.DENSE; i++) {
            boolean bias = i >= FloatNet.B1 && i < FloatNet.W2 || i >= FloatNet.B2 && i < FloatNet.WO
                    || i == FloatNet.BO;
            if (!bias) {
                assertEquals(n.dense[i], back.dense[i], 1e-6f * Math.abs(n.dense[i]) + 1e-6f, "parameter " + i);
            }
        }
        assertTrue(n.dense[FloatNet.W1] <= 127f / 64f);
    }

    @Test
    void anIntegerNetSurvivesTheFloatNetAndTheFile() throws Exception {
        NnueNet original = NnueRandom.generate(5);
        NnueNet q = FloatNet.of(original).quantise();
        assertNetsEqual(original, q);
        Path file = dir.resolve("nn.bin");
        NnueFile.write(q, file);
        NnueNet read = NnueFile.read(file, w -> { throw new AssertionError(w); });
        assertNetsEqual(original, read);
        assertNetsEqual(read, FloatNet.of(read).quantise());
    }

    @Test
    void aTrainedNetSurvivesTheFile() throws Exception {
        FloatNet n = FloatNet.random(9, false);
        NnueNet q = n.quantise();
        Path file = dir.resolve("nn.bin");
        NnueFile.write(q, file);
        assertEquals(NnueNet.standardFileBytes(), java.nio.file.Files.size(file));
        NnueNet read = NnueFile.read(file, w -> { throw new AssertionError(w); });
        assertNetsEqual(q, read);
        assertNetsEqual(q, FloatNet.of(read).quantise());
    }

    @Test
    void theZeroStartHasNoFeatureWeights() {
        FloatNet z = FloatNet.random(1, true);
        for (int i = 0; i < 100_000; i++) {
            assertEquals(0f, z.ft[i]);
        }
        assertEquals(0.5f, z.dense[FloatNet.FTB]);
        FloatNet r = FloatNet.random(1, false);
        FloatNet r2 = FloatNet.random(1, false);
        assertArrayEquals(r.dense, r2.dense, "seeded");
        assertTrue(Math.abs(r.ft[12345]) <= 0.1f);
    }

    static void assertNetsEqual(NnueNet a, NnueNet b) {
        assertArrayEquals(a.ftBias, b.ftBias);
        assertArrayEquals(a.ftWeight, b.ftWeight);
        assertArrayEquals(a.l1Bias, b.l1Bias);
        assertArrayEquals(a.l1Weight, b.l1Weight);
        assertArrayEquals(a.l2Bias, b.l2Bias);
        assertArrayEquals(a.l2Weight, b.l2Weight);
        assertEquals(a.outBias, b.outBias);
        assertArrayEquals(a.outWeight, b.outWeight);
    }
}
