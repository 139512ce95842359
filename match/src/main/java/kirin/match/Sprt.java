package kirin.match;

/**
 * Sequential probability ratio test between H0: Elo = elo0 and H1: Elo = elo1 (logistic Elo), using the
 * generalised SPRT's normal approximation of the log-likelihood ratio on the trinomial W/D/L results:
 *
 * <pre>
 * s0, s1 = 1 / (1 + 10^(-elo/400))       expected scores under H0 and H1
 * mu     = (W + D/2) / N,  var = (W (1-mu)^2 + L mu^2 + D (1/2-mu)^2) / N   (per game)
 * LLR    = N (s1 - s0) (2 mu - s0 - s1) / (2 var)
 * bounds = log(beta / (1 - alpha)) below, log((1 - beta) / alpha) above
 * </pre>
 *
 * A count of zero is replaced by 0.5 first, so that a run of identical results, whose sample variance is zero,
 * still yields evidence, but gradually: with 0.001 (the earlier choice) a single won game gave an LLR of 21.7 for
 * elo1 = 40 and ended a Threads 2 against Threads 1 test after one game (2026-11-24). The test accepts H1 when the
 * LLR reaches the upper bound and H0
 * when it reaches the lower one.
 */
public final class Sprt {
    /** Where the test stands. */
    public enum Status {
        CONTINUE, H0, H1
    }

    private final double elo0;
    private final double elo1;
    private final double alpha;
    private final double beta;

    public Sprt(double elo0, double elo1, double alpha, double beta) {
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("SPRT alpha and beta must lie strictly between 0 and 1");
        }
        if (elo0 == elo1) {
            throw new IllegalArgumentException("SPRT elo0 and elo1 must differ");
        }
        this.elo0 = elo0;
        this.elo1 = elo1;
        this.alpha = alpha;
        this.beta = beta;
    }

    public double elo0() {
        return elo0;
    }

    public double elo1() {
        return elo1;
    }

    public double alpha() {
        return alpha;
    }

    public double beta() {
        return beta;
    }

    public double lowerBound() {
        return Math.log(beta / (1.0 - alpha));
    }

    public double upperBound() {
        return Math.log((1.0 - beta) / alpha);
    }

    static double expectedScore(double elo) {
        return 1.0 / (1.0 + Math.pow(10.0, -elo / 400.0));
    }

    /** The log-likelihood ratio of H1 against H0; 0 before the first game. */
    public double llr(int wins, int losses, int draws) {
        if (wins + losses + draws == 0) {
            return 0;
        }
        double w = regularize(wins);
        double l = regularize(losses);
        double d = regularize(draws);
        double n = w + l + d;
        double mu = (w + 0.5 * d) / n;
        double var = (w * (1 - mu) * (1 - mu) + l * mu * mu + d * (0.5 - mu) * (0.5 - mu)) / n;
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return n * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var);
    }

    private static double regularize(int count) {
        return count == 0 ? 0.5 : count;
    }

    public Status status(int wins, int losses, int draws) {
        double llr = llr(wins, losses, draws);
        if (llr >= upperBound()) {
            return Status.H1;
        }
        if (llr <= lowerBound()) {
            return Status.H0;
        }
        return Status.CONTINUE;
    }

    /** The LLR as a percentage of the distance to the bound it is heading for (negative towards H0). */
    public double progressPercent(double llr) {
        return 100.0 * (llr >= 0 ? llr / upperBound() : -llr / lowerBound());
    }
}
