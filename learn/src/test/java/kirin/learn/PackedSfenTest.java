package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Round trips over random games and special positions, and every kind of corrupt input the decoder refuses. */
class PackedSfenTest {
    @Test
    void roundTripOnRandomGames() {
        int[] seen = new int[4]; // positions with a hand piece, with a promoted piece, white to move, total
        byte[] buf = new byte[PackedSfen.BYTES + 3];
        RawPosition raw = new RawPosition();
        RandomPositions.walk(2024, 100_000, 300, pos -> {
            PackedSfen.encode(pos, buf, 3);
            PackedSfen.decode(buf, 3, raw);
            String sfen = pos.sfen();
            assertEquals(sfen, raw.toSfen(pos.gamePly()));
            assertEquals(pos.hand(Color.BLACK), raw.hand(Color.BLACK));
            assertEquals(pos.kingSquare(Color.WHITE), raw.kingSquare(Color.WHITE));
            if (seen[3] % 10 == 0) {
                Position back = raw.toPosition(pos.gamePly());
                assertEquals(pos.key(), back.key(), sfen);
                assertArrayEquals(PackedSfen.encode(back), java.util.Arrays.copyOfRange(buf, 3, 35));
            }
            seen[0] += Hand.total(pos.hand(0)) + Hand.total(pos.hand(1)) > 0 ? 1 : 0;
            seen[1] += hasPromoted(pos) ? 1 : 0;
            seen[2] += pos.sideToMove();
            seen[3]++;
        });
        assertEquals(100_000, seen[3]);
        assertTrue(seen[0] > 80_000, "positions with hand pieces: " + seen[0]);
        assertTrue(seen[1] > 50_000, "positions with promoted pieces: " + seen[1]);
        assertTrue(seen[2] > 45_000, "white to move: " + seen[2]);
    }

