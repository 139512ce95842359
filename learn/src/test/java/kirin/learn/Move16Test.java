package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.Square;
import org.junit.jupiter.api.Test;

/** Well-formedness, text and parsing of 16-bit moves as they come from files. */
class Move16Test {
    @Test
    void wellFormedMovesAndTheirText() {
        int m76 = Square.of(7, 6) | Square.of(7, 7) << 7;        // 7g7f
        int drop = Square.of(5, 5) | 1 << 7 | Move.DROP_FLAG;     // P*5e
        int promo = Square.of(2, 2) | Square.of(8, 8) << 7 | Move.PROMOTE_FLAG; // 8h2b+
        assertEquals("7g7f", Move16.toUsi(m76));
        assertEquals("P*5e", Move16.toUsi(drop));
        assertEquals("8h2b+", Move16.toUsi(promo));
        assertEquals("none", Move16.toUsi(Move.NONE));
        assertEquals("null", Move16.toUsi(Move.NULL));
        assertEquals("resign", Move16.toUsi(Move.RESIGN));
        assertEquals("win", Move16.toUsi(Move.WIN));
        for (int m : new int[] {m76, drop, promo, Move.NONE, Move.NULL, Move.RESIGN, Move.WIN}) {
            assertTrue(Move16.isWellFormed(m));
            assertEquals(m, Move16.parseUsi(Move16.toUsi(m)));
        }
        assertTrue(Move16.isSpecial(Move.WIN));
        assertFalse(Move16.isSpecial(m76));
    }

    @Test
    void malformedMoves() {
        assertFalse(Move16.isWellFormed(81));                                   // to = 81
        assertFalse(Move16.isWellFormed(5 | 5 << 7));                           // from = to
        assertFalse(Move16.isWellFormed(5 | 90 << 7));                          // from = 90
        assertFalse(Move16.isWellFormed(5 | 8 << 7 | Move.DROP_FLAG));          // king drop
        assertFalse(Move16.isWellFormed(5 | 0 << 7 | Move.DROP_FLAG));          // type 0
        assertFalse(Move16.isWellFormed(5 | 1 << 7 | Move.DROP_FLAG | Move.PROMOTE_FLAG));
        assertFalse(Move16.isWellFormed(1 << 16));
        assertThrows(IllegalArgumentException.class, () -> Move16.toUsi(81));
        assertEquals(-1, Move16.parseUsi("7g7"));
        assertEquals(-1, Move16.parseUsi("K*5e"));
        assertEquals(-1, Move16.parseUsi("pass"));
    }
}
