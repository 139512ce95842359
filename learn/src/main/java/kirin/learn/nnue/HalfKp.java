package kirin.learn.nnue;

import kirin.core.Color;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.nnue.NnueNet;

/**
 * The HalfKP features of a position as the engine's evaluation ({@code kirin.eval.nnue.NnueEvaluator}) adds them:
 * per perspective, {@code 1548 * king + BonaPiece} over the 38 piece-list slots (black: its king square and the
 * {@code fb} list; white: its king square turned round and the {@code fw} list), a piece in the box counting as
 * BonaPiece 0 like any other.
 */
public final class HalfKp {
    /** Features per perspective: one per piece-list slot. */
    public static final int N = Position.PIECE_NO_KING;

    private HalfKp() {}

    /** Fills {@code own} with the side to move's features and {@code other} with the other side's. */
    public static void features(Position pos, int[] own, int[] other) {
        int stm = pos.sideToMove();
        fill(pos, stm, own);
        fill(pos, stm ^ 1, other);
    }

    private static void fill(Position pos, int c, int[] out) {
        int k = pos.kingSquare(c);
        int king = c == Color.BLACK ? k : Square.inverse(k);
        int[] list = c == Color.BLACK ? pos.pieceListFb() : pos.pieceListFw();
        for (int i = 0; i < N; i++) {
            out[i] = NnueNet.feature(king, list[i]);
        }
    }

    /** True if the position has both kings (a position without one has no HalfKP features). */
    public static boolean hasKings(Position pos) {
        return pos.kingSquare(Color.BLACK) != Square.NONE && pos.kingSquare(Color.WHITE) != Square.NONE;
    }
}
