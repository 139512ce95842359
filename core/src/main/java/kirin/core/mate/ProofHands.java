package kirin.core.mate;

import kirin.core.Attacks;
import kirin.core.Bitboard;
import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;

/**
 * Proof hands for the df-pn solver: the fewest attacker hand pieces with which a proved mate still holds, so that a
 * stored proof covers every hand that dominates it, not just the hand the search happened to have (Seo; Nagai).
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
 * All methods are static and allocate nothing (hands are packed ints, see {@link Hand}).
 */
public final class ProofHands {
    private ProofHands() {}

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
