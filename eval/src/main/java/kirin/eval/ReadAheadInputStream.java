package kirin.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * An input stream that a daemon thread reads ahead of its reader, in chunks: with a stream whose reading costs CPU
 * (an {@link java.util.zip.InflaterInputStream}) the decompression then runs on another core while the reader
 * decodes what came before. The bytes, the end of the stream and any {@link IOException} of the source (the same
 * object, so a {@link java.util.zip.ZipException} or an {@link java.io.EOFException} keeps its type) reach the
 * reader in order. {@link #close} stops the thread and waits for it, so the source may be closed right after; it
 * does not close the source.
 */
final class ReadAheadInputStream extends InputStream {
    private static final int CHUNK = 1 << 20;
    private static final int CHUNKS_AHEAD = 4;

    /** A chunk of bytes; the end of the stream is a chunk of length -1. */
    private record Chunk(byte[] bytes, int length) {}

    private static final Chunk END = new Chunk(new byte[0], -1);

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(CHUNKS_AHEAD);
    private final Thread thread;
    private Chunk current = new Chunk(new byte[0], 0);
    private int pos;
    private IOException failure;

    ReadAheadInputStream(InputStream source, String threadName) {
        thread = new Thread(() -> pump(source), threadName);
        thread.setDaemon(true);
        thread.start();
    }

    private void pump(InputStream source) {
        try {
            while (true) {
                byte[] b = new byte[CHUNK];
                int n = 0;
                int r = 0;
                try {
                    while (n < CHUNK && (r = source.read(b, n, CHUNK - n)) >= 0) {
                        n += r;
                    }
                } catch (IOException e) {
                    if (n > 0) {
                        queue.put(new Chunk(b, n)); // the bytes before the failure first
                    }
                    queue.put(e);
                    return;
                }
                if (n > 0) {
                    queue.put(new Chunk(b, n));
                }
                if (r < 0) {
                    queue.put(END);
                    return;
                }
            }
        } catch (InterruptedException stopped) {
            // closed: nobody reads any more
        }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (!hasByte()) {
            return -1;
        }
        int n = Math.min(len, current.length() - pos);
        System.arraycopy(current.bytes(), pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public int read() throws IOException {
        if (!hasByte()) {
            return -1;
        }
        return current.bytes()[pos++] & 0xff;
    }

    /** True if a byte can be read now, moving to the next chunk if this one is used up; false at the end. */
    private boolean hasByte() throws IOException {
        return pos < current.length() || next();
    }

    /** Moves to the next chunk; false at the end of the stream; throws the source's exception where it came. */
    private boolean next() throws IOException {
        if (failure != null) {
            throw failure;
        }
        if (current == END) {
            return false;
        }
        Object o;
        try {
            o = queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the read-ahead thread");
        }
        if (o instanceof IOException e) {
            failure = e;
            throw e;
        }
        current = (Chunk) o;
        pos = 0;
        return current != END;
    }

    /** Stops the read-ahead thread and waits for it to end (it may be inside a read of the source). */
    @Override
    public void close() {
        thread.interrupt();
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true; // keep waiting: the thread may still be reading the source
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
