package kirin.scale;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.learn.Move16;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenException;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;
import kirin.learn.RecordTally;

/**
 * The statistics of a PackedSfenValue data set, mergeable across tasks: records, corrupt records (the structure of
 * the packed position, the result, the move's form, as PsvReader checks them), positions that decode but break the
 * SFEN rules, illegal moves (as PsvStats judges them), side to move, results (wins, draws, losses), plies and scores
 * (PsvStats' buckets), and games: runs of consecutive records of one file whose ply rises, as gensfen writes a
 * game's records (meaningless after a shuffle). Not thread-safe; one per task, then {@link #merge}d.
 */
final class DataStats implements Serializable {
    private static final long serialVersionUID = 1L;
    static final int QUOTED_ERRORS = 5;

    long files;
    long records;
    long trailingBytes;
    long corrupt;
    final List<String> errors = new ArrayList<>();
    final RecordTally tally = new RecordTally();
    long games;
    long gameRecords;
    /** Each game's last ply, bucketed as the plies. */
    final long[] gameLengths = new long[RecordTally.PLY_BUCKETS + 1];
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
        tally.add(v, raw);
    }

    private void endGame() {
        if (lastPly >= 0) {
            games++;
            gameLengths[RecordTally.plyBucket(lastPly)]++;
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
        tally.merge(o.tally);
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
        RecordTally.recordLines(out, records, trailingBytes == 0 ? null
                : "trailing bytes " + trailingBytes + " (sizes not a multiple of 40; ignored)", corrupt, errors);
        if (good == 0) {
            return out;
        }
        tally.report(out, good);
        out.add(String.format(Locale.ROOT, "games (runs of rising ply; unshuffled data only): %d, %.1f records and "
                + "last ply %.1f per game", games, gameRecords / (double) Math.max(1, games),
                gameLengthSum / (double) Math.max(1, games)));
        RecordTally.plyHistogram(out, "last ply", gameLengths, games);
        return out;
    }
}
