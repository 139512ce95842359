package kirin.book;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BookKeysTest {
    @Test
    void flippingTheStartPositionAfterOneMoveGivesTheMirroredWhiteMove() {
        Position black = Sfen.parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        // the same position with colours swapped: white has played 3c3d, black to move
        assertEquals("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2",
                BookKeys.flippedKey(black, false));
        assertEquals(Move.parse16("3c3d"), BookKeys.flipMove(Move.parse16("7g7f")));
        assertEquals(Move.parse16("P*5e"), BookKeys.flipMove(Move.parse16("P*5e")));
        assertEquals(Move.parse16("2b8h+"), BookKeys.flipMove(Move.parse16("8h2b+")));
        assertEquals(Move.NONE, BookKeys.flipMove(Move.NONE));
    }

    @Test
    void handsAreSwappedWhenFlipped() {
        Position p = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b R2Pg 5");
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 w Gr2p 5", BookKeys.flippedKey(p, false));
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 w Gr2p", BookKeys.flippedKey(p, true));
    }

    @Test
    void stripPlyAndPly() {
        assertEquals("a b c", BookKeys.stripPly("a b c 12"));
        assertEquals("a b c", BookKeys.stripPly("a b c"));
        assertEquals(12, BookKeys.ply("a b c 12"));
        assertEquals(-1, BookKeys.ply("a b c"));
    }
}
