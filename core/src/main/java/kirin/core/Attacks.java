package kirin.core;

/**
 * Attack sets for every piece, as pairs of words (see {@link Bitboard}). Step pieces read precomputed tables.
 * Sliders use one ray per direction: the nearest blocker on a ray toward higher square numbers is the lowest set
 * bit, toward lower numbers the highest, so an attack set needs only and, negate, subtract and a bit scan; a ray
 * that crosses from one word into the other is cut in the far word when the near word already holds a blocker.
 * Each word has its own function ({@code ...Lo}, {@code ...Hi}) so that nothing is allocated to return a pair.
 */
public final class Attacks {
    // Directions as (file delta, rank delta). 0..3 point to higher square numbers, 4..7 to lower ones.
    private static final int[] DF = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DR = {1, 0, 1, -1, -1, 0, -1, 1};
    static final int DOWN = 0;   // toward rank i: a white lance
    static final int UP = 4;     // toward rank a: a black lance

    private static final long[] RAY_LO = new long[8 * Square.NB];
    private static final long[] RAY_HI = new long[8 * Square.NB];
    /** Step attacks indexed by {@code piece * 81 + sq}; slider entries hold the empty-board attacks. */
    private static final long[] STEP_LO = new long[Piece.NB * Square.NB];
    private static final long[] STEP_HI = new long[Piece.NB * Square.NB];
    private static final long[] BETWEEN_LO = new long[Square.NB * Square.NB];
    private static final long[] BETWEEN_HI = new long[Square.NB * Square.NB];
    private static final long[] LINE_LO = new long[Square.NB * Square.NB];
    private static final long[] LINE_HI = new long[Square.NB * Square.NB];

    static {
        for (int sq = 0; sq < Square.NB; sq++) {
            for (int d = 0; d < 8; d++) {
                int f = Square.file(sq) + DF[d];
                int r = Square.rank(sq) + DR[d];
                while (onBoard(f, r)) {
                    int s = Square.of(f, r);
                    RAY_LO[d * Square.NB + sq] |= Bitboard.lo(s);
                    RAY_HI[d * Square.NB + sq] |= Bitboard.hi(s);
                    f += DF[d];
                    r += DR[d];
                }
            }
        }
        for (int color = 0; color < 2; color++) {
            int fwd = color == Color.BLACK ? -1 : 1;
            for (int sq = 0; sq < Square.NB; sq++) {
                setSteps(color, Piece.PAWN, sq, new int[][] {{0, fwd}});
                setSteps(color, Piece.KNIGHT, sq, new int[][] {{-1, 2 * fwd}, {1, 2 * fwd}});
                setSteps(color, Piece.SILVER, sq, new int[][] {{-1, fwd}, {0, fwd}, {1, fwd}, {-1, -fwd}, {1, -fwd}});
                int[][] gold = {{-1, fwd}, {0, fwd}, {1, fwd}, {-1, 0}, {1, 0}, {0, -fwd}};
                for (int t : new int[] {Piece.GOLD, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT, Piece.PRO_SILVER}) {
                    setSteps(color, t, sq, gold);
                }
                int[][] king = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
                setSteps(color, Piece.KING, sq, king);
                setSteps(color, Piece.HORSE, sq, king);
                setSteps(color, Piece.DRAGON, sq, king);
                int i = Piece.make(color, Piece.LANCE) * Square.NB + sq;
                int ray = (color == Color.BLACK ? UP : DOWN) * Square.NB + sq;
                STEP_LO[i] = RAY_LO[ray];
                STEP_HI[i] = RAY_HI[ray];
                for (int d = 0; d < 8; d++) {
                    int t = isDiagonal(d) ? Piece.BISHOP : Piece.ROOK;
                    int j = Piece.make(color, t) * Square.NB + sq;
                    STEP_LO[j] |= RAY_LO[d * Square.NB + sq];
                    STEP_HI[j] |= RAY_HI[d * Square.NB + sq];
                    int promoted = Piece.make(color, t + Piece.PROMOTED) * Square.NB + sq;
                    STEP_LO[promoted] |= RAY_LO[d * Square.NB + sq];
                    STEP_HI[promoted] |= RAY_HI[d * Square.NB + sq];
                }
            }
        }
        for (int a = 0; a < Square.NB; a++) {
            for (int d = 0; d < 8; d++) {
                long betweenLo = 0;
                long betweenHi = 0;
                int f = Square.file(a) + DF[d];
                int r = Square.rank(a) + DR[d];
                while (onBoard(f, r)) {
                    int b = Square.of(f, r);
                    BETWEEN_LO[a * Square.NB + b] = betweenLo;
                    BETWEEN_HI[a * Square.NB + b] = betweenHi;
                    int back = (d + 4) & 7;
                    LINE_LO[a * Square.NB + b] = RAY_LO[d * Square.NB + a] | RAY_LO[back * Square.NB + a] | Bitboard.lo(a);
                    LINE_HI[a * Square.NB + b] = RAY_HI[d * Square.NB + a] | RAY_HI[back * Square.NB + a] | Bitboard.hi(a);
                    betweenLo |= Bitboard.lo(b);
                    betweenHi |= Bitboard.hi(b);
                    f += DF[d];
                    r += DR[d];
                }
            }
        }
    }

