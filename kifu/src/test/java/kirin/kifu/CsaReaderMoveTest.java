package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

class CsaReaderMoveTest {
    @Test
    void readsOneMoveInAPosition() {
        Position p = Position.startpos();
        assertEquals("7g7f", Move.toUsi(CsaReader.move(p, "+7776FU")));
        assertEquals(Move.NONE, CsaReader.move(p, "-3334FU")); // white is not to move
        assertEquals(Move.NONE, CsaReader.move(p, "+7775FU")); // not legal
        assertEquals(Move.NONE, CsaReader.move(p, "+7776KY")); // not the piece there
        assertEquals(Move.NONE, CsaReader.move(p, "+7776FU,T3")); // the caller splits the time off
        assertEquals(Move.NONE, CsaReader.move(p, "+00"));
        Position drop = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b B 1");
        assertEquals("B*5e", Move.toUsi(CsaReader.move(drop, "+0055KA")));
        assertEquals(Move.NONE, CsaReader.move(drop, "+0055UM"));
        Position promo = Sfen.parse("4k4/9/9/9/9/2B6/9/9/4K4 b - 1");
        assertEquals("7f3b+", Move.toUsi(CsaReader.move(promo, "+7632UM")));
        assertEquals("7f3b", Move.toUsi(CsaReader.move(promo, "+7632KA")));
    }
}
