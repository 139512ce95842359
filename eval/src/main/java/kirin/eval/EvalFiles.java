package kirin.eval;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import com.sun.jna.Pointer;
import org.agrona.BufferUtil;
import org.agrona.UnsafeAccess;

/**
 * The three files of an evaluation folder ({@code EvalDir}): {@value #KK}, {@value #KKP} and {@value #KPP}, raw
 * little-endian arrays with no header and exact sizes (interop.md section 5.1), in the KPP_KKPT or the KPPT
 * layout. The two share the file names and the KK and KKP sizes, and differ in the size of the KPP file, which
 * tells the layout ({@link EvalLayout#ofKppSize}). They are read straight into the off-heap
 * tables, which are not zeroed first, and written each to a temporary
 * file that is then renamed over the old one, so that a reader never sees half a file. A save writes the layout
 * of the tables it is given.
 */
public final class EvalFiles {
    public static final String KK = "KK_synthesized.bin";
    public static final String KKP = "KKP_synthesized.bin";
    public static final String KPP = "KPP_synthesized.bin";
    static final String[] NAMES = {KK, KKP, KPP};
    private static final int CHUNK = 16 << 20;
    private static final long READ_CHUNK = 256L << 20;

    private EvalFiles() {}

    /** True if {@code dir} holds at least one of the three files (so that loading should be attempted). */
    public static boolean anyPresent(Path dir) {
        for (String name : NAMES) {
            if (Files.exists(dir.resolve(name))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Loads the three files of {@code dir} into new tables, in the layout that the size of the KPP file tells. A
     * missing, truncated, oversized or unreadable file is an {@link EvalFileException} naming the file and the size
     * it must have; nothing is kept of a failed load.
     */
    public static KppTables load(Path dir) throws EvalFileException {
        EvalLayout layout = detect(dir);
        long[] sizes = {KppTables.KK_BYTES, KppTables.KKP_BYTES, layout.kppBytes()};
        for (int i = 0; i < NAMES.length; i++) {
            checkSize(dir.resolve(NAMES[i]), sizes[i]);
        }
        KppTables t = new KppTables(layout, false); // every byte comes from the files
        try {
            long[] regions = t.regions();
            for (int i = 0; i < NAMES.length; i++) {
                read(dir.resolve(NAMES[i]), regions[2 * i], regions[2 * i + 1]);
            }
            return t;
        } catch (EvalFileException | RuntimeException | Error e) {
            t.close();
            throw e;
        }
    }

    /**
     * The layout of the files in {@code dir}, from the size of its KPP file; an {@link EvalFileException} naming
     * the file if it is missing or has neither layout's size.
     */
    public static EvalLayout detect(Path dir) throws EvalFileException {
        Path file = dir.resolve(KPP);
        String sizes = EvalLayout.KPP_KKPT.kppBytes() + " bytes (KPP_KKPT) or " + EvalLayout.KPPT.kppBytes()
                + " bytes (KPPT)";
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            throw new EvalFileException(file + ": missing (it must be " + sizes + ")");
        } catch (IOException e) {
            throw new EvalFileException(file + ": cannot read it (" + e + "); it must be " + sizes, e);
        }
        EvalLayout layout = EvalLayout.ofKppSize(size);
        if (layout == null || !Files.isRegularFile(file)) {
            throw new EvalFileException(file + ": " + (Files.isRegularFile(file) ? size + " bytes" : "not a regular file")
                    + ", neither layout: it must be " + sizes);
        }
        return layout;
    }

    /**
     * The size of {@code file}, an evaluation file to read (the compact format, an NNUE net); an
     * {@link EvalFileException} naming it if it is missing, cannot be read or is not a regular file.
     */
    public static long regularFileSize(Path file) throws EvalFileException {
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            throw new EvalFileException(file + ": missing");
        } catch (IOException e) {
            throw new EvalFileException(file + ": cannot read it (" + e + ")", e);
        }
        if (!Files.isRegularFile(file)) {
            throw new EvalFileException(file + ": not a regular file");
        }
        return size;
    }

    private static void checkSize(Path file, long expected) throws EvalFileException {
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            throw new EvalFileException(file + ": missing (it must be " + expected + " bytes)");
        } catch (IOException e) {
            throw new EvalFileException(file + ": cannot read it (" + e + "); it must be " + expected + " bytes", e);
        }
        if (!Files.isRegularFile(file)) {
            throw new EvalFileException(file + ": not a regular file (it must be a file of " + expected + " bytes)");
        }
        if (size < expected) {
            throw new EvalFileException(file + ": truncated, " + size + " bytes instead of " + expected);
        }
        if (size > expected) {
            throw new EvalFileException(file + ": too large, " + size + " bytes instead of " + expected);
        }
    }

    /**
     * Reads {@code bytes} bytes of {@code file} straight into the tables' memory, through direct buffers that JNA
     * lays over it (no bounce buffer, no copy: the kernel fills the pages).
     */
    private static void read(Path file, long address, long bytes) throws EvalFileException {
        Pointer tables = new Pointer(address);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long done = 0;
            while (done < bytes) {
                ByteBuffer buf = tables.getByteBuffer(done, Math.min(READ_CHUNK, bytes - done));
                while (buf.hasRemaining()) {
                    if (ch.read(buf) < 0) {
                        throw new EvalFileException(file + ": truncated while reading, " + (done + buf.position())
                                + " bytes instead of " + bytes);
                    }
                }
                done += buf.limit();
            }
        } catch (EvalFileException e) {
            throw e;
        } catch (IOException e) {
            throw new EvalFileException(file + ": cannot read it (" + e + "); it must be " + bytes + " bytes", e);
        }
    }

    /** Writes the three files into {@code dir} (created if needed), each atomically. */
    public static void save(KppTables t, Path dir) throws IOException {
        Files.createDirectories(dir);
        long[] regions = t.regions();
        for (int i = 0; i < NAMES.length; i++) {
            write(dir.resolve(NAMES[i]), regions[2 * i], regions[2 * i + 1]);
        }
    }

    private static void write(Path file, long address, long bytes) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        ByteBuffer buf = ByteBuffer.allocateDirect((int) Math.min(CHUNK, bytes));
        long bufAddress = BufferUtil.address(buf);
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            long done = 0;
            while (done < bytes) {
                int n = (int) Math.min(buf.capacity(), bytes - done);
                UnsafeAccess.UNSAFE.copyMemory(address + done, bufAddress, n);
                buf.clear();
                buf.limit(n);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                done += n;
            }
            ch.force(true);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw new IOException(file + ": cannot write it (" + e.getMessage() + ")", e);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
