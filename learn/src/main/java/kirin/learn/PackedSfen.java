package kirin.learn;

import static kirin.learn.PackedSfenCodes.BAD_BOX;
import static kirin.learn.PackedSfenCodes.BLACK_HAND;
import static kirin.learn.PackedSfenCodes.BOARD_CODE;
import static kirin.learn.PackedSfenCodes.BOARD_DECODE;
import static kirin.learn.PackedSfenCodes.BOARD_LEN;
import static kirin.learn.PackedSfenCodes.BOARD_SLOT;
import static kirin.learn.PackedSfenCodes.BOX;
import static kirin.learn.PackedSfenCodes.BOX_CODE;
import static kirin.learn.PackedSfenCodes.BOX_LEN;
import static kirin.learn.PackedSfenCodes.DEAD;
import static kirin.learn.PackedSfenCodes.HAND_CODE;
import static kirin.learn.PackedSfenCodes.HAND_DECODE;
import static kirin.learn.PackedSfenCodes.HAND_LEN;
import static kirin.learn.PackedSfenCodes.HAND_ORDER;
import static kirin.learn.PackedSfenCodes.WHITE_HAND;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;

/**
 * The 256-bit Huffman-packed position of YaneuraOu and cshogi (interop.md 4.2), bit for bit: side to move, both
 * king squares (81 = no king), the squares 1a..9i without the kings, the hands (black then white, in the V8/cshogi
 * order P, L, N, S, G, B, R) and then every piece of the set that is neither on the board nor in a hand (the piece
 * box). The game ply is not part of it.
 *
 * <p><b>Decoding</b> accepts the hands in any order (older YaneuraOu wrote P, L, N, S, B, R, G) and checks the
 * structure, never the rules of play: king squares 0..81 and not equal, no entry running past the end, no
 * unpromoted pawn, lance or knight where it could never move, no more pieces of a kind than a set has, board, hands
 * and piece box together exactly one set, the stream ending exactly at its end, and piece-box entries with colour 0
 * (except the box gold, which is written as a white promoted silver). Two unpromoted pawns on a file and the side
 * not to move being in check decode (as in YaneuraOu); {@link RawPosition#toPosition} rejects them.
 *
 * <p><b>A missing king.</b> With both kings on the board a full set takes exactly 256 bits; each missing king adds
 * one bit (its square is written as a 1-bit empty instead of being skipped). YaneuraOu's encoder then writes past
 * the 32 bytes, which drops the extra bits when they are 0. This codec does the same: the extra bits must be 0 (or
 * be the colour bit of a final piece-box entry, which the decoder can do without); otherwise encoding fails. The
 * decoder reads the missing bits as 0. So a mate problem whose last entry is a white hand piece (the defender
 * holding all remaining pieces, the usual SFEN of a tsume) cannot be packed, by YaneuraOu or by this class.
 */
public final class PackedSfen {
    /** Size of a packed sfen in bytes. */
    public static final int BYTES = 32;
    private static final int BITS = 256;
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final int ALL_PIECES = 38;

    private PackedSfen() {}

    /** Packs {@code pos} into a new 32-byte array. */
    public static byte[] encode(Position pos) {
        byte[] out = new byte[BYTES];
        encode(pos, out, 0);
        return out;
    }

