package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/**
 * Packed sfens checked byte by byte against values worked out by hand from interop.md 4.2, not from the encoder.
 *
 * <p>Entries, as stream bits (first bit first; p = promoted, c = colour, 1 = white):
 * <pre>
 * board:  empty 0 | pawn 1 0 p c | lance 1 1 0 0 p c | knight 1 1 0 1 p c | silver 1 1 1 0 p c
 *         gold 1 1 1 1 0 c | bishop 1 1 1 1 1 0 p c | rook 1 1 1 1 1 1 p c
 * hand:   the board entry less its first bit, p = 0:  pawn 0 0 c | gold 1 1 1 0 c | bishop 1 1 1 1 0 0 c
 * box:    pawn 0 1 0 | lance 1 0 0 1 0 | knight 1 0 1 1 0 | silver 1 1 0 1 0 | gold 1 1 0 1 1
 *         bishop 1 1 1 1 0 1 0 | rook 1 1 1 1 1 1 0
 * </pre>
 * Squares run 1a, 1b, ..., 1i, 2a, ..., 9i (sq = 9*(file-1) + rank-1); king squares are 7-bit numbers written lowest
 * bit first (44 = 5i: 0 0 1 1 0 1 0; 36 = 5a: 0 0 1 0 0 1 0; 81 = none: 1 0 0 0 1 0 1). Byte k holds stream bits
 * 8k..8k+7, the first of them in its lowest bit. Each test also rebuilds the bytes from its bit string with
 * {@link Bits}, so the comment, the bit string and the hex literal are tied together.
 */
class PackedSfenBytesTest {
    /**
     * Start position: side 0, kings 44 and 36, then file by file (a..i). Files 1, 3, 4, 6, 7 and 9 are alike
     * (white piece on a, black piece on i, white pawn on c, black pawn on g): 6+1+4+3+4+1+6 = 25 bits; file 2 has
     * the white bishop on 2b and the black rook on 2h (39 bits), file 8 the white rook on 8b and the black bishop on
     * 8h (39 bits), file 5 skips both kings (13 bits). 15 + 6*25 + 2*39 + 13 = 256; no hands, no box.
     */
    private static final String START_BITS = ""
            + "0 0011010 0010010 "
            + "110001 0 1001 000 1000 0 110000 "                  // 1a l, 1b -, 1c p, 1d-1f -, 1g P, 1h -, 1i L
            + "110101 11111001 1001 000 1000 11111100 110100 "    // 2a n, 2b b, 2c p, -, 2g P, 2h R, 2i N
            + "111001 0 1001 000 1000 0 111000 "                  // 3a s ... 3i S
            + "111101 0 1001 000 1000 0 111100 "                  // 4a g ... 4i G
            + "0 1001 000 1000 0 "                                // 5b -, 5c p, -, 5g P, 5h - (5a, 5i kings)
            + "111101 0 1001 000 1000 0 111100 "                  // 6a g ... 6i G
            + "111001 0 1001 000 1000 0 111000 "                  // 7a s ... 7i S
            + "110101 11111101 1001 000 1000 11111000 110100 "    // 8a n, 8b r, 8c p, -, 8g P, 8h B, 8i N
            + "110001 0 1001 000 1000 0 110000";                  // 9a l ... 9i L
    private static final String START_HEX = "58 a4 51 22 0c eb 67 22 7e 96 53 22 1c af 44 78 "
            + "24 c2 2b 11 9e 53 22 1c eb 6f 22 3e 96 51 22 0c";

    @Test
    void startPosition() {
        assertEquals(256, Bits.length(START_BITS));
        byte[] expected = Bits.hex(START_HEX);
        assertArrayEquals(expected, Bits.bytes(START_BITS));
        assertArrayEquals(expected, PackedSfen.encode(Sfen.parse(Sfen.STARTPOS)));
        assertEquals(Sfen.STARTPOS, PackedSfen.toSfen(expected, 0, 1));
    }

