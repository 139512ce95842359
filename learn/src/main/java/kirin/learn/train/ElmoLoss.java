package kirin.learn.train;

import java.util.Locale;

/**
 * The elmo loss of YaneuraOu's learner (interop.md 3.3): with {@code p = wp(teacher)}, {@code q = wp(shallow)},
 * {@code t = (result + 1) / 2} and {@code wp(v) = sigmoid(v / 600)} (v in internal evaluation units, pawn = 90),
 * the gradient with respect to the (scaled) evaluation is {@code (1 - lambda)(q - t) + lambda (q - p)}, the
 * derivative of the cross-entropy of q against {@code m = (1 - lambda) t + lambda p}. {@code lambda2} replaces
 * {@code lambda} when {@code |teacher| >= lambdaLimit}.
 *
 * <p>{@link Sums} keeps the quantities of the loss line (interop.md 3.4). Logarithms take
 * {@code max(x, 1e-12)} so that a target of exactly 0 or 1 (a won or lost game) gives 0, not NaN, for
 * {@code 0 log 0}.
 */
public final class ElmoLoss {
    private static final double TINY = 1e-12;

    public final double lambda;
    public final double lambda2;
    public final int lambdaLimit;

    public ElmoLoss(double lambda, double lambda2, int lambdaLimit) {
        this.lambda = lambda;
        this.lambda2 = lambda2;
        this.lambdaLimit = lambdaLimit;
    }

    /** YaneuraOu's defaults: lambda 0.33, lambda2 0.33, lambda_limit 32000. */
    public static ElmoLoss defaults() {
        return new ElmoLoss(0.33, 0.33, 32000);
    }

    /** {@code sigmoid(v / 600)}. */
    public static double winningPercentage(double v) {
        return 1.0 / (1.0 + Math.exp(-v / 600.0));
    }

    /** lambda for this teacher score. */
    public double lambdaFor(int teacher) {
        return Math.abs(teacher) >= lambdaLimit ? lambda2 : lambda;
    }

    /**
     * d loss / d shallow-value-in-sigmoid-units: {@code (1 - lambda)(q - t) + lambda (q - p)}, where
     * {@code result} is +1 (the side to move at the root won), 0 or -1, {@code teacher} and {@code shallow} are
     * evaluations from the root side's view.
     */
    public double gradient(int teacher, int shallow, int result) {
        double p = winningPercentage(teacher);
        double q = winningPercentage(shallow);
        double t = (result + 1) / 2.0;
        double l = lambdaFor(teacher);
        return (1 - l) * (q - t) + l * (q - p);
    }

    /** {@code -(t log q + (1 - t) log (1 - q))}. */
    public static double crossEntropy(double t, double q) {
        return -t * Math.log(Math.max(q, TINY)) - (1 - t) * Math.log(Math.max(1 - q, TINY));
    }

    /** {@code crossEntropy(t, t)}. */
    public static double entropy(double t) {
        return crossEntropy(t, t);
    }

    /** Running sums for the loss line; not thread-safe (one per thread, then {@link #add(Sums)}). */
    public final class Sums {
        public long count;
        public double crossEntropyEval;
        public double crossEntropyWin;
        public double entropyEval;
        public double entropyWin;
        public double crossEntropy;
        public double entropy;
        /** Sum of |shallow| (the line's {@code norm}). */
        public double norm;

        /** Adds one record: teacher score, shallow value (both from the root side's view), game result. */
        public void add(int teacher, int shallow, int result) {
            double p = winningPercentage(teacher);
            double q = winningPercentage(shallow);
            double t = (result + 1) / 2.0;
            double l = lambdaFor(teacher);
            double m = (1 - l) * t + l * p;
            count++;
            crossEntropyEval += ElmoLoss.crossEntropy(p, q);
            crossEntropyWin += ElmoLoss.crossEntropy(t, q);
            entropyEval += ElmoLoss.entropy(p);
            entropyWin += ElmoLoss.entropy(t);
            crossEntropy += ElmoLoss.crossEntropy(m, q);
            entropy += ElmoLoss.entropy(m);
            norm += Math.abs(shallow);
        }

        public void add(Sums o) {
            count += o.count;
            crossEntropyEval += o.crossEntropyEval;
            crossEntropyWin += o.crossEntropyWin;
            entropyEval += o.entropyEval;
            entropyWin += o.entropyWin;
            crossEntropy += o.crossEntropy;
            entropy += o.entropy;
            norm += o.norm;
        }

        public void clear() {
            count = 0;
            crossEntropyEval = crossEntropyWin = entropyEval = entropyWin = crossEntropy = entropy = norm = 0;
        }

        /**
         * The averages as in YaneuraOu's loss line, with {@code prefix} "test" or "learn":
         * {@code <prefix>_cross_entropy_eval = x , <prefix>_cross_entropy_win = x , <prefix>_entropy_eval = x ,
         * <prefix>_entropy_win = x , <prefix>_cross_entropy = x , <prefix>_entropy = x} (no norm; the caller
         * places it, as YaneuraOu does for the test part).
         */
        public String format(String prefix) {
            double n = Math.max(1, count);
            return String.format(Locale.ROOT,
                    "%1$s_cross_entropy_eval = %2$s , %1$s_cross_entropy_win = %3$s , %1$s_entropy_eval = %4$s , "
                            + "%1$s_entropy_win = %5$s , %1$s_cross_entropy = %6$s , %1$s_entropy = %7$s",
                    prefix, crossEntropyEval / n, crossEntropyWin / n, entropyEval / n, entropyWin / n,
                    crossEntropy / n, entropy / n);
        }
    }

    public Sums newSums() {
        return new Sums();
    }
}
