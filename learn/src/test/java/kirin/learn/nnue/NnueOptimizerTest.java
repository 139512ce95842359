package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.Callable;
import kirin.core.Color;
import kirin.core.MaterialEvaluator;
import kirin.core.Position;
import kirin.learn.train.ElmoLoss;
import org.junit.jupiter.api.Test;

/** The optimiser's steps: the loss falls on a small synthetic set, SGD's rule, untouched rows stay as they are. */
class NnueOptimizerTest {
    private static final ElmoLoss LOSS = new ElmoLoss(1.0, 1.0, 32000);

    private static final NnueOptimizer.Runner SERIAL = tasks -> {
        for (Callable<Void> t : tasks) {
            try {
                t.call();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }
    };

    /** The teacher: material from the side to move's view (a function of the features, so learnable). */
    private static int teacher(Position p) {
        int m = MaterialEvaluator.full(p);
        return p.sideToMove() == Color.BLACK ? m : -m;
    }

    private static double meanLoss(NetPass p, List<Position> ps) {
        double sum = 0;
        for (Position pos : ps) {
            HalfKp.features(pos, p.own, p.other);
            // The excess over the target's own entropy: 0 for a perfect fit.
            int t = teacher(pos);
            sum += NnueWorker.lossOf(LOSS, t, p.forward(), 0) - ElmoLoss.entropy(ElmoLoss.winningPercentage(t));
        }
        return sum / ps.size();
    }

    private static double train(NnueOptimizer.Kind kind, double eta, int steps) throws Exception {
        FloatNet n = FloatNet.random(4, false);
        NetPass p = new NetPass(n);
        NnueOptimizer opt = new NnueOptimizer(n, kind);
        List<Position> ps = Positions.randomGames(6, 80, 2);
        double before = meanLoss(p, ps);
        for (int s = 0; s < steps; s++) {
            for (Position pos : ps) {
                HalfKp.features(pos, p.own, p.other);
                p.backward(NnueWorker.gradient(LOSS, teacher(pos), p.forward(), 0));
            }
            opt.step(new NetPass[] {p}, ps.size(), eta, 2, SERIAL);
        }
        return meanLoss(p, ps) / before;
    }

    @Test
    void adamLowersTheLoss() throws Exception {
        double ratio = train(NnueOptimizer.Kind.ADAM, 0.001, 60);
        assertTrue(ratio < 0.3, "excess loss after / before = " + ratio);
    }

    @Test
    void sgdLowersTheLoss() throws Exception {
        double ratio = train(NnueOptimizer.Kind.SGD, 1.0, 60);
        assertTrue(ratio < 0.8, "excess loss after / before = " + ratio);
    }

    @Test
    void sgdStepsByEtaTimesTheMeanGradientAndLeavesOtherRowsAlone() throws Exception {
        FloatNet n = FloatNet.random(4, false);
        FloatNet before = n.copy();
        NetPass p = new NetPass(n);
        Position pos = Position.startpos();
        HalfKp.features(pos, p.own, p.other);
        p.backward(NnueWorker.gradient(LOSS, 300, p.forward(), 0));
        p.backward(NnueWorker.gradient(LOSS, 300, p.forward(), 0));
        float[] dg = p.denseGrad.clone();
        int f = p.own[0];
        float g0 = p.ftGrad[f * FloatNet.HALF];
        new NnueOptimizer(n, NnueOptimizer.Kind.SGD).step(new NetPass[] {p}, 2, 0.5, 1, SERIAL);
        int bo = FloatNet.BO;
        assertEquals(before.dense[bo] - 0.5f * dg[bo] / 2, n.dense[bo], 1e-6f);
        assertEquals(before.ft[f * FloatNet.HALF] - 0.5f * g0 / 2, n.ft[f * FloatNet.HALF], 1e-6f);
        int untouched = 7; // BonaPiece 7 with the king on square 0: not a feature of the start position
        for (int j = 0; j < FloatNet.HALF; j++) {
            assertEquals(before.ft[untouched * FloatNet.HALF + j], n.ft[untouched * FloatNet.HALF + j]);
        }
        assertEquals(0, p.touchedCount, "the step clears the gradient");
    }
}
