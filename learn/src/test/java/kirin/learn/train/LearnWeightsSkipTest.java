package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Position;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

/**
 * The update skips what got no gradient (KKP groups with four zero members, KPP rows with no marked feature on
 * either mirror side, and the clearing of unmarked rows); the state after it is bit for bit the one a walk over
 * every cell gives, mini-batch after mini-batch, with batches of different positions so that rows marked in one
 * batch are unmarked in the next (which the clearing must have zeroed).
 */
class LearnWeightsSkipTest {
    @Test
    void skippingEqualsWalkingEveryCell() {
        List<List<Position>> batches = new ArrayList<>();
        List<Position> all = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            List<Position> b = TrainPositions.randomGames(120, 11 + i, 10 + 12 * i);
            batches.add(b);
            all.addAll(b);
        }
        int[] kings = TrainPositions.kings(all);
        try (KppTables ta = new KppTables(); KppTables tb = new KppTables()) {
            ta.fillRandom(5, 200, 2000);
            tb.fillRandom(5, 200, 2000);
            LearnWeights skip = new LearnWeights(ta, kings);
            LearnWeights walk = new LearnWeights(tb, kings);
            skip.setThreads(2);
            walk.setThreads(2);
            walk.walkAll = true;
            skip.writeTo(ta);
            walk.writeTo(tb);
            long before = ta.checkSum();
            SplittableRandom rnd = new SplittableRandom(5);
            for (List<Position> batch : batches) {
                TrainPositions.addSameGradients(batch, rnd, skip.newBatch(), walk.newBatch());
                skip.updateAndWrite(30, ta);
                walk.updateAndWrite(30, tb);
                assertEquals(tb.checkSum(), ta.checkSum());
            }
            assertNotEquals(before, ta.checkSum());
            for (int k = 0; k < LearnWeights.SQ; k++) {
                assertArrayEquals(walk.kppW[k], skip.kppW[k], "KPP weights of king " + k);
                assertArrayEquals(walk.kppG2[k], skip.kppG2[k], "KPP accumulators of king " + k);
                assertArrayEquals(walk.kppGrad[k], skip.kppGrad[k], "KPP gradients (cleared) of king " + k);
                assertArrayEquals(walk.kkpW[k], skip.kkpW[k], "KKP weights of king " + k);
                assertArrayEquals(walk.kkpG2[k], skip.kkpG2[k], "KKP accumulators of king " + k);
            }
            assertArrayEquals(walk.kkW, skip.kkW);
        }
    }
}
