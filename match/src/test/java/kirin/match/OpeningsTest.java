package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

/** Opening lines and random balanced openings. */
class OpeningsTest {
    @Test
    void parsesTheSfenFileForms() {
        assertEquals(Opening.STARTPOS, Opening.parse("startpos"));
        assertEquals("startpos moves 7g7f", Opening.parse("position startpos moves 7g7f").usi());
        Opening bare = Opening.parse("8k/9/9/9/9/9/9/9/K6R1 b - 1");
        assertEquals("8k/9/9/9/9/9/9/9/K6R1 b - 1", bare.sfen());
        assertEquals("sfen 8k/9/9/9/9/9/9/9/K6R1 b - moves 2i1i", Opening.parse("sfen 8k/9/9/9/9/9/9/9/K6R1 b - moves 2i1i").usi());
        assertThrows(IllegalArgumentException.class, () -> Opening.parse("startpos moves 7g7e"));
        assertThrows(IllegalArgumentException.class, () -> Opening.parse("sfen nonsense"));
        assertThrows(IllegalArgumentException.class, () -> Opening.parse("sfen 8k/9/8P/9/9/9/9/9/K8 b G 1 moves G*1b"),
                "the game is already over");
    }

    @Test
    void randomOpeningsAreReproducibleLegalAndLevel() {
        Openings a = Openings.random(10, 42);
        Openings b = Openings.random(10, 42);
        for (int pair = 0; pair < 20; pair++) {
            Opening o = a.get(pair);
            assertEquals(o, b.get(pair));
            assertEquals(10, o.moves().size());
            Position pos = o.position(); // replays: every move is legal
            assertEquals(Hand.EMPTY, pos.hand(Color.BLACK), "no captures");
            assertEquals(Hand.EMPTY, pos.hand(Color.WHITE));
            assertFalse(pos.inCheck());
        }
        assertNotEquals(a.get(0), a.get(1));
        assertNotEquals(a.get(0), Openings.random(10, 43).get(0));
    }
}
