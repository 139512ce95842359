package kirin.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The piece list ({@link PieceList}) that Position keeps for three-piece evaluations: its own operations, and the
 * list seen through Position's methods, checked against a fresh build at every step.
 */
class PieceListTest {

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

    @Test
    void buildNumbersPiecesInTheirRanges() {
        PieceList list = new PieceList();
        list.allocate(4);
        Position pos = Position.startpos();
        list.build(pos.board, pos.hand);
        assertEquals(PieceList.NO_KING + Color.BLACK, list.noAt[Square.of(5, 9)]);
        assertEquals(PieceList.NO_KING + Color.WHITE, list.noAt[Square.of(5, 1)]);
        int pawn = list.noAt[Square.of(7, 7)];
        assertTrue(pawn >= 0 && pawn < 18, "pawn number " + pawn);
        int rook = list.noAt[Square.of(2, 8)];
        assertTrue(rook == 36 || rook == 37, "rook number " + rook);
        assertEquals(BonaPiece.boardFb(Piece.make(Color.BLACK, Piece.ROOK), Square.of(2, 8)), list.fb[rook]);
    }

    @Test
    void captureRecordsBothChangesAndUndoRestoresThem() {
        Position pos = Sfen.parse("4k4/9/9/9/4p4/9/9/4R4/4K4 b - 1");
        PieceList list = pos.pieces;
        int rookSq = Square.of(5, 8);
        int pawnSq = Square.of(5, 5);
        int rook = list.noAt[rookSq];
        int pawn = list.noAt[pawnSq];
        int[] fb = list.fb.clone();
        int[] fw = list.fw.clone();
        pos.doMove(pos.toMove("5h5e")); // the pawn goes to black's hand (first change), the rook to 5e (second)
        assertEquals(2, list.dirtyCount[0]);
        assertEquals(pawn, list.dirtyNo[0]);
        assertEquals(rook, list.dirtyNo[1]);
        assertEquals(fb[pawn], list.dirtyFb[0]);
        assertEquals(BonaPiece.handFb(Color.BLACK, Piece.PAWN, 0), list.fb[pawn]);
        assertEquals(pawn, list.noInHand[list.fb[pawn]]);
        assertEquals(rook, list.noAt[pawnSq]);
        pos.undoMove();
        assertArrayEquals(fb, list.fb);
        assertArrayEquals(fw, list.fw);
        assertEquals(rook, list.noAt[rookSq]);
        assertEquals(pawn, list.noAt[pawnSq]);
    }

    @Test
    void copyIntoCarriesTheRecordsOfThePlayedMoves() {
        Position pos = Position.startpos();
        pos.doMove(pos.toMove("7g7f"));
        pos.doMove(pos.toMove("3c3d"));
        PieceList copy = new PieceList();
        copy.allocate(4);
        pos.pieces.copyInto(copy, pos.ply() + 1);
        assertArrayEquals(pos.pieces.fb, copy.fb);
        assertEquals(pos.pieces.dirtyNo[2], copy.dirtyNo[2]);
        assertEquals(1, copy.dirtyCount[1]);
    }
}
