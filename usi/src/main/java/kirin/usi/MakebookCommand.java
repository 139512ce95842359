package kirin.usi;

import kirin.book.BookBackup;
import kirin.book.BookFormatException;
import kirin.book.BookMaker;
import kirin.book.BookThink;
import kirin.book.Db2016Writer;
import kirin.book.GpsBook;
import kirin.book.MemoryBook;
import kirin.eval.draw.DrawFeatures;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawShift;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code makebook <kind> ...}: YaneuraOu's book-making commands (interop.md 6.3) and Kirin's additions. They run to
 * completion on the command thread; progress goes to stderr, warnings and the summary to {@code info string}, and
 * {@code makebook finished.} to stdout at the end.
 * <pre>
 * makebook from_sfen &lt;games.sfen&gt; &lt;book.db&gt; [moves 16] [depth 32]
 * makebook from_kifu &lt;records (.csa/.kif/.kifu files or folders)...&gt; &lt;book.db&gt; [moves 16] [depth 32]
 * makebook think     &lt;games.sfen&gt; &lt;book.db&gt; [startmoves 1] [moves 16] (depth D | nodes N) [multipv 1]
 *                    [save_every 900] [hash 64]
 * makebook merge     &lt;a.db&gt; &lt;b.db&gt; &lt;merged.db&gt;
 * makebook sort      &lt;in.db&gt; &lt;sorted.db&gt;
 * makebook from_gps  &lt;joseki.dat&gt; &lt;book.db&gt; [zero_weight]
 * makebook backup    &lt;in.db&gt; &lt;out.db&gt; [draw_black V] [draw_white V]   (default: DrawValueBlack/White)
 * </pre>
 */
final class MakebookCommand implements Command {
    private static final String USAGE = "makebook from_sfen|from_kifu|think|merge|sort|from_gps|backup ... (see docs/book.md)";
    private final Engine engine;

    MakebookCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("usage: " + USAGE);
        }
        String kind = args.next();
        List<String> files = new ArrayList<>();
        Map<String, String> named = new HashMap<>();
        List<String> t = new ArrayList<>();
        while (args.hasNext()) {
            t.add(args.next());
        }
        for (int i = 0; i < t.size(); i++) {
            String s = t.get(i);
            if (KEYS.contains(s) && i + 1 < t.size()) {
                named.put(s, t.get(++i));
            } else if (s.equals("zero_weight")) {
                named.put(s, "true");
            } else {
                files.add(s);
            }
        }
        if (engine.thinking()) {
            throw new UsiException("makebook: a search is running; send stop first");
        }
        engine.stopAndWait();
        UsiUtilWarnings warnings = new UsiUtilWarnings(engine.out());
        try {
            switch (kind) {
                case "from_sfen" -> fromSfen(files, named, warnings);
                case "from_kifu" -> fromKifu(files, named, warnings);
                case "think" -> think(files, named, warnings);
                case "merge" -> merge(files, warnings);
                case "sort" -> sort(files, warnings);
                case "from_gps" -> fromGps(files, named, warnings);
                case "backup" -> backup(files, named, warnings);
                default -> throw new UsiException("makebook: unknown kind '" + kind + "'; " + USAGE);
            }
        } catch (IOException | BookFormatException | IllegalArgumentException e) {
            throw new UsiException("makebook " + kind + ": " + e.getMessage());
        } finally {
            warnings.summary();
        }
        engine.out().line("makebook finished.");
    }

    private static final List<String> KEYS = List.of("moves", "depth", "startmoves", "nodes", "multipv",
            "save_every", "hash", "draw_black", "draw_white");

    private static void need(List<String> files, int n, String usage) throws UsiException {
        if (files.size() != n) {
            throw new UsiException("makebook " + usage);
        }
    }

    private static int intArg(Map<String, String> named, String key, int dflt) throws UsiException {
        String v = named.get(key);
        if (v == null) {
            return dflt;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new UsiException("makebook: " + key + " needs an integer, got '" + v + "'");
        }
    }

    private void fromSfen(List<String> f, Map<String, String> n, Consumer<String> w) throws IOException,
            UsiException {
        need(f, 2, "from_sfen <games.sfen> <book.db> [moves 16] [depth 32]");
        MemoryBook b = BookMaker.fromSfen(Path.of(f.get(0)), intArg(n, "moves", 16), intArg(n, "depth", 32), w);
        long written = Db2016Writer.write(b.entries(), Path.of(f.get(1)), w);
        engine.out().info("makebook from_sfen: " + written + " positions, " + b.moveCount() + " moves written to "
                + f.get(1));
    }

    private void fromKifu(List<String> f, Map<String, String> n, Consumer<String> w) throws IOException,
            UsiException {
        if (f.size() < 2) {
            throw new UsiException("makebook from_kifu <records...> <book.db> [moves 16] [depth 32]");
        }
        List<Path> inputs = new ArrayList<>();
        for (String s : f.subList(0, f.size() - 1)) {
            inputs.add(Path.of(s));
        }
        String book = f.get(f.size() - 1);
        BookMaker.KifuImport imp = BookMaker.fromKifu(inputs, intArg(n, "moves", 16), intArg(n, "depth", 32), w);
        long written = Db2016Writer.write(imp.book.entries(), Path.of(book), w);
        engine.out().info("makebook from_kifu: " + imp.games + " games from " + imp.files + " file(s) ("
                + imp.cut + " cut short at an illegal or unreadable move, " + imp.empty + " without moves); "
                + written + " positions, " + imp.book.moveCount() + " moves written to " + book);
    }

    private void think(List<String> f, Map<String, String> n, Consumer<String> w) throws IOException,
            UsiException {
        need(f, 2, "think <games.sfen> <book.db> [startmoves 1] [moves 16] (depth D | nodes N) [multipv 1] "
                + "[save_every 900] [hash 64]");
        BookThink.Options o = new BookThink.Options();
        o.startMoves = intArg(n, "startmoves", 1);
        o.moves = intArg(n, "moves", 16);
        o.depth = intArg(n, "depth", 0);
        o.nodes = intArg(n, "nodes", 0);
        o.multiPv = Math.max(1, intArg(n, "multipv", 1));
        o.saveSeconds = intArg(n, "save_every", 900);
        o.hashMb = intArg(n, "hash", 64);
        BookThink.Stats s = BookThink.run(Path.of(f.get(0)), Path.of(f.get(1)), o,
                engine.evaluator(), engine.options().searchOptions(), System.err::println, w,
                () -> false);
        engine.out().info("makebook think: " + s.targets + " positions, " + s.searched + " searched, " + s.skipped
                + " skipped (already in the book)");
    }

    private void merge(List<String> f, Consumer<String> w) throws IOException, UsiException {
        need(f, 3, "merge <a.db> <b.db> <merged.db>");
        MemoryBook m = BookMaker.merge(BookMaker.read(Path.of(f.get(0)), w), BookMaker.read(Path.of(f.get(1)), w));
        long written = Db2016Writer.write(m.entries(), Path.of(f.get(2)), w);
        engine.out().info("makebook merge: " + written + " positions written to " + f.get(2));
    }

    private void sort(List<String> f, Consumer<String> w) throws IOException, UsiException {
        need(f, 2, "sort <in.db> <sorted.db>");
        MemoryBook b = BookMaker.read(Path.of(f.get(0)), w);
        long written = Db2016Writer.write(b.entries(), Path.of(f.get(1)), w);
        engine.out().info("makebook sort: " + written + " positions written to " + f.get(1));
    }

    private void fromGps(List<String> f, Map<String, String> n, Consumer<String> w) throws IOException,
            BookFormatException, UsiException {
        need(f, 2, "from_gps <joseki.dat> <book.db> [zero_weight]");
        GpsBook g = GpsBook.read(Path.of(f.get(0)));
        GpsBook.Import imp = g.toBook(n.containsKey("zero_weight"), w);
        long written = Db2016Writer.write(imp.book.entries(), Path.of(f.get(1)), w);
        engine.out().info("makebook from_gps: " + g.states() + " states and " + g.moveTotal() + " moves in "
                + f.get(0) + "; " + imp.positions + " positions and " + imp.moves + " moves imported ("
                + imp.zeroWeightDropped + " zero-weight moves left out, " + imp.illegal + " illegal, "
                + imp.unreachable + " states not reached), " + written + " positions written to " + f.get(1));
    }

    private void backup(List<String> f, Map<String, String> n, Consumer<String> w) throws IOException,
            UsiException {
        need(f, 2, "backup <in.db> <out.db> [draw_black V] [draw_white V]");
        int black = intArg(n, "draw_black", engine.options().drawValueBlack.getInt());
        int white = intArg(n, "draw_white", engine.options().drawValueWhite.getInt());
        MemoryBook b = BookMaker.read(Path.of(f.get(0)), w);
        // The draw model, when loaded and on, shifts the values of the moves that leave the book (docs/book.md).
        DrawModel model = engine.options().drawModel.get() ? engine.drawModels().model() : null;
        int[] scratch = new int[DrawFeatures.MAX_ACTIVE];
        BookBackup.LeafShift shift = model == null ? null
                : (child, v, dv) -> DrawShift.shiftCentipawns(v, model.probability(child, scratch), dv);
        long changed = BookBackup.run(b, black, white, shift);
        long written = Db2016Writer.write(b.entries(), Path.of(f.get(1)), w);
        engine.out().info("makebook backup: " + changed + " move values changed (draw " + black + " for black, "
                + white + " for white" + (model != null ? ", leaves shifted by the draw model" : "") + "); " + written
                + " positions written to " + f.get(1));
    }

    /** Warnings as {@code info string warning:} lines, the first 20, then their number. */
    private static final class UsiUtilWarnings implements Consumer<String> {
        private final UsiOutput out;
        private long count;

        UsiUtilWarnings(UsiOutput out) {
            this.out = out;
        }

        @Override
        public void accept(String s) {
            if (++count <= 20) {
                out.warning(s);
            }
        }

        void summary() {
            if (count > 20) {
                out.warning(count + " warnings in all");
            }
        }
    }
}
