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
 *       39  u8     padding     Kirin: how the game ended ({@link #ending()}, formats.md); YaneuraOu and cshogi ignore it
 * </pre>
 *
 * <p>The padding byte is Kirin's game-end code: {@link #END_UNKNOWN} 0 (old data, or not known), {@link #END_DECISIVE}
 * 1 (someone won), {@link #END_REPETITION} 2 (sennichite draw), {@link #END_MAX_MOVES} 3 (draw by the move limit),
 * {@link #END_OTHER_DRAW} 4 (any other draw: jishogi, an agreed draw). YaneuraOu and cshogi never read the byte, so
 * files with codes stay readable by them. A code above 4 is not defined; readers treat it as unknown (another
 * program may leave any byte there).
 *
 * <p>Immutable. Reading does not check the contents; {@link PsvReader} does.
 */
public final class PackedSfenValue {
    /** Size of a record in bytes. */
    public static final int BYTES = 40;
    /** Game-end code: not known (data written before the code existed, or by another program). */
    public static final int END_UNKNOWN = 0;
    /** Game-end code: the game had a winner. */
    public static final int END_DECISIVE = 1;
    /** Game-end code: a repetition draw (sennichite, the fourth occurrence without perpetual check). */
    public static final int END_REPETITION = 2;
    /** Game-end code: a draw because the game reached the move limit ({@code write_maxply}, {@code %MAX_MOVES}). */
    public static final int END_MAX_MOVES = 3;
    /** Game-end code: another draw (jishogi, {@code %HIKIWAKE}). */
    public static final int END_OTHER_DRAW = 4;
    /** The largest defined game-end code. */
    public static final int END_MAX = 4;
    private static final String[] END_NAMES = {"unknown", "decisive", "repetition", "max moves", "other draw"};

    private final byte[] sfen;
    private final int score;
    private final int move;
    private final int gamePly;
    private final int gameResult;
    private final int ending;

    /** A record with game-end code {@link #END_UNKNOWN}. */
    public PackedSfenValue(byte[] sfen, int score, int move, int gamePly, int gameResult) {
        this(sfen, score, move, gamePly, gameResult, END_UNKNOWN);
    }

    /**
     * @throws IllegalArgumentException if {@code sfen} is not 32 bytes or a field does not fit its width
     */
    public PackedSfenValue(byte[] sfen, int score, int move, int gamePly, int gameResult, int ending) {
        if (sfen.length != PackedSfen.BYTES) {
            throw new IllegalArgumentException("packed sfen must be 32 bytes, got " + sfen.length);
        }
        check("score", score, Short.MIN_VALUE, Short.MAX_VALUE);
        check("move", move, 0, 0xFFFF);
        check("gamePly", gamePly, 0, 0xFFFF);
        check("gameResult", gameResult, Byte.MIN_VALUE, Byte.MAX_VALUE);
        check("ending", ending, 0, 0xFF);
        this.sfen = sfen.clone();
        this.score = score;
        this.move = move;
        this.gamePly = gamePly;
        this.gameResult = gameResult;
        this.ending = ending;
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

    /** As {@link #of(Position, int, int, int, int)}, with game-end code {@code ending}. */
    public static PackedSfenValue of(Position pos, int score, int move16, int gamePly, int gameResult, int ending) {
        return new PackedSfenValue(PackedSfen.encode(pos), score, move16, gamePly, gameResult, ending);
    }

    /** "unknown", "decisive", "repetition", "max moves", "other draw", or "code N" for an undefined code. */
    public static String endingName(int code) {
        return code >= 0 && code <= END_MAX ? END_NAMES[code] : "code " + code;
    }

    /** True for the codes of drawn games (repetition, move limit, other). */
    public static boolean isDrawEnding(int code) {
        return code >= END_REPETITION && code <= END_OTHER_DRAW;
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
                le.getShort() & 0xFFFF, le.get(), le.get() & 0xFF);
        buf.position(at + BYTES);
        return v;
    }

    /** Writes the record to {@code buf[off..off+40)}, its game-end code in the padding byte. */
    public void write(byte[] buf, int off) {
        write(ByteBuffer.wrap(buf, off, BYTES));
    }

    /** Writes the record at the buffer's position, which advances by 40; the buffer's byte order does not matter. */
    public void write(ByteBuffer buf) {
        int at = buf.position();
        ByteBuffer le = buf.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        le.put(sfen).putShort((short) score).putShort((short) move).putShort((short) gamePly)
                .put((byte) gameResult).put((byte) ending);
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

    /** The game-end code of the padding byte (0..255; 0..{@value #END_MAX} defined). */
    public int ending() {
        return ending;
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
                && gameResult == v.gameResult && ending == v.ending;
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(sfen) * 31 + score) * 31 + move) * 31 + gamePly * 7 + gameResult + ending * 3;
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
                + gameResult + (ending != END_UNKNOWN ? ", end " + endingName(ending) : "") + "]";
    }
}
