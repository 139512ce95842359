package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Position;
import org.junit.jupiter.api.Test;

/** {@link PlyStates}: when a reset may continue from the ply before, and what a move does to a ply. */
class PlyStatesTest {
    @Test
    void aResetContinuesOnlyFromTheStateOfThePositionBeforeTheLastMove() {
        boolean[] valid = new boolean[4];
        long[] stateKey = new long[4];
        Position pos = Position.startpos();
        assertFalse(PlyStates.reset(valid, stateKey, pos), "ply 0 has no ply before");
        assertEquals(pos.key(), stateKey[0]);
        valid[0] = true; // the caller computed ply 0
        pos.doMove(pos.toMove("7g7f"));
        assertTrue(PlyStates.reset(valid, stateKey, pos));
        assertEquals(pos.key(), stateKey[1]);
        assertFalse(valid[1], "stale until the caller brings it up to date");

        PlyStates.moved(valid, stateKey, 0); // a search move reused ply 0
        assertFalse(valid[0]);
        assertEquals(0, stateKey[0]);
        valid[0] = true;
        assertFalse(PlyStates.reset(valid, stateKey, pos), "ply 0 no longer holds the reset's position");
    }
}