    /**
     * Packs {@code pos} into {@code out[off..off+32)}.
     *
     * @throws PackedSfenException if the position needs more than 256 bits (see the class comment)
     */
    public static void encode(Position pos, byte[] out, int off) {
        long[] w = new long[6];
        int c = put(w, 0, pos.sideToMove(), 1);
        c = put(w, c, pos.kingSquare(Color.BLACK), 7);
        c = put(w, c, pos.kingSquare(Color.WHITE), 7);
        int[] left = {0, 18, 4, 4, 4, 2, 2, 4};
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            int type = Piece.type(pc);
            if (type == Piece.KING) {
                continue;
            }
            c = put(w, c, BOARD_CODE[pc], BOARD_LEN[pc]);
            if (pc != Piece.EMPTY) {
                left[Piece.base(type)]--;
            }
        }
        for (int color = 0; color < 2; color++) {
            int hand = pos.hand(color);
            for (int t : HAND_ORDER) {
                int n = Hand.count(hand, t);
                left[t] -= n;
                for (int i = 0; i < n; i++) {
                    c = put(w, c, HAND_CODE[color * 8 + t], HAND_LEN[t]);
                }
            }
        }
        boolean lastIsBoxGold = false;
        for (int t : HAND_ORDER) {
            if (left[t] < 0) {
                throw new PackedSfenException("more than a set of " + PackedSfenCodes.name(t) + "s: " + pos.sfen());
            }
            for (int i = 0; i < left[t]; i++) {
                c = put(w, c, BOX_CODE[t], BOX_LEN[t]);
                lastIsBoxGold = t == Piece.GOLD;
            }
        }
        if (c != BITS && !(c > BITS && (w[4] == 0 || c == BITS + 1 && lastIsBoxGold))) {
            throw new PackedSfenException("position needs " + c + " bits and the bits past 256 are not all 0, so "
                    + "256 bits cannot hold it (YaneuraOu would lose them too): " + pos.sfen());
        }
        LONG_LE.set(out, off, w[0]);
        LONG_LE.set(out, off + 8, w[1]);
        LONG_LE.set(out, off + 16, w[2]);
        LONG_LE.set(out, off + 24, w[3]);
    }

    /** Writes the low {@code len} bits of {@code v} at bit {@code c}; returns the new cursor. */
    private static int put(long[] w, int c, long v, int len) {
        int i = c >>> 6;
        int sh = c & 63;
        w[i] |= v << sh;
        if (sh + len > 64) {
            w[i + 1] |= v >>> (64 - sh);
        }
        return c + len;
    }

    /** Decodes {@code in[off..off+32)} into a new {@link RawPosition}. */
    public static RawPosition decode(byte[] in, int off) {
        RawPosition raw = new RawPosition();
        decode(in, off, raw);
        return raw;
    }

    /** SFEN of {@code in[off..off+32)} with the given move number. */
    public static String toSfen(byte[] in, int off, int moveNumber) {
        return decode(in, off).toSfen(moveNumber);
    }

    /** A new position from {@code in[off..off+32)}, see {@link RawPosition#toPosition}. */
    public static Position toPosition(byte[] in, int off, int moveNumber) {
        return decode(in, off).toPosition(moveNumber);
    }

    /**
     * Decodes {@code in[off..off+32)} into {@code raw}, which may be reused. After an exception its contents are
     * unspecified.
     *
     * @throws PackedSfenException if the bytes do not describe a position (see the class comment)
     */
    public static void decode(byte[] in, int off, RawPosition raw) {
        if (off < 0 || off > in.length - BYTES) {
            throw new IndexOutOfBoundsException("need 32 bytes at " + off + " of " + in.length);
        }
        long[] w = raw.words;
        w[0] = (long) LONG_LE.get(in, off);
        w[1] = (long) LONG_LE.get(in, off + 8);
        w[2] = (long) LONG_LE.get(in, off + 16);
        w[3] = (long) LONG_LE.get(in, off + 24);
        raw.side = (int) (w[0] & 1);
        int bk = (int) (w[0] >>> 1) & 0x7F;
        int wk = (int) (w[0] >>> 8) & 0x7F;
        if (bk > Square.NONE || wk > Square.NONE) {
            throw new PackedSfenException("king square out of range: black " + bk + ", white " + wk
                    + " (0..80, 81 = no king)");
        }
        if (bk == wk && bk != Square.NONE) {
            throw new PackedSfenException("both kings on square " + Square.name(bk));
        }
        raw.kingSq[0] = bk;
        raw.kingSq[1] = wk;
        int limit = BITS + (bk == Square.NONE ? 1 : 0) + (wk == Square.NONE ? 1 : 0);
        // Fast path without data-dependent branches; any fault sends us to explain() for the message.
        int[] slots = raw.slots;
        java.util.Arrays.fill(slots, 0);
        int[] board = raw.board;
        int dead = 0;
        int c = 15;
        for (int sq = 0; sq < Square.NB; sq++) {
            if (sq == bk || sq == wk) {
                board[sq] = Piece.make(sq == bk ? Color.BLACK : Color.WHITE, Piece.KING);
                continue;
            }
            int e = BOARD_DECODE[(int) peek(w, c) & 0xFF];
            int pc = e & 0xFF;
            c += e >>> 8;
            board[sq] = pc;
            slots[BOARD_SLOT[pc]]++;
            dead |= DEAD[pc * Square.NB + sq];
        }
        if (c > limit || dead != 0) {
            explain(w, bk, wk, limit);
        }
        while (c < BITS) {
            int e = HAND_DECODE[(int) peek(w, c) & 0x7F];
            c += e & 0xFF;
            slots[(e >>> 8) & 0xFF]++;
        }
        if (c > limit || slots[BAD_BOX] != 0) {
            explain(w, bk, wk, limit);
        }
        System.arraycopy(slots, BLACK_HAND, raw.handCount, 0, 16);
        checkCounts(slots, limit > BITS);
        if (c != limit) {
            throw new PackedSfenException("the entries end at bit " + c + ", expected " + limit);
        }
    }

    /** Walks the stream again, checking each entry, and throws for the first fault the fast path found. */
    private static void explain(long[] w, int bk, int wk, int limit) {
        int c = 15;
        for (int sq = 0; sq < Square.NB; sq++) {
            if (sq == bk || sq == wk) {
                continue;
            }
            int e = BOARD_DECODE[(int) peek(w, c) & 0xFF];
            int pc = e & 0xFF;
            if (c + (e >>> 8) > limit) {
                throw new PackedSfenException("square " + Square.name(sq) + " at bit " + c
                        + " runs past the end of the 256 bits");
            }
            if (DEAD[pc * Square.NB + sq] != 0) {
                throw new PackedSfenException((Piece.color(pc) == Color.BLACK ? "black " : "white ")
                        + PackedSfenCodes.name(Piece.type(pc)) + " on " + Square.name(sq) + " could never move");
            }
            c += e >>> 8;
        }
        while (c < BITS) {
            int e = HAND_DECODE[(int) peek(w, c) & 0x7F];
            if (c + (e & 0xFF) > limit) {
                throw new PackedSfenException("hand entry at bit " + c + " runs past the end of the 256 bits");
            }
            if (((e >>> 8) & 0xFF) == BAD_BOX) {
                throw new PackedSfenException("piece-box entry at bit " + c + " for a "
                        + PackedSfenCodes.name(e >>> 16) + " has colour bit 1 (only the box gold has)");
            }
            c += e & 0xFF;
        }
        throw new AssertionError("the fast path saw a fault that explain() did not find");
    }

    /** Checks the piece counts by slot (board 1..7, black hand 9..15, white hand 17..23, box 25..31). */
    private static void checkCounts(int[] slots, boolean kingMissing) {
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            int inHand = slots[BLACK_HAND + t] + slots[WHITE_HAND + t];
            if (slots[t] + inHand > Piece.setCount(t)) {
                throw new PackedSfenException("too many " + PackedSfenCodes.name(t) + "s: " + slots[t]
                        + " on the board and " + inHand + " in hand, a set has " + Piece.setCount(t));
            }
        }
        int total = 0;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            int all = slots[t] + slots[BLACK_HAND + t] + slots[WHITE_HAND + t] + slots[BOX + t];
            if (!kingMissing && all != Piece.setCount(t)) {
                throw new PackedSfenException(PackedSfenCodes.name(t) + "s on the board, in hand and in the piece "
                        + "box add up to " + all + ", a set has " + Piece.setCount(t));
            }
            total += all;
        }
        if (total != ALL_PIECES) {
            throw new PackedSfenException("the board, the hands and the piece box hold " + total
                    + " pieces besides the kings, a set has " + ALL_PIECES);
        }
    }

    /** The stream bits from {@code c} on (at least 8 of them), bits past 256 reading as 0; c may reach 663. */
    private static long peek(long[] w, int c) {
        int i = c >>> 6;
        int sh = c & 63;
        return (w[i] >>> sh) | ((w[i + 1] << 1) << (63 - sh));
    }
}
