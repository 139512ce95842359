package kirin.learn.gensfen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * Appends finished games' 40-byte records to the output file until {@code loop} records are written. Each game's
 * records go out in one write call, so the file always holds whole records; a file left with a torn record by a
 * crash is cut back to whole records when opened (and the cut is reported). With {@code save_every} the output
 * moves to {@code <name>_1}, {@code <name>_2}, ... after every that many records.
 */
final class GensfenWriter implements RecordSink, AutoCloseable {
    private final Path base;
    private final long loop;
    private final long saveEvery;
    private final Consumer<String> log;
    private FileChannel channel;
    private Path current;
    private long written;
    private long inFile;
    private int fileIndex;

    GensfenWriter(Path base, long loop, long saveEvery, Consumer<String> log) throws IOException {
        this.base = base;
        this.loop = loop;
        this.saveEvery = saveEvery;
        this.log = log;
        open(base);
    }

    private void open(Path file) throws IOException {
        if (channel != null) {
            channel.close();
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            try {
                Files.createDirectories(parent);
            } catch (IOException e) {
                throw new IOException("gensfen: cannot create the folder " + parent + " for the output file " + file
                        + " (" + reason(e) + ")", e);
            }
        }
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new IOException("gensfen: cannot create or open the output file " + file + " (" + reason(e) + ")",
                    e);
        }
        long size = channel.size();
        long whole = size - size % SelfPlayer.RECORD_BYTES;
        if (whole != size) {
            log.accept("gensfen: " + file + " ended with " + (size - whole) + " bytes of a torn record; cut back to "
                    + whole / SelfPlayer.RECORD_BYTES + " whole records");
            channel.truncate(whole);
        }
        channel.position(whole);
        if (whole > 0) {
            log.accept("gensfen: appending to " + file + ", which holds " + whole / SelfPlayer.RECORD_BYTES
                    + " records");
        }
        current = file;
        inFile = 0;
    }

    /**
     * What went wrong, in words: {@code Files} often throws exceptions whose message is only the path (an
     * {@link AccessDeniedException} for a folder under {@code /proc}, say).
     */
    static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return (f.getFile() != null ? f.getFile() : "a path on the way") + " exists and is not a folder";
        }
        if (e instanceof NotDirectoryException) {
            return "a path on the way is not a folder";
        }
        return e.getClass().getSimpleName() + (e.getMessage() != null ? ": " + e.getMessage() : "");
    }

    @Override
    public synchronized boolean wanted() {
        return written < loop;
    }

    @Override
    public synchronized boolean accept(byte[] records, int count) {
        int done = 0;
        try {
            while (done < count && written < loop) {
                if (inFile == saveEvery) {
                    open(base.resolveSibling(base.getFileName() + "_" + (++fileIndex)));
                }
                long n = Math.min(count - done, Math.min(loop - written, saveEvery - inFile));
                ByteBuffer buf = ByteBuffer.wrap(records, done * SelfPlayer.RECORD_BYTES,
                        (int) n * SelfPlayer.RECORD_BYTES);
                while (buf.hasRemaining()) {
                    channel.write(buf);
                }
                done += (int) n;
                written += n;
                inFile += n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("gensfen: cannot write " + current + ": " + e.getMessage(), e);
        }
        return written < loop;
    }

    synchronized long written() {
        return written;
    }

    synchronized Path currentFile() {
        return current;
    }

    @Override
    public synchronized void close() throws IOException {
        if (channel != null) {
            channel.force(false);
            channel.close();
            channel = null;
        }
    }
}
