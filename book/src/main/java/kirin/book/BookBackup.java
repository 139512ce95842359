package kirin.book;

import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Backs book values up through the book tree by negamax: a move that leads to a position the book has (at any ply:
 * transpositions are joined by their SFEN without the move number) takes minus that position's best value; a move
 * that leaves the book keeps its stored value. A move that returns to a position already on the current line is a
 * repetition and is valued as a draw from the mover's side: {@code DrawValueBlack} when black moves,
 * {@code DrawValueWhite} when white does. With {@code DrawValueBlack -50} and {@code DrawValueWhite 50} black's
 * book steers away from lines that white can draw, and white's book into them (dlshogi's observation: black wins
 * about 70% of computer games, so the draw is white's success).
 *
 * <p>With a {@link LeafShift} (the draw model, docs/search.md "Draw prediction"), a move that leaves the book has its
 * stored value shifted by the predicted draw probability of the position it leads to, toward the mover's draw
 * value: the static values at the book's leaves are where the draw model applies. Back-ups, repetitions and moves
 * inside the book are not shifted again. Run it on the book as made (not on a backed-up book, whose leaf values
 * would be shifted twice).
 *
 * <p>Positions are valued once and the value is reused wherever they recur (the usual
 * graph-history approximation: a position first reached on a line that made its repetition possible keeps the
 * value found there). Depth-first recursion is bounded by the book's longest line.
 */
public final class BookBackup {
    private final Map<String, BookEntry> byPosition = new HashMap<>();
    private final Object2IntOpenHashMap<String> value = new Object2IntOpenHashMap<>();
    private final ObjectOpenHashSet<String> onLine = new ObjectOpenHashSet<>();
    private final int drawBlack;
    private final int drawWhite;
    private final LeafShift shift;
    /** Number of moves whose value changed. */
    public long changed;

    /** The value of a move that leaves the book, given the position it leads to. */
    @FunctionalInterface
    public interface LeafShift {
        /**
         * {@code value} (the mover's view, centipawns) shifted for {@code child} (the position after the move, not
         * to be changed), whose draw is worth {@code moverDrawValue} to the mover.
         */
        int shift(Position child, int value, int moverDrawValue);
    }

    private BookBackup(MemoryBook book, int drawBlack, int drawWhite, LeafShift shift) {
        this.drawBlack = drawBlack;
        this.drawWhite = drawWhite;
        this.shift = shift;
        for (BookEntry e : book.entries()) {
            String k = BookKeys.stripPly(e.sfen());
            BookEntry old = byPosition.get(k);
            if (old == null || BookKeys.ply(e.sfen()) < BookKeys.ply(old.sfen())) {
                byPosition.put(k, e);
            }
        }
    }

    /**
     * Replaces the values of {@code book}'s moves by their backed-up values (in place; moves are re-sorted by
     * value within equal counts as DB2016 orders them) and returns the number of moves changed.
     */
    public static long run(MemoryBook book, int drawValueBlack, int drawValueWhite) {
        return run(book, drawValueBlack, drawValueWhite, null);
    }

    /** As {@link #run(MemoryBook, int, int)}, shifting the values of moves that leave the book by {@code shift}. */
    public static long run(MemoryBook book, int drawValueBlack, int drawValueWhite, LeafShift shift) {
        BookBackup b = new BookBackup(book, drawValueBlack, drawValueWhite, shift);
        for (Map.Entry<String, BookEntry> e : b.byPosition.entrySet()) {
            if (!b.value.containsKey(e.getKey())) {
                Position pos = Sfen.parse(e.getValue().sfen());
                b.evaluate(pos, e.getKey(), e.getValue());
            }
        }
        for (BookEntry e : book.entries()) {
            BookEntry done = b.byPosition.get(BookKeys.stripPly(e.sfen()));
            if (done != e) { // the same position at a larger ply: copy the values found for the smallest
                for (int i = 0; i < e.moves().size(); i++) {
                    BookMove m = done.find(e.moves().get(i).move16);
                    if (m != null) {
                        e.moves().set(i, e.moves().get(i).withValue(m.value));
                    }
                }
            }
            e.sortMoves();
        }
        return b.changed;
    }

    /** The best value of the position {@code key} (side to move's view), updating its moves' values. */
    private int evaluate(Position pos, String key, BookEntry entry) {
        onLine.add(key);
        int mover = pos.sideToMove();
        int best = Integer.MIN_VALUE;
        List<BookMove> moves = entry.moves();
        for (int i = 0; i < moves.size(); i++) {
            BookMove m = moves.get(i);
            int move = m.move16 == Move.NONE ? Move.NONE : MoveGenerator.legalFrom16(pos, m.move16);
            int v = m.value;
            if (move != Move.NONE) {
                pos.doMove(move);
                String childKey = BookKeys.key(pos, true);
                if (onLine.contains(childKey)) {
                    v = mover == Color.BLACK ? drawBlack : drawWhite;
                } else if (value.containsKey(childKey)) {
                    v = -value.getInt(childKey);
                } else {
                    BookEntry child = byPosition.get(childKey);
                    if (child != null) {
                        v = -evaluate(pos, childKey, child);
                    } else if (shift != null) {
                        v = shift.shift(pos, v, mover == Color.BLACK ? drawBlack : drawWhite);
                    }
                }
                pos.undoMove();
            }
            if (v != m.value) {
                moves.set(i, m.withValue(v));
                changed++;
            }
            best = Math.max(best, v);
        }
        onLine.remove(key);
        value.put(key, best);
        return best;
    }
}
