package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveLegality}: every generated move is legal and completes from its 16 bits, a move from another position
 * is checked against this one, and the pawn-drop mate rule. ({@link MoveGeneratorTest} also tries every 16-bit value.)
 */
class MoveLegalityTest {

    @Test
    void generatedMovesAreExactlyTheLegalOnes() {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[] other = new int[MoveGenerator.MAX_MOVES];
        Position[] previous = {Position.startpos()};
        for (long seed = 21; seed <= 24; seed++) {
            RandomGames.play(Sfen.STARTPOS, seed, 200, pos -> {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                Set<Integer> legal = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    legal.add(buf[i]);
                    assertTrue(MoveLegality.isLegal(pos, buf[i]), Move.toUsi(buf[i]) + " in " + pos.sfen());
                    assertEquals(buf[i], MoveLegality.legalFrom16(pos, Move.to16(buf[i])));
                }
                // The moves of the previous position seen: legal here only if generated here.
                Position p = previous[0];
                int m = MoveGenerator.generateAll(p, other, 0);
                for (int i = 0; i < m; i++) {
                    int full = MoveLegality.legalFrom16(pos, Move.to16(other[i]));
                    assertEquals(full != Move.NONE, legal.contains(full), Move.toUsi(other[i]) + " in " + pos.sfen());
                }
                previous[0] = pos.copy();
            });
        }
    }

    @Test
    void pawnDropMateIsIllegalButAPawnDropCheckIsNot() {
        // White's king on 1a boxed in by its own knight and silver, black's knight on 2d guards 1b: P*1b would mate.
        Position mate = Sfen.parse("7nk/7s1/9/7N1/9/9/9/9/4K4 b P 1");
        int sq = MoveLegality.pawnCheckSquare(mate, Color.BLACK);
        assertEquals(Square.of(1, 2), sq);
        assertTrue(MoveLegality.pawnDropMates(mate, Color.BLACK, sq));
        assertEquals(Move.NONE, mate.toMove("P*1b"));
        // With 2b empty the king escapes there: the drop is a legal check.
        Position check = Sfen.parse("7nk/9/9/7N1/9/9/9/9/4K4 b P 1");
        assertFalse(MoveLegality.pawnDropMates(check, Color.BLACK, Square.of(1, 2)));
        assertTrue(MoveLegality.isLegal(check, check.toMove("P*1b")));
    }
}
