package kirin.book;

/**
 * The settings of book move selection, with YaneuraOu's option names and defaults (interop.md 6.2). The engine
 * copies its USI options into one of these for each probe.
 */
public final class BookOptions {
    /** {@code USI_OwnBook}. */
    public boolean ownBook = true;
    /** {@code BookMoves}: use the book only while the game ply is at most this. */
    public int bookMoves = 16;
    /** {@code BookIgnoreRate}: percent chance of not using the book at all for a move. */
    public int ignoreRate = 0;
    /** {@code NarrowBook}: drop moves chosen less than 10% of the time (by count). */
    public boolean narrowBook = false;
    /** {@code BookEvalDiff}: keep moves whose value is at least the best value minus this. */
    public int evalDiff = 30;
    /** {@code BookEvalBlackLimit}: black's moves also need at least this value. */
    public int evalBlackLimit = 0;
    /** {@code BookEvalWhiteLimit}: white's moves also need at least this value. */
    public int evalWhiteLimit = -140;
    /** {@code BookDepthLimit}: ignore the entry when its best move's depth is below this (0 = never). */
    public int depthLimit = 16;
    /** {@code ConsiderBookMoveCount}: choose in proportion to count instead of uniformly. */
    public boolean considerCount = false;
    /** {@code BookPvMoves}: length of the PV printed for book hits. */
    public int pvMoves = 8;
    /** {@code FlippedBook}: also look up the colour-flipped position. */
    public boolean flippedBook = true;
}
