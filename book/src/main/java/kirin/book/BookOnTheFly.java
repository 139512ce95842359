package kirin.book;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * A sorted DB2016 book probed on disk without loading it (YaneuraOu's {@code BookOnTheFly}): each probe
 * binary-searches the file by byte offset, reading a few small blocks, and parses only the entry it finds. Memory
 * use does not depend on the file's size. The file must be sorted by SFEN, as {@link Db2016Writer} writes it.
 * Not thread-safe (one read buffer); the engine probes from one thread.
 */
public final class BookOnTheFly implements Book {
    private static final int BLOCK = 4096;

    private final FileChannel channel;
    private final String name;
    private final long size;
    private final boolean ignorePly;
    private final Consumer<String> warnings;
    private final ByteBuffer block = ByteBuffer.allocate(BLOCK);
    private long blockStart = -1;
    private int blockLength;
    private final StringBuilder line = new StringBuilder(160);

    public BookOnTheFly(Path file, boolean ignorePly, Consumer<String> warnings) throws IOException {
        this.channel = FileChannel.open(file, StandardOpenOption.READ);
        this.name = file.toString();
        this.size = channel.size();
        this.ignorePly = ignorePly;
        this.warnings = warnings;
    }

    @Override
    public boolean ignorePly() {
        return ignorePly;
    }

    @Override
    public long size() {
        return -1;
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing left to do with a book we stop reading
        }
    }

    @Override
    public BookEntry find(String key) {
        try {
            return search(key);
        } catch (IOException e) {
            warnings.accept(name + ": cannot read the book: " + e.getMessage());
            return null;
        }
    }

    private BookEntry search(String key) throws IOException {
        // Invariant: every entry starting before lo has a smaller key; the first entry at or after hi (or the end of
        // the file) has a key at least as large.
        long lo = 0;
        long hi = size;
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            long start = nextSfenLine(mid);
            if (start < 0 || compareKeyAt(start, key) >= 0) {
                hi = mid;
            } else {
                lo = lineEnd(start);
                if (lo > hi) {
                    lo = hi;
                }
            }
        }
        long start = nextSfenLine(lo);
        if (start < 0 || compareKeyAt(start, key) != 0) {
            return null;
        }
        return readEntry(start, key);
    }

    /** The offset of the first {@code sfen} line that starts at or after {@code from}, or -1. */
    private long nextSfenLine(long from) throws IOException {
        long p = from;
        if (p > 0 && byteAt(p - 1) != '\n') {
            p = lineEnd(p);
        }
        while (p < size) {
            if (byteAt(p) == 's' && startsWithSfen(p)) {
                return p;
            }
            p = lineEnd(p);
        }
        return -1;
    }

    private boolean startsWithSfen(long p) throws IOException {
        return p + 5 <= size && byteAt(p + 1) == 'f' && byteAt(p + 2) == 'e' && byteAt(p + 3) == 'n'
                && byteAt(p + 4) == ' ';
    }

    /** The offset just after the newline that ends the line containing {@code p} (or the file size). */
    private long lineEnd(long p) throws IOException {
        while (p < size) {
            if (byteAt(p++) == '\n') {
                return p;
            }
        }
        return size;
    }

    /** Reads the line starting at {@code p} into {@link #line} (without the newline and trailing spaces). */
    private void readLine(long p) throws IOException {
        line.setLength(0);
        while (p < size) {
            int b = byteAt(p++);
            if (b == '\n') {
                break;
            }
            line.append((char) b);
        }
        int n = line.length();
        while (n > 0 && line.charAt(n - 1) <= ' ') {
            n--;
        }
        line.setLength(n);
    }

    /** Compares the key of the sfen line at {@code start} with {@code key}, as strings. */
    private int compareKeyAt(long start, String key) throws IOException {
        readLine(start);
        String sfen = line.substring(5).trim();
        if (ignorePly) {
            sfen = BookKeys.stripPly(sfen);
        }
        return sfen.compareTo(key);
    }

    private BookEntry readEntry(long start, String key) throws IOException {
        BookEntry e = new BookEntry(key);
        long p = lineEnd(start);
        while (p < size) {
            readLine(p);
            String s = line.toString().trim();
            if (s.startsWith("sfen ")) {
                break;
            }
            if (!s.isEmpty() && !s.startsWith("#") && !s.startsWith("//")) {
                try {
                    e.put(Db2016.parseMoveLine(s));
                } catch (BookFormatException ex) {
                    warnings.accept(name + ": line at byte " + p + ": " + ex.getMessage());
                }
            }
            p = lineEnd(p);
        }
        return e;
    }

    private int byteAt(long p) throws IOException {
        if (p < blockStart || p >= blockStart + blockLength) {
            long start = p - (p % BLOCK);
            block.clear();
            int n = 0;
            while (block.hasRemaining()) {
                int r = channel.read(block, start + n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
            blockStart = start;
            blockLength = n;
            if (p >= start + n) {
                throw new IOException("read past the end at byte " + p);
            }
        }
        return block.get((int) (p - blockStart)) & 0xFF;
    }
}
