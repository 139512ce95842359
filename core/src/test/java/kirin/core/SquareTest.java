package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Proves {@link Square}: the YaneuraOu numbering (0 = 1a, 8 = 1i, 80 = 9i), USI names and their parsing,
 * inverse (180-degree rotation) and mirror (file f to 10-f), relative ranks and promotion zones.
 */
class SquareTest {

    @Test
    void numberingAndNames() {
        assertEquals(0, Square.of(1, 1));
        assertEquals(8, Square.of(1, 9));
        assertEquals(9, Square.of(2, 1));
        assertEquals(80, Square.of(9, 9));
        assertEquals("1a", Square.name(0));
        assertEquals("1i", Square.name(8));
        assertEquals("7g", Square.name(60));
        assertEquals("9i", Square.name(80));
        for (int f = 1; f <= 9; f++) {
            for (int r = 1; r <= 9; r++) {
                int sq = Square.of(f, r);
                assertEquals((f - 1) * 9 + r - 1, sq);
                assertEquals(f, Square.file(sq));
                assertEquals(r, Square.rank(sq));
                String name = "" + f + (char) ('a' + r - 1);
                assertEquals(name, Square.name(sq));
                assertEquals(sq, Square.parse(name, 0));
                assertEquals(sq, Square.parse("x" + name, 1));
            }
        }
    }

    @Test
    void parseRejectsNonSquares() {
        for (String s : new String[] {"", "1", "0a", "1j", "a1", "10", "1A", "+a", "9`"}) {
            assertEquals(-1, Square.parse(s, 0), "'" + s + "'");
        }
        assertEquals(-1, Square.parse("7g", 1)); // past the end
    }

    @Test
    void inverseAndMirror() {
        assertEquals(80, Square.inverse(0));
        assertEquals(40, Square.inverse(40));
        assertEquals(Square.of(9, 1), Square.mirror(Square.of(1, 1)));
        assertEquals(Square.of(5, 3), Square.mirror(Square.of(5, 3)));
        for (int sq = 0; sq < Square.NB; sq++) {
            assertEquals(sq, Square.inverse(Square.inverse(sq)));
            assertEquals(sq, Square.mirror(Square.mirror(sq)));
            assertEquals(10 - Square.file(sq), Square.file(Square.inverse(sq)));
            assertEquals(10 - Square.rank(sq), Square.rank(Square.inverse(sq)));
            assertEquals(10 - Square.file(sq), Square.file(Square.mirror(sq)));
            assertEquals(Square.rank(sq), Square.rank(Square.mirror(sq)));
        }
    }

    @Test
    void relativeRankAndZone() {
        assertEquals(1, Square.relativeRank(Color.BLACK, Square.of(5, 1)));
        assertEquals(9, Square.relativeRank(Color.WHITE, Square.of(5, 1)));
        assertEquals(1, Square.relativeRank(Color.WHITE, Square.of(5, 9)));
        int black = 0;
        int white = 0;
        for (int sq = 0; sq < Square.NB; sq++) {
            assertEquals(Square.rank(sq) <= 3, Square.inPromotionZone(Color.BLACK, sq));
            assertEquals(Square.rank(sq) >= 7, Square.inPromotionZone(Color.WHITE, sq));
            black += Square.inPromotionZone(Color.BLACK, sq) ? 1 : 0;
            white += Square.inPromotionZone(Color.WHITE, sq) ? 1 : 0;
        }
        assertEquals(27, black);
        assertEquals(27, white);
        assertTrue(Square.inPromotionZone(Color.BLACK, Square.of(1, 3)));
        assertFalse(Square.inPromotionZone(Color.BLACK, Square.of(1, 4)));
    }
}
