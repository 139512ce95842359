package kirin.book;

import java.util.List;

/**
 * The book's answer for a position: the chosen move and the expected reply (full legal moves, or
 * {@link kirin.core.Move#NONE} for no reply), and the {@code info} lines describing the candidates.
 */
public final class BookHit {
    public final int move;
    public final int ponder;
    /** One {@code info multipv ...} line per candidate, best first. */
    public final List<String> infoLines;

    public BookHit(int move, int ponder, List<String> infoLines) {
        this.move = move;
        this.ponder = ponder;
        this.infoLines = infoLines;
    }
}
