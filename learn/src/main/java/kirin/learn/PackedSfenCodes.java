package kirin.learn;

import kirin.core.Color;
import kirin.core.Piece;
import kirin.core.Square;

/**
 * The Huffman codes of the packed sfen (interop.md 4.2) as lookup tables. Codes are bit strings written lowest bit
 * first, so a code value {@code v} of length {@code n} means the stream bits {@code v&1, (v>>1)&1, ...}.
 *
 * <pre>
 * type code (LSB first)    board entry          hand entry            piece-box entry
 * empty  0                 0                    -                     -
 * pawn   1 0               1 0 p c              0 0 c                 0 1 0
 * lance  1 1 0 0           1 1 0 0 p c          1 0 0 0 c             1 0 0 1 0
 * knight 1 1 0 1           1 1 0 1 p c          1 0 1 0 c             1 0 1 1 0
 * silver 1 1 1 0           1 1 1 0 p c          1 1 0 0 c             1 1 0 1 0
 * gold   1 1 1 1 0         1 1 1 1 0 c          1 1 1 0 c             1 1 0 1 1  (a "white promoted silver")
 * bishop 1 1 1 1 1 0       1 1 1 1 1 0 p c      1 1 1 1 0 0 c         1 1 1 1 0 1 0
 * rook   1 1 1 1 1 1       1 1 1 1 1 1 p c      1 1 1 1 1 0 c         1 1 1 1 1 1 0
 * </pre>
 */
final class PackedSfenCodes {
    /** Type codes by YaneuraOu piece type (empty, P, L, N, S, B, R, G), as (value, length). */
    private static final int[] TYPE_CODE = {0x00, 0x01, 0x03, 0x0b, 0x07, 0x1f, 0x3f, 0x0f};
    private static final int[] TYPE_BITS = {1, 2, 4, 4, 4, 6, 6, 5};

    /** Board entry of a piece code (0..31); length 0 for kings and unused codes. */
    static final int[] BOARD_CODE = new int[Piece.NB];
    static final int[] BOARD_LEN = new int[Piece.NB];
    /** Hand entry by colour*8 + type. */
    static final int[] HAND_CODE = new int[16];
    static final int[] HAND_LEN = new int[8];
    /** Piece-box entry by type. */
    static final int[] BOX_CODE = new int[8];
    static final int[] BOX_LEN = new int[8];

    /** Board entry for the next 8 stream bits: piece | length << 8. */
    static final int[] BOARD_DECODE = new int[256];
    /**
     * Hand or box entry for the next 7 stream bits: length | slot << 8 | type << 16, where the slot is where the
     * decoder counts it: {@link #BLACK_HAND} + type, {@link #WHITE_HAND} + type, {@link #BOX} + type, or
     * {@link #BAD_BOX} for a box entry with colour bit 1 other than the box gold.
     */
    static final int[] HAND_DECODE = new int[128];
    /** Count slots: board pieces by base type 1..7 (0 counts empty squares), then hands, box, bad box entries. */
    static final int BAD_BOX = 8;
    static final int BLACK_HAND = 8;
    static final int WHITE_HAND = 16;
    static final int BOX = 24;
    static final int SLOTS = 32;
    /** Count slot of a board piece: its base type, 0 for an empty square. */
    static final int[] BOARD_SLOT = new int[Piece.NB];

    /** 1 where an unpromoted piece (index piece*81 + square) could never move again. */
    static final int[] DEAD = new int[Piece.NB * Square.NB];

    /** Hand and piece-box order of YaneuraOu V8 and cshogi: P, L, N, S, G, B, R. */
    static final int[] HAND_ORDER = {Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.GOLD, Piece.BISHOP,
        Piece.ROOK};

