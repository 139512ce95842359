package kirin.usi;

import kirin.book.Book;
import kirin.book.BookHit;
import kirin.book.BookMoveSelector;
import kirin.book.BookOnTheFly;
import kirin.book.BookOptions;
import kirin.book.Db2016Reader;
import kirin.core.Move;
import kirin.core.Position;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * The opening book the engine plays from. At an idle {@code isready} the engine calls {@link #prepare}, which opens
 * {@code BookDir/BookFile} unless that book is already open with the same {@code BookOnTheFly} and
 * {@code IgnoreBookPly} settings (YaneuraOu reads its book at {@code isready} too). {@code BookFile no_book} closes
 * it. A missing file is reported and the engine plays without a book; malformed lines are reported (the first
 * few, then their number) and the rest of the book is used. Probes are synchronised: the command thread chooses
 * book moves and the search thread asks for ponder moves.
 */
final class BookSource {
    static final String NO_BOOK = "no_book";
    /** The notice printed when the book file is missing (tests filter it like the missing-evaluation notice). */
    static final String MISSING = "no book file ";
    private static final int WARNINGS_SHOWN = 10;

    private Book book;
    private BookMoveSelector selector;
    private String settled;
    private final Random random = new Random();

    /** Opens the book the options name, if it is not the one open; reports on {@code out}. */
    synchronized void prepare(EngineOptions o, UsiOutput out) {
        String file = o.bookFile.get();
        boolean fly = o.bookOnTheFly.get();
        boolean ignorePly = o.ignoreBookPly.get();
        String id = o.bookDir.get() + "|" + file + "|" + fly + "|" + ignorePly;
        if (id.equals(settled)) {
            return;
        }
        close();
        settled = id;
        if (file.equals(NO_BOOK)) {
            return;
        }
        Path path = Path.of(o.bookDir.get(), file);
        if (!Files.isRegularFile(path)) {
            out.info(MISSING + path.toAbsolutePath() + "; playing without a book");
            return;
        }
        long start = System.nanoTime();
        int[] warnings = new int[1];
        try {
            Book b;
            if (fly) {
                b = new BookOnTheFly(path, ignorePly, w -> warn(out, warnings, w));
            } else {
                b = Db2016Reader.read(path, ignorePly, w -> warn(out, warnings, w));
            }
            if (warnings[0] > WARNINGS_SHOWN) {
                out.warning(path + ": " + warnings[0] + " malformed lines skipped in all");
            }
            book = b;
            selector = new BookMoveSelector(b);
            long ms = (System.nanoTime() - start) / 1_000_000;
            out.info("book " + path.toAbsolutePath() + (fly ? " opened on the fly" : " loaded: " + b.size()
                    + " positions") + " (" + ms + " ms)");
        } catch (IOException | RuntimeException e) {
            out.error("cannot read the book " + path.toAbsolutePath() + ": " + e.getMessage()
                    + "; playing without a book");
        }
    }

    private static void warn(UsiOutput out, int[] count, String w) {
        if (++count[0] <= WARNINGS_SHOWN) {
            out.warning(w);
        }
    }

    /** The book move for {@code pos}, or null (no book, or the options and the book give none). */
    synchronized BookHit probe(Position pos, BookOptions options, int[] searchMoves) {
        return probe(pos, options, searchMoves, random);
    }

    /** {@link #probe} with the caller's random numbers (gensfen's threads). */
    synchronized BookHit probe(Position pos, BookOptions options, int[] searchMoves, Random rnd) {
        if (selector == null) {
            return null;
        }
        return selector.select(pos.copy(), options, rnd, searchMoves);
    }

    /** Whether a book is open. */
    synchronized boolean loaded() {
        return selector != null;
    }

    /**
     * A ponder move from the book for the position after {@code bestMove} (its first legal book move), or
     * {@link Move#NONE}: used when the search found no reply to ponder on.
     */
    synchronized int ponderAfter(Position root, int bestMove, boolean flipped) {
        if (selector == null || bestMove == Move.NONE) {
            return Move.NONE;
        }
        Position p = root.copy();
        p.doMove(bestMove);
        List<BookMoveSelector.Candidate> c = selector.candidates(p, flipped);
        return c.isEmpty() ? Move.NONE : c.get(0).move;
    }

    private void close() {
        if (book != null) {
            book.close();
        }
        book = null;
        selector = null;
    }
}
