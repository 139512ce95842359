package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Proves the {@link Move} encoding: the low 16 bits are YaneuraOu's Move16 (checked against hand-computed values),
 * the accessors read back what the factories wrote, USI text round-trips, and {@link Move#parse16} rejects
 * malformed text.
 */
class MoveTest {
    private static final int B_PAWN = Piece.make(Color.BLACK, Piece.PAWN);
    private static final int B_BISHOP = Piece.make(Color.BLACK, Piece.BISHOP);

    @Test
    void normalMove() {
        int m = Move.normal(Square.of(7, 7), Square.of(7, 6), B_PAWN);
        assertEquals("7g7f", Move.toUsi(m));
        assertEquals(59 | 60 << 7, Move.to16(m)); // YaneuraOu: to 7f = 59, from 7g = 60
        assertEquals(Square.of(7, 6), Move.to(m));
        assertEquals(Square.of(7, 7), Move.from(m));
        assertEquals(B_PAWN, Move.piece(m));
        assertEquals(B_PAWN, Move.pieceAfter(m));
        assertFalse(Move.isDrop(m));
        assertFalse(Move.isPromotion(m));
        assertEquals(Move.to16(m), Move.parse16("7g7f"));
    }

    @Test
    void promotion() {
        int m = Move.promoting(Square.of(8, 8), Square.of(2, 2), B_BISHOP);
        assertEquals("8h2b+", Move.toUsi(m));
        assertEquals(10 | 70 << 7 | 0x8000, Move.to16(m));
        assertTrue(Move.isPromotion(m));
        assertEquals(B_BISHOP, Move.piece(m));
        assertEquals(Piece.make(Color.BLACK, Piece.HORSE), Move.pieceAfter(m));
        assertEquals(Move.to16(m), Move.parse16("8h2b+"));
        assertEquals(Move.to16(Move.normal(70, 10, B_BISHOP)), Move.parse16("8h2b"));
    }

    @Test
    void drop() {
        int m = Move.drop(Color.WHITE, Piece.PAWN, Square.of(5, 5));
        assertEquals("P*5e", Move.toUsi(m)); // USI writes the dropped piece in upper case for both sides
        assertEquals(40 | 1 << 7 | 0x4000, Move.to16(m));
        assertTrue(Move.isDrop(m));
        assertFalse(Move.isPromotion(m));
        assertEquals(Piece.PAWN, Move.dropType(m));
        assertEquals(Piece.make(Color.WHITE, Piece.PAWN), Move.piece(m));
        assertEquals(Move.to16(m), Move.parse16("P*5e"));
        String[] letters = {"P", "L", "N", "S", "B", "R", "G"};
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            int d = Move.drop(Color.BLACK, t, Square.of(1, 9));
            assertEquals(letters[t - 1] + "*1i", Move.toUsi(d));
            assertEquals(Move.to16(d), Move.parse16(letters[t - 1] + "*1i"));
        }
    }

    @Test
    void specialValues() {
        assertEquals("none", Move.toUsi(Move.NONE));
        assertEquals("null", Move.toUsi(Move.NULL));
        assertEquals("resign", Move.toUsi(Move.RESIGN));
        assertEquals("win", Move.toUsi(Move.WIN));
        assertEquals(129, Move.NULL);
        assertEquals(258, Move.RESIGN);
        assertEquals(387, Move.WIN);
    }

    @Test
    void everyWellFormedTextRoundTrips() {
        for (int from = 0; from < Square.NB; from++) {
            for (int to = 0; to < Square.NB; to++) {
                if (from == to) {
                    continue;
                }
                for (String suffix : new String[] {"", "+"}) {
                    String text = Square.name(from) + Square.name(to) + suffix;
                    int m16 = Move.parse16(text);
                    assertEquals(to, Move.to(m16));
                    assertEquals(from, Move.from(m16));
                    assertEquals(text, Move.toUsi(m16), text);
                }
            }
            for (char c : "PLNSBRG".toCharArray()) {
                String text = c + "*" + Square.name(from);
                assertEquals(text, Move.toUsi(Move.parse16(text)));
            }
        }
    }

    @Test
    void parse16RejectsGarbage() {
        for (String s : new String[] {"", "7g7", "7g7g", "K*5e", "p*5e", "0a1b", "7g7f=", "7g7f++", "7g7f ", " 7g7f",
                "7j7f", "7g0f", "P*5j", "P*0e", "P5e", "*P5e", "X*5e", "+*5e", "P*5e+", "7G7F", "resign", "none", "8h2b-"}) {
            assertEquals(Move.NONE, Move.parse16(s), "'" + s + "'");
        }
    }

    @Test
    void generatedMovesRoundTripThroughUsi() {
        RandomGames.play(Sfen.STARTPOS, 3, 120, pos -> {
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.generateAll(pos, list, 0);
            for (int i = 0; i < n; i++) {
                String text = Move.toUsi(list[i]);
                assertEquals(Move.to16(list[i]), Move.parse16(text), text);
                assertEquals(list[i], pos.toMove(text), text);
            }
        });
    }
}
