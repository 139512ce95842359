package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** {@link Interpositions}: drops on one square linked, delayed and counted once. */
class InterpositionsTest {
    /**
     * A rook's check from eight squares away with a pawn and a gold in the defender's hand: four king moves and two
     * drops on each of the seven squares between, which the solver's first proof number counts as one per square
     * (the later drops on a square are delayed until the earlier ones are proven).
     */
    @Test
    void interposingDropsCountOncePerSquare() {
        Position pos = Sfen.parse("4k4/9/9/9/9/9/9/9/4R4 w gp 1");
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.countLegal(pos, list, 0);
        assertEquals(4 + 2 * 7, n);
        assertEquals(4 + 7, Interpositions.countOncePerSquare(list, 0, n));
    }

    @Test
    void laterDropsOnASquareWaitForTheEarlierOnes() {
        Position pos = Sfen.parse("4k4/9/9/9/9/9/9/9/4R4 w gp 1");
        int base = 5;
        int[] moves = new int[base + MoveGenerator.MAX_MOVES];
        int end = MoveGenerator.generateAll(pos, moves, base);
        int[] cprev = new int[moves.length];
        int[] cpn = new int[moves.length];
        int linked = 0;
        for (int i = base; i < end; i++) {
            cprev[i] = Interpositions.previousDrop(moves, base, i);
            cpn[i] = 1;
            if (cprev[i] >= 0) {
                linked++;
                int m = moves[i];
                int p = moves[cprev[i]];
                assertTrue(Move.isDrop(m) && Move.isDrop(p) && Move.to(m) == Move.to(p));
                assertTrue(cprev[i] < i);
            } else if (!Move.isDrop(moves[i])) {
                assertFalse(Interpositions.delayed(cpn, cprev, i), "king moves are never delayed");
            }
        }
        assertEquals(7, linked, "one later drop on each of the seven squares");
        for (int i = base; i < end; i++) {
            if (cprev[i] >= 0) {
                assertTrue(Interpositions.delayed(cpn, cprev, i), "the earlier drop is unproven");
                cpn[cprev[i]] = 0;
                assertFalse(Interpositions.delayed(cpn, cprev, i), "the earlier drop is proven");
            }
        }
    }
}
