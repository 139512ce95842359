package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Checkmate detection and the maximum game length with MaxMovesToDraw semantics. */
class GameEndTest {
    @Test
    void checkmateIsDetected() {
        // Mate-in-1 problem after its solution 8c1c: the white king on 1b has no legal move.
        Position pos = TestPositions.play("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1", "8c1c");
        assertTrue(pos.inCheck());
        assertTrue(GameEnd.isMated(pos));
        assertFalse(GameEnd.isMated(Position.startpos()));
    }

    @Test
    void mateTestAgreesWithMoveGeneration() {
        // The king-step shortcut must answer as generating every legal move does, in check and out of it, with
        // and without a king (perft.txt's positions include mate problems with no attacking king).
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] mated = new int[1];
        int shown = RandomGames.corpus(40, 60, pos -> {
            boolean none = MoveGenerator.generateAll(pos, moves, 0) == 0;
            assertEquals(none, GameEnd.isMated(pos), () -> Sfen.format(pos));
            if (none) {
                mated[0]++;
            }
        });
        assertTrue(shown > 5000, "positions: " + shown);
        assertTrue(mated[0] > 10, "mated positions met: " + mated[0]);
    }

    @Test
    void positionAfterMoveLimitIsADraw() {
        Position pos = Sfen.parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 256");
        assertFalse(GameEnd.isDrawByMaxMoves(pos, 256), "ply 256 is still played");
        pos.doMove(pos.toMove("7g7f"));
        assertTrue(GameEnd.isDrawByMaxMoves(pos, 256), "the position after move 256 is a draw");
        assertFalse(GameEnd.isDrawByMaxMoves(pos, 0), "0 means no limit");
        assertFalse(GameEnd.isDrawByMaxMoves(pos, 257));
    }

    @Test
    void checkmateOnTheLastMoveStillWins() {
        // The mating move is move 256: the mated position has game ply 257 but is a loss, not a draw.
        Position pos = Sfen.parse("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 256");
        pos.doMove(pos.toMove("8c1c"));
        assertTrue(pos.gamePly() > 256);
        assertFalse(GameEnd.isDrawByMaxMoves(pos, 256));
    }
}
