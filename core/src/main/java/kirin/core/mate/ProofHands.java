package kirin.core.mate;

import kirin.core.Attacks;
import kirin.core.Bitboard;
import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;

/**
 * Proof and disproof hands for the df-pn solver: the fewest attacker hand pieces with which a proved mate still
 * holds, and the most with which a disproof still holds, so that a stored result covers every hand that dominates
 * it (proof) or that it dominates (disproof), not just the hand the search happened to have (Seo; Nagai).
 *
 * <p>Why this is sound here: the defender holds every piece that is neither on the board nor in the attacker's hand.
 * With more pieces in hand the attacker keeps every check it had, and the defender loses drops but gains nothing. So
 * a proof with hand {@code h} holds for any hand above the proof hand built bottom-up:
 * <ul>
 * <li>at an attacker node proved by move {@code m}, the proof hand of the position after {@code m}, plus the piece
 *     {@code m} drops, less the piece it captures (the capture gives it back);</li>
 * <li>at a defender node, the piecewise maximum over all replies; and when the king is in check from a distance (a
 *     square to interpose on), every type of which the defender holds none is kept at the attacker's full count:
 *     one piece fewer would hand the defender a drop that the proof never looked at.</li>
 * </ul>
 * Disproof hands mirror this: after no checks at all, every type the attacker holds may be unlimited (more of a
 * type already held adds no move) and the others stay at none; at an attacker node the minimum over the checks,
 * each with the dropped piece given back and the captured one taken off, and none of each type the attacker lacks
 * (one would add drops); at a defender node the refuting reply's, capped where that reply is a drop so that the
 * defender keeps a piece to drop. A field at its capacity means unlimited and is never counted up or down.
 * All methods are static and allocate nothing (hands are packed ints, see {@link Hand}).
 */
public final class ProofHands {
    private ProofHands() {}

    /** Every field at its capacity: the disproof hand of a result that holds whatever the attacker holds. */
    public static final int FULL = full();

    private static int full() {
        int h = Hand.EMPTY;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            h = Hand.with(h, t, Hand.capacity(t));
        }
        return h;
    }

    /** Piecewise maximum of two hands. */
    public static int max(int a, int b) {
        int r = Hand.EMPTY;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            r = Hand.with(r, t, Math.max(Hand.count(a, t), Hand.count(b, t)));
        }
        return r;
    }

    /** Piecewise minimum of two hands. */
    public static int min(int a, int b) {
        int r = Hand.EMPTY;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            r = Hand.with(r, t, Math.min(Hand.count(a, t), Hand.count(b, t)));
        }
        return r;
    }

    /**
     * Proof hand of an attacker node proved by {@code move} (played from {@code pos}, attacker to move), given the
     * proof hand of the position after it.
     */
    public static int beforeAttack(Position pos, int move, int childProofHand) {
        if (Move.isDrop(move)) {
            return Hand.add(childProofHand, Move.dropType(move));
        }
        int cap = pos.pieceOn(Move.to(move));
        if (cap == Piece.EMPTY) {
            return childProofHand;
        }
        int t = Piece.base(Piece.type(cap));
        return Hand.has(childProofHand, t) ? Hand.remove(childProofHand, t) : childProofHand;
    }

    /**
     * Proof hand of a defender node (defender {@code pos.sideToMove()}, in check) whose replies need at most
     * {@code repliesProofHand} (the maximum over the replies; empty for a mate): adds, when the check can be
     * interposed, the attacker's whole count of each type the defender has none of.
     */
    public static int atDefence(Position pos, int repliesProofHand) {
        if (!interposable(pos)) {
            return repliesProofHand;
        }
        int defender = pos.sideToMove();
        int own = pos.hand(defender ^ 1);
        int theirs = pos.hand(defender);
        int r = repliesProofHand;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            if (Hand.count(theirs, t) == 0 && Hand.count(own, t) > Hand.count(r, t)) {
                r = Hand.with(r, t, Hand.count(own, t));
            }
        }
        return r;
    }

    /** Disproof hand of an attacker node with hand {@code hand} and no check at all. */
    public static int noChecks(int hand) {
        int r = Hand.EMPTY;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            if (Hand.count(hand, t) != 0) {
                r = Hand.with(r, t, Hand.capacity(t));
            }
        }
        return r;
    }

    /**
     * The part of an attacker node's disproof hand that {@code move} (from {@code pos}, attacker to move) allows,
     * given the disproof hand of the position after it; the node's is the minimum of these over all checks, then
     * {@link #atAttack}.
     */
    public static int disproofBeforeAttack(Position pos, int move, int childDisproofHand) {
        if (Move.isDrop(move)) {
            int t = Move.dropType(move);
            return Hand.count(childDisproofHand, t) == Hand.capacity(t) ? childDisproofHand
                    : Hand.add(childDisproofHand, t);
        }
        int cap = pos.pieceOn(Move.to(move));
        if (cap == Piece.EMPTY) {
            return childDisproofHand;
        }
        int t = Piece.base(Piece.type(cap));
        int n = Hand.count(childDisproofHand, t);
        // The position after the capture had the piece, so n >= 1 unless the child's hand was bounded lower.
        return n == Hand.capacity(t) ? childDisproofHand : Hand.with(childDisproofHand, t, Math.max(0, n - 1));
    }

    /** Disproof hand of an attacker node with hand {@code hand} whose checks allow {@code checksDisproofHand}. */
    public static int atAttack(int hand, int checksDisproofHand) {
        int r = checksDisproofHand;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            if (Hand.count(hand, t) == 0) {
                r = Hand.with(r, t, 0);
            }
        }
        return r;
    }

    /**
     * Disproof hand of a defender node (defender to move in {@code pos}) refuted by {@code reply}, given the disproof
     * hand of the position after it: a drop needs the defender to keep one piece of its type.
     */
    public static int disproofAtDefence(Position pos, int reply, int childDisproofHand) {
        if (!Move.isDrop(reply)) {
            return childDisproofHand;
        }
        int t = Move.dropType(reply);
        int defender = pos.sideToMove();
        int most = Hand.count(pos.hand(defender ^ 1), t) + Hand.count(pos.hand(defender), t) - 1;
        return Hand.count(childDisproofHand, t) <= most ? childDisproofHand : Hand.with(childDisproofHand, t, most);
    }

    /** True if the side to move is in check by one piece with at least one empty square between it and the king. */
    static boolean interposable(Position pos) {
        long cLo = pos.checkersLo();
        long cHi = pos.checkersHi();
        if (Long.bitCount(cLo) + Long.bitCount(cHi) != 1) {
            return false; // double check (or none): only the king can move
        }
        int checker = cLo != 0 ? Long.numberOfTrailingZeros(cLo) : Bitboard.SPLIT + Long.numberOfTrailingZeros(cHi);
        int king = pos.kingSquare(pos.sideToMove());
        return (Attacks.betweenLo(checker, king) | Attacks.betweenHi(checker, king)) != 0;
    }
}
