package kirin.book;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Chooses a book move as YaneuraOu's {@code BookMoveSelector} does (interop.md 6.2): the entry is looked up (and,
 * with {@code FlippedBook}, the colour-flipped position too), illegal moves are dropped, the entry is ignored when its
 * best move is shallower than {@code BookDepthLimit}, moves worse than the best by more than {@code BookEvalDiff} or
 * below the side's limit are dropped, {@code NarrowBook} drops moves chosen less than 10% of the time, and one of the
 * survivors is picked uniformly or, with {@code ConsiderBookMoveCount}, in proportion to its count.
 */
public final class BookMoveSelector {
    private final Book book;

    public BookMoveSelector(Book book) {
        this.book = book;
    }

    public Book book() {
        return book;
    }

    /**
     * The book moves of {@code pos} that are legal there, in entry order, with moves and ponders as full moves in
     * {@code pos}'s orientation (ponders that are not legal after their move become {@link Move#NONE}); empty when
     * the book does not have the position.
     */
    public List<Candidate> candidates(Position pos, boolean flipped) {
        BookEntry e = book.find(BookKeys.key(pos, book.ignorePly()));
        boolean flip = false;
        if (e == null && flipped) {
            e = book.find(BookKeys.flippedKey(pos, book.ignorePly()));
            flip = true;
        }
        List<Candidate> out = new ArrayList<>();
        if (e == null) {
            return out;
        }
        for (BookMove m : e.moves()) {
            int m16 = flip ? BookKeys.flipMove(m.move16) : m.move16;
            int move = m16 == Move.NONE ? Move.NONE : MoveGenerator.legalFrom16(pos, m16);
            if (move == Move.NONE) {
                continue;
            }
            int p16 = flip ? BookKeys.flipMove(m.ponder16) : m.ponder16;
            int ponder = Move.NONE;
            if (p16 != Move.NONE) {
                pos.doMove(move);
                ponder = MoveGenerator.legalFrom16(pos, p16);
                pos.undoMove();
            }
            out.add(new Candidate(move, ponder, m));
        }
        return out;
    }

    /**
     * The book's move for {@code pos} under {@code o}, or null when the book is off, the ply is past
     * {@code BookMoves}, the rate says ignore it, or no move survives. {@code searchMoves} (Move16 values, or null)
     * restricts the choice as {@code go searchmoves} does.
     */
    public BookHit select(Position pos, BookOptions o, Random rnd, int[] searchMoves) {
        if (!o.ownBook || pos.gamePly() > o.bookMoves) {
            return null;
        }
        if (o.ignoreRate > 0 && rnd.nextInt(100) < o.ignoreRate) {
            return null;
        }
        List<Candidate> all = candidates(pos, o.flippedBook);
        List<Candidate> kept = filter(all, o, pos.sideToMove(), searchMoves);
        if (kept.isEmpty()) {
            return null;
        }
        double[] weights = new double[kept.size()];
        boolean allZero = true;
        for (Candidate c : kept) {
            allZero &= c.book.count == 0;
        }
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = !o.considerCount || allZero ? 1 : kept.get(i).book.count;
            total += weights[i];
        }
        double r = rnd.nextDouble() * total;
        int chosen = weights.length - 1;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                chosen = i;
                break;
            }
        }
        List<String> info = new ArrayList<>(kept.size());
        for (int i = 0; i < kept.size(); i++) {
            Candidate c = kept.get(i);
            info.add("info multipv " + (i + 1) + " score cp " + c.book.value + " depth " + c.book.depth + " pv "
                    + pvText(pos, c, o) + String.format(Locale.ROOT, " (%.2f%%)", 100.0 * weights[i] / total));
        }
        Candidate c = kept.get(chosen);
        return new BookHit(c.move, ponderFor(pos, c, o.flippedBook), info);
    }

    /** The candidates that survive the depth, value, side-limit and narrow-book rules, in entry order. */
    static List<Candidate> filter(List<Candidate> all, BookOptions o, int side, int[] searchMoves) {
        List<Candidate> kept = new ArrayList<>();
        if (all.isEmpty()) {
            return kept;
        }
        Candidate best = all.get(0);
        for (Candidate c : all) {
            if (c.book.value > best.book.value) {
                best = c;
            }
        }
        if (o.depthLimit > 0 && best.book.depth < o.depthLimit) {
            return kept;
        }
        int limit = side == 0 ? o.evalBlackLimit : o.evalWhiteLimit;
        long total = 0;
        for (Candidate c : all) {
            total += c.book.count;
        }
        for (Candidate c : all) {
            if (c.book.value < best.book.value - o.evalDiff || c.book.value < limit) {
                continue;
            }
            if (o.narrowBook && total > 0 && c.book.count * 10 < total) {
                continue;
            }
            if (searchMoves != null && !contains(searchMoves, Move.to16(c.move))) {
                continue;
            }
            kept.add(c);
        }
        return kept;
    }

    private static boolean contains(int[] moves16, int m16) {
        for (int m : moves16) {
            if (Move.to16(m) == m16) {
                return true;
            }
        }
        return false;
    }

    /** The expected reply: the entry's ponder if legal, else the book's first move in the position after. */
    private int ponderFor(Position pos, Candidate c, boolean flipped) {
        if (c.ponder != Move.NONE) {
            return c.ponder;
        }
        pos.doMove(c.move);
        try {
            List<Candidate> next = candidates(pos, flipped);
            return next.isEmpty() ? Move.NONE : next.get(0).move;
        } finally {
            pos.undoMove();
        }
    }

    /**
     * The PV printed for a candidate: its move, then the book's first move in each following position (the
     * entry's ponder where the book has no entry), up to {@code BookPvMoves} moves.
     */
    private String pvText(Position pos, Candidate c, BookOptions o) {
        StringBuilder sb = new StringBuilder(Move.toUsi(c.move));
        int done = 0;
        int move = c.move;
        int ponder = c.ponder;
        int length = 1;
        while (true) {
            pos.doMove(move);
            done++;
            if (length >= o.pvMoves) {
                break;
            }
            List<Candidate> next = candidates(pos, o.flippedBook);
            int nextMove;
            if (!next.isEmpty()) {
                nextMove = next.get(0).move;
                ponder = next.get(0).ponder;
            } else if (ponder != Move.NONE) {
                nextMove = ponder;
                ponder = Move.NONE;
            } else {
                break;
            }
            sb.append(' ').append(Move.toUsi(nextMove));
            length++;
            move = nextMove;
        }
        for (int i = 0; i < done; i++) {
            pos.undoMove();
        }
        return sb.toString();
    }

    /** A legal book move of a position, with the book line it came from. */
    public static final class Candidate {
        public final int move;
        public final int ponder;
        public final BookMove book;

        Candidate(int move, int ponder, BookMove book) {
            this.move = move;
            this.ponder = ponder;
            this.book = book;
        }
    }
}