    /** After 7g7f 3c3d 8h2b+ 3a2b, with the white gold of 4a also taken: black holds B and G, white b. */
    static final String HANDS_SFEN = "lnsgk2nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b BGb 1";
    /**
     * Board 222 bits (files 25+37+20+20+13+25+25+32+25) + 15 = 237; hands in the V8 order P, L, N, S, G, B, R:
     * black G (1 1 1 0 0), black B (1 1 1 1 0 0 0), white b (1 1 1 1 0 0 1): 237 + 19 = 256.
     */
    private static final String HANDS_BOARD_BITS = ""
            + "0 0011010 0010010 "
            + "110001 0 1001 000 1000 0 110000 "               // 1a l, 1b -, 1c p, -, 1g P, 1h -, 1i L
            + "110101 111001 1001 000 1000 11111100 110100 "   // 2a n, 2b s, 2c p, -, 2g P, 2h R, 2i N
            + "0 0 0 1001 0 0 1000 0 111000 "                  // 3a -, 3b -, 3c -, 3d p, 3e -, 3f -, 3g P, 3h -, 3i S
            + "0 0 1001 000 1000 0 111100 "                    // 4a -, 4b -, 4c p, -, 4g P, 4h -, 4i G
            + "0 1001 000 1000 0 "                             // file 5 without the kings
            + "111101 0 1001 000 1000 0 111100 "               // 6a g ... 6i G
            + "111001 0 1001 0 0 1000 0 0 111000 "             // 7a s, 7b -, 7c p, 7d -, 7e -, 7f P, 7g -, 7h -, 7i S
            + "110101 11111101 1001 000 1000 0 110100 "        // 8a n, 8b r, 8c p, -, 8g P, 8h -, 8i N
            + "110001 0 1001 000 1000 0 110000 ";              // 9a l ... 9i L
    private static final String HANDS_BITS = HANDS_BOARD_BITS + "11100 1111000 1111001";
    private static final String HANDS_HEX = "58 a4 51 22 0c eb 99 88 9f 05 49 38 48 84 47 22 "
            + "bc 12 e1 39 25 c1 b1 fe 26 c2 32 4a 84 e1 3c 9e";
    /** The same position with the older YaneuraOu hand order P, L, N, S, B, R, G: black B before black G. */
    private static final String OLD_ORDER_BITS = HANDS_BOARD_BITS + "1111000 11100 1111001";
    private static final String OLD_ORDER_HEX = "58 a4 51 22 0c eb 99 88 9f 05 49 38 48 84 47 22 "
            + "bc 12 e1 39 25 c1 b1 fe 26 c2 32 4a 84 e1 71 9e";

    @Test
    void handPiecesOfBothColours() {
        assertEquals(256, Bits.length(HANDS_BITS));
        byte[] expected = Bits.hex(HANDS_HEX);
        assertArrayEquals(expected, Bits.bytes(HANDS_BITS));
        assertArrayEquals(expected, PackedSfen.encode(Sfen.parse(HANDS_SFEN)));
        assertEquals(HANDS_SFEN, PackedSfen.toSfen(expected, 0, 1));
    }

    @Test
    void olderHandOrderDecodesToTheSamePosition() {
        byte[] old = Bits.hex(OLD_ORDER_HEX);
        assertArrayEquals(old, Bits.bytes(OLD_ORDER_BITS));
        assertEquals(HANDS_SFEN, PackedSfen.toSfen(old, 0, 1));
    }

    /**
     * A mate problem without a black king: white king 5a, black pawn 5c (sq 38), black G in hand, everything else in
     * the piece box in the order P, L, N, S, G, B, R. Side 0, kings 81 and 36; squares 0..35 empty (36 bits),
     * 5a skipped, 5b empty, 5c P (1 0 0 0), 39..80 empty (42 bits): 15 + 83 = 98. Hand G: 103. Box: 17 P (51),
     * 4 L, 4 N, 4 S (20 each), 3 G (15), 2 B, 2 R (14 each): 257 bits. The 257th, the colour bit 0 of the last box
     * rook, falls outside the 32 bytes, as it does in YaneuraOu (which writes only 1 bits).
     */
    private static final String BOX_SFEN = "4k4/9/4P4/9/9/9/9/9/9 b G 1";
    private static final String BOX_BITS = "0 1000101 0010010 " + "0".repeat(36) + " 0 1000 " + "0".repeat(42)
            + " 11100 " + Bits.times(17, "010") + Bits.times(4, "10010") + Bits.times(4, "10110")
            + Bits.times(4, "11010") + Bits.times(3, "11011") + Bits.times(2, "1111010") + Bits.times(2, "1111110");
    private static final String BOX_HEX = "a2 24 00 00 00 00 10 00 00 00 00 00 1c 49 92 24 "
            + "49 92 24 a5 94 52 6b ad ad b5 d6 de fb f5 fa fd";

    @Test
    void pieceBoxAndMissingKing() {
        assertEquals(257, Bits.length(BOX_BITS));
        byte[] expected = Bits.hex(BOX_HEX);
        assertArrayEquals(expected, Bits.bytes(BOX_BITS));
        assertArrayEquals(expected, PackedSfen.encode(Sfen.parse(BOX_SFEN)));
        assertEquals(BOX_SFEN, PackedSfen.toSfen(expected, 0, 1));
    }
}
