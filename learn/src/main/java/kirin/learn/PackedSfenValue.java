package kirin.learn;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import kirin.core.Position;

/**
 * One 40-byte training record of YaneuraOu and cshogi (interop.md 4.1), little-endian:
 *
 * <pre>
 * offset 0  u8[32] sfen        packed position ({@link PackedSfen})
 *       32  s16    score       teacher value from the side to move
 *       34  u16    move        best move as Move16
 *       36  u16    gamePly
 *       38  s8     gameResult  +1 the side to move went on to win, -1 lost, 0 draw
 *       39  u8     padding     0 when written; ignored when read
 * </pre>
 *
 * Immutable. Reading does not check the contents; {@link PsvReader} does.
 */
public final class PackedSfenValue {
    /** Size of a record in bytes. */
    public static final int BYTES = 40;

    private final byte[] sfen;
    private final int score;
    private final int move;
    private final int gamePly;
    private final int gameResult;

    /**
     * @throws IllegalArgumentException if {@code sfen} is not 32 bytes or a field does not fit its width
     */
    public PackedSfenValue(byte[] sfen, int score, int move, int gamePly, int gameResult) {
        if (sfen.length != PackedSfen.BYTES) {
            throw new IllegalArgumentException("packed sfen must be 32 bytes, got " + sfen.length);
        }
        check("score", score, Short.MIN_VALUE, Short.MAX_VALUE);
        check("move", move, 0, 0xFFFF);
        check("gamePly", gamePly, 0, 0xFFFF);
        check("gameResult", gameResult, Byte.MIN_VALUE, Byte.MAX_VALUE);
        this.sfen = sfen.clone();
        this.score = score;
        this.move = move;
        this.gamePly = gamePly;
        this.gameResult = gameResult;
    }

    private static void check(String name, int v, int min, int max) {
        if (v < min || v > max) {
            throw new IllegalArgumentException(name + " " + v + " is outside " + min + ".." + max);
        }
    }

    /** A record for {@code pos}; {@code move16} is the 16-bit form of the best move. */
    public static PackedSfenValue of(Position pos, int score, int move16, int gamePly, int gameResult) {
        return new PackedSfenValue(PackedSfen.encode(pos), score, move16, gamePly, gameResult);
    }

    /** The record in {@code buf[off..off+40)}. */
    public static PackedSfenValue read(byte[] buf, int off) {
        return read(ByteBuffer.wrap(buf, off, BYTES));
    }

    /** The record at the buffer's position, which advances by 40; the buffer's byte order does not matter. */
    public static PackedSfenValue read(ByteBuffer buf) {
        int at = buf.position();
        ByteBuffer le = buf.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        byte[] sfen = new byte[PackedSfen.BYTES];
        le.get(sfen);
        PackedSfenValue v = new PackedSfenValue(sfen, le.getShort(), le.getShort() & 0xFFFF,
                le.getShort() & 0xFFFF, le.get());
        buf.position(at + BYTES);
        return v;
    }

    /** Writes the record to {@code buf[off..off+40)} with a zero padding byte. */
    public void write(byte[] buf, int off) {
        write(ByteBuffer.wrap(buf, off, BYTES));
    }

    /** Writes the record at the buffer's position, which advances by 40; the buffer's byte order does not matter. */
    public void write(ByteBuffer buf) {
        int at = buf.position();
        ByteBuffer le = buf.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        le.put(sfen).putShort((short) score).putShort((short) move).putShort((short) gamePly)
                .put((byte) gameResult).put((byte) 0);
        buf.position(at + BYTES);
    }

    /** A copy of the 32 packed bytes. */
    public byte[] sfen() {
        return sfen.clone();
    }

    public int score() {
        return score;
    }

    /** The best move as Move16 (0..65535). */
    public int move() {
        return move;
    }

    public int gamePly() {
        return gamePly;
    }

    public int gameResult() {
        return gameResult;
    }

    /** The decoded board, hands and side to move. */
    public RawPosition raw() {
        return PackedSfen.decode(sfen, 0);
    }

    /** The position, with move number max(1, gamePly); see {@link RawPosition#toPosition}. */
    public Position position() {
        return raw().toPosition(gamePly);
    }

    /**
     * As {@link #position()}, decoding through {@code scratch} into {@code into} (both reused; {@code into} may be
     * null for a new position).
     */
    public Position position(RawPosition scratch, Position into) {
        PackedSfen.decode(sfen, 0, scratch);
        return scratch.toPosition(gamePly, into);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PackedSfenValue)) {
            return false;
        }
        PackedSfenValue v = (PackedSfenValue) o;
        return Arrays.equals(sfen, v.sfen) && score == v.score && move == v.move && gamePly == v.gamePly
                && gameResult == v.gameResult;
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(sfen) * 31 + score) * 31 + move) * 31 + gamePly * 7 + gameResult;
    }

    @Override
    public String toString() {
        String pos;
        try {
            pos = raw().toSfen(Math.max(1, gamePly));
        } catch (PackedSfenException e) {
            pos = "corrupt sfen (" + e.getMessage() + ")";
        }
        return "PackedSfenValue[" + pos + ", score " + score + ", move " + (Move16.isWellFormed(move)
                ? Move16.toUsi(move) : "0x" + Integer.toHexString(move)) + ", ply " + gamePly + ", result "
                + gameResult + "]";
    }
}
