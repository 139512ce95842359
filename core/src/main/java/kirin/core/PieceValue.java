package kirin.core;

/**
 * Material values in internal units (pawn = 90), as in YaneuraOu's KPPT build (interop.md section 5.1). Scores
 * print in USI as {@code cp = 100 * value / 90}.
 */
public final class PieceValue {
    public static final int PAWN = 90;
    private static final int[] VALUE = new int[Piece.TYPE_NB];

    static {
        VALUE[Piece.PAWN] = 90;
        VALUE[Piece.LANCE] = 315;
        VALUE[Piece.KNIGHT] = 405;
        VALUE[Piece.SILVER] = 495;
        VALUE[Piece.GOLD] = 540;
        VALUE[Piece.BISHOP] = 855;
        VALUE[Piece.ROOK] = 990;
        VALUE[Piece.KING] = 15000;
        VALUE[Piece.PRO_PAWN] = 540;
        VALUE[Piece.PRO_LANCE] = 540;
        VALUE[Piece.PRO_KNIGHT] = 540;
        VALUE[Piece.PRO_SILVER] = 540;
        VALUE[Piece.HORSE] = 945;
        VALUE[Piece.DRAGON] = 1395;
    }

    private PieceValue() {}

    /** Value of a piece type (promoted types distinct; the king gets a large value for exchange tests only). */
    public static int of(int type) {
        return VALUE[type];
    }

    /** What capturing a piece of this type gains: its value on the board plus its value in hand. */
    public static int captureGain(int type) {
        return VALUE[type] + VALUE[Piece.base(type)];
    }

    /** What promoting a piece of this (unpromoted) type gains. */
    public static int promotionGain(int type) {
        return VALUE[type + Piece.PROMOTED] - VALUE[type];
    }

    /** USI centipawns for an internal value. */
    public static int toCentipawns(int value) {
        return value * 100 / PAWN;
    }
}
