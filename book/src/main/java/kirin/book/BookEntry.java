package kirin.book;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One position of a book: its SFEN (the key, as read or as normalised by the writer) and its moves. Mutable while a
 * book is built; {@link #sortMoves} puts the moves in the order DB2016 files keep them.
 */
public final class BookEntry {
    /** DB2016's move order: count descending, then value descending; equal moves keep their order. */
    public static final Comparator<BookMove> MOVE_ORDER =
            Comparator.comparingLong((BookMove m) -> m.count).reversed()
                    .thenComparing(Comparator.comparingInt((BookMove m) -> m.value).reversed());

    private final String sfen;
    private final List<BookMove> moves;

    public BookEntry(String sfen) {
        this(sfen, new ArrayList<>(4));
    }

    public BookEntry(String sfen, List<BookMove> moves) {
        this.sfen = sfen;
        this.moves = moves;
    }

    public String sfen() {
        return sfen;
    }

    /** The moves, in file order (or as sorted); the list may be changed by the book's builder. */
    public List<BookMove> moves() {
        return moves;
    }

    /** Adds {@code m}, replacing a move with the same {@code move16} (the later line wins). */
    public void put(BookMove m) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).move16 == m.move16) {
                moves.set(i, m);
                return;
            }
        }
        moves.add(m);
    }

    /** The move {@code move16}, or null. */
    public BookMove find(int move16) {
        for (BookMove m : moves) {
            if (m.move16 == move16) {
                return m;
            }
        }
        return null;
    }

    public void sortMoves() {
        moves.sort(MOVE_ORDER);
    }

    @Override
    public String toString() {
        return "sfen " + sfen + " " + moves;
    }
}
