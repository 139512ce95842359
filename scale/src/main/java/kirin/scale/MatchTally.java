package kirin.scale;

import java.util.List;
import java.util.Locale;
import kirin.match.Elo;
import kirin.match.GameRecord;
import kirin.match.Pentanomial;
import kirin.match.Sprt;
import kirin.match.Summary;
import kirin.match.Tally;

/**
 * The driver's totals of a distributed match, with the match runner's own classes: games go into a {@link Tally} one
 * at a time in game order within each pair, and after each game the {@link Sprt} is asked exactly as
 * {@code MatchRunner} asks it, so the decision is the one the single-machine runner makes on the same results
 * (and the pairs' {@link Pentanomial} the tally's own).
 */
final class MatchTally {
    private final Tally tally;
    private final Sprt sprt;
    private int decidedAfter = -1;

    MatchTally(String first, String second, Sprt sprt) {
        this.tally = new Tally(first, second);
        this.sprt = sprt;
    }

    /** Adds the games of one pair (one or two, in game order); returns true if the SPRT has decided by now. */
    boolean addPair(List<GameRecord> games) {
        for (GameRecord g : games) {
            tally.add(g);
            if (sprt != null && decidedAfter < 0
                    && sprt.status(tally.wins(), tally.losses(), tally.draws()) != Sprt.Status.CONTINUE) {
                decidedAfter = tally.games();
            }
        }
        return decided();
    }

    boolean decided() {
        return decidedAfter >= 0;
    }

    /** The number of games after which the SPRT decided, or -1. */
    int decidedAfter() {
        return decidedAfter;
    }

    Tally tally() {
        return tally;
    }

    Pentanomial pentanomial() {
        return tally.pentanomial();
    }

    /** The match runner's summary lines (the pentanomial line among them). */
    List<String> summary() {
        return Summary.lines(tally, sprt, null);
    }

    /** A progress line: games, W-L-D, Elo with the pair error bar, LLR. */
    String progress(int total, long elapsedSeconds) {
        Elo elo = tally.elo();
        String s = String.format(Locale.ROOT, "[%d/%d] %s vs %s: %d - %d - %d, Elo %.1f +/- %.1f (pairs)", tally.games(),
                total, tally.first(), tally.second(), tally.wins(), tally.losses(), tally.draws(), elo.diff(),
                pentanomial().errorMargin());
        if (sprt != null) {
            s += String.format(Locale.ROOT, ", LLR %.2f [%.2f, %.2f]", sprt.llr(tally.wins(), tally.losses(),
                    tally.draws()), sprt.lowerBound(), sprt.upperBound());
        }
        return s + ", elapsed " + elapsedSeconds + " s";
    }
}
