package kirin.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** {@link BenchMoves}: the kept moves of each position in order, taken round and round, and a neutral doUndo. */
class BenchMovesTest {
    @Test
    void keepsTheChosenMovesInOrderAndCycles() {
        Position[] ps = {Position.startpos(), Sfen.parse(BenchPositions.MATSURI)};
        BenchMoves all = BenchMoves.of(ps, (pos, move) -> true);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n0 = MoveGenerator.generateAll(ps[0], buf, 0);
        int n1 = MoveGenerator.generateAll(ps[1], buf, 0);
        assertEquals(n0 + n1, all.size());
        assertEquals(0, all.position[n0 - 1]);
        assertEquals(1, all.position[n0]);
        assertEquals(buf[0], all.move[n0], "the second position's moves follow the first's");

        BenchMoves drops = BenchMoves.of(ps, (pos, move) -> Move.isDrop(move));
        assertTrue(drops.size() > 0);
        for (int i = 0; i < drops.size(); i++) {
            assertEquals(1, drops.position[i], "only matsuri has pieces in hand");
            assertTrue(Move.isDrop(drops.move[i]));
            assertEquals(i, drops.next());
        }
        assertEquals(0, drops.next(), "after the last, the first again");

        all.doUndo(ps);
        assertEquals(Position.startpos().key(), ps[0].key(), "the move is taken back");
    }
}
