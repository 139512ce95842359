package kirin.core;

/**
 * End-of-game tests that need move generation: checkmate (no legal move: in shogi the side that cannot move
 * loses, in check or not) and the maximum game length with YaneuraOu's {@code MaxMovesToDraw} semantics.
 */
public final class GameEnd {
    private GameEnd() {}

    /** True if the side to move has no legal move and so has lost. */
    public static boolean isMated(Position pos) {
        return !MoveGenerator.hasLegalMove(pos);
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
