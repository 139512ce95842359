package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kirin.core.BonaPiece;
import kirin.core.Color;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.KppTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * After updates from real positions, starting from zero tables, every tied cell holds the tied value: mirror for
 * KK, KKP and KPP, inverse (board part negated, turn part equal) for KK and KKP. Also: the result does not depend
 * on the number of threads.
 */
class LearnWeightsSymmetryTest {
    private static KppTables tables;
    private static List<Position> positions;
    private static int[] kings;

    @BeforeAll
    static void setUp() {
        tables = new KppTables();
        positions = TrainPositions.positions();
        kings = TrainPositions.kings(positions);
    }

    @AfterAll
    static void tearDown() {
        tables.close();
    }

    private static LearnWeights trained(int threads) {
        LearnWeights w = new LearnWeights(tables, kings);
        w.setThreads(threads);
        GradientBatch a = w.newBatch();
        GradientBatch b = w.newBatch();
        double delta = 0.3;
        for (int step = 0; step < 2; step++) {
            for (int i = 0; i < positions.size(); i++) {
                Position p = positions.get(i);
                (i % 2 == 0 ? a : b).addGradient(p, i % 2 == 0 ? Color.BLACK : Color.WHITE, delta);
                delta = -delta * 1.7;
            }
            w.update(30.0);
        }
        return w;
    }

    @Test
    void tiedCellsAreEqualAfterUpdates() {
        tables.clear();
        LearnWeights w = trained(1);
        int nonZero = 0;
        for (int bk = 0; bk < 81; bk++) {
            for (int wk = 0; wk < 81; wk++) {
                int mbk = Square.mirror(bk);
                int mwk = Square.mirror(wk);
                int ibk = Square.inverse(wk);
                int iwk = Square.inverse(bk);
                assertEquals(w.kk(bk, wk, 0), w.kk(mbk, mwk, 0), 0f, "kk mirror");
                assertEquals(w.kk(bk, wk, 1), w.kk(mbk, mwk, 1), 0f, "kk mirror");
                assertEquals(w.kk(bk, wk, 0), -w.kk(ibk, iwk, 0), 0f, "kk inverse");
                assertEquals(w.kk(bk, wk, 1), w.kk(ibk, iwk, 1), 0f, "kk inverse");
                if (w.kk(bk, wk, 0) != 0) {
                    nonZero++;
                }
                if (!w.isActive(bk)) {
                    continue;
                }
                for (int p = 0; p < BonaPiece.FE_END; p++) {
                    if (!LearnWeights.used(p)) {
                        continue;
                    }
                    float v0 = w.kkp(bk, wk, p, 0);
                    float v1 = w.kkp(bk, wk, p, 1);
                    if (v0 != 0) {
                        nonZero++;
                    }
                    assertEquals(v0, w.kkp(mbk, mwk, BonaPiece.mirror(p), 0), 0f, "kkp mirror");
                    assertEquals(v1, w.kkp(mbk, mwk, BonaPiece.mirror(p), 1), 0f, "kkp mirror");
                    if (w.isActive(ibk)) {
                        int ip = BonaPiece.inverse(p);
                        assertEquals(v0, -w.kkp(ibk, iwk, ip, 0), 0f, "kkp inverse");
                        assertEquals(v1, w.kkp(ibk, iwk, ip, 1), 0f, "kkp inverse");
                    }
                }
            }
        }
        for (int k = 0; k < 81; k++) {
            if (!w.isActive(k)) {
                continue;
            }
            for (int a = 0; a < BonaPiece.FE_END; a++) {
                if (!LearnWeights.used(a)) {
                    continue;
                }
                for (int b = 0; b <= a; b++) {
                    if (LearnWeights.used(b)) {
                        float v = w.kpp(k, a, b);
                        if (v != 0) {
                            nonZero++;
                        }
                        assertEquals(v, w.kpp(Square.mirror(k), BonaPiece.mirror(a), BonaPiece.mirror(b)),
                                "kpp mirror");
                    }
                }
            }
        }
        assertTrue(nonZero > 1000, "updates happened: " + nonZero);
    }

    @Test
    void threadCountDoesNotChangeTheResult() {
        tables.clear();
        LearnWeights one = trained(1);
        LearnWeights two = trained(2);
        assertEquals(0, java.util.Arrays.compare(one.kkW, two.kkW));
        for (int k = 0; k < 81; k++) {
            if (one.isActive(k)) {
                assertEquals(0, java.util.Arrays.compare(one.kkpW[k], two.kkpW[k]));
                assertEquals(0, java.util.Arrays.compare(one.kppW[k], two.kppW[k]));
                assertEquals(0, java.util.Arrays.compare(one.kppG2[k], two.kppG2[k]));
            }
        }
    }
}
