package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.Test;

/** The decoded position: its SFEN text agrees with core's writer, and the SFEN rules apply when it becomes a Position. */
class RawPositionTest {
    @Test
    void sfenTextMatchesCore() {
        RandomPositions.walk(77, 3000, 150, pos -> {
            RawPosition raw = PackedSfen.decode(PackedSfen.encode(pos), 0);
            assertEquals(Sfen.format(pos), raw.toSfen(pos.gamePly()));
        });
    }

    @Test
    void aReusedPositionIsTheSameAsANewOne() {
        RawPosition raw = new RawPosition();
        Position[] reused = {null};
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] moves2 = new int[MoveGenerator.MAX_MOVES];
        RandomPositions.walk(78, 3000, 150, pos -> {
            PackedSfen.decode(PackedSfen.encode(pos), 0, raw);
            Position fresh = raw.toPosition(pos.gamePly());
            reused[0] = raw.toPosition(pos.gamePly(), reused[0]);
            Position r = reused[0];
            assertEquals(Sfen.format(fresh), Sfen.format(r));
            assertEquals(fresh.key(), r.key());
            assertEquals(fresh.inCheck(), r.inCheck());
            assertArrayEquals(fresh.pieceListFb(), r.pieceListFb());
            assertArrayEquals(fresh.pieceListFw(), r.pieceListFw());
            int n = MoveGenerator.generateAll(fresh, moves, 0);
            assertEquals(n, MoveGenerator.generateAll(r, moves2, 0));
            assertArrayEquals(java.util.Arrays.copyOf(moves, n), java.util.Arrays.copyOf(moves2, n));
        });
    }

    @Test
    void accessors() {
        Position pos = Sfen.parse("8k/9/9/9/9/9/9/9/K8 w 18P2r2b4g4s4n4l 1");
        RawPosition raw = PackedSfen.decode(PackedSfen.encode(pos), 0);
        assertEquals(Color.WHITE, raw.sideToMove());
        assertEquals(Square.of(1, 1), raw.kingSquare(Color.WHITE));
        assertEquals(Piece.make(Color.BLACK, Piece.KING), raw.pieceOn(Square.of(9, 9)));
        assertEquals(18, raw.handCount(Color.BLACK, Piece.PAWN));
        assertEquals(2, raw.handCount(Color.WHITE, Piece.ROOK));
        assertEquals(pos.hand(Color.WHITE), raw.hand(Color.WHITE));
        assertEquals(0, Hand.total(raw.hand(Color.BLACK)) - 18);
        assertEquals(pos.key(), raw.toPosition(0).key());
    }

    @Test
    void theSideNotToMoveInCheckIsNoPosition() {
        // White to move while the black king on 5i stands in the white rook's line: decodes, is no position.
        RawPosition raw = PackedSfen.decode(PackedSfen.encode(Sfen.parse("4k4/4r4/9/9/9/9/9/9/4K4 b - 1")), 0);
        raw.side = Color.WHITE;
        PackedSfenException e = assertThrows(PackedSfenException.class, () -> raw.toPosition(1));
        assertTrue(e.getMessage().contains("in check"), e.getMessage());
    }
}
