package kirin.learn.draw;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import kirin.core.Position;
import kirin.eval.draw.DrawFeatures;
import kirin.learn.PackedSfenValue;
import kirin.learn.PsvFormatException;
import kirin.learn.PsvReader;

/**
 * The draw model's training data in memory: the feature indices of every usable record (a position of a game whose
 * end is known, byte 39 of the record: {@link PackedSfenValue#ending()}), its label (1 if the game was drawn) and
 * whether it is held out for validation. Records of one game stay together: a game starts where the ply stops
 * growing (gensfen and convert_kifu write a game's records in a row), and every game is held out with probability
 * {@code validationPercent}%, decided by a hash of the seed and the game's number. With a horizon h &gt; 0 a record
 * of a drawn game is a positive only if it lies at most h plies before the game's last record (the target becomes
 * "the game is drawn within h plies"); the earlier records of that game count as negatives. The recent-move
 * features come from the records of a game that follow each other ({@link RecentMoves}).
 */
public final class DrawData {
    /** Which game ends count as draws. */
    public enum Kinds {
        /** Repetition, the move limit and other draws are all positives. */
        ALL,
        /** Only repetition draws are positives; records of other draws are left out. */
        REPETITION
    }

    /** Records read, by game-end code 0..4, and records with an undefined code (5). */
    public final long[] byEnding = new long[6];
    /** Corrupt records skipped. */
    public long corrupt;
    int size;
    int[] start = new int[1 << 16];
    short[] features = new short[1 << 20];
    byte[] label = new byte[1 << 16];
    boolean[] heldOut = new boolean[1 << 16];
    int[] ply = new int[1 << 16];
    /** Games seen, and the drawn ones, by split (0 training, 1 validation). */
    public final long[] games = new long[2];
    public final long[] drawnGames = new long[2];

    /**
     * Reads {@code files}; {@code horizon} 0 labels every record of a drawn game, h &gt; 0 only its last h plies;
     * {@code maxRecords} stops early (0: no limit). Corrupt records go to {@code log}.
     */
    public static DrawData read(List<Path> files, Kinds kinds, int horizon, int validationPercent, long seed,
                                long maxRecords, Consumer<String> log) throws IOException {
        DrawData d = new DrawData();
        int gameFirst = 0; // the index of the current game's first usable record
        Position into = null;
        int[] idx = new int[DrawFeatures.MAX_ACTIVE];
        long game = -1;
        int lastPly = Integer.MAX_VALUE;
        boolean gameHeld = false;
        boolean gameDrawn = false;
        int gameEnding = -1;
        RecentMoves recent = new RecentMoves();
        for (Path f : files) {
            try (PsvReader r = new PsvReader(f, true)) {
                while (maxRecords <= 0 || d.size < maxRecords) {
                    PackedSfenValue v;
                    try {
                        v = r.next();
                    } catch (PsvFormatException e) {
                        if (++d.corrupt <= 10) {
                            log.accept("learn draw: " + e.getMessage() + " (skipped)");
                        }
                        continue;
                    }
                    if (v == null) {
                        break;
                    }
                    int code = v.ending();
                    d.byEnding[Math.min(code, 5)]++;
                    boolean newGame = v.gamePly() <= lastPly || code != gameEnding;
                    if (newGame) {
                        d.limitToHorizon(gameFirst, horizon);
                        gameFirst = d.size;
                        game++; // a new game: the ply fell back, or the end changed
                        gameHeld = heldOut(seed, game, validationPercent);
                        gameDrawn = PackedSfenValue.isDrawEnding(code);
                        if (code == PackedSfenValue.END_DECISIVE || gameDrawn) {
                            d.games[gameHeld ? 1 : 0]++;
                            d.drawnGames[gameHeld ? 1 : 0] += gameDrawn ? 1 : 0;
                        }
                    }
                    lastPly = v.gamePly();
                    gameEnding = code;
                    if (code != PackedSfenValue.END_DECISIVE && !PackedSfenValue.isDrawEnding(code)) {
                        continue; // unknown: old data, or another program's byte
                    }
                    if (kinds == Kinds.REPETITION && gameDrawn && code != PackedSfenValue.END_REPETITION) {
                        continue;
                    }
                    into = r.position().toPosition(Math.max(1, v.gamePly()), into);
                    int n = DrawFeatures.extract(into, v.gamePly(), recent.quiet(into, v.gamePly(), newGame),
                            recent.goingBack(v.gamePly()), idx);
                    recent.played(v.gamePly(), v.move());
                    d.add(idx, n, gameDrawn, gameHeld, v.gamePly());
                }
            }
        }
        d.limitToHorizon(gameFirst, horizon);
        return d;
    }

    /** Keeps the label 1 only on the records [from, size) within {@code horizon} plies of the last one (0: all). */
    private void limitToHorizon(int from, int horizon) {
        if (horizon <= 0 || from >= size) {
            return;
        }
        int last = ply[size - 1];
        for (int i = from; i < size; i++) {
            if (last - ply[i] > horizon) {
                label[i] = 0;
            }
        }
    }

    /** Deterministic, about {@code percent}% of the games. */
    static boolean heldOut(long seed, long game, int percent) {
        long h = (seed ^ 0x9E3779B97F4A7C15L) + game * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 31)) * 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return Math.floorMod(h, 100) < percent;
    }

    void add(int[] idx, int n, boolean drawn, boolean held, int gamePly) {
        if (size + 1 >= start.length) {
            int c = start.length * 2;
            start = Arrays.copyOf(start, c);
            label = Arrays.copyOf(label, c);
            heldOut = Arrays.copyOf(heldOut, c);
            ply = Arrays.copyOf(ply, c);
        }
        int at = start[size];
        if (at + n > features.length) {
            features = Arrays.copyOf(features, Math.max(features.length * 2, at + n));
        }
        for (int i = 0; i < n; i++) {
            features[at + i] = (short) idx[i];
        }
        label[size] = (byte) (drawn ? 1 : 0);
        heldOut[size] = held;
        ply[size] = gamePly;
        start[++size] = at + n;
    }

    /** Number of usable records. */
    public int size() {
        return size;
    }

    /** Usable records by split (0 training, 1 validation) and label (0 decisive, 1 drawn). */
    public long[][] counts() {
        long[][] c = new long[2][2];
        for (int i = 0; i < size; i++) {
            c[heldOut[i] ? 1 : 0][label[i]]++;
        }
        return c;
    }
}
