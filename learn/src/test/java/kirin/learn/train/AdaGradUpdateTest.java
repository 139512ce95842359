package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

/**
 * The AdaGrad step on its own (the tied groups on a worked example are in {@link LearnWeightsUpdateTest}): the
 * formula, a step without gradients changes nothing, a KPP group writes both mirror cells (and, given tables, the
 * tables), and the int16 clamp of KPP.
 */
class AdaGradUpdateTest {
    @Test
    void formula() {
        // h = 1 + 0.5^2 = 1.25; v = 10 - 2 * 0.5 / sqrt(1.25 + 1e-6).
        double[] r = AdaGradUpdate.adaGrad(10, 1, 0.5, 2);
        assertEquals(1.25, r[1], 1e-12);
        assertEquals(10 - 1 / Math.sqrt(1.25 + 1e-6), r[0], 1e-12);
    }

    @Test
    void noGradientNoChange() {
        try (KppTables t = new KppTables()) {
            t.fillRandom(3, 50, 500);
            LearnWeights w = new LearnWeights(t, 40);
            float[] kk = w.kkW.clone();
            float[] kkp = w.kkpW[40].clone();
            float[] kpp = w.kppW[40].clone();
            new AdaGradUpdate(w).step(30, null);
            assertArrayEquals(kk, w.kkW);
            assertArrayEquals(kkp, w.kkpW[40]);
            assertArrayEquals(kpp, w.kppW[40]);
        }
    }

    @Test
    void kppGroupStepsBothMirrorCellsAndTheTables() {
        try (KppTables t = new KppTables()) {
            // King 1 (1b) and its mirror 73 (9b); pair (100, 90) and its mirror pair.
            LearnWeights w = new LearnWeights(t, 1);
            int a = 100;
            int b = 90;
            int ma = kirin.core.BonaPiece.mirror(a);
            int mb = kirin.core.BonaPiece.mirror(b);
            w.kppGrad[1][LearnWeights.tri(a, b)] = 3f;
            w.kppGrad[73][LearnWeights.tri(ma, mb)] = 1f;
            w.kppTouched[1][a] = true;
            w.kppTouched[1][b] = true;
            new AdaGradUpdate(w).step(2, t);
            // g = 4, h = 16, v = 0 - 2 * 4 / sqrt(16 + 1e-6) = -2.
            assertEquals(-2f, w.kpp(1, a, b), 1e-5);
            assertEquals(-2f, w.kpp(73, ma, mb), 1e-5);
            assertEquals(16f, w.g2Kpp(73, ma, mb), 1e-5);
            assertEquals(-2, t.kpp(1, a, b));
            assertEquals(-2, t.kpp(1, b, a));
            assertEquals(-2, t.kpp(73, ma, mb));
        }
    }

    @Test
    void kppIsClampedToInt16() {
        try (KppTables t = new KppTables()) {
            LearnWeights w = new LearnWeights(t, 40);
            w.setKpp(40, 100, 90, 32767);
            w.kppGrad[40][LearnWeights.tri(100, 90)] = -1f;
            w.kppTouched[40][100] = true;
            w.kppTouched[40][90] = true;
            new AdaGradUpdate(w).step(1000, null);
            assertEquals(32767f, w.kpp(40, 100, 90));
        }
    }
}
