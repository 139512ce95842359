package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Hand;
import kirin.core.Piece;
import org.junit.jupiter.api.Test;

/** Hand dominance and depth bounds of stored proofs and disproofs; unresolved numbers for the exact hand only. */
class MateTableTest {
    private static final int G = Hand.add(Hand.EMPTY, Piece.GOLD);
    private static final int GS = Hand.add(G, Piece.SILVER);
    private static final int S = Hand.add(Hand.EMPTY, Piece.SILVER);

    @Test
    void proofsHoldForSuperiorHandsAndLongerBounds() {
        try (MateTable t = new MateTable(1)) {
            t.storeProof(42, G, 5, 77, 10);
            t.probe(42, GS, 5);
            assertEquals(0, t.pn);
            assertEquals(5, t.len);
            assertEquals(77, t.move16);
            assertEquals(G, t.hand); // the proof hand stored, for the parent's own
            t.probe(42, GS, 9);
            assertEquals(0, t.pn);
            t.probe(42, GS, 3); // the mate is longer than the bound
            assertEquals(1, t.pn);
            t.probe(42, S, 9); // an inferior hand: no proof
            assertEquals(1, t.pn);
            t.probe(43, GS, 9); // another board
            assertEquals(1, t.pn);
            t.storeProof(42, GS, 3, 78, 10); // a shorter mate with more pieces
            t.probe(42, GS, 9);
            assertEquals(3, t.len);
            t.probe(42, G, 9);
            assertEquals(5, t.len);
        }
    }

    @Test
    void knownTellsWhetherAnythingAboutThePositionIsStored() {
        try (MateTable t = new MateTable(1)) {
            t.probe(42, G, 9);
            assertFalse(t.known);
            t.storeUnresolved(42, G, 3, 1, 0);
            t.probe(42, G, 9);
            assertTrue(t.known);
            assertEquals(3, t.pn);
            t.probe(42, GS, 9); // numbers are kept for the exact hand only
            assertFalse(t.known);
            t.storeProof(42, G, 5, 0, 0);
            t.probe(42, GS, 9); // a proof holds for the superior hand
            assertTrue(t.known);
            t.probe(42, GS, 3); // but not within a shorter bound
            assertFalse(t.known);
        }
    }

    @Test
    void disproofsHoldForInferiorHandsAndShorterBounds() {
        try (MateTable t = new MateTable(1)) {
            t.storeDisproof(42, GS, 7, 10);
            t.probe(42, G, 7);
            assertEquals(0, t.dn);
            assertEquals(GS, t.hand); // the disproof hand stored
            assertEquals(MateTable.INF, t.pn);
            assertEquals(7, t.disprovenDepth);
            t.probe(42, S, 3);
            assertEquals(0, t.dn);
            t.probe(42, G, 9); // a longer bound may still hold a mate
            assertEquals(1, t.dn);
            t.probe(42, Hand.add(GS, Piece.PAWN), 5); // a superior hand may mate
            assertEquals(1, t.dn);
            t.storeDisproof(42, GS, MateTable.UNBOUNDED, 10);
            t.probe(42, G, 1000);
            assertEquals(0, t.dn);
        }
    }

    @Test
    void unresolvedNumbersAreForTheExactHand() {
        try (MateTable t = new MateTable(1)) {
            t.storeUnresolved(42, G, 12, 34, 5);
            t.probe(42, G, 9);
            assertEquals(12, t.pn);
            assertEquals(34, t.dn);
            t.probe(42, GS, 9);
            assertEquals(1, t.pn);
            assertEquals(1, t.dn);
            t.clear();
            t.probe(42, G, 9);
            assertEquals(1, t.pn);
        }
    }

    @Test
    void aFullClusterReplacesTheLeastEffort() {
        try (MateTable t = new MateTable(1)) {
            // Nine hands of one board share one cluster of eight: the cheapest entry goes.
            for (int pawns = 0; pawns < 9; pawns++) {
                t.storeDisproof(42, Hand.with(Hand.EMPTY, Piece.PAWN, pawns), 5, pawns == 0 ? 1 : 100 + pawns);
            }
            t.probe(42, Hand.EMPTY, 5);
            assertEquals(0, t.dn); // still disproved through a dominating hand
            t.probe(42, Hand.with(Hand.EMPTY, Piece.PAWN, 8), 5);
            assertEquals(0, t.dn);
        }
    }
}
