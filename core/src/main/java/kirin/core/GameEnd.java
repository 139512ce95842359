package kirin.core;

/**
 * End-of-game tests that need move generation: checkmate (no legal move: in shogi the side that cannot move
 * loses, in check or not) and the maximum game length with YaneuraOu's {@code MaxMovesToDraw} semantics.
 */
public final class GameEnd {
    private GameEnd() {}

    /** True if the side to move has no legal move and so has lost. Allocates a move list; see the overload. */
    public static boolean isMated(Position pos) {
        return isMated(pos, new int[MoveGenerator.MAX_MOVES]);
    }

    /**
     * {@link #isMated(Position)} with the caller's move list ({@link MoveGenerator#MAX_MOVES} long), for callers
     * that ask it of every position they see (the learner, the Bonanza searcher).
     */
    public static boolean isMated(Position pos, int[] scratch) {
        return !MoveGenerator.hasLegalMove(pos, scratch);
    }

    /**
     * True if the game is drawn by length: {@code maxMovesToDraw} is set (above 0), the game ply (the SFEN move
     * number of the current position) exceeds it, and the side to move is not mated. With 256, the position after
     * the 256th move is a draw unless it is checkmate.
     */
    public static boolean isDrawByMaxMoves(Position pos, int maxMovesToDraw) {
        return maxMovesToDraw > 0 && pos.gamePly() > maxMovesToDraw && !isMated(pos);
    }
}
