package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Position;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenValue;
import kirin.learn.train.ElmoLoss;
import org.junit.jupiter.api.Test;

/** The save-time check: the saved integer net against the float net on held-out records. */
class QuantisationCheckTest {
    @Test
    void measuresTheQuantisationError() {
        FloatNet n = FloatNet.random(13, false);
        List<PackedSfenValue> records = new ArrayList<>();
        for (Position p : Positions.randomGames(2, 40, 5)) {
            records.add(new PackedSfenValue(PackedSfen.encode(p), 100, 0, 40, 1));
        }
        ElmoLoss loss = new ElmoLoss(0.5, 0.5, 32000);
        QuantisationCheck.Report r = QuantisationCheck.measure(n, n.quantise(), records, loss);
        assertEquals(records.size(), r.count());
        assertTrue(r.meanAbsDiff() < 40, r.describe());
        assertTrue(Math.abs(r.floatLoss() - r.integerLoss()) < 0.05, r.describe());
        ElmoLoss.Sums s = QuantisationCheck.floatSums(new NetPass(n, false), records, loss);
        assertEquals(records.size(), s.count);
        assertEquals(r.floatLoss(), s.crossEntropy / s.count, 1e-3, "the same float loss both ways");
        float[] rounded = new float[FloatNet.DENSE];
        NetPass.roundDense(n.dense, rounded);
        QuantisationCheck.Report q = QuantisationCheck.measure(n, rounded, n.quantise(), records, loss);
        assertTrue(q.maxAbsDiff() <= 1, "the rounded forward pass is the integer net: " + q.describe());
    }
}
