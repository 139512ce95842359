package kirin.learn;

import kirin.core.AtomicFile;
import kirin.core.FileTrees;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * YaneuraOu's shuffle modes of {@code learn} (interop.md 3.2), over files of 40-byte records; the records are moved
 * as they are, without decoding. Each writes its output atomically and returns the number of records.
 * <ul>
 *   <li>{@link #inMemory} ({@code shufflem}): every record in memory, one uniform permutation.</li>
 *   <li>{@link #external} ({@code shuffle}): chunks of {@code buffer_size} records, each shuffled and written to a
 *       temporary file, then {@link #merge merged}; the result is a uniform permutation too, with memory for one
 *       chunk only.</li>
 *   <li>{@link #merge} ({@code shuffleq}): the inputs are taken to be shuffled already and are only interleaved:
 *       each next record comes from an input chosen with probability proportional to the records it has left.</li>
 * </ul>
 * A file whose size is not a whole number of records is refused, with its name, before anything is written.
 */
public final class Shuffle {
    /** YaneuraOu's default {@code buffer_size}, in records. */
    public static final long DEFAULT_BUFFER = 20_000_000;
    private static final int R = PackedSfenValue.BYTES;
    /** The largest number of records one byte array holds. */
    static final int MAX_IN_MEMORY = Integer.MAX_VALUE / R;

    private Shuffle() {}

    /** {@code shufflem}: reads all of {@code inputs} into memory and writes them to {@code output} in random order. */
    public static long inMemory(List<Path> inputs, Path output, SplittableRandom rnd) throws IOException {
        long total = records(inputs);
        if (total > MAX_IN_MEMORY) {
            throw new IOException("shufflem: " + total + " records do not fit in memory at once (at most "
                    + MAX_IN_MEMORY + "); use learn shuffle");
        }
        byte[] all = new byte[(int) total * R];
        int at = 0;
        for (Path in : inputs) {
            try (InputStream s = Files.newInputStream(in)) {
                at += s.readNBytes(all, at, all.length - at);
            }
        }
        if (at != all.length) {
            throw new IOException("shufflem: the input files changed while being read");
        }
        shuffleRecords(all, (int) total, rnd);
        AtomicFile.write(output, out -> out.write(all));
        return total;
    }

    /**
     * {@code shuffle}: shuffles {@code inputs} into {@code output} through temporary chunk files of at most
     * {@code bufferRecords} records, in a folder beside the output that is removed afterwards.
     */
    public static long external(List<Path> inputs, Path output, long bufferRecords, SplittableRandom rnd)
            throws IOException {
        if (bufferRecords < 1) {
            throw new IllegalArgumentException("buffer_size must be at least 1");
        }
        long total = records(inputs);
        Path abs = output.toAbsolutePath();
        Path tmpDir = Files.createTempDirectory(abs.getParent(), abs.getFileName() + ".shuffle.");
        try {
            List<Path> parts = new ArrayList<>();
            byte[] buf = new byte[(int) Math.max(1, Math.min(Math.min(bufferRecords, MAX_IN_MEMORY), total)) * R];
            int filled = 0;
            for (Path in : inputs) {
                try (InputStream s = new BufferedInputStream(Files.newInputStream(in), 1 << 20)) {
                    while (true) {
                        int got = s.readNBytes(buf, filled, buf.length - filled);
                        filled += got;
                        if (filled == buf.length) {
                            parts.add(writePart(tmpDir, parts.size(), buf, filled / R, rnd));
                            filled = 0;
                        } else {
                            break; // end of this file
                        }
                    }
                }
            }
            if (filled > 0) {
                parts.add(writePart(tmpDir, parts.size(), buf, filled / R, rnd));
            }
            long written = merge(parts, output, rnd);
            if (written != total) {
                throw new IOException("shuffle: the input files changed while being read");
            }
            return written;
        } finally {
            FileTrees.delete(tmpDir);
        }
    }

    /** {@code shuffleq}: interleaves the (already shuffled) {@code inputs} at random into {@code output}. */
    public static long merge(List<Path> inputs, Path output, SplittableRandom rnd) throws IOException {
        long[] counts = new long[inputs.size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = records(List.of(inputs.get(i)));
        }
        InputStream[] ins = new InputStream[inputs.size()];
        try {
            for (int i = 0; i < ins.length; i++) {
                ins[i] = new BufferedInputStream(Files.newInputStream(inputs.get(i)), 1 << 16);
            }
            long[] total = new long[1];
            AtomicFile.write(output, out -> total[0] = merge(ins, counts, out, rnd));
            return total[0];
        } finally {
            for (InputStream in : ins) {
                if (in != null) {
                    in.close();
                }
            }
        }
    }

    /**
     * Copies every record of {@code ins} (with {@code counts[i]} records each) to {@code out}, each next record from
     * input i with probability counts-left[i] / total-left: every interleaving is equally likely.
     */
    static long merge(InputStream[] ins, long[] counts, OutputStream out, SplittableRandom rnd) throws IOException {
        long[] left = counts.clone();
        long remaining = 0;
        for (long c : left) {
            remaining += c;
        }
        long total = remaining;
        byte[] rec = new byte[R];
        while (remaining > 0) {
            long pick = rnd.nextLong(remaining);
            int i = 0;
            while (pick >= left[i]) {
                pick -= left[i];
                i++;
            }
            if (ins[i].readNBytes(rec, 0, R) != R) {
                throw new IOException("shuffle: an input ended early (it changed while being read)");
            }
            out.write(rec);
            left[i]--;
            remaining--;
        }
        return total;
    }

    /** In-place Fisher-Yates shuffle of the first {@code n} 40-byte records of {@code buf}. */
    public static void shuffleRecords(byte[] buf, int n, SplittableRandom rnd) {
        byte[] t = new byte[R];
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            if (j != i) {
                System.arraycopy(buf, i * R, t, 0, R);
                System.arraycopy(buf, j * R, buf, i * R, R);
                System.arraycopy(t, 0, buf, j * R, R);
            }
        }
    }

    /** The number of records of {@code files}; refuses a file that is not a whole number of records. */
    static long records(List<Path> files) throws IOException {
        long n = 0;
        for (Path f : files) {
            long size = Files.size(f);
            if (size % R != 0) {
                throw new IOException(f + ": size " + size + " is not a multiple of " + R
                        + " (a torn record at the end?)");
            }
            n += size / R;
        }
        return n;
    }

    private static Path writePart(Path dir, int index, byte[] buf, int n, SplittableRandom rnd) throws IOException {
        shuffleRecords(buf, n, rnd);
        Path part = dir.resolve(index + ".bin");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(part), 1 << 20)) {
            out.write(buf, 0, n * R);
        }
        return part;
    }

}
