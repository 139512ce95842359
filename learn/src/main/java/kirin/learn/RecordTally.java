package kirin.learn;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * The statistics of well-formed training records, as {@link PsvStats} ({@code sfenstats}) and scale's
 * {@code DataStats} ({@code kirin-spark stats}) both report them: side to move, results (wins, draws, losses), a ply
 * histogram in buckets of 20, a score histogram, and how many moves are illegal in their position. A move counts as
 * illegal when it is not one of the legal moves; special moves (none, resign, win, null) are counted apart, and so
 * are positions that decode but that our SFEN rules reject (two pawns on a file, the side not to move in check),
 * whose moves are not judged. Mergeable ({@link #merge}) and serializable, for the tasks of a cluster.
 */
public final class RecordTally implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The ply histogram's bucket width and number of buckets (the last one open-ended). */
    public static final int PLY_WIDTH = 20;
    public static final int PLY_BUCKETS = 20;
    private static final int[] SCORE_EDGES = {-30000, -3000, -1000, -300, -100, 100, 300, 1000, 3000, 30000};

    private final long[] side = new long[2];
    /** Wins, draws, losses of the side to move. */
    private final long[] result = new long[3];
    private final long[] plies = new long[PLY_BUCKETS + 1];
    private long plyMin = Long.MAX_VALUE;
    private long plyMax = Long.MIN_VALUE;
    private long plySum;
    private final long[] scores = new long[SCORE_EDGES.length + 1];
    private long scoreMin = Long.MAX_VALUE;
    private long scoreMax = Long.MIN_VALUE;
    private long scoreSum;
    private long illegal;
    private long special;
    private long rejected;

    /** Counts record {@code v}, whose packed position {@code raw} decoded (its result and move well-formed). */
    public void add(PackedSfenValue v, RawPosition raw) {
        side[raw.sideToMove()]++;
        result[1 - v.gameResult()]++;
        int ply = v.gamePly();
        plies[plyBucket(ply)]++;
        plyMin = Math.min(plyMin, ply);
        plyMax = Math.max(plyMax, ply);
        plySum += ply;
        int score = v.score();
        int b = 0;
        while (b < SCORE_EDGES.length && score >= SCORE_EDGES[b]) {
            b++;
        }
        scores[b]++;
        scoreMin = Math.min(scoreMin, score);
        scoreMax = Math.max(scoreMax, score);
        scoreSum += score;
        if (Move16.isSpecial(v.move())) {
            special++;
            return;
        }
        Position pos;
        try {
            pos = raw.toPosition(1);
        } catch (PackedSfenException e) {
            rejected++;
            return;
        }
        if (MoveGenerator.legalFrom16(pos, v.move()) == Move.NONE) {
            illegal++;
        }
    }

    /** The ply histogram's bucket of {@code ply}. */
    public static int plyBucket(long ply) {
        return (int) Math.min(ply / PLY_WIDTH, PLY_BUCKETS);
    }

    /** Adds {@code o}'s counts into this one's. */
    public RecordTally merge(RecordTally o) {
        add(side, o.side);
        add(result, o.result);
        add(plies, o.plies);
        plyMin = Math.min(plyMin, o.plyMin);
        plyMax = Math.max(plyMax, o.plyMax);
        plySum += o.plySum;
        add(scores, o.scores);
        scoreMin = Math.min(scoreMin, o.scoreMin);
        scoreMax = Math.max(scoreMax, o.scoreMax);
        scoreSum += o.scoreSum;
        illegal += o.illegal;
        special += o.special;
        rejected += o.rejected;
        return this;
    }

    private static void add(long[] into, long[] from) {
        for (int i = 0; i < into.length; i++) {
            into[i] += from[i];
        }
    }

    /**
     * Appends the report's lines on the records read: their count and bytes, {@code trailing} (the line on bytes
     * after the last whole record, or null when there are none), the corrupt records and the errors quoted.
     */
    public static void recordLines(List<String> out, long records, String trailing, long corrupt,
                                   List<String> errors) {
        out.add("records " + records + " (" + records * PackedSfenValue.BYTES + " bytes)");
        if (trailing != null) {
            out.add(trailing);
        }
        out.add("corrupt records " + corrupt + (corrupt > 0 ? " (skipped)" : ""));
        for (String e : errors) {
            out.add("  " + e);
        }
    }

    /** Appends the report's lines for {@code good} records (the well-formed ones counted here; more than 0). */
    public void report(List<String> out, long good) {
        out.add("side to move: black " + count(side[0], good) + ", white " + count(side[1], good));
        out.add("result: win " + count(result[0], good) + ", draw " + count(result[1], good) + ", loss "
                + count(result[2], good));
        out.add(String.format(Locale.ROOT, "ply: min %d, max %d, mean %.1f", plyMin, plyMax, (double) plySum / good));
        plyHistogram(out, "ply", plies, good);
        out.add(String.format(Locale.ROOT, "score: min %d, max %d, mean %.1f", scoreMin, scoreMax,
                (double) scoreSum / good));
        for (int i = 0; i <= SCORE_EDGES.length; i++) {
            if (scores[i] > 0) {
                String range = i == 0 ? "< " + SCORE_EDGES[0] : i == SCORE_EDGES.length ? ">= " + SCORE_EDGES[i - 1]
                        : "[" + SCORE_EDGES[i - 1] + ", " + SCORE_EDGES[i] + ")";
                out.add(String.format(Locale.ROOT, "  score %-15s %s", range, count(scores[i], good)));
            }
        }
        out.add("moves: illegal " + count(illegal, good) + ", special (none/resign/win/null) " + special
                + ", not judged (position breaks the SFEN rules) " + rejected);
    }

    /** Appends a line per non-empty bucket of a ply histogram ({@link #plyBucket}), headed {@code what}. */
    public static void plyHistogram(List<String> out, String what, long[] buckets, long of) {
        for (int i = 0; i <= PLY_BUCKETS; i++) {
            if (buckets[i] > 0) {
                String range = i < PLY_BUCKETS ? i * PLY_WIDTH + "-" + (i * PLY_WIDTH + PLY_WIDTH - 1)
                        : PLY_BUCKETS * PLY_WIDTH + "+";
                out.add(String.format(Locale.ROOT, "  %s %-8s %s", what, range, count(buckets[i], of)));
            }
        }
    }

    /** {@code n} and its percentage of {@code of} (0% of nothing). */
    public static String count(long n, long of) {
        return String.format(Locale.ROOT, "%d (%.1f%%)", n, 100.0 * n / Math.max(1, of));
    }
}
