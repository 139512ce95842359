package kirin.book;

import java.io.Closeable;

/**
 * A book that answers probes by SFEN key. The key is the SFEN with the move number, or without it when the book was
 * opened with {@code IgnoreBookPly} ({@link BookKeys}).
 */
public interface Book extends Closeable {
    /** The entry for {@code key}, or null when the book has no such position. */
    BookEntry find(String key);

    /** Number of positions, or -1 when not known without reading the whole file (on-the-fly books). */
    long size();

    /** Whether keys carry the move number. */
    boolean ignorePly();

    @Override
    default void close() {
    }
}
