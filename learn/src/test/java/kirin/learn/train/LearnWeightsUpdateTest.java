package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.eval.KppTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * AdaGrad with weight tying on a hand-made example; the expected numbers are worked out in the comments.
 *
 * <p>Squares: 1 = 1b, mirror 73 = 9b; 20 = 3c, mirror 56 = 7c; Inv(20) = 60, Inv(1) = 79, and their mirrors 24, 7.
 * The KK group of (1, 20) is therefore {(1,20)+, (73,56)+, (60,79)-, (24,7)-} (signs of the board part).
 */
class LearnWeightsUpdateTest {
    private static KppTables tables;

    @BeforeAll
    static void setUp() {
        tables = new KppTables();
    }

    @AfterAll
    static void tearDown() {
        tables.close();
    }

    private static final int[] ZEROS = new int[GradientBatch.N];

    @Test
    void adaGradStepsWithTiedGradients() {
        tables.clear();
        tables.setKk(1, 20, 0, 100);
        tables.setKk(1, 20, 1, 10);
        tables.setKk(73, 56, 0, 100);
        tables.setKk(73, 56, 1, 10);
        tables.setKk(60, 79, 0, -100);
        tables.setKk(60, 79, 1, 10);
        tables.setKk(24, 7, 0, -100);
        tables.setKk(24, 7, 1, 10);
        tables.setKpp(1, 0, 0, 5);
        tables.setKpp(73, 0, 0, 5);
        LearnWeights w = new LearnWeights(tables, 1); // learns kings 1 and 73 (its mirror)
        GradientBatch batch = w.newBatch();
        // Every piece index 0 (all in the box), so each record also gives the 703 pairs of kpp[bk][0][0] and the
        // 38 entries of kkp[bk][wk][0].
        batch.add(1, 20, ZEROS, ZEROS, 0.5f, 0.25f);
        batch.add(24, 7, ZEROS, ZEROS, 0.25f, -1.0f); // king 24 is not learned: its KK cell and its white-king KPP terms (Inv 7 = 73) count
        w.update(2.0);

        // KK board: g = 0.5 - 0.25 = 0.25; g2 = 0.0625; v = 100 - 2 * 0.25 / sqrt(0.0625 + 1e-6) = 98.000016.
        // KK turn:  g = 0.25 + (-1) = -0.75; g2 = 0.5625; v = 10 - (2/8)(-0.75)/sqrt(0.5625 + 1e-6) = 10.2499998.
        double b1 = 98.000015999808;
        double t1 = 10.249999777778074;
        assertEquals(b1, w.kk(1, 20, 0), 1e-4);
        assertEquals(b1, w.kk(73, 56, 0), 1e-4);
        assertEquals(-b1, w.kk(60, 79, 0), 1e-4);
        assertEquals(-b1, w.kk(24, 7, 0), 1e-4);
        for (int[] c : new int[][] {{1, 20}, {73, 56}, {60, 79}, {24, 7}}) {
            assertEquals(t1, w.kk(c[0], c[1], 1), 1e-5);
            assertEquals(0.0625, w.g2Kk(c[0], c[1], 0), 1e-7);
            assertEquals(0.5625, w.g2Kk(c[0], c[1], 1), 1e-7);
        }
        // KKP [1][20][0]: g = (38 * 0.5, 38 * 0.25) = (19, 9.5) from the first record only; from 0:
        // board -2 * 19 / sqrt(361) = -2, turn -(2/8) * 9.5 / sqrt(90.25) = -0.25; the same in the mirror cell.
        assertEquals(-2.0, w.kkp(1, 20, 0, 0), 1e-5);
        assertEquals(-0.25, w.kkp(1, 20, 0, 1), 1e-5);
        assertEquals(-2.0, w.kkp(73, 56, 0, 0), 1e-5);
        assertEquals(-0.25, w.kkp(73, 56, 0, 1), 1e-5);
        // KPP group {[1][0][0], [73][0][0]}: the first record's black king gives 703 * 0.5 = 351.5 to [1][0][0];
        // the second record's white king, Inv(7) = 73, gives 703 * -0.25 = -175.75 to [73][0][0]. g = 175.75,
        // g2 = 30888.0625, v = 5 - 2 * 175.75 / sqrt(30888.0625 + 1e-6) = 3, written to both cells.
        assertEquals(3.0, w.kpp(1, 0, 0), 1e-5);
        assertEquals(3.0, w.kpp(73, 0, 0), 1e-5);
        assertEquals(30888.0625, w.g2Kpp(73, 0, 0), 1e-2);
        assertEquals(30888.0625, w.g2Kpp(1, 0, 0), 1e-2);
        // Gradients are cleared by the update.
        assertEquals(0f, w.gradKk(1, 20, 0));
        assertEquals(0f, w.gradKpp(1, 0, 0));

        // Second step, first record alone: board g = 0.5, g2 = 0.0625 + 0.25 = 0.3125,
        // v = 98.000016 - 2 * 0.5 / sqrt(0.3125 + 1e-6) = 96.2111645; turn g = 0.25, g2 = 0.625,
        // v = 10.2499998 - (2/8) * 0.25 / sqrt(0.625 + 1e-6) = 10.1709429.
        batch.add(1, 20, ZEROS, ZEROS, 0.5f, 0.25f);
        w.update(2.0);
        assertEquals(96.2111644799683, w.kk(73, 56, 0), 1e-4);
        assertEquals(-96.2111644799683, w.kk(24, 7, 0), 1e-4);
        assertEquals(10.170942899519341, w.kk(60, 79, 1), 1e-5);
        assertEquals(0.3125, w.g2Kk(60, 79, 0), 1e-7);
    }

    @Test
    void frozenTablesDoNotMove() {
        tables.clear();
        LearnWeights w = new LearnWeights(tables, 1);
        w.setFreeze(true, false, true);
        GradientBatch batch = w.newBatch();
        batch.add(1, 20, ZEROS, ZEROS, 0.5f, 0.25f);
        w.update(2.0);
        assertEquals(0f, w.kk(1, 20, 0));
        assertEquals(0f, w.kpp(1, 0, 0));
        assertEquals(-2.0, w.kkp(1, 20, 0, 0), 1e-5);
    }

    @Test
    void correctEvalZeroesTheCellsYaneuraOuZeroes() {
        tables.fillRandom(3, 100, 100);
        LearnWeights w = new LearnWeights(tables, 40);
        w.correctEval();
        for (int k : new int[] {40}) {
            assertEquals(0f, w.kpp(k, 700, 700));
            assertEquals(0f, w.kpp(k, 0, 812));
            assertEquals(0f, w.kpp(k, 812, 0));
            assertEquals(0f, w.kkp(k, 13, 0, 0));
            assertEquals(0f, w.kkp(k, 13, 0, 1));
            assertEquals((float) tables.kpp(k, 700, 701), w.kpp(k, 700, 701));
        }
        assertEquals(0f, w.kk(10, 70, 0));
        assertEquals((float) tables.kk(10, 70, 1), w.kk(10, 70, 1));
        assertEquals((float) tables.kk(10, 69, 0), w.kk(10, 69, 0));
    }
}
