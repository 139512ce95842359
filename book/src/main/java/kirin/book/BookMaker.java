package kirin.book;

import kirin.core.Move;
import kirin.core.Position;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import kirin.kifu.Kifu;
import kirin.kifu.KifuFiles;

/**
 * The makebook commands that need no search (interop.md 6.3): {@code from_sfen} (a book from game lines),
 * {@code from_kifu} (the same from CSA/KIF game records), {@code merge} and {@code sort}.
 */
public final class BookMaker {
    private BookMaker() {}

    /**
     * {@code from_sfen}: each of the first {@code plies} plies of every game becomes a book move with the next game
     * move as ponder, value 0 and depth {@code depth} (YaneuraOu writes 32); count is the number of games that
     * played the move there. Malformed lines are reported as {@code file:line: what}; a game is used up to its
     * first illegal move.
     */
    public static MemoryBook fromSfen(Path games, int plies, int depth, Consumer<String> warnings)
            throws IOException {
        MemoryBook book = new MemoryBook(false);
        GameLine.forEachIn(games, warnings, g -> addGame(book, g, plies, depth));
        return book;
    }

    /** What {@link #fromKifu} read. */
    public static final class KifuImport {
        /** The book made. */
        public final MemoryBook book = new MemoryBook(false);
        /** Record files read. */
        public int files;
        /** Games read. */
        public int games;
        /** Games cut short by an illegal or unreadable move (used up to there). */
        public int cut;
        /** Games without a move. */
        public int empty;
    }

    /**
     * {@code from_kifu}: {@link #fromSfen} for game records (CSA, KIF, KIFU; files or folders, many games per
     * file; see kirin.kifu): each of the first {@code plies} plies of every game becomes a book move with the next
     * move as ponder, value 0 and depth {@code depth}, count the number of games that played it. A game cut short by
     * an illegal or unreadable move is used up to there and reported (file, game, ply) to {@code warnings}.
     *
     * @throws java.nio.file.NoSuchFileException for a missing input
     */
    public static KifuImport fromKifu(List<Path> inputs, int plies, int depth, Consumer<String> warnings)
            throws IOException {
        KifuImport imp = new KifuImport();
        List<Path> files = KifuFiles.expand(inputs);
        if (files.isEmpty()) {
            throw new IOException("no game-record files (.csa, .kif, .kifu) in " + inputs);
        }
        for (Path f : files) {
            imp.files++;
            for (Kifu k : KifuFiles.read(f)) {
                imp.games++;
                if (k.error() != null) {
                    imp.cut++;
                    warnings.accept(k.error() + "; the game is used up to there");
                }
                if (k.startSfen() == null || k.plies().isEmpty()) {
                    imp.empty++;
                    continue;
                }
                addGame(imp.book, k.startPosition(), k.moves(), plies, depth);
            }
        }
        return imp;
    }

    /** Adds the first {@code plies} plies of {@code g} to {@code book}. */
    public static void addGame(MemoryBook book, GameLine g, int plies, int depth) {
        addGame(book, g.start, g.moves, plies, depth);
    }

    /** Adds the first {@code plies} of the legal {@code moves} from {@code start} (not changed) to {@code book}. */
    public static void addGame(MemoryBook book, Position start, int[] moves, int plies, int depth) {
        Position pos = start.copy();
        for (int i = 0; i < moves.length && i < plies; i++) {
            int m = moves[i];
            int ponder = i + 1 < moves.length ? Move.to16(moves[i + 1]) : Move.NONE;
            BookEntry e = book.entryFor(pos.sfen());
            BookMove old = e.find(Move.to16(m));
            long count = old == null ? 1 : old.count + 1;
            int p = old != null && old.ponder16 != Move.NONE ? old.ponder16 : ponder;
            e.put(new BookMove(m, p, 0, depth, count));
            pos.doMove(m);
        }
    }

    /**
     * {@code merge}: every position of both books; where both have a move, the deeper line is kept (the first
     * book's on equal depth).
     */
    public static MemoryBook merge(MemoryBook a, MemoryBook b) {
        MemoryBook out = new MemoryBook(false);
        for (BookEntry e : a.entries()) {
            BookEntry c = out.entryFor(e.sfen());
            for (BookMove m : e.moves()) {
                c.put(m);
            }
        }
        for (BookEntry e : b.entries()) {
            BookEntry c = out.entryFor(e.sfen());
            for (BookMove m : e.moves()) {
                BookMove old = c.find(m.move16);
                if (old == null || m.depth > old.depth) {
                    c.put(m);
                }
            }
        }
        return out;
    }

    /** Reads a DB2016 book with keys that keep the ply (what makebook works on). */
    public static MemoryBook read(Path file, Consumer<String> warnings) throws IOException {
        return Db2016Reader.read(file, false, warnings);
    }
}
