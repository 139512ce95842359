package kirin.eval.draw;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Move;
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
 *    531     32  a quiet phase: plies since the last capture or drop (buckets 0, 1, 2-3, 4-7, 8-15, 16-31, 32-63, 64
 *                and more) x min(ply / 40, 3)
 *    563      5  pieces going back: among the last 8 moves, those that undid the same side's move before (a piece
 *                moved back from the square it had gone to, to the one it came from), min(count, 4)
 * </pre>
 *
 * The last two blocks (layout 2) look at the game's recent moves, not at the board: a repetition is made of moves
 * that go back and forth in a phase without captures, which the placement of the pieces barely shows (layout 1's
 * model ranked positions 8 plies before a repetition little better than ply and material did). In the search they
 * come from the position's own history ({@link #quietPlies}, {@link #goingBack}); in training from the records of
 * a game that follow each other.
 *
 * Allocation-free: {@link #extract} writes into the caller's array.
 */
public final class DrawFeatures {
    /** Number of feature indices. */
    public static final int COUNT = 568;
    /** An array of this size holds every active index of any position. */
    public static final int MAX_ACTIVE = 64;
    /** Identifies this feature layout in draw.bin; a file made for another layout is refused. */
    public static final int LAYOUT = 2;

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
    static final int QUIET = 531;
    static final int GOING_BACK = 563;
    /** How far back the history is read: quiet phases of this length or more fall in one bucket. */
    public static final int QUIET_CAP = 64;
    /** The moves looked at for pieces going back. */
    public static final int GOING_BACK_WINDOW = 8;
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
     * their number, the recent-move features read from the position's history. {@code ply} is the number of moves
     * played from the start position (a record's gamePly; in a game, the SFEN move number minus one).
     */
    public static int extract(Position pos, int ply, int[] out) {
        return extract(pos, ply, quietPlies(pos), goingBack(pos), out);
    }

    /**
     * As {@link #extract(Position, int, int[])}, with the recent-move features given: {@code quiet} plies since the
     * last capture or drop, {@code back} moves of the last 8 that went back ({@link #goingBack}).
     */
    public static int extract(Position pos, int ply, int quiet, int back, int[] out) {
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
        out[n++] = QUIET + quietBucket(quiet) * 4 + Math.min(p / 40, 3);
        out[n++] = GOING_BACK + Math.max(0, Math.min(back, 4));
        return n;
    }

    /** Bucket of a quiet phase's length: 0, 1, 2-3, 4-7, 8-15, 16-31, 32-63, 64 and more. */
    static int quietBucket(int quiet) {
        int q = Math.max(0, Math.min(quiet, QUIET_CAP));
        return q == 0 ? 0 : Math.min(7, 32 - Integer.numberOfLeadingZeros(q));
    }

    /**
     * Plies since the last capture or drop in {@code pos}'s history (0: the last move was one), at most
     * {@link #QUIET_CAP}; without one since the history's start, the moves played since it (a lower bound when the
     * history starts from a position other than the game's first).
     */
    public static int quietPlies(Position pos) {
        int ply = pos.ply();
        int stop = Math.max(0, ply - QUIET_CAP);
        for (int i = ply - 1; i >= stop; i--) {
            int m = pos.moveAt(i);
            if (Move.isDrop(m) || pos.capturedAt(i) != Piece.EMPTY) {
                return ply - 1 - i;
            }
        }
        return Math.min(ply, QUIET_CAP);
    }

    /** Among {@code pos}'s last {@link #GOING_BACK_WINDOW} moves, those that undid the same side's move before. */
    public static int goingBack(Position pos) {
        int ply = pos.ply();
        int count = 0;
        for (int j = ply - 1; j >= Math.max(2, ply - GOING_BACK_WINDOW); j--) {
            if (undoes(pos.moveAt(j), pos.moveAt(j - 2))) {
                count++;
            }
        }
        return count;
    }

    /**
     * Whether {@code later} moves a piece back where {@code earlier} (the same side's move before) took it from;
     * both in Kirin's move encoding or both 16-bit (the square fields are the same). Drops and null moves never do.
     */
    public static boolean undoes(int later, int earlier) {
        if (later == Move.NONE || earlier == Move.NONE || later == Move.NULL || earlier == Move.NULL
                || Move.isDrop(later) || Move.isDrop(earlier)) {
            return false;
        }
        return Move.from(later) == Move.to(earlier) && Move.to(later) == Move.from(earlier);
    }

    /** Chebyshev distance; a missing king ({@link Square#NONE}) counts as far away. */
    private static int distance(int a, int b) {
        if (b == Square.NONE) {
            return 8;
        }
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }
}
