package kirin.scale;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.learn.Move16;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenException;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;

/**
 * The statistics of a PackedSfenValue data set, mergeable across tasks: records, corrupt records (the structure of
 * the packed position, the result, the move's form, as PsvReader checks them), positions that decode but break the
 * SFEN rules, illegal moves (as PsvStats judges them), side to move, results (wins, draws, losses), plies and scores
 * (PsvStats' buckets), and games: runs of consecutive records of one file whose ply rises, as gensfen writes a
 * game's records (meaningless after a shuffle). Not thread-safe; one per task, then {@link #merge}d.
 */
final class DataStats implements Serializable {
    private static final long serialVersionUID = 1L;
    static final int PLY_WIDTH = 20;
    static final int PLY_BUCKETS = 20;
    static final int[] SCORE_EDGES = {-30000, -3000, -1000, -300, -100, 100, 300, 1000, 3000, 30000};
    static final int QUOTED_ERRORS = 5;

    long files;
    long records;
    long trailingBytes;
    long corrupt;
    final List<String> errors = new ArrayList<>();
    long rejected;
    long illegal;
    long special;
    final long[] side = new long[2];
    /** Wins, draws, losses of the side to move. */
    final long[] result = new long[3];
    final long[] plies = new long[PLY_BUCKETS + 1];
    long plyMin = Long.MAX_VALUE;
    long plyMax = Long.MIN_VALUE;
    long plySum;
    final long[] scores = new long[SCORE_EDGES.length + 1];
    long scoreMin = Long.MAX_VALUE;
    long scoreMax = Long.MIN_VALUE;
    long scoreSum;
    long games;
    long gameRecords;
    /** Each game's last ply, bucketed as the plies. */
    final long[] gameLengths = new long[PLY_BUCKETS + 1];
    long gameLengthSum;
    private transient RawPosition raw;
    private transient int lastPly = -1;

    /** Starts a new file: a game never runs across files. */
    void startFile() {
        endGame();
        files++;
    }

    /** Ends the current file, which left {@code bytes} bytes after its last whole record. */
    void endFile(long bytes) {
        endGame();
        trailingBytes += bytes;
    }

    /** Adds the record at {@code off} of {@code buf}; {@code where} names it in an error. */
    void add(byte[] buf, int off, String where) {
        records++;
        if (raw == null) {
            raw = new RawPosition();
        }
        PackedSfenValue v = PackedSfenValue.read(buf, off);
        String fault = null;
        try {
            PackedSfen.decode(buf, off, raw);
        } catch (PackedSfenException e) {
            fault = e.getMessage();
        }
        if (fault == null && (v.gameResult() < -1 || v.gameResult() > 1)) {
            fault = "game result " + v.gameResult() + " is not -1, 0 or 1";
        }
        if (fault == null && !Move16.isWellFormed(v.move())) {
            fault = "move 0x" + Integer.toHexString(v.move()) + " is not a Move16";
        }
        if (fault != null) {
            if (corrupt++ < QUOTED_ERRORS) {
                errors.add(where + ": " + fault);
            }
            endGame();
            return;
        }
        int ply = v.gamePly();
        if (ply <= lastPly) {
            endGame();
        }
        lastPly = ply;
        gameRecords++;
        side[raw.sideToMove()]++;
        result[1 - v.gameResult()]++;
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

    private void endGame() {
        if (lastPly >= 0) {
            games++;
            gameLengths[Math.min(lastPly / PLY_WIDTH, PLY_BUCKETS)]++;
            gameLengthSum += lastPly;
        }
        lastPly = -1;
    }

    /** Adds {@code o} into this one (both finished: their files ended). */
    DataStats merge(DataStats o) {
        files += o.files;
        records += o.records;
        trailingBytes += o.trailingBytes;
        corrupt += o.corrupt;
        for (String e : o.errors) {
            if (errors.size() < QUOTED_ERRORS) {
                errors.add(e);
            }
        }
        rejected += o.rejected;
        illegal += o.illegal;
        special += o.special;
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
        games += o.games;
        gameRecords += o.gameRecords;
        add(gameLengths, o.gameLengths);
        gameLengthSum += o.gameLengthSum;
        return this;
    }

    private static void add(long[] into, long[] from) {
        for (int i = 0; i < into.length; i++) {
            into[i] += from[i];
        }
    }

    /** The report, in PsvStats' words where it says the same. */
    List<String> report() {
        List<String> out = new ArrayList<>();
        long good = records - corrupt;
        out.add("files " + files);
        out.add("records " + records + " (" + records * PackedSfenValue.BYTES + " bytes)");
        if (trailingBytes != 0) {
            out.add("trailing bytes " + trailingBytes + " (sizes not a multiple of 40; ignored)");
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
        histogram(out, "ply", plies, good);
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
        out.add(String.format(Locale.ROOT, "games (runs of rising ply; unshuffled data only): %d, %.1f records and "
                + "last ply %.1f per game", games, gameRecords / (double) Math.max(1, games),
                gameLengthSum / (double) Math.max(1, games)));
        histogram(out, "last ply", gameLengths, games);
        return out;
    }

    private static void histogram(List<String> out, String what, long[] buckets, long of) {
        for (int i = 0; i <= PLY_BUCKETS; i++) {
            if (buckets[i] > 0) {
                String range = i < PLY_BUCKETS ? i * PLY_WIDTH + "-" + (i * PLY_WIDTH + PLY_WIDTH - 1)
                        : PLY_BUCKETS * PLY_WIDTH + "+";
                out.add(String.format(Locale.ROOT, "  %s %-8s %s", what, range, count(buckets[i], of)));
            }
        }
    }

    private static String count(long n, long of) {
        return String.format(Locale.ROOT, "%d (%.1f%%)", n, 100.0 * n / Math.max(1, of));
    }
}
