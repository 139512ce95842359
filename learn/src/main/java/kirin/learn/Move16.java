package kirin.learn;

import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Square;

/**
 * Checks and USI text for a YaneuraOu Move16 read from a file, where nothing guarantees that the 16 bits make sense:
 * {@link Move#toUsi} assumes a well-formed move.
 */
public final class Move16 {
    private Move16() {}

    /**
     * True for {@link Move#NONE}, {@link Move#NULL}, {@link Move#RESIGN}, {@link Move#WIN}, a drop of pawn..gold on a
     * square 0..80 without the promotion flag, or a board move between two different squares 0..80. Whether the move
     * is legal is the position's business.
     */
    public static boolean isWellFormed(int m16) {
        if (m16 == Move.NONE || m16 == Move.NULL || m16 == Move.RESIGN || m16 == Move.WIN) {
            return true;
        }
        if ((m16 & ~0xFFFF) != 0) {
            return false;
        }
        int to = m16 & 0x7F;
        int from = (m16 >>> 7) & 0x7F;
        if (to >= Square.NB) {
            return false;
        }
        if ((m16 & Move.DROP_FLAG) != 0) {
            return (m16 & Move.PROMOTE_FLAG) == 0 && from >= Piece.PAWN && from <= Piece.GOLD;
        }
        return from < Square.NB && from != to;
    }

    /** True for none, null, resign and win: the values that are not moves on the board. */
    public static boolean isSpecial(int m16) {
        return m16 == Move.NONE || m16 == Move.NULL || m16 == Move.RESIGN || m16 == Move.WIN;
    }

    /**
     * USI text of a well-formed Move16 ({@code 7g7f}, {@code P*5e}, {@code none}, {@code null}, {@code resign},
     * {@code win}).
     *
     * @throws IllegalArgumentException if the move is not well formed
     */
    public static String toUsi(int m16) {
        if (!isWellFormed(m16)) {
            throw new IllegalArgumentException("not a Move16: 0x" + Integer.toHexString(m16));
        }
        return Move.toUsi(m16);
    }

    /** The Move16 written {@code text} (the forms {@link #toUsi} writes), or -1 if the text is none of them. */
    public static int parseUsi(String text) {
        switch (text) {
            case "none": return Move.NONE;
            case "null": return Move.NULL;
            case "resign": return Move.RESIGN;
            case "win": return Move.WIN;
            default:
                int m = Move.parse16(text);
                return m == Move.NONE ? -1 : m;
        }
    }
}
