package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Position;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueNet;
import kirin.learn.train.ElmoLoss;
import org.junit.jupiter.api.Test;

/**
 * The forward and backward passes: the gradient against finite differences of the elmo loss, the sparse rows, and
 * the float net's value against the engine's integer evaluation of its quantisation.
 */
class NetPassTest {
    private static final ElmoLoss LOSS = new ElmoLoss(0.5, 0.5, 32000);

    /** A random net with larger output weights, so that every layer's gradient is well above float noise. */
    private static FloatNet net() {
        FloatNet n = FloatNet.random(21, false);
        SplittableRandom r = new SplittableRandom(5);
        for (int j = 0; j < FloatNet.L2; j++) {
            n.dense[FloatNet.WO + j] = (float) r.nextDouble(-1.5, 1.5);
        }
        return n;
    }

    private static double loss(NetPass p, int teacher, int result) {
        return NnueWorker.lossOf(LOSS, teacher, p.forward(), result);
    }

    @Test
    void theGradientIsTheLossesSlope() {
        FloatNet n = net();
        NetPass p = new NetPass(n);
        Position pos = Positions.randomGames(1, 30, 3).get(29);
        HalfKp.features(pos, p.own, p.other);
        int teacher = 400;
        int result = -1;
        double z = p.forward();
        p.backward(NnueWorker.gradient(LOSS, teacher, z, result));
        // Finite differences of the float loss: parameters sampled across the layers, and the active feature rows.
        SplittableRandom r = new SplittableRandom(1);
        int checked = 0;
        int agreed = 0;
        for (int k = 0; k < 400; k++) {
            boolean ft = k % 4 == 0;
            int i = ft ? p.own[r.nextInt(p.own.length)] * FloatNet.HALF + r.nextInt(FloatNet.HALF)
                    : r.nextInt(FloatNet.DENSE);
            float[] a = ft ? n.ft : n.dense;
            double analytic = ft ? p.ftGrad[i] : p.denseGrad[i];
            float keep = a[i];
            float eps = 1e-3f;
            a[i] = keep + eps;
            double up = loss(p, teacher, result);
            a[i] = keep - eps;
            double down = loss(p, teacher, result);
            a[i] = keep;
            double numeric = (up - down) / (2 * eps);
            checked++;
            if (Math.abs(numeric - analytic) <= 2e-4 + 0.03 * Math.abs(analytic)) {
                agreed++;
            }
        }
        // A few parameters sit at a clamp's kink, where the one-sided slopes differ: almost all must agree.
        assertTrue(agreed >= checked * 0.97, agreed + " of " + checked + " gradients agree");
    }

    @Test
    void onlyTheActiveFeatureRowsGetAGradient() {
        FloatNet n = net();
        NetPass p = new NetPass(n);
        Position pos = Position.startpos();
        HalfKp.features(pos, p.own, p.other);
        p.backward(NnueWorker.gradient(LOSS, 100, p.forward(), 1));
        java.util.Set<Integer> active = new java.util.HashSet<>();
        for (int f : p.own) {
            active.add(f);
        }
        for (int f : p.other) {
            active.add(f);
        }
        assertEquals(active.size(), p.touchedCount);
        for (int k = 0; k < p.touchedCount; k++) {
            assertTrue(active.contains(p.touched[k]));
        }
        p.clear();
        assertEquals(0, p.touchedCount);
        for (int f : active) {
            for (int j = 0; j < FloatNet.HALF; j++) {
                assertEquals(0f, p.ftGrad[f * FloatNet.HALF + j]);
            }
        }
    }

    @Test
    void theQuantisedNetEvaluatesAsTheFloatNetPredicts() {
        FloatNet n = net();
        NnueNet q = n.quantise();
        List<Position> ps = Positions.randomGames(4, 60, 8);
        NnueEvaluator e = new NnueEvaluator(q, NnueEvaluator.DEFAULT_FV_SCALE);
        NetPass plain = new NetPass(n, false);
        NetPass qat = new NetPass(n, false);
        float[] rounded = new float[FloatNet.DENSE];
        NetPass.roundDense(n.dense, rounded);
        qat.setQat(true, rounded);
        double plainDiff = 0;
        double qatDiff = 0;
        int qatMax = 0;
        double size = 0;
        for (Position pos : ps) {
            e.reset(pos);
            int v = e.value(pos);
            HalfKp.features(pos, plain.own, plain.other);
            HalfKp.features(pos, qat.own, qat.other);
            plainDiff += Math.abs(600 * plain.forward() - v);
            int d = (int) Math.abs(Math.round(600 * qat.forward()) - v);
            qatDiff += d;
            qatMax = Math.max(qatMax, d);
            size += Math.abs(v);
        }
        int count = ps.size();
        // The rounded forward pass is the integer net but for the final division's truncation and float sums (at
        // most one unit). The plain float pass differs by the weights' rounding too.
        assertTrue(qatMax <= 1, "rounded forward: mean |diff| " + qatDiff / count + ", max " + qatMax);
        assertTrue(plainDiff / count < 0.1 * size / count, "float forward: mean |diff| " + plainDiff / count
                + " for mean |value| " + size / count);
    }
}
