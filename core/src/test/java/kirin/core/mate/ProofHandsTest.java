package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/**
 * Proof hands: the piece a move drops is needed, the piece it captures is not, and a defender short of a type.
 * Disproof hands: unlimited for the types held, none of the others, and a defender's drop keeps its piece.
 */
class ProofHandsTest {
    private static final int P = Hand.add(Hand.EMPTY, Piece.PAWN);
    private static final int G = Hand.add(Hand.EMPTY, Piece.GOLD);
    private static final int GP = Hand.add(G, Piece.PAWN);

    private static int hand(int... typeCount) {
        int h = Hand.EMPTY;
        for (int i = 0; i < typeCount.length; i += 2) {
            h = Hand.with(h, typeCount[i], typeCount[i + 1]);
        }
        return h;
    }

    @Test
    void maxAndMinArePiecewise() {
        int a = hand(Piece.PAWN, 3, Piece.GOLD, 1);
        int b = hand(Piece.PAWN, 1, Piece.ROOK, 2);
        assertEquals(hand(Piece.PAWN, 3, Piece.GOLD, 1, Piece.ROOK, 2), ProofHands.max(a, b));
        assertEquals(hand(Piece.PAWN, 1), ProofHands.min(a, b));
    }

    @Test
    void aDropNeedsItsPieceACaptureGivesItsPieceBack() {
        // Black (attacker, no king) to move: G*5b drops a gold; 5e5d takes a pawn.
        Position pos = Sfen.parse("4k4/9/9/4p4/4R4/9/9/9/9 b 4Gr2b4s4n4l17p 1");
        assertEquals(GP, ProofHands.beforeAttack(pos, pos.toMove("G*5b"), P));
        assertEquals(G, ProofHands.beforeAttack(pos, pos.toMove("5e5d"), GP));
        assertEquals(G, ProofHands.beforeAttack(pos, pos.toMove("5e5d"), G)); // the pawn was not needed anyway
        assertEquals(P, ProofHands.beforeAttack(pos, pos.toMove("5e4e"), P)); // no capture: unchanged
    }

    @Test
    void aDistantCheckKeepsTheTypesTheDefenderLacks() {
        // White (defender) in check from a rook three squares away; it holds no gold, the attacker all four: one
        // gold fewer for the attacker would give the defender an interposition the proof never saw.
        Position distant = Sfen.parse("4k4/9/9/9/4R4/9/9/9/9 w 4Gr2b4s4n4l18p 1");
        assertTrue(ProofHands.interposable(distant));
        assertEquals(hand(Piece.GOLD, 4), ProofHands.atDefence(distant, Hand.EMPTY));
        assertEquals(hand(Piece.GOLD, 4, Piece.PAWN, 1), ProofHands.atDefence(distant, P));
        // The same check from next to the king cannot be interposed: nothing is added.
        Position adjacent = Sfen.parse("4k4/4R4/9/9/9/9/9/9/9 w 4Gr2b4s4n4l18p 1");
        assertFalse(ProofHands.interposable(adjacent));
        assertEquals(P, ProofHands.atDefence(adjacent, P));
        // A knight's check cannot be interposed either.
        Position knight = Sfen.parse("4k4/9/3N5/9/9/9/9/9/9 w 4G2r2b4s3n4l18p 1");
        assertFalse(ProofHands.interposable(knight));
    }

    @Test
    void disproofHandsAllowMoreOfWhatIsHeldAndNothingElse() {
        int full = ProofHands.FULL;
        assertEquals(Hand.capacity(Piece.PAWN), Hand.count(full, Piece.PAWN));
        assertEquals(Hand.capacity(Piece.ROOK), Hand.count(full, Piece.ROOK));
        // No check with a gold and a pawn in hand: any number of golds and pawns, nothing else.
        int noChecks = ProofHands.noChecks(GP);
        assertEquals(Hand.capacity(Piece.GOLD), Hand.count(noChecks, Piece.GOLD));
        assertEquals(0, Hand.count(noChecks, Piece.SILVER));
        assertTrue(Hand.dominates(noChecks, GP));
        // An attacker node keeps none of a type it lacks.
        assertEquals(hand(Piece.GOLD, 2), ProofHands.atAttack(G, hand(Piece.GOLD, 2, Piece.SILVER, 3)));
        // Before a drop the child's disproof hand gets the piece back; an unlimited field stays unlimited.
        Position pos = Sfen.parse("4k4/9/9/4p4/4R4/9/9/9/9 b 4Gr2b4s4n4l17p 1");
        assertEquals(GP, ProofHands.disproofBeforeAttack(pos, pos.toMove("G*5b"), P));
        assertEquals(full, ProofHands.disproofBeforeAttack(pos, pos.toMove("G*5b"), full));
        // Before a capture the captured piece comes off.
        assertEquals(G, ProofHands.disproofBeforeAttack(pos, pos.toMove("5e5d"), GP));
    }

    @Test
    void aDefenderDropKeepsOnePieceOfItsType() {
        // White holds one rook and drops it: the attacker can hold at most 0 + 1 - 1 = 0 rooks more.
        Position distant = Sfen.parse("4k4/9/9/9/4R4/9/9/9/9 w 4Gr2b4s4n4l18p 1");
        int drop = distant.toMove("R*5b");
        assertEquals(hand(Piece.GOLD, 4), ProofHands.disproofAtDefence(distant, drop, hand(Piece.GOLD, 4, Piece.ROOK, 2)));
        assertEquals(P, ProofHands.disproofAtDefence(distant, distant.toMove("5a4a"), P)); // not a drop: unchanged
    }
}
