package kirin.match;

/**
 * Match statistics from wins, losses and draws, computed as cutechess-cli does: the Elo difference from the score
 * fraction with the logistic formula, a 95% error margin from the per-game result variance (trinomial W/D/L), the
 * likelihood of superiority from the normal approximation, and the draw ratio.
 *
 * <pre>
 * score  mu = (W + D/2) / N
 * Elo    diff(mu) = -400 log10(1/mu - 1)
 * sigma  = sqrt((W (1-mu)^2 + L mu^2 + D (1/2-mu)^2) / N) / sqrt(N)
 * margin = (diff(mu + phiInv(0.975) sigma) - diff(mu + phiInv(0.025) sigma)) / 2
 * LOS    = 1/2 (1 + erf((W - L) / sqrt(2 (W + L))))
 * </pre>
 *
 * {@code phiInv} uses the same closed-form approximation of the inverse error function as cutechess-cli
 * (Winitzki's), so that the printed error bars agree with its output to the last digit.
 */
public final class Elo {
    private final int wins;
    private final int losses;
    private final int draws;

    public Elo(int wins, int losses, int draws) {
        this.wins = wins;
        this.losses = losses;
        this.draws = draws;
    }

    public int games() {
        return wins + losses + draws;
    }

    /** Score fraction (W + D/2) / N; NaN with no games. */
    public double score() {
        int n = games();
        return n == 0 ? Double.NaN : (wins + 0.5 * draws) / n;
    }

    /** Elo difference for a score fraction: infinite at 0 and 1. */
    public static double diff(double score) {
        return -400.0 * Math.log10(1.0 / score - 1.0);
    }

    /** Elo difference of this result. */
    public double diff() {
        return diff(score());
    }

    /** Half the width of the 95% confidence interval of the Elo difference (NaN when undefined). */
    public double errorMargin() {
        double[] mu = scoreInterval();
        return (diff(mu[1]) - diff(mu[0])) / 2.0;
    }

    /**
     * The 95% confidence interval of the Elo difference as {@code [low, high]}, from the same score interval as
     * {@link #errorMargin}, each end clamped to scores 0 and 1 (so an end may be infinite): defined where the
     * margin is not, at lopsided results such as 58-2-0, whose score interval passes 1. NaNs with no games.
     */
    public double[] interval() {
        double[] mu = scoreInterval();
        return new double[] {diff(Math.max(0.0, mu[0])), diff(Math.min(1.0, mu[1]))};
    }

    /** The 95% interval of the score fraction, unclamped: mean -+ 1.96 per-game deviations / sqrt(N); NaNs with no games. */
    private double[] scoreInterval() {
        int n = games();
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double mu = score();
        double variance = (double) wins / n * sq(1.0 - mu) + (double) losses / n * sq(mu)
                + (double) draws / n * sq(0.5 - mu);
        double stdev = Math.sqrt(variance) / Math.sqrt(n);
        return new double[] {mu + phiInv(0.025) * stdev, mu + phiInv(0.975) * stdev};
    }

    /** Likelihood of superiority in percent (NaN without decisive games). */
    public double los() {
        return 100.0 * 0.5 * (1.0 + erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
    }

    /** Draws over games, in percent. */
    public double drawRatio() {
        int n = games();
        return n == 0 ? Double.NaN : 100.0 * draws / n;
    }

    private static double sq(double x) {
        return x * x;
    }

    /** Quantile of the standard normal distribution, via {@link #erfInv} as in cutechess-cli. */
    static double phiInv(double p) {
        return Math.sqrt(2.0) * erfInv(2.0 * p - 1.0);
    }

    /** Winitzki's approximation of the inverse error function (relative error about 2e-3), cutechess-cli's. */
    static double erfInv(double x) {
        final double pi = 3.1415926535897;
        double a = 8.0 * (pi - 3.0) / (3.0 * pi * (4.0 - pi));
        double y = Math.log(1.0 - x * x);
        double z = 2.0 / (pi * a) + y / 2.0;
        double r = Math.sqrt(Math.sqrt(z * z - y / a) - z);
        return x < 0.0 ? -r : r;
    }

    /** The error function, Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
    static double erf(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        double t = 1.0 / (1.0 + 0.3275911 * Math.abs(x));
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        double r = 1.0 - poly * Math.exp(-x * x);
        return x < 0 ? -r : r;
    }
}
