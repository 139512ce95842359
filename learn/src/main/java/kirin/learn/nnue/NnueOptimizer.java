package kirin.learn.nnue;

import static kirin.learn.nnue.FloatNet.HALF;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The step after a mini-batch: the mean of the worker passes' gradients applied to the float net, by Adam (the
 * default: the layers' gradients differ by orders of magnitude and Adam's per-weight scale needs no tuning per
 * layer) or by plain SGD ({@code w -= eta * mean gradient}, YaneuraOu's NNUE learner's rule). The feature
 * transformer is updated sparsely: only the rows some worker touched, and Adam's moments of a row are kept and
 * advanced only when the row is updated (lazy Adam: a row's moments do not decay in the mini-batches that do not
 * use it). Every parameter is then clipped to what its integer type holds ({@link FloatNet#clip}).
 */
final class NnueOptimizer {
    /** The optimisers. */
    enum Kind { ADAM, SGD }

    static final double BETA1 = 0.9;
    static final double BETA2 = 0.999;
    static final double EPSILON = 1e-8;

    private final FloatNet net;
    private final Kind kind;
    private final float[] denseM;
    private final float[] denseV;
    /** Adam's moments of the feature weights; allocated on the first Adam step (256 MB; none for SGD). */
    private float[] ftM;
    private float[] ftV;
    private long step;
    /** The union of the passes' touched rows in the current step, and the mark of membership. */
    private int[] rows = new int[1 << 16];
    private int rowCount;
    private final int[] mark = new int[FloatNet.INPUTS];

    NnueOptimizer(FloatNet net, Kind kind) {
        this.net = net;
        this.kind = kind;
        denseM = new float[FloatNet.DENSE];
        denseV = new float[FloatNet.DENSE];
    }

    long steps() {
        return step;
    }

    /** Runs a list of tasks on the learner's threads and waits for them all. */
    @FunctionalInterface
    interface Runner {
        void runAll(List<Callable<Void>> tasks) throws IOException;
    }

    /**
     * One step with learning rate {@code eta} from the gradients of {@code passes} summed over {@code count}
     * samples; clears the passes' gradients. The feature rows are updated in {@code parts} slices run by
     * {@code runner}.
     */
    void step(NetPass[] passes, long count, double eta, int parts, Runner runner) throws IOException {
        if (count == 0) {
            return;
        }
        step++;
        if (kind == Kind.ADAM && ftM == null) {
            ftM = new float[net.ft.length];
            ftV = new float[net.ft.length];
        }
        float inv = (float) (1.0 / count);
        double lr = kind == Kind.ADAM
                ? eta * Math.sqrt(1 - Math.pow(BETA2, step)) / (1 - Math.pow(BETA1, step)) : eta;
        float[] g = new float[FloatNet.DENSE];
        for (NetPass p : passes) {
            for (int i = 0; i < FloatNet.DENSE; i++) {
                g[i] += p.denseGrad[i];
            }
        }
        for (int i = 0; i < FloatNet.DENSE; i++) {
            float gi = g[i] * inv;
            float w = net.dense[i] - delta(denseM, denseV, i, gi, lr);
            net.dense[i] = FloatNet.clip(i, w);
        }
        // The union of the touched rows; mark holds the step number of the last step that listed a row.
        rowCount = 0;
        int stamp = (int) step;
        for (NetPass p : passes) {
            for (int k = 0; k < p.touchedCount; k++) {
                int f = p.touched[k];
                if (mark[f] != stamp) {
                    mark[f] = stamp;
                    if (rowCount == rows.length) {
                        rows = java.util.Arrays.copyOf(rows, rows.length * 2);
                    }
                    rows[rowCount++] = f;
                }
            }
        }
        int n = Math.max(1, Math.min(parts, rowCount));
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            int from = (int) ((long) rowCount * t / n);
            int to = (int) ((long) rowCount * (t + 1) / n);
            tasks.add(() -> {
                updateRows(passes, from, to, inv, lr);
                return null;
            });
        }
        runner.runAll(tasks);
        for (NetPass p : passes) {
            p.clear();
        }
    }

    private void updateRows(NetPass[] passes, int from, int to, float inv, double lr) {
        float[] ft = net.ft;
        float[] sum = new float[HALF];
        for (int k = from; k < to; k++) {
            int f = rows[k];
            int row = f * HALF;
            java.util.Arrays.fill(sum, 0f);
            for (NetPass p : passes) {
                if (p.touched(f)) {
                    float[] pg = p.ftGrad;
                    for (int j = 0; j < HALF; j++) {
                        sum[j] += pg[row + j];
                    }
                }
            }
            for (int j = 0; j < HALF; j++) {
                float w = ft[row + j] - delta(ftM, ftV, row + j, sum[j] * inv, lr);
                ft[row + j] = Math.max(-FloatNet.FT_BOUND, Math.min(FloatNet.FT_BOUND, w));
            }
        }
    }

    /** The change of parameter {@code i} for mean gradient {@code g}: Adam's, advancing its moments, or SGD's. */
    private float delta(float[] m, float[] v, int i, float g, double lr) {
        if (kind == Kind.SGD) {
            return (float) (lr * g);
        }
        float mi = (float) (BETA1 * m[i] + (1 - BETA1) * g);
        float vi = (float) (BETA2 * v[i] + (1 - BETA2) * g * g);
        m[i] = mi;
        v[i] = vi;
        return (float) (lr * mi / (Math.sqrt(vi) + EPSILON));
    }
}
