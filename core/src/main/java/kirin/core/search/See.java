package kirin.core.search;

import kirin.core.Attacks;
import kirin.core.Bitboard;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;
import kirin.core.Square;

/**
 * Static exchange evaluation: the material a move wins or loses on its destination square when both sides then
 * take turns capturing there, each with its least valuable attacker, and either side may stop whenever it likes.
 *
 * <p>Conventions, all in internal units ({@link PieceValue}):
 * <ul>
 * <li>Capturing a piece gains {@link PieceValue#captureGain}: its value on the board plus its value in hand, which
 *     is exactly how the capture changes {@code MaterialEvaluator}'s score. A drop costs nothing by itself (hand
 *     and board values of an unpromoted piece are equal); the dropped piece stands on the square and can be
 *     captured like any other.</li>
 * <li>Promotion gains {@link PieceValue#promotionGain}: for the move itself when it promotes, and for every
 *     recapture whose piece can promote (origin or destination in its side's promotion zone). Recapturers always
 *     promote when allowed: in value terms promoting never hurts, since a promoted piece that is recaptured loses
 *     its promotion gain again.</li>
 * <li>"Least valuable" means the lowest {@link PieceValue#captureGain} (so a tokin, 630, goes before a gold, 1080),
 *     ties broken by the lower type number, then by the lower square.</li>
 * <li>Sliders (lance, bishop, rook, horse, dragon of either colour) that stand behind a capturer on its line
 *     through the square join the exchange once it has moved (x-rays).</li>
 * <li>The king captures only if the other side then has no attacker left on the square.</li>
 * <li>Pins are ignored: a pinned piece may recapture. Checks are ignored too.</li>
 * </ul>
 *
 * <p>Nothing here allocates or keeps state, so any number of search threads may call it: {@link #ge} decides
 * with a running balance in a loop (the way Stockfish's {@code see_ge} does) and {@link #value} recurses on the
 * Java stack, one frame per capture.
 */
public final class See {
    /** Piece types in the order attackers are chosen: cheapest to lose first, the king last. */
    private static final int[] ORDER = new int[Piece.TYPE_NB - 1];
    /** The largest gain any promotion brings; bounds what the next capturer can add beyond the piece it takes. */
    private static final int MAX_PROMOTION_GAIN;
    private static final int BISHOPS_B = Piece.make(Color.BLACK, Piece.BISHOP);
    private static final int BISHOPS_W = Piece.make(Color.WHITE, Piece.BISHOP);
    private static final int HORSES_B = Piece.make(Color.BLACK, Piece.HORSE);
    private static final int HORSES_W = Piece.make(Color.WHITE, Piece.HORSE);
    private static final int ROOKS_B = Piece.make(Color.BLACK, Piece.ROOK);
    private static final int ROOKS_W = Piece.make(Color.WHITE, Piece.ROOK);
    private static final int DRAGONS_B = Piece.make(Color.BLACK, Piece.DRAGON);
    private static final int DRAGONS_W = Piece.make(Color.WHITE, Piece.DRAGON);
    private static final int LANCES_B = Piece.make(Color.BLACK, Piece.LANCE);
    private static final int LANCES_W = Piece.make(Color.WHITE, Piece.LANCE);

    static {
        int max = 0;
        for (int t = Piece.PAWN; t < Piece.TYPE_NB; t++) {
            // insertion sort by capture gain; equal gains keep type order
            int i = t - 1;
            while (i > 0 && PieceValue.captureGain(ORDER[i - 1]) > PieceValue.captureGain(t)) {
                ORDER[i] = ORDER[i - 1];
                i--;
            }
            ORDER[i] = t;
            if (Piece.canPromote(t)) {
                max = Math.max(max, PieceValue.promotionGain(t));
            }
        }
        MAX_PROMOTION_GAIN = max;
    }

    private See() {}

    /** The attacker order, for tests. */
    static int orderAt(int i) {
        return ORDER[i];
    }

    /** What the move itself gains: the captured piece and the promotion (0 for a plain quiet move or a drop). */
    static int firstGain(Position pos, int move) {
        int gain = PieceValue.captureGain(Piece.type(pos.pieceOn(Move.to(move))));
        if (Move.isPromotion(move)) {
            gain += PieceValue.promotionGain(Piece.type(Move.piece(move)));
        }
        return gain;
    }

