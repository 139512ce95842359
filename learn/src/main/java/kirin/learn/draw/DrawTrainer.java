package kirin.learn.draw;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import kirin.eval.draw.DrawFeatures;
import kirin.eval.draw.DrawModel;

/**
 * Trains the draw model on {@link DrawData}'s training records: logistic regression, binary cross-entropy with the
 * drawn records weighted by {@code drawWeight} (the rare class), AdaGrad per weight, an L2 pull toward 0, a few
 * epochs over a shuffled order. Weighting the positives by w moves the logit by about ln w; the bias is corrected by
 * that much at the end (the prior correction of weighted logistic regression), so that the probabilities are again
 * calibrated to the data's draw rate. {@code featureEnd} restricts the model to the indices below it (the baseline:
 * ply and material only, {@link DrawFeatures#BASELINE_END}).
 */
public final class DrawTrainer {
    /** Settings. */
    public static final class Options {
        public int epochs = 4;
        public double eta = 0.1;
        public double l2 = 1e-6;
        /** Weight of a drawn record; 0 = automatic, the ratio of decisive to drawn training records (at most 100). */
        public double drawWeight = 0;
        public long seed = 1;
        public int featureEnd = DrawFeatures.COUNT;
    }

    private DrawTrainer() {}

    /** The weight the options give drawn records for {@code data}. */
    public static double drawWeight(Options o, DrawData data) {
        if (o.drawWeight > 0) {
            return o.drawWeight;
        }
        long[][] c = data.counts();
        return c[0][1] == 0 ? 1 : Math.max(1, Math.min(100, (double) c[0][0] / c[0][1]));
    }

    /** Trains on the records not held out; progress (one line per epoch) goes to {@code log}. */
    public static DrawModel train(DrawData data, Options o, String note, Consumer<String> log) {
        double w = drawWeight(o, data);
        int n = 0;
        for (int i = 0; i < data.size; i++) {
            n += data.heldOut[i] ? 0 : 1;
        }
        int[] order = new int[n];
        for (int i = 0, k = 0; i < data.size; i++) {
            if (!data.heldOut[i]) {
                order[k++] = i;
            }
        }
        double[] weights = new double[DrawFeatures.COUNT];
        double[] g2 = new double[DrawFeatures.COUNT];
        double bias = 0;
        double biasG2 = 0;
        SplittableRandom rnd = new SplittableRandom(o.seed);
        for (int epoch = 1; epoch <= o.epochs; epoch++) {
            for (int i = n - 1; i > 0; i--) {
                int j = rnd.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            double loss = 0;
            double weightSum = 0;
            for (int r : order) {
                double z = bias;
                for (int k = data.start[r]; k < data.start[r + 1]; k++) {
                    int f = data.features[k];
                    if (f < o.featureEnd) {
                        z += weights[f];
                    }
                }
                double p = 1 / (1 + Math.exp(-z));
                int y = data.label[r];
                double sw = y == 1 ? w : 1;
                loss += sw * (y == 1 ? -Math.log(Math.max(p, 1e-15)) : -Math.log(Math.max(1 - p, 1e-15)));
                weightSum += sw;
                double g = sw * (p - y);
                biasG2 += g * g;
                bias -= o.eta * g / Math.sqrt(biasG2 + 1e-8);
                for (int k = data.start[r]; k < data.start[r + 1]; k++) {
                    int f = data.features[k];
                    if (f < o.featureEnd) {
                        double gf = g + o.l2 * weights[f];
                        g2[f] += gf * gf;
                        weights[f] -= o.eta * gf / Math.sqrt(g2[f] + 1e-8);
                    }
                }
            }
            log.accept(String.format("learn draw: epoch %d, weighted training loss %.5f over %d records (draw weight"
                    + " %.2f)", epoch, loss / Math.max(1, weightSum), n, w));
        }
        float[] out = new float[DrawFeatures.COUNT];
        for (int i = 0; i < out.length; i++) {
            out[i] = (float) weights[i];
        }
        return new DrawModel(out, (float) (bias - Math.log(w)), note);
    }
}
