package kirin.core.search;

import kirin.core.*;

/**
 * Interim exchange estimate: the capture gain minus the mover's value when the destination is attacked. Same API
 * as the full static exchange evaluator that replaces it.
 */
public final class See {
    public static boolean ge(Position pos, int move, int threshold) {
        return value(pos, move) >= threshold;
    }

    public static int value(Position pos, int move) {
        int to = Move.to(move);
        int victim = Move.isDrop(move) ? 0 : pos.pieceOn(to);
        int gain = victim == 0 ? 0 : PieceValue.captureGain(Piece.type(victim));
        int them = pos.sideToMove() ^ 1;
        if (pos.isAttacked(them, to)) {
            gain -= PieceValue.captureGain(Piece.type(Move.pieceAfter(move)));
        }
        return gain;
    }
}
