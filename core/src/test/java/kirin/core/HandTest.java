package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Proves {@link Hand}: counts are independent per type up to a full set (no field spills into its neighbour),
 * add/remove/with/total agree with plain counting, and {@link Hand#dominates} equals "at least as many of every
 * type", checked on hand-made cases and on many random pairs.
 */
class HandTest {
    private static final int[] FULL = {0, 18, 4, 4, 4, 2, 2, 4}; // a whole set, by type

    @Test
    void fieldsAreIndependentUpToAFullSet() {
        int h = Hand.EMPTY;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            assertTrue(Hand.capacity(t) >= FULL[t]);
            for (int i = 0; i < FULL[t]; i++) {
                h = Hand.add(h, t);
            }
        }
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            assertEquals(FULL[t], Hand.count(h, t));
            assertTrue(Hand.has(h, t));
        }
        assertEquals(38, Hand.total(h));
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            int less = Hand.remove(h, t);
            for (int u = Piece.PAWN; u <= Piece.GOLD; u++) {
                assertEquals(FULL[u] - (u == t ? 1 : 0), Hand.count(less, u));
            }
            assertEquals(less, Hand.with(h, t, FULL[t] - 1));
            assertFalse(Hand.has(Hand.with(h, t, 0), t));
        }
    }

    @Test
    void dominatesHandMade() {
        int pawns2 = Hand.with(Hand.EMPTY, Piece.PAWN, 2);
        int gold = Hand.with(Hand.EMPTY, Piece.GOLD, 1);
        int both = Hand.with(pawns2, Piece.GOLD, 1);
        assertTrue(Hand.dominates(Hand.EMPTY, Hand.EMPTY));
        assertTrue(Hand.dominates(both, Hand.EMPTY));
        assertFalse(Hand.dominates(Hand.EMPTY, gold));
        assertTrue(Hand.dominates(both, pawns2));
        assertTrue(Hand.dominates(both, gold));
        assertFalse(Hand.dominates(pawns2, both));
        assertFalse(Hand.dominates(pawns2, gold)); // more pawns but fewer golds: neither dominates
        assertFalse(Hand.dominates(gold, pawns2));
        assertTrue(Hand.dominates(Hand.with(Hand.EMPTY, Piece.PAWN, 18), Hand.with(Hand.EMPTY, Piece.PAWN, 17)));
        assertFalse(Hand.dominates(Hand.with(Hand.EMPTY, Piece.PAWN, 17), Hand.with(Hand.EMPTY, Piece.PAWN, 18)));
        // A deficit in a low field must not be hidden by a surplus above it.
        int manyLances = Hand.with(Hand.EMPTY, Piece.LANCE, 4);
        assertFalse(Hand.dominates(manyLances, Hand.with(Hand.EMPTY, Piece.PAWN, 1)));
        assertFalse(Hand.dominates(Hand.with(Hand.EMPTY, Piece.ROOK, 2), Hand.with(Hand.EMPTY, Piece.BISHOP, 1)));
    }

    @Test
    void dominatesMatchesFieldComparisonOnRandomHands() {
        Random rnd = new Random(11);
        for (int i = 0; i < 200_000; i++) {
            int[] a = new int[8];
            int[] b = new int[8];
            int ha = Hand.EMPTY;
            int hb = Hand.EMPTY;
            boolean expected = true;
            for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
                // Small counts most of the time, so that near-equal hands (the interesting case) are common.
                int max = rnd.nextInt(4) == 0 ? FULL[t] : Math.min(2, FULL[t]);
                a[t] = rnd.nextInt(max + 1);
                b[t] = rnd.nextInt(max + 1);
                ha = Hand.with(ha, t, a[t]);
                hb = Hand.with(hb, t, b[t]);
                expected &= a[t] >= b[t];
            }
            assertEquals(expected, Hand.dominates(ha, hb));
            int total = 0;
            for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
                assertEquals(a[t], Hand.count(ha, t));
                total += a[t];
            }
            assertEquals(total, Hand.total(ha));
        }
    }
}
