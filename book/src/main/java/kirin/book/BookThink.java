package kirin.book;

import kirin.core.Evaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.PieceValue;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.search.QuietListener;
import kirin.core.search.Score;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * {@code makebook think} (interop.md 6.3): Kirin searches every position at plies {@code startmoves..moves} of the
 * games of a sfen file to a depth or a node count with MultiPV and writes the top moves to the book: value = the
 * line's score (centipawns; mate scores as the search's ±(32000 - plies)), depth = the depth reached, count 1, ponder
 * = the line's second move. A position the book already has at an equal or greater depth (or, searching by nodes,
 * at all) with at least MultiPV moves is skipped, so a run stopped half way and started again continues where the
 * last save left it. The book is saved atomically every {@code saveSeconds} and at the end; progress and an ETA go
 * to the progress consumer (stderr).
 */
public final class BookThink {
    /** The command's settings. */
    public static final class Options {
        public int startMoves = 1;
        public int moves = 16;
        public int depth = 0;
        public long nodes = 0;
        public int multiPv = 1;
        public int saveSeconds = 900;
        public int hashMb = 64;
    }

    /** What a run did. */
    public static final class Stats {
        public int targets;
        public int searched;
        public int skipped;
    }

    private BookThink() {}

    /**
     * The SFENs of the distinct positions at plies {@code startMoves..moves} (1 = the game's start) of the games in
     * the file. Each is searched from its SFEN alone, without the game's history, as YaneuraOu does.
     */
    public static List<String> targets(Path games, Options o, Consumer<String> warnings) throws IOException {
        Set<String> seen = new LinkedHashSet<>();
        GameLine.forEachIn(games, warnings, g -> {
            Position pos = g.start.copy();
            for (int ply = 1; ply <= o.moves; ply++) {
                if (ply >= o.startMoves) {
                    seen.add(pos.sfen());
                }
                if (ply - 1 >= g.moves.length) {
                    break;
                }
                pos.doMove(g.moves[ply - 1]);
            }
        });
        return new ArrayList<>(seen);
    }

    /** Runs the command; {@code stop} is polled between positions (a stopped run saves what it has). */
    public static Stats run(Path games, Path bookFile, Options o, Evaluator evaluator, SearchOptions base,
                            Consumer<String> progress, Consumer<String> warnings, BooleanSupplier stop)
            throws IOException {
        if (o.depth <= 0 && o.nodes <= 0) {
            throw new IllegalArgumentException("makebook think needs 'depth D' or 'nodes N'");
        }
        List<String> targets = targets(games, o, warnings);
        MemoryBook book = Files.isRegularFile(bookFile) ? BookMaker.read(bookFile, warnings) : new MemoryBook(false);
        Stats st = new Stats();
        st.targets = targets.size();
        Search search = new Search(new TranspositionTable(o.hashMb), evaluator.copy());
        SearchOptions so = base.rulesOnly(o.multiPv);
        int[] scratch = new int[MoveGenerator.MAX_MOVES];
        long start = System.nanoTime();
        long lastSave = start;
        long lastReport = 0;
        for (int i = 0; i < targets.size() && !stop.getAsBoolean(); i++) {
            String key = targets.get(i);
            Position pos = Sfen.parse(key);
            if (done(book.find(key), o) || MoveGenerator.countLegal(pos, scratch, 0) == 0) {
                st.skipped++;
            } else {
                SearchLimits l = new SearchLimits();
                l.depth = o.depth;
                l.nodes = o.nodes;
                search.prepare(false);
                SearchResult r = search.go(pos, l, so, QuietListener.INSTANCE);
                BookEntry e = new BookEntry(key);
                for (int k = 0; k < r.lines.length; k++) {
                    int[] pv = r.lines[k];
                    if (pv.length == 0) {
                        continue;
                    }
                    int score = r.lineScores[k];
                    int value = Score.isMate(score) ? score : PieceValue.toCentipawns(score);
                    e.put(new BookMove(pv[0], pv.length > 1 ? pv[1] : Move.NONE, value, r.depth, 1));
                }
                if (!e.moves().isEmpty()) {
                    book.put(e);
                }
                st.searched++;
            }
            long now = System.nanoTime();
            if (now - lastReport > 1_000_000_000L || i + 1 == targets.size()) {
                lastReport = now;
                progress.accept(progressLine(i + 1, targets.size(), st, now - start));
            }
            if (now - lastSave > o.saveSeconds * 1_000_000_000L) {
                Db2016Writer.write(book.entries(), bookFile, warnings);
                lastSave = now;
                progress.accept("makebook think: saved " + book.size() + " positions to " + bookFile);
            }
        }
        long n = Db2016Writer.write(book.entries(), bookFile, warnings);
        progress.accept("makebook think: " + st.searched + " positions searched, " + st.skipped + " skipped, "
                + n + " positions written to " + bookFile);
        return st;
    }

    private static boolean done(BookEntry e, Options o) {
        if (e == null || e.moves().size() < o.multiPv) {
            return false;
        }
        if (o.depth <= 0) {
            return true;
        }
        for (BookMove m : e.moves()) {
            if (m.depth >= o.depth) {
                return true;
            }
        }
        return false;
    }

    static String progressLine(int done, int total, Stats st, long nanos) {
        double s = nanos / 1e9;
        double rate = st.searched / Math.max(s, 1e-9);
        int left = total - done;
        String eta = st.searched == 0 ? "?" : formatSeconds(left / Math.max(rate, 1e-9));
        return String.format(Locale.ROOT, "makebook think: %d/%d positions (%.1f%%), %d searched, %d skipped, "
                + "%.2f positions/s, ETA %s", done, total, 100.0 * done / Math.max(total, 1), st.searched, st.skipped,
                rate, eta);
    }

    static String formatSeconds(double secs) {
        long t = Math.round(secs);
        return t >= 3600 ? String.format(Locale.ROOT, "%dh%02dm%02ds", t / 3600, t / 60 % 60, t % 60)
                : t >= 60 ? String.format(Locale.ROOT, "%dm%02ds", t / 60, t % 60) : t + "s";
    }
}
