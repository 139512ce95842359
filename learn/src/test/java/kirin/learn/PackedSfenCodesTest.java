package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Color;
import kirin.core.Piece;
import org.junit.jupiter.api.Test;

/**
 * The code tables against values published elsewhere: cshogi's {@code PackedSfen::boardCodeTable} and
 * {@code handCodeTable} (interop.md 4.2 cites them; their {@code Binary<...>} numbers are emitted lowest bit first,
 * like ours) and the piece-box table of interop.md 4.2, which our tables derive rather than copy.
 */
class PackedSfenCodesTest {
    private static final int B = Color.BLACK;
    private static final int W = Color.WHITE;

    @Test
    void boardCodesMatchCshogi() {
        int[][] expected = { // piece type, black value, white value, bits
            {Piece.PAWN, 0b1, 0b1001, 4}, {Piece.LANCE, 0b11, 0b100011, 6}, {Piece.KNIGHT, 0b1011, 0b101011, 6},
            {Piece.SILVER, 0b111, 0b100111, 6}, {Piece.BISHOP, 0b11111, 0b10011111, 8},
            {Piece.ROOK, 0b111111, 0b10111111, 8}, {Piece.GOLD, 0b1111, 0b101111, 6},
            {Piece.PRO_PAWN, 0b101, 0b1101, 4}, {Piece.PRO_LANCE, 0b10011, 0b110011, 6},
            {Piece.PRO_KNIGHT, 0b11011, 0b111011, 6}, {Piece.PRO_SILVER, 0b10111, 0b110111, 6},
            {Piece.HORSE, 0b1011111, 0b11011111, 8}, {Piece.DRAGON, 0b1111111, 0b11111111, 8},
        };
        for (int[] e : expected) {
            assertEquals(e[1], PackedSfenCodes.BOARD_CODE[Piece.make(B, e[0])], "black " + e[0]);
            assertEquals(e[2], PackedSfenCodes.BOARD_CODE[Piece.make(W, e[0])], "white " + e[0]);
            assertEquals(e[3], PackedSfenCodes.BOARD_LEN[Piece.make(B, e[0])]);
            assertEquals(e[3], PackedSfenCodes.BOARD_LEN[Piece.make(W, e[0])]);
        }
        assertEquals(0, PackedSfenCodes.BOARD_CODE[Piece.EMPTY]);
        assertEquals(1, PackedSfenCodes.BOARD_LEN[Piece.EMPTY]);
        assertEquals(0, PackedSfenCodes.BOARD_LEN[Piece.make(B, Piece.KING)]);
    }

    @Test
    void handCodesMatchCshogi() {
        int[][] expected = { // type, black value, white value, bits
            {Piece.PAWN, 0b0, 0b100, 3}, {Piece.LANCE, 0b1, 0b10001, 5}, {Piece.KNIGHT, 0b101, 0b10101, 5},
            {Piece.SILVER, 0b11, 0b10011, 5}, {Piece.GOLD, 0b111, 0b10111, 5}, {Piece.BISHOP, 0b1111, 0b1001111, 7},
            {Piece.ROOK, 0b11111, 0b1011111, 7},
        };
        for (int[] e : expected) {
            assertEquals(e[1], PackedSfenCodes.HAND_CODE[B * 8 + e[0]]);
            assertEquals(e[2], PackedSfenCodes.HAND_CODE[W * 8 + e[0]]);
            assertEquals(e[3], PackedSfenCodes.HAND_LEN[e[0]]);
        }
    }

    @Test
    void pieceBoxCodesMatchInterop() {
        // interop.md 4.2: P (0x02,2), L (0x09,4), N (0x0d,4), S (0x0b,4), B (0x2f,6), R (0x3f,6), each plus one 0
        // bit, and G (0x1b,5).
        int[][] expected = {
            {Piece.PAWN, 0x02, 3}, {Piece.LANCE, 0x09, 5}, {Piece.KNIGHT, 0x0d, 5}, {Piece.SILVER, 0x0b, 5},
            {Piece.BISHOP, 0x2f, 7}, {Piece.ROOK, 0x3f, 7}, {Piece.GOLD, 0x1b, 5},
        };
        for (int[] e : expected) {
            assertEquals(e[1], PackedSfenCodes.BOX_CODE[e[0]], PackedSfenCodes.name(e[0]));
            assertEquals(e[2], PackedSfenCodes.BOX_LEN[e[0]], PackedSfenCodes.name(e[0]));
        }
    }

    @Test
    void decodeTablesInvertTheCodes() {
        for (int pc = 0; pc < Piece.NB; pc++) {
            int len = PackedSfenCodes.BOARD_LEN[pc];
            if (len > 0) {
                assertEquals(pc | len << 8, PackedSfenCodes.BOARD_DECODE[PackedSfenCodes.BOARD_CODE[pc]]);
            }
        }
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            int len = PackedSfenCodes.HAND_LEN[t];
            assertEquals(PackedSfenCodes.WHITE_HAND + t,
                    PackedSfenCodes.HAND_DECODE[PackedSfenCodes.HAND_CODE[8 + t]] >>> 8 & 0xFF);
            assertEquals(len, PackedSfenCodes.HAND_DECODE[PackedSfenCodes.HAND_CODE[t]] & 0xFF);
            assertEquals(PackedSfenCodes.BOX + t, PackedSfenCodes.HAND_DECODE[PackedSfenCodes.BOX_CODE[t]] >>> 8 & 0xFF);
        }
    }
}
