package kirin.match;

import kirin.book.BookMoveSelector;
import kirin.book.Db2016Reader;
import kirin.book.MemoryBook;
import kirin.core.Move;
import kirin.core.Position;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Match openings drawn from a DB2016 book: {@code plies} moves from the start position, each chosen among the book
 * moves (the colour-flipped position too) whose value is within {@code balance} of the position's best, in
 * proportion to their counts (uniformly when all counts are 0), until the line has {@code plies} moves and its last
 * move's value is within {@code ±balance}: a real opening that neither side leaves clearly worse. Keys ignore the
 * ply, so transpositions are followed. A line that runs out of book or ends unbalanced is drawn again, up to 1000
 * times.
 */
final class BookOpenings {
    private static final int ATTEMPTS = 1000;

    private final BookMoveSelector selector;
    private final MemoryBook book;
    private final int plies;
    private final int balance;

    private BookOpenings(MemoryBook book, int plies, int balance) {
        this.book = book;
        this.selector = new BookMoveSelector(book);
        this.plies = plies;
        this.balance = balance;
    }

    /** Loads the book; malformed lines are reported on stderr and skipped, as the engine does. */
    static BookOpenings load(Path file, int plies, int balance) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("-openings book=" + file + ": no such file");
        }
        MemoryBook b = Db2016Reader.read(file, true, w -> System.err.println("match: " + w));
        if (b.size() == 0) {
            throw new IllegalArgumentException("-openings book=" + file + ": the book has no positions");
        }
        return new BookOpenings(b, plies, balance);
    }

    long positions() {
        return book.size();
    }

    Opening draw(Random rnd) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Position pos = Position.startpos();
            List<String> line = new ArrayList<>(plies);
            int lastValue = 0;
            while (line.size() < plies) {
                List<BookMoveSelector.Candidate> c = selector.candidates(pos, true);
                if (c.isEmpty()) {
                    break;
                }
                int best = Integer.MIN_VALUE;
                for (BookMoveSelector.Candidate k : c) {
                    best = Math.max(best, k.book.value);
                }
                List<BookMoveSelector.Candidate> kept = new ArrayList<>();
                long total = 0;
                for (BookMoveSelector.Candidate k : c) {
                    if (k.book.value >= best - balance) {
                        kept.add(k);
                        total += k.book.count;
                    }
                }
                BookMoveSelector.Candidate pick = kept.get(kept.size() - 1);
                if (total == 0) {
                    pick = kept.get(rnd.nextInt(kept.size()));
                } else {
                    long r = (long) (rnd.nextDouble() * total);
                    for (BookMoveSelector.Candidate k : kept) {
                        r -= k.book.count;
                        if (r < 0) {
                            pick = k;
                            break;
                        }
                    }
                }
                line.add(Move.toUsi(pick.move));
                lastValue = pick.book.value;
                pos.doMove(pick.move);
            }
            if (line.size() == plies && Math.abs(lastValue) <= balance) {
                return new Opening(null, line);
            }
        }
        throw new IllegalStateException("could not draw a balanced book opening of " + plies + " plies in "
                + ATTEMPTS + " attempts: the book's lines are shorter or their values beyond " + balance);
    }
}