    private Attacks() {}

    private static boolean onBoard(int file, int rank) {
        return file >= 1 && file <= 9 && rank >= 1 && rank <= 9;
    }

    private static boolean isDiagonal(int d) {
        return DF[d] != 0 && DR[d] != 0;
    }

    private static void setSteps(int color, int type, int sq, int[][] steps) {
        int i = Piece.make(color, type) * Square.NB + sq;
        for (int[] s : steps) {
            int f = Square.file(sq) + s[0];
            int r = Square.rank(sq) + s[1];
            if (onBoard(f, r)) {
                STEP_LO[i] |= Bitboard.lo(Square.of(f, r));
                STEP_HI[i] |= Bitboard.hi(Square.of(f, r));
            }
        }
    }

    // ---- step pieces and empty-board attacks ----

    /**
     * Low word of the attacks of {@code piece} from {@code sq} on an empty board: exact for step pieces, the full
     * rays for sliders (plus the king steps for horse and dragon). For sliders this is the set of squares from
     * which a line could reach {@code sq}, used to find pinners and checkers cheaply.
     */
    public static long stepLo(int piece, int sq) {
        return STEP_LO[piece * Square.NB + sq];
    }

    /** High word of {@link #stepLo}. */
    public static long stepHi(int piece, int sq) {
        return STEP_HI[piece * Square.NB + sq];
    }

    /** Low word of the king's eight neighbours. */
    public static long kingLo(int sq) {
        return STEP_LO[Piece.KING * Square.NB + sq];
    }

    public static long kingHi(int sq) {
        return STEP_HI[Piece.KING * Square.NB + sq];
    }

    // ---- between and line ----

    /** Squares strictly between a and b if they share a line, else empty. */
    public static long betweenLo(int a, int b) {
        return BETWEEN_LO[a * Square.NB + b];
    }

    public static long betweenHi(int a, int b) {
        return BETWEEN_HI[a * Square.NB + b];
    }

    /** The whole line (edge to edge) through a and b if they share one, else empty. */
    public static long lineLo(int a, int b) {
        return LINE_LO[a * Square.NB + b];
    }

    public static long lineHi(int a, int b) {
        return LINE_HI[a * Square.NB + b];
    }

    /** True if c lies on the line through a and b (a != b). */
    public static boolean aligned(int a, int b, int c) {
        return Bitboard.test(LINE_LO[a * Square.NB + b], LINE_HI[a * Square.NB + b], c);
    }

    // ---- sliders ----

    private static long upLo(int i, long occLo) {
        long r = RAY_LO[i];
        long b = occLo & r;
        return r & (((b & -b) << 1) - 1);
    }

