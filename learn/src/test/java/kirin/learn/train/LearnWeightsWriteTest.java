package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Position;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

/**
 * {@link LearnWeights#updateAndWrite}, which writes only the KPP cells whose group stepped, leaves the tables
 * exactly as {@link LearnWeights#update} followed by a full {@link LearnWeights#writeTo} does, mini-batch after
 * mini-batch, from random starting tables (which the first full write makes symmetric).
 */
class LearnWeightsWriteTest {
    @Test
    void steppedCellsWrittenEqualsWholeWriteBack() {
        List<Position> positions = TrainPositions.randomGames(300, 7, 24);
        int[] kings = TrainPositions.kings(positions);
        try (KppTables whole = new KppTables(); KppTables stepped = new KppTables()) {
            whole.fillRandom(5, 200, 2000);
            stepped.fillRandom(5, 200, 2000);
            LearnWeights a = new LearnWeights(whole, kings);
            LearnWeights b = new LearnWeights(stepped, kings);
            a.writeTo(whole); // what the learner does before training
            b.writeTo(stepped);
            SplittableRandom rnd = new SplittableRandom(3);
            long before = whole.checkSum();
            for (int batch = 0; batch < 3; batch++) {
                TrainPositions.addSameGradients(positions, rnd, a.newBatch(), b.newBatch());
                a.update(30);
                a.writeTo(whole);
                b.updateAndWrite(30, stepped);
                assertEquals(whole.checkSum(), stepped.checkSum(), "after mini-batch " + (batch + 1));
            }
            assertNotEquals(before, whole.checkSum()); // the steps changed the tables
        }
    }
}
