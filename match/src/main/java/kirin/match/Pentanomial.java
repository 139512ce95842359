package kirin.match;

import java.util.Locale;

/**
 * Results of colour-swapped game pairs counted by the first engine's points per pair: 0, 1/2, 1, 3/2 or 2 (LL, LD,
 * LW or DD, WD, WW). The error bar of the Elo difference comes from the variance of the pair scores instead of the
 * single games', which is the right one for paired openings (the two games of a pair are not independent; fishtest
 * and cutechess report it so):
 *
 * <pre>
 * mu     = sum_k c_k (k/4) / P        mean score per game, P pairs
 * var    = sum_k c_k (k/4 - mu)^2 / P variance of a pair's mean score
 * margin = (diff(mu + phiInv(0.975) sqrt(var/P)) - diff(mu + phiInv(0.025) sqrt(var/P))) / 2
 * </pre>
 *
 * with {@link Elo#diff} and {@link Elo#phiInv}. Not thread-safe.
 */
public final class Pentanomial {
    private final long[] counts = new long[5];

    /** Counts a pair from the first engine's points in each of its two games (0, 0.5 or 1 each). */
    public void add(double first, double second) {
        counts[(int) Math.round((first + second) * 2)]++;
    }

    /** Pairs with the first engine's total of {@code halfPoints}/2 points (0..4). */
    public long count(int halfPoints) {
        return counts[halfPoints];
    }

    public long pairs() {
        long p = 0;
        for (long c : counts) {
            p += c;
        }
        return p;
    }

    /** Mean score per game; NaN with no pairs. */
    public double score() {
        long p = pairs();
        if (p == 0) {
            return Double.NaN;
        }
        double s = 0;
        for (int k = 0; k < 5; k++) {
            s += counts[k] * (k / 4.0);
        }
        return s / p;
    }

    /** The Elo difference of the mean score. */
    public double diff() {
        return Elo.diff(score());
    }

    /** Half the 95% interval of the Elo difference from the pair variance; NaN where undefined. */
    public double errorMargin() {
        long p = pairs();
        if (p == 0) {
            return Double.NaN;
        }
        double mu = score();
        double var = 0;
        for (int k = 0; k < 5; k++) {
            var += counts[k] * (k / 4.0 - mu) * (k / 4.0 - mu);
        }
        var /= p;
        double se = Math.sqrt(var / p);
        double hi = mu + Elo.phiInv(0.975) * se;
        double lo = mu + Elo.phiInv(0.025) * se;
        return (Elo.diff(hi) - Elo.diff(lo)) / 2.0;
    }

    /** {@code Pentanomial [LL, LD, LW+DD, WD, WW]: [a, b, c, d, e], Elo x +/- y (pairs)}. */
    public String line() {
        return String.format(Locale.ROOT, "Pentanomial [LL, LD, LW+DD, WD, WW]: [%d, %d, %d, %d, %d], Elo %s +/- %s"
                + " (pair error bar, %d pairs)", counts[0], counts[1], counts[2], counts[3], counts[4],
                Summary.num(diff(), 1), Summary.num(errorMargin(), 1), pairs());
    }
}
