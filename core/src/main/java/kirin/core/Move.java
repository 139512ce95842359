package kirin.core;

/**
 * Moves as plain ints. The low 16 bits are exactly YaneuraOu's Move16, the form used by the transposition table,
 * books and training records; bits 16-20 carry the moving piece (with colour) so that a move can be undone and
 * ordered without looking at the board.
 *
 * <pre>
 * bits 0-6   destination square
 * bits 7-13  origin square, or for a drop the dropped type (1 = pawn .. 7 = gold)
 * bit  14    drop
 * bit  15    promotion
 * bits 16-20 moving piece (for a drop, the dropped piece), before promotion
 * </pre>
 */
public final class Move {
    public static final int NONE = 0;
    /** The null move in Move16 form (from = to = 1). */
    public static final int NULL = 129;
    /** Special Move16 values used by YaneuraOu for resignation and entering-king declaration. */
    public static final int RESIGN = 258;
    public static final int WIN = 387;

    public static final int DROP_FLAG = 1 << 14;
    public static final int PROMOTE_FLAG = 1 << 15;

    private Move() {}

    /** A board move of {@code piece} from {@code from} to {@code to}. */
    public static int normal(int from, int to, int piece) {
        return to | (from << 7) | (piece << 16);
    }

    /** A promoting board move. */
    public static int promoting(int from, int to, int piece) {
        return to | (from << 7) | PROMOTE_FLAG | (piece << 16);
    }

    /** A drop of base type {@code type} by {@code color} on {@code to}. */
    public static int drop(int color, int type, int to) {
        return to | (type << 7) | DROP_FLAG | (Piece.make(color, type) << 16);
    }

    public static int to(int move) {
        return move & 0x7F;
    }

    /** Origin square of a board move. */
    public static int from(int move) {
        return (move >>> 7) & 0x7F;
    }

    /** Dropped base type of a drop. */
    public static int dropType(int move) {
        return (move >>> 7) & 0x7F;
    }

    public static boolean isDrop(int move) {
        return (move & DROP_FLAG) != 0;
    }

    public static boolean isPromotion(int move) {
        return (move & PROMOTE_FLAG) != 0;
    }

    /** The moving piece before promotion (for a drop, the dropped piece). */
    public static int piece(int move) {
        return (move >>> 16) & 0x1F;
    }

    /** The piece that stands on the destination after the move. */
    public static int pieceAfter(int move) {
        return piece(move) + ((move >>> 15) & 1) * Piece.PROMOTED;
    }

    /** The 16-bit form (YaneuraOu Move16). */
    public static int to16(int move) {
        return move & 0xFFFF;
    }

    /** USI text: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}, or {@code resign}, {@code win}, {@code none}. */
    public static String toUsi(int move) {
        int m16 = to16(move);
        if (m16 == NONE) {
            return "none";
        }
        if (m16 == NULL) {
            return "null";
        }
        if (m16 == RESIGN) {
            return "resign";
        }
        if (m16 == WIN) {
            return "win";
        }
        if (isDrop(move)) {
            return Piece.letter(dropType(move)) + "*" + Square.name(to(move));
        }
        return Square.name(from(move)) + Square.name(to(move)) + (isPromotion(move) ? "+" : "");
    }

    /**
     * Parses USI move text into Move16 form without looking at a position; returns {@link #NONE} if the text is not
     * a well-formed move. Whether the move is legal is the position's business.
     */
    public static int parse16(String text) {
        int n = text.length();
        if (n == 4 && text.charAt(1) == '*') {
            int type = Piece.typeOfLetter(text.charAt(0));
            int to = Square.parse(text, 2);
            if (type == 0 || type == Piece.KING || !Character.isUpperCase(text.charAt(0)) || to < 0) {
                return NONE;
            }
            return to | (type << 7) | DROP_FLAG;
        }
        if (n == 4 || (n == 5 && text.charAt(4) == '+')) {
            int from = Square.parse(text, 0);
            int to = Square.parse(text, 2);
            if (from < 0 || to < 0 || from == to) {
                return NONE;
            }
            return to | (from << 7) | (n == 5 ? PROMOTE_FLAG : 0);
        }
        return NONE;
    }
}
