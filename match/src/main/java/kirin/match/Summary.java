package kirin.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The result lines of a match, in cutechess-cli's format, then Kirin's search statistics of each engine. */
public final class Summary {
    private Summary() {}

    /**
     * The summary: the score line, the first engine's score with each colour, black against white, the Elo line,
     * the pentanomial line (once a colour-swapped pair has finished: the Elo error bar from pair scores, the one to
     * quote for paired openings), the SPRT line (with an SPRT), how each player's games ended, and (with
     * {@code stats}) each engine's search statistics, first engine first.
     */
    public static List<String> lines(Tally t, Sprt sprt, SearchStats stats) {
        List<String> out = new ArrayList<>();
        out.add("Score of " + t.first() + " vs " + t.second() + ": " + score(t.wins(), t.losses(), t.draws()));
        int[] b = t.asColour(0);
        int[] w = t.asColour(1);
        int[] bw = t.blackWhite();
        out.add("...      " + t.first() + " playing Black: " + score(b[0], b[1], b[2]));
        out.add("...      " + t.first() + " playing White: " + score(w[0], w[1], w[2]));
        out.add("...      Black vs White: " + score(bw[0], bw[1], bw[2]));
        out.add(eloLine(t.elo()));
        if (t.pentanomial().pairs() > 0) {
            out.add(t.pentanomial().line());
        }
        if (sprt != null) {
            out.add(sprtLine(sprt, t));
        }
        for (Map.Entry<String, Map<String, Integer>> player : t.reasons().entrySet()) {
            out.add("Player: " + player.getKey());
            for (Map.Entry<String, Integer> r : player.getValue().entrySet()) {
                out.add("   \"" + r.getKey() + "\": " + r.getValue());
            }
        }
        if (stats != null) {
            out.add(stats.line(t.first()));
            out.add(stats.line(t.second()));
        }
        return out;
    }

    /** {@code W - L - D  [score] N}. */
    static String score(int w, int l, int d) {
        int n = w + l + d;
        String s = n == 0 ? "nan" : String.format(Locale.ROOT, "%.3f", (w + 0.5 * d) / n);
        return w + " - " + l + " - " + d + "  [" + s + "] " + n;
    }

    /**
     * {@code Elo difference: x +/- y, LOS: z %, DrawRatio: w %}, as cutechess-cli prints it. Where the margin is
     * undefined because the score interval reaches 0 or 1 (as at 58-2-0) the 95% interval follows in brackets,
     * e.g. {@code [427.4, inf]}, so that a lopsided result still has its error bar (not when every game had the
     * same result: the interval has no width then).
     */
    public static String eloLine(Elo e) {
        String line = "Elo difference: " + num(e.diff(), 1) + " +/- " + num(e.errorMargin(), 1) + ", LOS: "
                + num(e.los(), 1) + " %, DrawRatio: " + num(e.drawRatio(), 1) + " %";
        double[] i = e.interval();
        if (Double.isNaN(e.errorMargin()) && Double.isFinite(i[0]) != Double.isFinite(i[1])) {
            line += ", 95% interval [" + num(i[0], 1) + ", " + num(i[1], 1) + "]";
        }
        return line;
    }

    /** {@code SPRT: llr x (p%), lbound a, ubound b}, with the decision once there is one. */
    public static String sprtLine(Sprt s, Tally t) {
        double llr = s.llr(t.wins(), t.losses(), t.draws());
        String line = "SPRT: llr " + num(llr, 2) + " (" + num(s.progressPercent(llr), 1) + "%), lbound "
                + num(s.lowerBound(), 2) + ", ubound " + num(s.upperBound(), 2);
        return switch (s.status(t.wins(), t.losses(), t.draws())) {
            case H0 -> line + " - H0 was accepted";
            case H1 -> line + " - H1 was accepted";
            case CONTINUE -> line;
        };
    }

    /** A number with {@code decimals} places; nan, inf and -inf as cutechess-cli prints them. */
    static String num(double x, int decimals) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", x + 0.0); // + 0.0 turns -0.0 into 0.0
    }
}
