package kirin.book;

import kirin.core.Move;

/**
 * One move of a book entry: the move and the expected reply in YaneuraOu's 16-bit form ({@link Move#NONE} for
 * {@code none}), the value from the side to move's view, the search depth behind it and how often it was chosen.
 * Immutable.
 */
public final class BookMove {
    public final int move16;
    public final int ponder16;
    public final int value;
    public final int depth;
    public final long count;

    public BookMove(int move16, int ponder16, int value, int depth, long count) {
        this.move16 = Move.to16(move16);
        this.ponder16 = Move.to16(ponder16);
        this.value = value;
        this.depth = depth;
        this.count = count;
    }

    public BookMove withValue(int newValue) {
        return new BookMove(move16, ponder16, newValue, depth, count);
    }

    public BookMove withPonder(int newPonder16) {
        return new BookMove(move16, newPonder16, value, depth, count);
    }

    /** The DB2016 move line: {@code <move> <ponder> <value> <depth> <count>}. */
    public String line() {
        return Move.toUsi(move16) + ' ' + Move.toUsi(ponder16) + ' ' + value + ' ' + depth + ' ' + count;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BookMove m && m.move16 == move16 && m.ponder16 == ponder16 && m.value == value
                && m.depth == depth && m.count == count;
    }

    @Override
    public int hashCode() {
        return ((move16 * 31 + ponder16) * 31 + value) * 31 + depth + Long.hashCode(count);
    }

    @Override
    public String toString() {
        return line();
    }
}
