package kirin.learn.draw;

import java.util.Arrays;
import kirin.eval.draw.DrawModel;

/**
 * How well a draw model predicts the held-out records of {@link DrawData}: log loss, Brier score, AUC (the chance
 * that a drawn record is ranked above a decisive one, ties counting half) and a reliability table of {@link #BINS}
 * equal-width bins of the predicted probability (count, mean prediction, observed draw rate).
 */
public record DrawMetrics(long records, long draws, double logLoss, double brier, double auc, long[] binCount,
                          double[] binPredicted, double[] binObserved) {
    /** Bins of the reliability table. */
    public static final int BINS = 10;

    /** The metrics of {@code model} on the held-out records of {@code data}. */
    public static DrawMetrics of(DrawModel model, DrawData data) {
        int n = 0;
        for (int i = 0; i < data.size; i++) {
            n += data.heldOut[i] ? 1 : 0;
        }
        double[] p = new double[n];
        byte[] y = new byte[n];
        int[] idx = new int[kirin.eval.draw.DrawFeatures.MAX_ACTIVE];
        for (int i = 0, k = 0; i < data.size; i++) {
            if (data.heldOut[i]) {
                int m = 0;
                for (int j = data.start[i]; j < data.start[i + 1]; j++) {
                    idx[m++] = data.features[j];
                }
                p[k] = 1 / (1 + Math.exp(-model.logit(idx, m)));
                y[k++] = data.label[i];
            }
        }
        return of(p, y);
    }

    /** The metrics of predictions {@code p} against labels {@code y} (0 or 1). */
    public static DrawMetrics of(double[] p, byte[] y) {
        int n = p.length;
        long draws = 0;
        double ll = 0;
        double brier = 0;
        long[] count = new long[BINS];
        double[] sumP = new double[BINS];
        double[] sumY = new double[BINS];
        for (int i = 0; i < n; i++) {
            draws += y[i];
            double q = Math.min(Math.max(p[i], 1e-15), 1 - 1e-15);
            ll -= y[i] == 1 ? Math.log(q) : Math.log(1 - q);
            brier += (p[i] - y[i]) * (p[i] - y[i]);
            int b = Math.min(BINS - 1, (int) (p[i] * BINS));
            count[b]++;
            sumP[b] += p[i];
            sumY[b] += y[i];
        }
        double[] predicted = new double[BINS];
        double[] observed = new double[BINS];
        for (int b = 0; b < BINS; b++) {
            predicted[b] = count[b] > 0 ? sumP[b] / count[b] : Double.NaN;
            observed[b] = count[b] > 0 ? sumY[b] / count[b] : Double.NaN;
        }
        return new DrawMetrics(n, draws, ll / Math.max(1, n), brier / Math.max(1, n), auc(p, y), count, predicted,
                observed);
    }

    /** Mann-Whitney AUC with ties counting half; NaN without both classes. */
    static double auc(double[] p, byte[] y) {
        int n = p.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(p[a], p[b]));
        double rankSum = 0;
        long pos = 0;
        for (int i = 0; i < n; ) {
            int j = i;
            while (j < n && p[order[j]] == p[order[i]]) {
                j++;
            }
            double rank = (i + 1 + j) / 2.0; // mean 1-based rank of the tie group
            for (int k = i; k < j; k++) {
                if (y[order[k]] == 1) {
                    rankSum += rank;
                    pos++;
                }
            }
            i = j;
        }
        long neg = n - pos;
        if (pos == 0 || neg == 0) {
            return Double.NaN;
        }
        return (rankSum - pos * (pos + 1) / 2.0) / ((double) pos * neg);
    }

    /** The Brier score of always predicting the draw rate (the skill reference). */
    public double climatologyBrier() {
        double r = (double) draws / Math.max(1, records);
        return r * (1 - r);
    }

    /** "records N (D drawn), log loss, Brier, AUC". */
    public String summary() {
        return String.format("%d records (%d positives), log loss %.5f, Brier %.5f (draw rate alone %.5f), AUC %.4f",
                records, draws, logLoss, brier, climatologyBrier(), auc);
    }

    /** The reliability table, one line per non-empty bin. */
    public String table() {
        StringBuilder b = new StringBuilder("| predicted bin | records | mean predicted | observed draw rate |\n"
                + "| --- | ---: | ---: | ---: |\n");
        for (int i = 0; i < BINS; i++) {
            if (binCount[i] > 0) {
                b.append(String.format("| %.1f-%.1f | %d | %.4f | %.4f |%n", i / (double) BINS, (i + 1) / (double) BINS,
                        binCount[i], binPredicted[i], binObserved[i]));
            }
        }
        return b.toString();
    }
}
