package kirin.learn;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import kirin.core.Position;

/**
 * Appends 40-byte records to a {@code .bin} file (created if missing), as YaneuraOu's gensfen does. Records are
 * buffered; {@link #flush()} hands them to the file system and {@link #close()} flushes. A file whose size is not a
 * multiple of 40 is refused, since appending to it would shift every later record.
 */
public final class PsvWriter implements Closeable, Flushable {
    private static final int BUFFER_RECORDS = 8192;

    private final Path file;
    private final FileChannel channel;
    private final ByteBuffer buf = ByteBuffer.allocate(BUFFER_RECORDS * PackedSfenValue.BYTES);
    private long written;

    public PsvWriter(Path file) throws IOException {
        this.file = file;
        this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND);
        long size = channel.size();
        if (size % PackedSfenValue.BYTES != 0) {
            channel.close();
            throw new PsvFormatException(file + ": size " + size + " is not a multiple of 40 ("
                    + size % PackedSfenValue.BYTES + " trailing bytes); refusing to append");
        }
    }

    public Path file() {
        return file;
    }

    /** Records written through this writer (buffered ones included). */
    public long written() {
        return written;
    }

    public void write(PackedSfenValue v) throws IOException {
        if (!buf.hasRemaining()) {
            flush();
        }
        v.write(buf);
        written++;
    }

    /** Packs {@code pos} and writes it with the given fields (see {@link PackedSfenValue#of}). */
    public void write(Position pos, int score, int move16, int gamePly, int gameResult) throws IOException {
        write(PackedSfenValue.of(pos, score, move16, gamePly, gameResult));
    }

    @Override
    public void flush() throws IOException {
        buf.flip();
        while (buf.hasRemaining()) {
            channel.write(buf);
        }
        buf.clear();
    }

    @Override
    public void close() throws IOException {
        try {
            flush();
        } finally {
            channel.close();
        }
    }
}
