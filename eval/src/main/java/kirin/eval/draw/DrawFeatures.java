package kirin.eval.draw;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;
import kirin.core.Square;

/**
 * The features of the draw model (docs/formats.md, "draw.bin"): binary indicators, each active one adding its
 * weight, taken from the side to move's point of view ("us" and "them"). An index may be active more than once
 * (several pieces in the same king-relative class); it then counts that often.
 *
 * <pre>
 * offset  count  what
 *      0     32  ply bucket: min(ply / 10, 31), ply = moves played from the start position (0-origin)
 *     32     15  material balance, us minus them, in units of two pawns, clamped to -7..7
 *     47      1  black to move
 *     48     56  pieces in hand: us/them x P,L,N,S,G,B,R x min(count, 3)
 *    104     32  bishop exchange: (us has a bishop in hand) + 2 (them) x ply bucket min(ply / 20, 7)
 *    136     11  pieces in hand of both sides together, min(total, 10)
 *    147     90  kings: us/them x rank from the owner's side (1..9) x file folded to 1..5
 *    237    288  pieces on the board: us/them x class (P,L,N,S, gold-like, B,R, horse, dragon) x Chebyshev distance
 *                to the owner's king (1, 2, 3-4, 5+) x distance to the other king (same buckets)
 *    525      5  files where a pawn of each side face each other, min(count, 4)
 *    530      1  the side to move is in check
 * </pre>
 *
 * Allocation-free: {@link #extract} writes into the caller's array.
 */
public final class DrawFeatures {
    /** Number of feature indices. */
    public static final int COUNT = 531;
    /** An array of this size holds every active index of any position. */
    public static final int MAX_ACTIVE = 64;
    /** Identifies this feature layout in draw.bin; a file made for another layout is refused. */
    public static final int LAYOUT = 1;

    static final int PLY = 0;
    static final int MATERIAL = 32;
    static final int BLACK_TO_MOVE = 47;
    static final int HAND = 48;
    static final int BISHOP_EXCHANGE = 104;
    static final int HAND_TOTAL = 136;
    static final int KINGS = 147;
    static final int PIECES = 237;
    static final int FACING_PAWNS = 525;
    static final int IN_CHECK = 530;
    /** The features of the baseline model (ply and material only): indices below this bound. */
    public static final int BASELINE_END = BLACK_TO_MOVE;

    /** Hand types in the order of the hand block: P, L, N, S, G, B, R. */
    private static final int[] HAND_TYPES = {Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.GOLD,
        Piece.BISHOP, Piece.ROOK};
    /** Board class of each piece type (-1: king or empty). */
    private static final int[] CLASS = new int[Piece.TYPE_NB];
    /** Distance bucket of a Chebyshev distance 0..8. */
    private static final int[] DIST = {0, 0, 1, 2, 2, 3, 3, 3, 3};

    static {
        java.util.Arrays.fill(CLASS, -1);
        CLASS[Piece.PAWN] = 0;
        CLASS[Piece.LANCE] = 1;
        CLASS[Piece.KNIGHT] = 2;
        CLASS[Piece.SILVER] = 3;
        CLASS[Piece.GOLD] = 4;
        CLASS[Piece.PRO_PAWN] = 4;
        CLASS[Piece.PRO_LANCE] = 4;
        CLASS[Piece.PRO_KNIGHT] = 4;
        CLASS[Piece.PRO_SILVER] = 4;
        CLASS[Piece.BISHOP] = 5;
        CLASS[Piece.ROOK] = 6;
        CLASS[Piece.HORSE] = 7;
        CLASS[Piece.DRAGON] = 8;
    }

    private DrawFeatures() {}

    /**
     * Writes the active indices of {@code pos} into {@code out} (at least {@link #MAX_ACTIVE} long) and returns
     * their number. {@code ply} is the number of moves played from the start position (a record's gamePly; in a
     * game, the SFEN move number minus one).
     */
    public static int extract(Position pos, int ply, int[] out) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        int n = 0;
        int p = Math.max(0, ply);
        out[n++] = PLY + Math.min(p / 10, 31);
        if (us == Color.BLACK) {
            out[n++] = BLACK_TO_MOVE;
        }
        int usKing = pos.kingSquare(us);
        int themKing = pos.kingSquare(them);
        int material = 0;
        int facing = 0;
        int blackPawn = Piece.make(Color.BLACK, Piece.PAWN);
        int whitePawn = Piece.make(Color.WHITE, Piece.PAWN);
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc == Piece.EMPTY) {
                continue;
            }
            if (pc == blackPawn && Square.rank(sq) > 1 && pos.pieceOn(sq - 1) == whitePawn) {
                facing++; // a black pawn right below a white one: the file is blocked
            }
            int type = Piece.type(pc);
            int owner = Piece.color(pc);
            if (type == Piece.KING) {
                int rank = Square.relativeRank(owner, sq);
                int file = Square.file(sq);
                int folded = file <= 5 ? file : 10 - file;
                out[n++] = KINGS + (owner == us ? 0 : 45) + (rank - 1) * 5 + (folded - 1);
                continue;
            }
            material += owner == us ? PieceValue.of(type) : -PieceValue.of(type);
            int ownKing = owner == us ? usKing : themKing;
            int otherKing = owner == us ? themKing : usKing;
            int d1 = DIST[distance(sq, ownKing)];
            int d2 = DIST[distance(sq, otherKing)];
            out[n++] = PIECES + (((owner == us ? 0 : 9) + CLASS[type]) * 4 + d1) * 4 + d2;
        }
        int handTotal = 0;
        int usHand = pos.hand(us);
        int themHand = pos.hand(them);
        for (int k = 0; k < HAND_TYPES.length; k++) {
            int t = HAND_TYPES[k];
            int a = Hand.count(usHand, t);
            int b = Hand.count(themHand, t);
            material += PieceValue.of(t) * (a - b);
            handTotal += a + b;
            out[n++] = HAND + k * 4 + Math.min(a, 3);
            out[n++] = HAND + 28 + k * 4 + Math.min(b, 3);
        }
        int bx = (Hand.has(usHand, Piece.BISHOP) ? 1 : 0) + (Hand.has(themHand, Piece.BISHOP) ? 2 : 0);
        out[n++] = BISHOP_EXCHANGE + bx * 8 + Math.min(p / 20, 7);
        out[n++] = HAND_TOTAL + Math.min(handTotal, 10);
        out[n++] = MATERIAL + Math.max(-7, Math.min(7, material / (2 * PieceValue.PAWN))) + 7;
        out[n++] = FACING_PAWNS + Math.min(facing, 4);
        if (pos.inCheck()) {
            out[n++] = IN_CHECK;
        }
        return n;
    }

    /** Chebyshev distance; a missing king ({@link Square#NONE}) counts as far away. */
    private static int distance(int a, int b) {
        if (b == Square.NONE) {
            return 8;
        }
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }
}
