package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

/**
 * The L1 penalty of {@link LearnWeights#setPenalty}: {@code penalty * sign(w)} joins the gradient of a group that
 * gets one, and a weight with no gradient is left alone. The KK group of (1, 20) is the one of
 * {@link LearnWeightsUpdateTest}.
 */
class LearnWeightsPenaltyTest {
    private static final int[] ZEROS = new int[GradientBatch.N];

    @Test
    void thePenaltyJoinsTheGradientOfGroupsThatMove() {
        try (KppTables tables = new KppTables()) {
            tables.setKk(1, 20, 0, 100);
            tables.setKk(73, 56, 0, 100);
            tables.setKk(60, 79, 0, -100);
            tables.setKk(24, 7, 0, -100);
            tables.setKk(2, 30, 0, 50); // no gradient: stays
            LearnWeights w = new LearnWeights(tables, 1);
            w.setPenalty(0.5);
            GradientBatch batch = w.newBatch();
            batch.add(1, 20, ZEROS, ZEROS, 0.25f, 0f);
            w.update(2.0);
            // g = 0.25 + 0.5 * sign(100) = 0.75; g2 = 0.5625; v = 100 - 2 * 0.75 / sqrt(0.5625 + 1e-6) = 98.0000027
            assertEquals(98.0000027, w.kk(1, 20, 0), 1e-4);
            assertEquals(-98.0000027, w.kk(60, 79, 0), 1e-4);
            assertEquals(50, w.kk(2, 30, 0));
            assertEquals(0, w.kk(1, 20, 1), "the turn part had no gradient");
        }
    }
}
