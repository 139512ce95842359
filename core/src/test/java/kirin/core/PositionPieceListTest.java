package kirin.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The piece list that Position keeps for three-piece evaluations, checked against a fresh build at every step. */
class PositionPieceListTest {

    /** The indices every piece should have, black view, sorted: computed from the board and hands alone. */
    private static int[] expectedFb(Position pos) {
        int[] fb = new int[Position.PIECE_NO_KING];
        int k = 0;
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc != Piece.EMPTY && Piece.type(pc) != Piece.KING) {
                fb[k++] = BonaPiece.boardFb(pc, sq);
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
                for (int i = 0; i < Hand.count(pos.hand(c), t); i++) {
                    fb[k++] = BonaPiece.handFb(c, t, i);
                }
            }
        }
        Arrays.sort(fb); // the remaining entries stay ZERO (pieces in the box)
        return fb;
    }

    private static void assertConsistent(Position pos) {
        int[] fb = pos.pieceListFb().clone();
        int[] fw = pos.pieceListFw();
        for (int n = 0; n < Position.PIECE_NO_KING; n++) {
            assertEquals(BonaPiece.inverse(fb[n]), fw[n], "fw of piece " + n + " in " + pos.sfen());
        }
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc == Piece.EMPTY) {
                continue;
            }
            int n = pos.pieceNoOn(sq);
            if (Piece.type(pc) == Piece.KING) {
                assertEquals(Position.PIECE_NO_KING + Piece.color(pc), n);
            } else {
                assertEquals(BonaPiece.boardFb(pc, sq), fb[n], "piece on " + Square.name(sq) + " in " + pos.sfen());
            }
        }
        Arrays.sort(fb);
        assertArrayEquals(expectedFb(pos), fb, pos.sfen());
    }

    @Test
    void startposListHoldsAllPieces() {
        Position pos = Position.startpos();
        assertConsistent(pos);
        assertTrue(Arrays.stream(pos.pieceListFb()).noneMatch(b -> b == BonaPiece.ZERO));
    }

    @Test
    void mateProblemKeepsBoxPiecesAtZero() {
        Position pos = Sfen.parse("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
        assertConsistent(pos);
        assertEquals(0, Arrays.stream(pos.pieceListFb()).filter(b -> b == BonaPiece.ZERO).count());
        Position box = Sfen.parse("4k4/9/4P4/9/9/9/9/9/9 b G 1");
        assertConsistent(box);
        assertEquals(36, Arrays.stream(box.pieceListFb()).filter(b -> b == BonaPiece.ZERO).count());
    }

    @Test
    void listFollowsDoAndUndoAlongRandomGames() {
        int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
        for (long seed = 1; seed <= 8; seed++) {
            RandomGames.play(Sfen.STARTPOS, seed, 200, pos -> {
                assertConsistent(pos);
                int[] beforeFb = pos.pieceListFb().clone();
                int n = MoveGenerator.generateAll(pos, buf, 0);
                for (int i = 0; i < n; i++) {
                    int m = buf[i];
                    pos.doMove(m);
                    assertConsistent(pos);
                    // The dirty record names exactly the entries that changed, with their old values.
                    int[] after = pos.pieceListFb();
                    int changed = 0;
                    for (int p = 0; p < Position.PIECE_NO_KING; p++) {
                        if (after[p] != beforeFb[p]) {
                            changed++;
                        }
                    }
                    assertEquals(changed, pos.dirtyCount(), Move.toUsi(m) + " in " + pos.sfen());
                    for (int k = 0; k < pos.dirtyCount(); k++) {
                        assertEquals(beforeFb[pos.dirtyPieceNo(k)], pos.dirtyOldFb(k));
                        assertEquals(BonaPiece.inverse(pos.dirtyOldFb(k)), pos.dirtyOldFw(k));
                    }
                    pos.undoMove();
                    assertArrayEquals(beforeFb, pos.pieceListFb(), "undo " + Move.toUsi(m));
                }
            });
        }
    }

    @Test
    void copyCarriesTheList() {
        Position pos = Position.startpos();
        pos.doMove(pos.toMove("7g7f"));
        pos.doMove(pos.toMove("3c3d"));
        pos.doMove(pos.toMove("8h2b+"));
        Position copy = pos.copy();
        assertArrayEquals(pos.pieceListFb(), copy.pieceListFb());
        copy.undoMove();
        pos.undoMove();
        assertArrayEquals(pos.pieceListFb(), copy.pieceListFb());
        assertConsistent(copy);
    }
}
