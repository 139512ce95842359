package kirin.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * Statistics over a {@code .bin} file, as lines of text: the record count, trailing bytes, corrupt records (counted,
 * the first few quoted, then skipped), side to move, results, a ply histogram in buckets of 20, a score histogram,
 * and how many moves are illegal in their position. A move counts as illegal when it is not one of the legal moves;
 * special moves (none, resign, win, null) are counted apart, and so are positions that decode but that our SFEN
 * rules reject (two pawns on a file, the side not to move in check), whose moves are not judged.
 */
public final class PsvStats {
    private static final int PLY_WIDTH = 20;
    private static final int PLY_BUCKETS = 20;
    private static final int[] SCORE_EDGES = {-30000, -3000, -1000, -300, -100, 100, 300, 1000, 3000, 30000};
    private static final int QUOTED_ERRORS = 5;

    private long records;
    private final List<String> errors = new ArrayList<>();
    private long corrupt;
    private final long[] side = new long[2];
    private final long[] result = new long[3];
    private final long[] plies = new long[PLY_BUCKETS + 1];
    private int plyMin = Integer.MAX_VALUE;
    private int plyMax = Integer.MIN_VALUE;
    private long plySum;
    private final long[] scores = new long[SCORE_EDGES.length + 1];
    private int scoreMin = Integer.MAX_VALUE;
    private int scoreMax = Integer.MIN_VALUE;
    private long scoreSum;
    private long illegal;
    private long special;
    private long rejected;
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

    private PsvStats() {}

    /** Reads all of {@code file} and returns the report. */
    public static List<String> of(Path file) throws IOException {
        PsvStats s = new PsvStats();
        int trailing;
        try (PsvReader r = new PsvReader(file, true)) {
            trailing = r.trailingBytes();
            s.records = r.recordCount();
            while (r.nextIndex() < r.recordCount()) {
                try {
                    PackedSfenValue v = r.next();
                    s.add(v, r.position());
                } catch (PsvFormatException e) {
                    if (s.corrupt++ < QUOTED_ERRORS) {
                        s.errors.add(e.getMessage());
                    }
                }
            }
        }
        return s.report(file, trailing);
    }

    private void add(PackedSfenValue v, RawPosition raw) {
        side[raw.sideToMove()]++;
        result[1 - v.gameResult()]++;
        int ply = v.gamePly();
        plies[Math.min(ply / PLY_WIDTH, PLY_BUCKETS)]++;
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

    private List<String> report(Path file, int trailing) {
        List<String> out = new ArrayList<>();
        long good = records - corrupt;
        out.add("file " + file);
        out.add("records " + records + " (" + records * PackedSfenValue.BYTES + " bytes)");
        if (trailing != 0) {
            out.add("trailing bytes " + trailing + " (the size is not a multiple of 40; ignored)");
        }
        out.add("corrupt records " + corrupt + (corrupt > 0 ? " (skipped)" : ""));
        for (String e : errors) {
            out.add("  " + e);
        }
        if (good == 0) {
            return out;
        }
        out.add("side to move: black " + count(side[0], good) + ", white " + count(side[1], good));
        out.add("result: win " + count(result[0], good) + ", draw " + count(result[1], good) + ", loss "
                + count(result[2], good));
        out.add(String.format(Locale.ROOT, "ply: min %d, max %d, mean %.1f", plyMin, plyMax, (double) plySum / good));
        for (int i = 0; i <= PLY_BUCKETS; i++) {
            if (plies[i] > 0) {
                String range = i < PLY_BUCKETS ? i * PLY_WIDTH + "-" + (i * PLY_WIDTH + PLY_WIDTH - 1)
                        : PLY_BUCKETS * PLY_WIDTH + "+";
                out.add(String.format(Locale.ROOT, "  ply %-8s %s", range, count(plies[i], good)));
            }
        }
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
        return out;
    }

    private static String count(long n, long of) {
        return String.format(Locale.ROOT, "%d (%.1f%%)", n, 100.0 * n / of);
    }
}
