package kirin.learn.nnue;

import java.util.List;
import java.util.Locale;
import kirin.core.Position;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueNet;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;
import kirin.learn.train.ElmoLoss;
import kirin.learn.train.RecordFilter;

/**
 * Measures a float net and its quantisation on held-out records: the float net's test sums, and how far the
 * engine's integer evaluation of the saved net ({@link NnueEvaluator}, FV_SCALE 16) is from the float net's
 * {@code 600 z}, with the integer net's own test loss. The learner prints this at every save, so a save that does
 * not evaluate as the float net predicted shows at once.
 */
public final class QuantisationCheck {
    private QuantisationCheck() {}

    /** What a check found over {@code count} positions (values in evaluation units). */
    public record Report(int count, double meanAbsDiff, int maxAbsDiff, double floatLoss, double integerLoss) {
        public String describe() {
            return String.format(Locale.ROOT, "quantised net: %d positions, |integer eval - float eval| mean %.2f max"
                    + " %d ; test loss float %.6f integer %.6f", count, meanAbsDiff, maxAbsDiff, floatLoss,
                    integerLoss);
        }
    }

    /** The test sums of the float net on {@code records}, through {@code pass} (a pass of that net). */
    static ElmoLoss.Sums floatSums(NetPass pass, List<PackedSfenValue> records, ElmoLoss loss) {
        ElmoLoss.Sums s = loss.newSums();
        RawPosition raw = new RawPosition();
        Position pos = null;
        for (PackedSfenValue v : records) {
            pos = RecordFilter.decode(v, raw, pos);
            if (pos == null || !HalfKp.hasKings(pos)) {
                continue;
            }
            HalfKp.features(pos, pass.own, pass.other);
            double z = pass.forward();
            s.add(v.score(), (int) Math.round(600 * z), v.gameResult());
        }
        return s;
    }

    /** Compares {@code net} with {@code quantised} (its quantisation) on {@code records}. */
    public static Report measure(FloatNet net, NnueNet quantised, List<PackedSfenValue> records, ElmoLoss loss) {
        return measure(net, null, quantised, records, loss);
    }

    /**
     * As above, the float net's forward pass rounded as in training with quantisation-aware rounding when
     * {@code rounded} (the rounded dense parameters) is not null.
     */
    static Report measure(FloatNet net, float[] rounded, NnueNet quantised, List<PackedSfenValue> records,
                          ElmoLoss loss) {
        NetPass pass = new NetPass(net, false);
        if (rounded != null) {
            pass.setQat(true, rounded);
        }
        NnueEvaluator e = new NnueEvaluator(quantised, NnueEvaluator.DEFAULT_FV_SCALE);
        RawPosition raw = new RawPosition();
        Position pos = null;
        int n = 0;
        double diff = 0;
        int max = 0;
        double floatLoss = 0;
        double intLoss = 0;
        for (PackedSfenValue v : records) {
            pos = RecordFilter.decode(v, raw, pos);
            if (pos == null || !HalfKp.hasKings(pos)) {
                continue;
            }
            HalfKp.features(pos, pass.own, pass.other);
            double z = pass.forward();
            e.reset(pos);
            int iv = e.value(pos);
            int d = (int) Math.abs(Math.round(600 * z) - iv);
            diff += d;
            max = Math.max(max, d);
            floatLoss += NnueWorker.lossOf(loss, v.score(), z, v.gameResult());
            intLoss += NnueWorker.lossOf(loss, v.score(), iv / 600.0, v.gameResult());
            n++;
        }
        return new Report(n, n == 0 ? 0 : diff / n, max, n == 0 ? 0 : floatLoss / n, n == 0 ? 0 : intLoss / n);
    }
}