    /** True if the exchange started by {@code move} gains at least {@code threshold} for the side to move. */
    public static boolean ge(Position pos, int move, int threshold) {
        int us = pos.sideToMove();
        int to = Move.to(move);
        int balance = firstGain(pos, move); // material for us if the exchange stopped now
        if (balance < threshold) {
            return false; // they simply do not recapture
        }
        int onSquare = PieceValue.captureGain(Piece.type(Move.pieceAfter(move)));
        if (balance - onSquare - MAX_PROMOTION_GAIN >= threshold) {
            return true; // even losing the piece for nothing (and a promotion on top) leaves enough
        }
        long occLo = pos.occupiedLo() | Bitboard.lo(to);
        long occHi = pos.occupiedHi() | Bitboard.hi(to);
        if (!Move.isDrop(move)) {
            occLo &= ~Bitboard.lo(Move.from(move));
            occHi &= ~Bitboard.hi(Move.from(move));
        }
        long aLo = pos.allAttackersLo(to, occLo, occHi);
        long aHi = pos.allAttackersHi(to, occLo, occHi);
        int stm = us ^ 1;
        // Loop invariant: stopping would lose for stm, so stm captures if it can.
        while (true) {
            long sLo = aLo & occLo & pos.colorLo(stm);
            long sHi = aHi & occHi & pos.colorHi(stm);
            if ((sLo | sHi) == 0) {
                return stm != us;
            }
            int from = leastValuable(pos, stm, sLo, sHi);
            int type = Piece.type(pos.pieceOn(from));
            occLo &= ~Bitboard.lo(from);
            occHi &= ~Bitboard.hi(from);
            aLo |= xrayLo(pos, to, from, occLo, occHi);
            aHi |= xrayHi(pos, to, from, occLo, occHi);
            if (type == Piece.KING && hasAttacker(pos, stm ^ 1, aLo & occLo, aHi & occHi)) {
                return stm != us; // the king may not capture a defended piece, so stm must stop
            }
            int gain = onSquare;
            if (canPromote(stm, type, from, to)) {
                gain += PieceValue.promotionGain(type);
                type += Piece.PROMOTED;
            }
            onSquare = PieceValue.captureGain(type);
            if (stm == us) {
                balance += gain;
                if (balance - onSquare - MAX_PROMOTION_GAIN >= threshold) {
                    return true;
                }
            } else {
                balance -= gain;
                if (balance + onSquare + MAX_PROMOTION_GAIN < threshold) {
                    return false;
                }
            }
            stm ^= 1;
            if (stm == us ? balance >= threshold : balance < threshold) {
                return stm == us; // stopping wins for the side to move
            }
        }
    }

    /** The exchange value of {@code move} for the side to move: the largest threshold {@link #ge} accepts. */
    public static int value(Position pos, int move) {
        int to = Move.to(move);
        long occLo = pos.occupiedLo() | Bitboard.lo(to);
        long occHi = pos.occupiedHi() | Bitboard.hi(to);
        if (!Move.isDrop(move)) {
            occLo &= ~Bitboard.lo(Move.from(move));
            occHi &= ~Bitboard.hi(Move.from(move));
        }
        long aLo = pos.allAttackersLo(to, occLo, occHi);
        long aHi = pos.allAttackersHi(to, occLo, occHi);
        int onSquare = PieceValue.captureGain(Piece.type(Move.pieceAfter(move)));
        return firstGain(pos, move) - exchange(pos, to, pos.sideToMove() ^ 1, onSquare, occLo, occHi, aLo, aHi);
    }

    /**
     * What {@code stm} gains from here on (at least 0, since it may stop) when a piece worth {@code onSquare} to
     * its captor stands on {@code to}; {@code a} holds attackers of both colours, valid where {@code occ} is set.
     */
    private static int exchange(Position pos, int to, int stm, int onSquare, long occLo, long occHi, long aLo,
            long aHi) {
        long sLo = aLo & occLo & pos.colorLo(stm);
        long sHi = aHi & occHi & pos.colorHi(stm);
        if ((sLo | sHi) == 0) {
            return 0;
        }
        int from = leastValuable(pos, stm, sLo, sHi);
        int type = Piece.type(pos.pieceOn(from));
        occLo &= ~Bitboard.lo(from);
        occHi &= ~Bitboard.hi(from);
        aLo |= xrayLo(pos, to, from, occLo, occHi);
        aHi |= xrayHi(pos, to, from, occLo, occHi);
        if (type == Piece.KING && hasAttacker(pos, stm ^ 1, aLo & occLo, aHi & occHi)) {
            return 0;
        }
        int gain = onSquare;
        if (canPromote(stm, type, from, to)) {
            gain += PieceValue.promotionGain(type);
            type += Piece.PROMOTED;
        }
        int reply = exchange(pos, to, stm ^ 1, PieceValue.captureGain(type), occLo, occHi, aLo, aHi);
        return Math.max(0, gain - reply);
    }

