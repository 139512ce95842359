package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import kirin.core.Color;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The record model: building one by hand, and what a defect does to it. */
class KifuTest {
    @Test
    void builtByHandAndCutByADefect() {
        Position p = Position.startpos();
        int m1 = p.toMove("7g7f");
        p.doMove(m1);
        int m2 = p.toMove("3c3d");
        Kifu k = new Kifu("x.csa", 3).players("A", "B").start(Sfen.STARTPOS).end("%TORYO", Color.BLACK);
        k.plies().add(new Kifu.Ply(m1, 1500));
        k.plies().add(new Kifu.Ply(m2, -1));
        assertArrayEquals(new int[] {m1, m2}, k.moves());
        assertEquals("x.csa: game 3", k.name());
        assertEquals(Sfen.STARTPOS, k.startPosition().sfen());
        assertNull(k.error());

        k.fail(3, "illegal move '+0055FU'");
        assertEquals("x.csa: game 3, ply 3: illegal move '+0055FU'", k.error());
        assertNull(k.terminal());
        assertEquals(Kifu.UNKNOWN, k.winner());
        assertEquals(2, k.plies().size()); // the moves before the defect stay
    }
}
