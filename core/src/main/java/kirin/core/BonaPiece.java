package kirin.core;

/**
 * BonaPiece numbering, the feature index of one piece for three-piece evaluations, exactly as YaneuraOu's KPPT
 * (interop.md section 5.2). Indices 1..89 are hand pieces, one per piece (the i-th piece of a type, 0-based, is
 * {@code base + i}); 90..1547 are board pieces, one 81-square region per piece type and colour, indexed by square.
 * Index 0 ({@link #ZERO}) is "no piece": pieces in the box (mate problems, handicaps) carry it.
 *
 * <p>Every piece has two indices: {@code fb}, seen from black, and {@code fw}, seen from white (the board turned
 * round: colours swapped and the square inverted). Gold and the promoted minor pieces share the gold regions.
 */
public final class BonaPiece {
    public static final int ZERO = 0;

    public static final int F_HAND_PAWN = 1;
    public static final int E_HAND_PAWN = 20;
    public static final int F_HAND_LANCE = 39;
    public static final int E_HAND_LANCE = 44;
    public static final int F_HAND_KNIGHT = 49;
    public static final int E_HAND_KNIGHT = 54;
    public static final int F_HAND_SILVER = 59;
    public static final int E_HAND_SILVER = 64;
    public static final int F_HAND_GOLD = 69;
    public static final int E_HAND_GOLD = 74;
    public static final int F_HAND_BISHOP = 79;
    public static final int E_HAND_BISHOP = 82;
    public static final int F_HAND_ROOK = 85;
    public static final int E_HAND_ROOK = 88;
    public static final int FE_HAND_END = 90;

    public static final int F_PAWN = 90;
    public static final int E_PAWN = 171;
    public static final int F_LANCE = 252;
    public static final int E_LANCE = 333;
    public static final int F_KNIGHT = 414;
    public static final int E_KNIGHT = 495;
    public static final int F_SILVER = 576;
    public static final int E_SILVER = 657;
    public static final int F_GOLD = 738;
    public static final int E_GOLD = 819;
    public static final int F_BISHOP = 900;
    public static final int E_BISHOP = 981;
    public static final int F_HORSE = 1062;
    public static final int E_HORSE = 1143;
    public static final int F_ROOK = 1224;
    public static final int E_ROOK = 1305;
    public static final int F_DRAGON = 1386;
    public static final int E_DRAGON = 1467;
    /** Number of indices (the KPP/KKP table dimension). */
    public static final int FE_END = 1548;

    /** Board base (index of square 0) by piece code, black view and white view; -1 for kings and empty. */
    private static final int[] BOARD_FB = new int[Piece.NB];
    private static final int[] BOARD_FW = new int[Piece.NB];
    /** Hand base by [color * 8 + base type], black view and white view. */
    private static final int[] HAND_FB = new int[16];
    private static final int[] HAND_FW = new int[16];
    /** For every index: its inverse (seen from the other side) and its left-right mirror. */
    private static final int[] INVERSE = new int[FE_END];
    private static final int[] MIRROR = new int[FE_END];

    static {
        for (int i = 0; i < FE_END; i++) {
            INVERSE[i] = i; // unused hand slots (such as 19, a 19th pawn) map to themselves: both maps are involutions
            MIRROR[i] = i;
        }
        java.util.Arrays.fill(BOARD_FB, -1);
        java.util.Arrays.fill(BOARD_FW, -1);
        int[][] regions = {
            {Piece.PAWN, F_PAWN, E_PAWN}, {Piece.LANCE, F_LANCE, E_LANCE}, {Piece.KNIGHT, F_KNIGHT, E_KNIGHT},
            {Piece.SILVER, F_SILVER, E_SILVER}, {Piece.GOLD, F_GOLD, E_GOLD}, {Piece.BISHOP, F_BISHOP, E_BISHOP},
            {Piece.ROOK, F_ROOK, E_ROOK}, {Piece.PRO_PAWN, F_GOLD, E_GOLD}, {Piece.PRO_LANCE, F_GOLD, E_GOLD},
            {Piece.PRO_KNIGHT, F_GOLD, E_GOLD}, {Piece.PRO_SILVER, F_GOLD, E_GOLD},
            {Piece.HORSE, F_HORSE, E_HORSE}, {Piece.DRAGON, F_DRAGON, E_DRAGON},
        };
        for (int[] r : regions) {
            BOARD_FB[Piece.make(Color.BLACK, r[0])] = r[1];
            BOARD_FW[Piece.make(Color.BLACK, r[0])] = r[2];
            BOARD_FB[Piece.make(Color.WHITE, r[0])] = r[2];
            BOARD_FW[Piece.make(Color.WHITE, r[0])] = r[1];
        }
        int[][] hands = {
            {Piece.PAWN, F_HAND_PAWN, E_HAND_PAWN}, {Piece.LANCE, F_HAND_LANCE, E_HAND_LANCE},
            {Piece.KNIGHT, F_HAND_KNIGHT, E_HAND_KNIGHT}, {Piece.SILVER, F_HAND_SILVER, E_HAND_SILVER},
            {Piece.GOLD, F_HAND_GOLD, E_HAND_GOLD}, {Piece.BISHOP, F_HAND_BISHOP, E_HAND_BISHOP},
            {Piece.ROOK, F_HAND_ROOK, E_HAND_ROOK},
        };
        for (int[] h : hands) {
            HAND_FB[h[0]] = h[1];
            HAND_FW[h[0]] = h[2];
            HAND_FB[8 + h[0]] = h[2];
            HAND_FW[8 + h[0]] = h[1];
            int count = Piece.setCount(h[0]);
            for (int i = 0; i < count; i++) {
                INVERSE[h[1] + i] = h[2] + i;
                INVERSE[h[2] + i] = h[1] + i;
                MIRROR[h[1] + i] = h[1] + i;
                MIRROR[h[2] + i] = h[2] + i;
            }
        }
        for (int[] r : regions) {
            for (int sq = 0; sq < Square.NB; sq++) {
                INVERSE[r[1] + sq] = r[2] + Square.inverse(sq);
                INVERSE[r[2] + sq] = r[1] + Square.inverse(sq);
                MIRROR[r[1] + sq] = r[1] + Square.mirror(sq);
                MIRROR[r[2] + sq] = r[2] + Square.mirror(sq);
            }
        }
    }

    private BonaPiece() {}

    /** Black-view index of {@code piece} (not a king) on {@code sq}. */
    public static int boardFb(int piece, int sq) {
        return BOARD_FB[piece] + sq;
    }

    /** White-view index of {@code piece} (not a king) on {@code sq}. */
    public static int boardFw(int piece, int sq) {
        return BOARD_FW[piece] + Square.inverse(sq);
    }

    /** Black-view index of the {@code i}-th (0-based) hand piece of base {@code type} held by {@code color}. */
    public static int handFb(int color, int type, int i) {
        return HAND_FB[color * 8 + type] + i;
    }

    /** White-view index of the {@code i}-th (0-based) hand piece of base {@code type} held by {@code color}. */
    public static int handFw(int color, int type, int i) {
        return HAND_FW[color * 8 + type] + i;
    }

    /** The same piece seen from the other side: black-view index to white-view index and back. */
    public static int inverse(int bp) {
        return INVERSE[bp];
    }

    /** The index of the piece on the left-right mirrored square (hand pieces are unchanged). */
    public static int mirror(int bp) {
        return MIRROR[bp];
    }

    /** True for the hand indices 1..89. */
    public static boolean isHand(int bp) {
        return bp > ZERO && bp < FE_HAND_END;
    }
}