    private static boolean hasAttacker(Position pos, int color, long aLo, long aHi) {
        return ((aLo & pos.colorLo(color)) | (aHi & pos.colorHi(color))) != 0;
    }

    private static boolean canPromote(int color, int type, int from, int to) {
        return Piece.canPromote(type) && (Square.inPromotionZone(color, to) || Square.inPromotionZone(color, from));
    }

    /** Square of the least valuable piece of {@code color} in the (non-empty) attacker set. */
    private static int leastValuable(Position pos, int color, long aLo, long aHi) {
        for (int t : ORDER) {
            int pc = Piece.make(color, t);
            long lo = aLo & pos.piecesLo(pc);
            if (lo != 0) {
                return Long.numberOfTrailingZeros(lo);
            }
            long hi = aHi & pos.piecesHi(pc);
            if (hi != 0) {
                return Bitboard.SPLIT + Long.numberOfTrailingZeros(hi);
            }
        }
        throw new IllegalStateException("no attacker");
    }

    /**
     * Low word of the sliders that may attack {@code to} now that {@code vacated} is empty: only needed when
     * {@code vacated} lies on a diagonal or an orthogonal line through {@code to}. Pieces already counted come back
     * harmlessly; the caller masks with the occupancy.
     */
    private static long xrayLo(Position pos, int to, int vacated, long occLo, long occHi) {
        if (Bitboard.test(Attacks.stepLo(Piece.BISHOP, to), Attacks.stepHi(Piece.BISHOP, to), vacated)) {
            return Attacks.bishopLo(to, occLo, occHi) & (pos.piecesLo(BISHOPS_B) | pos.piecesLo(BISHOPS_W)
                    | pos.piecesLo(HORSES_B) | pos.piecesLo(HORSES_W));
        }
        if (Bitboard.test(Attacks.stepLo(Piece.ROOK, to), Attacks.stepHi(Piece.ROOK, to), vacated)) {
            // A black lance attacks `to` from squares a white lance on `to` would attack, and vice versa; those
            // lance attacks are the rook attacks along one ray, so one rook attack set serves all three.
            return Attacks.rookLo(to, occLo, occHi) & (pos.piecesLo(ROOKS_B) | pos.piecesLo(ROOKS_W)
                    | pos.piecesLo(DRAGONS_B) | pos.piecesLo(DRAGONS_W)
                    | (Attacks.stepLo(LANCES_W, to) & pos.piecesLo(LANCES_B))
                    | (Attacks.stepLo(LANCES_B, to) & pos.piecesLo(LANCES_W)));
        }
        return 0;
    }

    /** High word of {@link #xrayLo}. */
    private static long xrayHi(Position pos, int to, int vacated, long occLo, long occHi) {
        if (Bitboard.test(Attacks.stepLo(Piece.BISHOP, to), Attacks.stepHi(Piece.BISHOP, to), vacated)) {
            return Attacks.bishopHi(to, occLo, occHi) & (pos.piecesHi(BISHOPS_B) | pos.piecesHi(BISHOPS_W)
                    | pos.piecesHi(HORSES_B) | pos.piecesHi(HORSES_W));
        }
        if (Bitboard.test(Attacks.stepLo(Piece.ROOK, to), Attacks.stepHi(Piece.ROOK, to), vacated)) {
            return Attacks.rookHi(to, occLo, occHi) & (pos.piecesHi(ROOKS_B) | pos.piecesHi(ROOKS_W)
                    | pos.piecesHi(DRAGONS_B) | pos.piecesHi(DRAGONS_W)
                    | (Attacks.stepHi(LANCES_W, to) & pos.piecesHi(LANCES_B))
                    | (Attacks.stepHi(LANCES_B, to) & pos.piecesHi(LANCES_W)));
        }
        return 0;
    }
}
