package kirin.learn;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Reads the 40-byte records of a {@code .bin} file one by one and checks each: the packed sfen must decode
 * ({@link PackedSfen}), the result must be -1, 0 or +1 and the move a well-formed Move16 ({@link Move16}). The
 * padding byte, Kirin's game-end code ({@link PackedSfenValue#ending()}), is not checked: other programs may leave
 * any value there, and the draw trainer counts undefined codes as unknown. A bad record throws a {@link PsvFormatException} naming the file, the 0-based record
 * index and the fault; the reader has then moved past that record, so a caller may go on.
 *
 * <p>A file whose size is not a multiple of 40 is refused when opened, unless {@code ignoreTrailingBytes} is set;
 * then the whole records are read and {@link #trailingBytes()} says how many bytes were left over.
 */
public final class PsvReader implements Closeable {
    private static final int BUFFER_RECORDS = 4096;

    private final Path file;
    private final FileChannel channel;
    private final long records;
    private final int trailing;
    private final ByteBuffer buf = ByteBuffer.allocate(BUFFER_RECORDS * PackedSfenValue.BYTES);
    private final RawPosition raw = new RawPosition();
    private long next;

    /**
     * Opens {@code file}, refusing one whose size is not a multiple of 40. A missing file is an {@link IOException}
     * saying "no such file" after the path.
     */
    public PsvReader(Path file) throws IOException {
        this(file, false);
    }

    /** Opens {@code file}; with {@code ignoreTrailingBytes} a partial last record is skipped instead of refused. */
    public PsvReader(Path file, boolean ignoreTrailingBytes) throws IOException {
        this.file = file;
        if (Files.isDirectory(file)) {
            throw new IOException(file + ": is a folder, not a training file");
        }
        try {
            this.channel = FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file", e);
        } catch (AccessDeniedException e) {
            throw new IOException(file + ": permission denied", e);
        }
        long size = channel.size();
        this.records = size / PackedSfenValue.BYTES;
        this.trailing = (int) (size % PackedSfenValue.BYTES);
        if (trailing != 0 && !ignoreTrailingBytes) {
            channel.close();
            throw new PsvFormatException(file + ": size " + size + " is not a multiple of 40: " + records
                    + " whole records and " + trailing + " trailing bytes");
        }
        buf.limit(0);
    }

    public Path file() {
        return file;
    }

    /** Number of whole records in the file. */
    public long recordCount() {
        return records;
    }

    /** Bytes after the last whole record (0 for a well-formed file). */
    public int trailingBytes() {
        return trailing;
    }

    /** Index of the record the next call to {@link #next()} reads. */
    public long nextIndex() {
        return next;
    }

    /**
     * The next record, or null after the last.
     *
     * @throws PsvFormatException if the record is corrupt (the reader moves past it all the same)
     */
    public PackedSfenValue next() throws IOException {
        if (next >= records) {
            return null;
        }
        if (buf.remaining() < PackedSfenValue.BYTES) {
            fill();
        }
        long index = next++;
        int off = buf.position();
        PackedSfenValue v = PackedSfenValue.read(buf);
        try {
            PackedSfen.decode(buf.array(), off, raw);
        } catch (PackedSfenException e) {
            throw corrupt(index, e.getMessage());
        }
        if (v.gameResult() < -1 || v.gameResult() > 1) {
            throw corrupt(index, "game result " + v.gameResult() + " is not -1, 0 or 1");
        }
        if (!Move16.isWellFormed(v.move())) {
            throw corrupt(index, "move 0x" + Integer.toHexString(v.move()) + " is not a Move16");
        }
        return v;
    }

    /** The decoded position of the record last returned by {@link #next()}; overwritten by the next call. */
    public RawPosition position() {
        return raw;
    }

    private PsvFormatException corrupt(long index, String what) {
        return new PsvFormatException(file + ": record " + index + " (byte " + index * PackedSfenValue.BYTES + "): "
                + what);
    }

    private void fill() throws IOException {
        buf.compact();
        while (buf.position() < PackedSfenValue.BYTES) {
            if (channel.read(buf) < 0) {
                throw new PsvFormatException(file + ": ended inside record " + next + " (was it truncated while"
                        + " being read?)");
            }
        }
        buf.flip();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
