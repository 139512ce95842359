package kirin.core;

/**
 * Pieces as plain ints: the type in the low four bits, the colour in bit 4. Promoted types are the unpromoted
 * type plus {@link #PROMOTED}. Type numbers follow YaneuraOu (pawn 1 .. gold 7, king 8), so that the 16-bit move
 * form can carry a dropped type directly.
 */
public final class Piece {
    public static final int EMPTY = 0;
    public static final int PAWN = 1;
    public static final int LANCE = 2;
    public static final int KNIGHT = 3;
    public static final int SILVER = 4;
    public static final int BISHOP = 5;
    public static final int ROOK = 6;
    public static final int GOLD = 7;
    public static final int KING = 8;
    public static final int PRO_PAWN = 9;
    public static final int PRO_LANCE = 10;
    public static final int PRO_KNIGHT = 11;
    public static final int PRO_SILVER = 12;
    public static final int HORSE = 13;
    public static final int DRAGON = 14;
    /** Number of piece types including EMPTY (0..14). */
    public static final int TYPE_NB = 15;

    /** Added to a promotable type to promote it. */
    public static final int PROMOTED = 8;
    /** Added to a type to make a white piece. */
    public static final int WHITE_BIT = 16;
    /** Piece codes run 0..31. */
    public static final int NB = 32;

    /** Hand piece types, in the canonical SFEN order R, B, G, S, N, L, P. */
    public static final int[] HAND_ORDER = {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};

    private static final String LETTERS = ".PLNSBRGK";
    /** How many of each base type a full set has (both colours together). */
    private static final int[] SET_COUNT = {0, 18, 4, 4, 4, 2, 2, 4, 2};

    private Piece() {}

    public static int make(int color, int type) {
        return (color << 4) | type;
    }

    public static int type(int piece) {
        return piece & 15;
    }

    public static int color(int piece) {
        return piece >>> 4;
    }

    /** True for pawn, lance, knight, silver, bishop and rook. */
    public static boolean canPromote(int type) {
        return type >= PAWN && type <= ROOK;
    }

    public static boolean isPromoted(int type) {
        return type > KING;
    }

    /** The unpromoted type: what a captured piece becomes in hand (king stays king). */
    public static int base(int type) {
        return type > KING ? type - PROMOTED : type;
    }

    /** How many pieces of this base type exist in a full set, both colours together. */
    public static int setCount(int baseType) {
        return SET_COUNT[baseType];
    }

    /** SFEN/USI letter of a base type, upper case ({@code P L N S B R G K}). */
    public static char letter(int baseType) {
        return LETTERS.charAt(baseType);
    }

    /** Base type for an upper- or lower-case SFEN letter, or 0 if it names none. */
    public static int typeOfLetter(char c) {
        int i = LETTERS.indexOf(Character.toUpperCase(c));
        return i <= 0 ? 0 : i;
    }

    /** SFEN text of a piece on the board, e.g. {@code P}, {@code +b}. */
    public static String sfen(int piece) {
        int type = type(piece);
        char c = letter(base(type));
        if (color(piece) == Color.WHITE) {
            c = Character.toLowerCase(c);
        }
        return isPromoted(type) ? "+" + c : String.valueOf(c);
    }
}