    private static long upHi(int i, long occLo, long occHi) {
        long r = RAY_HI[i];
        long b = occHi & r;
        long nearBlockers = occLo & RAY_LO[i];
        return r & (((b & -b) << 1) - 1) & ((nearBlockers - 1) >> 63);
    }

    private static long downLo(int i, long occLo, long occHi) {
        long r = RAY_LO[i];
        long nearBlockers = occHi & RAY_HI[i];
        return r & -Long.highestOneBit((occLo & r) | 1) & ((nearBlockers - 1) >> 63);
    }

    private static long downHi(int i, long occHi) {
        long r = RAY_HI[i];
        return r & -Long.highestOneBit((occHi & r) | 1);
    }

    /** Low word of a lance's attacks for {@code color} from {@code sq}. */
    public static long lanceLo(int color, int sq, long occLo, long occHi) {
        return color == Color.BLACK ? downLo(UP * Square.NB + sq, occLo, occHi) : upLo(sq, occLo);
    }

    public static long lanceHi(int color, int sq, long occLo, long occHi) {
        return color == Color.BLACK ? downHi(UP * Square.NB + sq, occHi) : upHi(sq, occLo, occHi);
    }

    public static long bishopLo(int sq, long occLo, long occHi) {
        return upLo(2 * Square.NB + sq, occLo) | upLo(3 * Square.NB + sq, occLo)
                | downLo(6 * Square.NB + sq, occLo, occHi) | downLo(7 * Square.NB + sq, occLo, occHi);
    }

    public static long bishopHi(int sq, long occLo, long occHi) {
        return upHi(2 * Square.NB + sq, occLo, occHi) | upHi(3 * Square.NB + sq, occLo, occHi)
                | downHi(6 * Square.NB + sq, occHi) | downHi(7 * Square.NB + sq, occHi);
    }

    public static long rookLo(int sq, long occLo, long occHi) {
        return upLo(sq, occLo) | upLo(Square.NB + sq, occLo)
                | downLo(4 * Square.NB + sq, occLo, occHi) | downLo(5 * Square.NB + sq, occLo, occHi);
    }

    public static long rookHi(int sq, long occLo, long occHi) {
        return upHi(sq, occLo, occHi) | upHi(Square.NB + sq, occLo, occHi)
                | downHi(4 * Square.NB + sq, occHi) | downHi(5 * Square.NB + sq, occHi);
    }

    /** Low word of the attacks of any piece (with colour) from {@code sq} given the occupancy. */
    public static long attacksLo(int piece, int sq, long occLo, long occHi) {
        switch (Piece.type(piece)) {
            case Piece.LANCE:
                return lanceLo(Piece.color(piece), sq, occLo, occHi);
            case Piece.BISHOP:
                return bishopLo(sq, occLo, occHi);
            case Piece.ROOK:
                return rookLo(sq, occLo, occHi);
            case Piece.HORSE:
                return bishopLo(sq, occLo, occHi) | kingLo(sq);
            case Piece.DRAGON:
                return rookLo(sq, occLo, occHi) | kingLo(sq);
            default:
                return STEP_LO[piece * Square.NB + sq];
        }
    }

    /** High word of {@link #attacksLo}. */
    public static long attacksHi(int piece, int sq, long occLo, long occHi) {
        switch (Piece.type(piece)) {
            case Piece.LANCE:
                return lanceHi(Piece.color(piece), sq, occLo, occHi);
            case Piece.BISHOP:
                return bishopHi(sq, occLo, occHi);
            case Piece.ROOK:
                return rookHi(sq, occLo, occHi);
            case Piece.HORSE:
                return bishopHi(sq, occLo, occHi) | kingHi(sq);
            case Piece.DRAGON:
                return rookHi(sq, occLo, occHi) | kingHi(sq);
            default:
                return STEP_HI[piece * Square.NB + sq];
        }
    }
}
