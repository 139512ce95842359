package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

/**
 * Where one record's gradient lands (KK, KKP and the KPP pairs of both kings, KPP without the turn part), that
 * frozen tables get nothing, that the result does not depend on the thread count, and that {@code clear} leaves
 * zero gradients and no touched marks.
 */
class GradientAccumulatorTest {
    @Test
    void oneRecordLandsOnItsCells() {
        try (KppTables t = new KppTables()) {
            int bk = 40;
            int wk = 4;
            int ik = Square.inverse(wk);
            LearnWeights w = new LearnWeights(t, bk, ik);
            GradientBatch b = w.newBatch();
            int[] fb = new int[GradientBatch.N];
            int[] fw = new int[GradientBatch.N];
            fb[0] = 100; // one piece 100 in the black view, the rest index 0; in the white view piece 200
            fw[0] = 200;
            b.add(bk, wk, fb, fw, 0.5f, 0.25f);
            new GradientAccumulator(w).accumulate(new GradientBatch[] {b});
            assertEquals(0, b.size());
            assertEquals(0.5f, w.gradKk(bk, wk, 0));
            assertEquals(0.25f, w.gradKk(bk, wk, 1));
            assertEquals(0.5f, w.gradKkp(bk, wk, 100, 0));
            assertEquals(0.25f, w.gradKkp(bk, wk, 100, 1));
            assertEquals(37 * 0.5f, w.gradKkp(bk, wk, 0, 0));
            // KPP, board part only: pairs (100, 0) x 37 and (0, 0) x (37 * 36 / 2) for the black king, the white
            // king's with the board gradient negated.
            assertEquals(37 * 0.5f, w.gradKpp(bk, 100, 0));
            assertEquals(666 * 0.5f, w.gradKpp(bk, 0, 0));
            assertEquals(-37 * 0.5f, w.gradKpp(ik, 200, 0));
            assertEquals(-666 * 0.5f, w.gradKpp(ik, 0, 0));
            assertTrue(w.kppTouched[bk][100] && w.kppTouched[bk][0] && w.kppTouched[ik][200]);
            assertFalse(w.kppTouched[bk][200]);
        }
    }

    @Test
    void frozenTablesGetNothing() {
        try (KppTables t = new KppTables()) {
            LearnWeights w = new LearnWeights(t, 40);
            w.setFreeze(true, false, true);
            GradientBatch b = w.newBatch();
            int[] zeros = new int[GradientBatch.N];
            b.add(40, 4, zeros, zeros, 0.5f, 0.25f);
            new GradientAccumulator(w).accumulate(new GradientBatch[] {b});
            assertEquals(0f, w.gradKk(40, 4, 0));
            assertEquals(0f, w.gradKpp(40, 0, 0));
            assertEquals(38 * 0.5f, w.gradKkp(40, 4, 0, 0));
        }
    }

    @Test
    void sameTablesOnAnyThreadCountThenClear() {
        List<Position> ps = TrainPositions.randomGames(150, 3, 40);
        int[] kings = TrainPositions.kings(ps);
        try (KppTables ta = new KppTables(); KppTables tb = new KppTables()) {
            LearnWeights one = new LearnWeights(ta, kings);
            LearnWeights two = new LearnWeights(tb, kings);
            two.setThreads(2);
            // Two batches each, as two workers would fill them.
            GradientBatch a1 = one.newBatch();
            GradientBatch a2 = one.newBatch();
            GradientBatch b1 = two.newBatch();
            GradientBatch b2 = two.newBatch();
            TrainPositions.addSameGradients(ps.subList(0, 70), new SplittableRandom(1), a1, b1);
            TrainPositions.addSameGradients(ps.subList(70, ps.size()), new SplittableRandom(2), a2, b2);
            GradientAccumulator accOne = new GradientAccumulator(one);
            GradientAccumulator accTwo = new GradientAccumulator(two);
            accOne.accumulate(new GradientBatch[] {a1, a2});
            accTwo.accumulate(new GradientBatch[] {b1, b2});
            assertArrayEquals(one.kkGrad, two.kkGrad);
            boolean any = false;
            for (int k = 0; k < LearnWeights.SQ; k++) {
                assertArrayEquals(one.kkpGrad[k], two.kkpGrad[k], "KKP of king " + k);
                assertArrayEquals(one.kppGrad[k], two.kppGrad[k], "KPP of king " + k);
                assertArrayEquals(one.kppTouched[k], two.kppTouched[k], "marks of king " + k);
                any |= one.kppGrad[k] != null && nonzero(one.kppGrad[k]);
            }
            assertTrue(any);
            accTwo.clear();
            for (float g : two.kkGrad) {
                assertEquals(0f, g);
            }
            for (int k = 0; k < LearnWeights.SQ; k++) {
                if (two.isActive(k)) {
                    assertFalse(nonzero(two.kppGrad[k]), "KPP of king " + k);
                    assertFalse(nonzero(two.kkpGrad[k]), "KKP of king " + k);
                    for (boolean m : two.kppTouched[k]) {
                        assertFalse(m);
                    }
                }
            }
        }
    }

    private static boolean nonzero(float[] a) {
        for (float x : a) {
            if (x != 0) {
                return true;
            }
        }
        return false;
    }
}