    private static boolean hasPromoted(Position pos) {
        for (int sq = 0; sq < Square.NB; sq++) {
            if (Piece.isPromoted(Piece.type(pos.pieceOn(sq)))) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "4k4/9/4P4/9/9/9/9/9/9 b G 1",                                          // no black king, 257 bits
        "4k4/9/9/9/9/9/9/9/4K4 b - 1",                                          // bare kings, all in the box
        "4k4/9/9/9/9/9/9/9/4K4 w 2R2B4G4S4N4L18P 1",                            // everything in black's hand
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",      // lance handicap
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",          // two-piece handicap
        "9/7Sk/1+R7/9/9/9/9/9/9 b G 1",                                         // mate problem, box ends with a rook
        "4k4/9/9/9/9/9/9/9/9 b 2R2B 1",                                         // one king, box ends with a gold
        "8k/9/9/9/9/9/9/9/K8 w 18P2r2b4g4s4n4l 1",
    })
    void positionsWithPiecesInTheBoxRoundTrip(String sfen) {
        Position pos = Sfen.parse(sfen);
        byte[] b = PackedSfen.encode(pos);
        assertEquals(sfen, PackedSfen.toSfen(b, 0, 1));
        assertEquals(pos.key(), PackedSfen.toPosition(b, 0, 1).key());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1",  // one king, ends with a white hand rook: bit 257 is 1
        "9/9/9/9/9/9/9/9/9 b - 1",                    // no kings: 258 bits
    })
    void positionsThatNeedMoreThan256BitsAreRefused(String sfen) {
        PackedSfenException e = assertThrows(PackedSfenException.class, () -> PackedSfen.encode(Sfen.parse(sfen)));
        assertTrue(e.getMessage().contains("needs 25"), e.getMessage());
    }

    @Test
    void gamePlyIsNotStored() {
        byte[] a = PackedSfen.encode(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b P 1"));
        byte[] b = PackedSfen.encode(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b P 99"));
        assertArrayEquals(a, b);
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 b P 7", PackedSfen.toSfen(a, 0, 7));
    }

    // ---- corrupt input ----

    private static final String KINGS = "0 0011010 0010010 "; // black 5i, white 5a

    @Test
    void kingSquareOutOfRange() {
        byte[] b = PackedSfen.encode(Position.startpos());
        b[0] |= (byte) 0xFE; // black king square 127
        assertMessage(b, "king square out of range: black 127");
    }

    @Test
    void bothKingsOnOneSquare() {
        byte[] b = Bits.bytes("0 0011010 0011010");
        assertMessage(b, "both kings on square 5i");
    }

    @Test
    void boardRunningPastTheEnd() {
        byte[] b = Bits.bytes(KINGS + "1".repeat(241)); // every square a white dragon (8 bits)
        assertMessage(b, "runs past the end");
    }

    @Test
    void handEntryRunningPastTheEnd() {
        // Bare kings (15 + 79 bits), 52 box pawns up to bit 250, then a box rook that would need bits 250..256.
        String bits = KINGS + "0".repeat(79) + Bits.times(52, "010") + "1111110";
        assertEquals(257, Bits.length(bits));
        assertMessage(Bits.bytes(bits), "hand entry at bit 250 runs past the end");
    }

    @Test
    void pieceThatCouldNeverMove() {
        byte[] b = PackedSfen.encode(Position.startpos());
        b[2] &= ~0x10; // colour bit of the lance on 1a (stream bit 20): now a black lance on the last rank
        assertMessage(b, "black lance on 1a could never move");
    }

    @Test
    void tooManyBishops() {
        // Bare kings, three black bishops in hand, then 47 box pawns: 15 + 79 + 21 + 141 = 256.
        String bits = KINGS + "0".repeat(79) + Bits.times(3, "1111000") + Bits.times(47, "010");
        assertEquals(256, Bits.length(bits));
        assertMessage(Bits.bytes(bits), "too many bishops: 0 on the board and 3 in hand, a set has 2");
    }

    @Test
    void boardHandsAndBoxMustMakeOneSet() {
        // Bare kings with a box of 23 pawns and 1 lance instead of 18 and 4 (same number of bits).
        String bits = KINGS + "0".repeat(79) + Bits.times(23, "010") + "10010" + Bits.times(4, "10110")
                + Bits.times(4, "11010") + Bits.times(4, "11011") + Bits.times(2, "1111010")
                + Bits.times(2, "1111110");
        assertEquals(256, Bits.length(bits));
        assertMessage(Bits.bytes(bits), "pawns on the board, in hand and in the piece box add up to 23");
    }

    @Test
    void boxEntryWithColourOne() {
        byte[] b = PackedSfen.encode(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
        b[31] |= (byte) 0x80; // colour bit of the last box rook
        assertMessage(b, "piece-box entry at bit 249 for a rook has colour bit 1");
    }

    @Test
    void piecesMissingWhenAKingIsMissing() {
        // No black king, so the entries may run to bit 257; 3 box lances stand in for 5 box pawns (15 bits each),
        // which leaves 36 pieces besides the kings.
        String bits = "0 1000101 0010010 " + "0".repeat(80) + Bits.times(13, "010") + Bits.times(7, "10010")
                + Bits.times(4, "10110") + Bits.times(4, "11010") + Bits.times(4, "11011")
                + Bits.times(2, "1111010") + Bits.times(2, "1111110");
        assertEquals(257, Bits.length(bits));
        assertMessage(Bits.bytes(bits), "hold 36 pieces besides the kings");
    }

    @Test
    void offsetOutOfRange() {
        assertThrows(IndexOutOfBoundsException.class, () -> PackedSfen.decode(new byte[40], 9));
        assertThrows(IndexOutOfBoundsException.class, () -> PackedSfen.decode(new byte[40], -1));
    }

    @Test
    void nifuDecodesButIsNotAPosition() {
        // Black pawns on 5c (sq 38) and 5g (sq 42): squares 0..35 empty, 5a king, 5b -, 5c P, 5d-5f -, 5g P, 5h -,
        // 5i king, 45..80 empty (100 bits so far), then the box: 16 P, 4 L, 4 N, 4 S, 4 G, 2 B, 2 R (156 bits).
        String bits = KINGS + "0".repeat(36) + " 0 1000 000 1000 0 " + "0".repeat(36) + Bits.times(16, "010")
                + Bits.times(4, "10010") + Bits.times(4, "10110") + Bits.times(4, "11010") + Bits.times(4, "11011")
                + Bits.times(2, "1111010") + Bits.times(2, "1111110");
        assertEquals(256, Bits.length(bits));
        RawPosition raw = PackedSfen.decode(Bits.bytes(bits), 0);
        assertEquals("4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1", raw.toSfen(1));
        PackedSfenException e = assertThrows(PackedSfenException.class, () -> raw.toPosition(1));
        assertTrue(e.getMessage().contains("nifu"), e.getMessage());
    }

    private static void assertMessage(byte[] b, String part) {
        PackedSfenException e = assertThrows(PackedSfenException.class, () -> PackedSfen.decode(b, 0));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