    static {
        for (int pc = 0; pc < Piece.NB; pc++) {
            int type = Piece.type(pc);
            if (pc == Piece.EMPTY) {
                BOARD_LEN[pc] = 1;
                continue;
            }
            if (type == Piece.KING || type == 0 || type >= Piece.TYPE_NB || Piece.color(pc) > Color.WHITE) {
                continue;
            }
            int base = Piece.base(type);
            int code = TYPE_CODE[base];
            int len = TYPE_BITS[base];
            if (base != Piece.GOLD) {
                code |= (Piece.isPromoted(type) ? 1 : 0) << len++;
            }
            code |= Piece.color(pc) << len++;
            BOARD_CODE[pc] = code;
            BOARD_LEN[pc] = len;
        }
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            for (int c = 0; c < 2; c++) {
                HAND_CODE[c * 8 + t] = handEntry(t, 0, c);
            }
            HAND_LEN[t] = handLength(t);
            BOX_CODE[t] = t == Piece.GOLD ? handEntry(Piece.SILVER, 1, 1) : handEntry(t, 1, 0);
            BOX_LEN[t] = t == Piece.GOLD ? handLength(Piece.SILVER) : handLength(t);
        }
        for (int pc = 1; pc < Piece.NB; pc++) {
            BOARD_SLOT[pc] = BOARD_LEN[pc] > 0 ? Piece.base(Piece.type(pc)) : 0;
        }
        java.util.Arrays.fill(BOARD_DECODE, -1);
        for (int pc = 0; pc < Piece.NB; pc++) {
            if (BOARD_LEN[pc] > 0) {
                fill(BOARD_DECODE, 8, BOARD_CODE[pc], BOARD_LEN[pc], pc | BOARD_LEN[pc] << 8);
            }
        }
        java.util.Arrays.fill(HAND_DECODE, -1);
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            for (int c = 0; c < 2; c++) {
                for (int p = 0; p < (t == Piece.GOLD ? 1 : 2); p++) {
                    int slot = p == 0 ? (c == 0 ? BLACK_HAND : WHITE_HAND) + t
                            : c == 0 ? BOX + t : t == Piece.SILVER ? BOX + Piece.GOLD : BAD_BOX;
                    fill(HAND_DECODE, 7, handEntry(t, p, c), handLength(t), handLength(t) | slot << 8 | t << 16);
                }
            }
        }
        for (int slot = 0; slot < 256; slot++) {
            if (BOARD_DECODE[slot] == -1 || slot < 128 && HAND_DECODE[slot] == -1) {
                throw new AssertionError("packed sfen codes leave slot " + slot + " undecodable");
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int sq = 0; sq < Square.NB; sq++) {
                int rel = Square.relativeRank(c, sq);
                DEAD[Piece.make(c, Piece.PAWN) * Square.NB + sq] = rel == 1 ? 1 : 0;
                DEAD[Piece.make(c, Piece.LANCE) * Square.NB + sq] = rel == 1 ? 1 : 0;
                DEAD[Piece.make(c, Piece.KNIGHT) * Square.NB + sq] = rel <= 2 ? 1 : 0;
            }
        }
    }

    private PackedSfenCodes() {}

    /** Hand code of {@code type} (the type code less its first bit), then the promoted bit (not for gold), colour. */
    private static int handEntry(int type, int promoted, int color) {
        int code = TYPE_CODE[type] >>> 1;
        int len = TYPE_BITS[type] - 1;
        if (type != Piece.GOLD) {
            code |= promoted << len++;
        }
        return code | color << len;
    }

    private static int handLength(int type) {
        return TYPE_BITS[type] + (type == Piece.GOLD ? 0 : 1);
    }

    /** Fills every table slot whose low {@code len} bits equal {@code code}; the codes form a complete prefix code. */
    private static void fill(int[] table, int width, int code, int len, int value) {
        for (int ext = 0; ext < 1 << (width - len); ext++) {
            int slot = code | ext << len;
            if (table[slot] != -1) {
                throw new AssertionError("packed sfen codes overlap at " + slot);
            }
            table[slot] = value;
        }
    }

    /** Lower-case English name of a base type, for messages. */
    static String name(int type) {
        switch (type) {
            case Piece.PAWN: return "pawn";
            case Piece.LANCE: return "lance";
            case Piece.KNIGHT: return "knight";
            case Piece.SILVER: return "silver";
            case Piece.GOLD: return "gold";
            case Piece.BISHOP: return "bishop";
            case Piece.ROOK: return "rook";
            case Piece.KING: return "king";
            default: return "piece type " + type;
        }
    }
}
