package kirin.book;

import kirin.core.Move;
import kirin.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class GpsBookTest {
    static final Path JOSEKI = Path.of("/usr/share/gpsshogi-data/data/joseki.dat");

    /** OMove of a board move: origin and destination as (file, rank), OSL piece type, player 0 or -1. */
    static int omove(int fx, int fy, int tx, int ty, int ptype, int player) {
        return (fx << 4 | fy) | (tx << 12 | ty << 8) | (ptype << 24) | (player << 28);
    }

    /** A three-state book: start --7g7f (w 5)--> 1 --3c3d (w 2)--> 2, and start --2g2f (w 0)--> 2 (illegal there). */
    static byte[] tinyBook() {
        int states = 3;
        int moves = 3;
        ByteBuffer b = ByteBuffer.allocate(16 + 16 * states + 12 * moves + 164 * states);
        b.putInt(1).putInt(states).putInt(moves).putInt(0);
        b.putInt(0).putInt(2).putInt(30).putInt(10);  // start: moves 0..1, black won 30, white 10
        b.putInt(2).putInt(1).putInt(20).putInt(20);  // after 7g7f
        b.putInt(3).putInt(0).putInt(3).putInt(1);    // after 7g7f 3c3d
        b.putInt(omove(7, 7, 7, 6, 10, 0)).putInt(1).putInt(5);
        b.putInt(omove(2, 7, 2, 6, 10, 0)).putInt(2).putInt(0);
        b.putInt(omove(3, 3, 3, 4, 10, -1)).putInt(2).putInt(2);
        Position p = Position.startpos();
        putBoard(b, p);
        p.doMove(p.toMove("7g7f"));
        putBoard(b, p);
        p.doMove(p.toMove("3c3d"));
        putBoard(b, p);
        return b.array();
    }

    /** Kirin piece types 1..14 as OSL ptypes. */
    private static final int[] OSL = {0, 10, 11, 12, 13, 14, 15, 9, 8, 2, 3, 4, 5, 6, 7};

    /** A CompactBoard: 40 pieces, then the turn (0 black, -1 white). */
    static void putBoard(ByteBuffer b, Position p) {
        int n = 0;
        for (int sq = 0; sq < 81; sq++) {
            int pc = p.pieceOn(sq);
            if (pc != kirin.core.Piece.EMPTY) {
                int x = kirin.core.Square.file(sq);
                int y = kirin.core.Square.rank(sq);
                b.putInt((kirin.core.Piece.color(pc) == 0 ? 0 : -1) << 20 | OSL[kirin.core.Piece.type(pc)] << 16
                        | x << 4 | y);
                n++;
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int t = 1; t <= 7; t++) {
                for (int k = 0; k < kirin.core.Hand.count(p.hand(c), t); k++) {
                    b.putInt((c == 0 ? 0 : -1) << 20 | OSL[t] << 16);
                    n++;
                }
            }
        }
        assertEquals(40, n);
        b.putInt(p.sideToMove() == 0 ? 0 : -1);
    }

    @Test
    void readsATinyHandMadeBook(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("joseki.dat");
        Files.write(f, tinyBook());
        GpsBook g = GpsBook.read(f);
        assertEquals(3, g.states());
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -", g.boardSfen(1));
        List<String> w = new ArrayList<>();
        GpsBook.Import imp = g.toBook(false, w::add);
        assertTrue(w.isEmpty(), w.toString());
        assertEquals(0, imp.boardMismatches);
        assertEquals(1, imp.roots);
        assertEquals(2, imp.positions);
        assertEquals(2, imp.moves);
        assertEquals(1, imp.zeroWeightDropped);
        BookEntry start = imp.book.find(Position.startpos().sfen());
        // 7g7f leads to a state where each side won 20: value 0; its ponder is the state's heaviest move
        assertEquals(new BookMove(Move.parse16("7g7f"), Move.parse16("3c3d"), 0, 32, 5), start.moves().get(0));
        BookEntry second = imp.book.find("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        // white's 3c3d leads to black 3 wins, white 1: p = 2/6 for white, 600 ln(0.5) = -416
        assertEquals(new BookMove(Move.parse16("3c3d"), Move.NONE, -416, 32, 2), second.moves().get(0));
        GpsBook.Import all = g.toBook(true, s -> { });
        assertEquals(3, all.moves);
    }

    @Test
    void defectsAreNamed(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.dat");
        byte[] b = tinyBook();
        Files.write(f, java.util.Arrays.copyOf(b, b.length - 1));
        BookFormatException e = assertThrows(BookFormatException.class, () -> GpsBook.read(f));
        assertTrue(e.getMessage().startsWith(f + ": "), e.getMessage());
        b[16 + 48 + 4 + 3] = 9; // first move leads to state 9
        Files.write(f, b);
        e = assertThrows(BookFormatException.class, () -> GpsBook.read(f));
        assertTrue(e.getMessage().contains("move 0 leads to state 9"), e.getMessage());
    }

    /** The real book, checked against what gpsshell's {@code oshow} lists (see docs/book.md, GPS Shogi's joseki.dat). */
    @Test
    void theRealJosekiDatMatchesGpsshell() throws Exception {
        assumeTrue(Files.isRegularFile(JOSEKI), "gpsshogi-data is not installed (scripts/install-gps.sh)");
        GpsBook g = GpsBook.read(JOSEKI);
        assertEquals(58818, g.states());
        assertEquals(73498, g.moveTotal());
        List<String> w = new ArrayList<>();
        GpsBook.Import imp = g.toBook(false, w::add);
        assertEquals(0, imp.illegal, w.toString());
        assertEquals(0, imp.boardMismatches, w.toString());
        assertEquals(2, imp.roots); // the start position with black to move, and with white to move
        GpsBook.Import all = g.toBook(true, w::add);
        assertEquals(0, all.unreachable); // every state is reached through some move, weighted or not
        assertEquals(0, all.boardMismatches, w.toString()); // and every board is the position its moves reach
        assertEquals(58818 - 8016, all.positions); // all but the 8016 states without moves
        assertEquals(73498, all.moves);
        BookEntry start = imp.book.find(Position.startpos().sfen());
        start.sortMoves();
        assertEquals("7g7f", Move.toUsi(start.moves().get(0).move16));
        assertEquals(8194, start.moves().get(0).count);
        assertEquals("2g2f", Move.toUsi(start.moves().get(1).move16));
        assertEquals(1805, start.moves().get(1).count);
        assertEquals(2, start.moves().size()); // the other 9 have weight 0
        BookEntry after = imp.book.find("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        after.sortMoves();
        assertEquals("3c3d 2g2f", Move.toUsi(after.moves().get(0).move16) + " "
                + Move.toUsi(after.moves().get(0).ponder16));
        assertEquals(5925, after.moves().get(0).count);
        assertEquals("8c8d", Move.toUsi(after.moves().get(1).move16));
        assertEquals(4074, after.moves().get(1).count);
        // gpsshell: +7776FU win 10410 loss 9431
        assertEquals(Math.round(600 * Math.log(10411.0 / 9432.0)), start.moves().get(0).value);
    }
}
