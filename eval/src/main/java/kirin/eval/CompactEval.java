package kirin.eval;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;
import kirin.core.BonaPiece;
import kirin.core.Square;
import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * Kirin's compact evaluation file: the KK, KKP and KPP tables of {@link KppTables} (either layout), losslessly, in
 * a file a few percent of the size of YaneuraOu's three raw files, for shipping a default evaluation in the
 * repository ({@value #DEFAULT_NAME} in {@code eval/}).
 *
 * <p><b>File.</b> A 40-byte little-endian header, then a zlib (Deflate) stream:
 * <pre>
 *   0  8 bytes  magic "KIRINEVZ"
 *   8  int32    format version, 2
 *  12  int32    layout: 0 KPP_KKPT, 1 KPPT
 *  16  int32    flags: bit 0 set if the KPP asymmetric section is present
 *  20  int64    {@link KppTables#checkSum} of the decoded tables
 *  28  int64    length in bytes of the zlib stream that follows (the rest of the file)
 *  36  3 bytes  the shifts of the KK, KKP and KPP sections (0 to 31, 31, 15)
 *  39  byte     0
 * </pre>
 * Version 1 files (36-byte header, no shifts: all three are 0) are read as well.
 * The zlib stream holds one token stream ({@link CompactValueWriter}: zigzag varints, runs of zeros collapsed) of
 * residuals, {@code value - prediction}, each shifted right by its section's shift, in this order:
 * <ol>
 *   <li>KK {@code [bk][wk][part]};</li>
 *   <li>KKP {@code [bk][wk][p][part]};</li>
 *   <li>KPP, one triangle {@code [k][p1][p2 <= p1][part]} (one part in KPP_KKPT, two in KPPT); the decoder writes
 *       each value to {@code [p1][p2]} and {@code [p2][p1]};</li>
 *   <li>only if flag bit 0 is set (tables that are not symmetric in p1, p2, such as some imported ones): for
 *       {@code [k][p1][p2 > p1][part]}, the value minus the value at {@code [k][p2][p1]}.</li>
 * </ol>
 * <b>Predictions</b> use the symmetries the learner ties ({@code kirin.learn.train.LearnWeights}): the left-right
 * mirror (KK, KKP, KPP) and the exchange of the two sides with the board part negated (KK, KKP). A cell's
 * prediction is the value (negated where the map negates) of the cell of its symmetry orbit with the smallest
 * position in the order above, if that position comes before its own; otherwise 0. Where the tables are symmetric
 * every residual of the later half is 0; where they are not (cells the learner never touched, imported tables) the
 * residual carries the difference, so the file is exact for any tables. Arithmetic is two's complement, modulo 2^32
 * for the int32 tables.
 *
 * <p><b>Shifts.</b> A section's shift is the largest {@code s} such that every value of the section is a multiple
 * of {@code 2^s} (0 for an all-zero section); every residual, a difference of such values (modulo 2^32, itself a
 * multiple of 2^s), is then a multiple too and is stored divided by {@code 2^s}. Learned tables have shift 0; tables
 * rounded with {@link KppTables#roundTo} to a multiple of 8 have shift 3 and tokens three bits shorter.
 *
 * <p><b>Checks on load.</b> The magic, version, layout and flags; the file length against the header; zlib's own
 * Adler-32 of the stream; that the token stream ends exactly with the last value; and the checksum of the decoded
 * tables. Every defect is an {@link EvalFileException} naming the file and the defect.
 */
public final class CompactEval {
    /** The file name of the shipped default evaluation, in the project's {@code eval/} folder. */
    public static final String DEFAULT_NAME = "kirin-default.kce";
    static final byte[] MAGIC = "KIRINEVZ".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 2;
    public static final int HEADER_BYTES = 40;
    /** The header of version 1, which had no shifts. */
    static final int V1_HEADER_BYTES = 36;
    static final int FLAG_ASYMMETRIC = 1;

    private static final int SQ = KppTables.SQ;
    private static final int FE = KppTables.FE;
    private static final Unsafe U = UnsafeAccess.UNSAFE;

    private CompactEval() {}

    // ---- writing ----

    /**
     * Writes {@code t} to {@code file} atomically: into a temporary file beside it (the header last, once the
     * length of the compressed stream is known), flushed to the disk, then renamed over {@code file}.
     */
    public static void write(KppTables t, Path file) throws IOException {
        boolean asymmetric = !kppSymmetric(t);
        long checkSum = t.checkSum();
        Shifts shifts = Shifts.of(t);
        Path abs = file.toAbsolutePath();
        if (abs.getParent() != null) {
            Files.createDirectories(abs.getParent());
        }
        Path tmp = abs.resolveSibling(abs.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        boolean done = false;
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.position(HEADER_BYTES);
            OutputStream body = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16);
            Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
            try {
                DeflaterOutputStream z = new DeflaterOutputStream(body, deflater, 1 << 16);
                CompactValueWriter w = new CompactValueWriter(z);
                encode(t, asymmetric, shifts, w);
                w.finish();
                z.finish();
                body.flush();
            } finally {
                deflater.end();
            }
            long packed = ch.size() - HEADER_BYTES;
            ByteBuffer h = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
            h.put(MAGIC).putInt(VERSION).putInt(t.layout().ordinal()).putInt(asymmetric ? FLAG_ASYMMETRIC : 0)
                    .putLong(checkSum).putLong(packed).put((byte) shifts.kk).put((byte) shifts.kkp)
                    .put((byte) shifts.kpp).put((byte) 0).flip();
            ch.position(0);
            while (h.hasRemaining()) {
                ch.write(h);
            }
            ch.force(true);
            ch.close();
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } catch (IOException e) {
            throw new IOException(file + ": cannot write it (" + e.getMessage() + ")", e);
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** True if every KPP cell (both parts) equals its transpose {@code [k][p2][p1]}. */
    static boolean kppSymmetric(KppTables t) {
        int cell = t.layout().kppCellBytes;
        for (int k = 0; k < SQ; k++) {
            for (int p1 = 0; p1 < FE; p1++) {
                for (int p2 = p1 + 1; p2 < FE; p2++) {
                    long a = t.kpp + (((long) k * FE + p1) * FE + p2) * cell;
                    long b = t.kpp + (((long) k * FE + p2) * FE + p1) * cell;
                    if (cell == 2 ? U.getShort(a) != U.getShort(b) : U.getInt(a) != U.getInt(b)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The shift of each section: see the class comment. */
    record Shifts(int kk, int kkp, int kpp) {
        static final Shifts NONE = new Shifts(0, 0, 0);

        static Shifts of(KppTables t) {
            return new Shifts(shift(t.kk, KppTables.KK_BYTES, 4), shift(t.kkp, KppTables.KKP_BYTES, 4),
                    shift(t.kpp, t.layout().kppBytes(), 2));
        }

        /** The common power-of-two factor's exponent of the int32 ({@code width} 4) or int16 values at a. */
        private static int shift(long a, long bytes, int width) {
            long or = 0;
            long end = a + bytes;
            if (width == 4) {
                for (long p = a; p < end; p += 8) {
                    long v = U.getLong(p);
                    or |= (int) v | (int) (v >>> 32);
                }
                or &= 0xffff_ffffL;
            } else {
                for (long p = a; p < end; p += 8) {
                    long v = U.getLong(p);
                    or |= (v | v >>> 16 | v >>> 32 | v >>> 48) & 0xffff;
                }
            }
            return or == 0 ? 0 : Long.numberOfTrailingZeros(or);
        }
    }

    private static void encode(KppTables t, boolean asymmetric, Shifts s, CompactValueWriter w)
            throws IOException {
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                long a = t.kk + KppTables.kkOffset(bk, wk);
                for (int part = 0; part < 2; part++) {
                    w.put((U.getInt(a + 4L * part) - predictKk(t, bk, wk, part)) >> s.kk);
                }
            }
        }
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                for (int p = 0; p < FE; p++) {
                    long a = t.kkp + KppTables.kkpOffset(bk, wk, p);
                    for (int part = 0; part < 2; part++) {
                        w.put((U.getInt(a + 4L * part) - predictKkp(t, bk, wk, p, part)) >> s.kkp);
                    }
                }
            }
        }
        int cell = t.layout().kppCellBytes;
        int parts = cell / 2;
        for (int k = 0; k < SQ; k++) {
            for (int p1 = 0; p1 < FE; p1++) {
                for (int p2 = 0; p2 <= p1; p2++) {
                    long a = t.kpp + (((long) k * FE + p1) * FE + p2) * cell;
                    for (int part = 0; part < parts; part++) {
                        w.put((U.getShort(a + 2L * part) - predictKpp(t, k, p1, p2, part)) >> s.kpp);
                    }
                }
            }
        }
        if (asymmetric) {
            for (int k = 0; k < SQ; k++) {
                for (int p1 = 0; p1 < FE; p1++) {
                    for (int p2 = p1 + 1; p2 < FE; p2++) {
                        long a = t.kpp + (((long) k * FE + p1) * FE + p2) * cell;
                        long b = t.kpp + (((long) k * FE + p2) * FE + p1) * cell;
                        for (int part = 0; part < parts; part++) {
                            w.put((U.getShort(a + 2L * part) - U.getShort(b + 2L * part)) >> s.kpp);
                        }
                    }
                }
            }
        }
    }

    // ---- predictions (shared by the writer and the reader, which must agree exactly) ----

    /** KK: the orbit (bk, wk), (Mir bk, Mir wk), (Inv wk, Inv bk)*, (Mir Inv wk, Mir Inv bk)*; * negates board. */
    private static int predictKk(KppTables t, int bk, int wk, int part) {
        int own = bk * SQ + wk;
        int best = own;
        int sign = 1;
        int ib = Square.inverse(wk);
        int iw = Square.inverse(bk);
        int[] bs = {Square.mirror(bk), ib, Square.mirror(ib)};
        int[] ws = {Square.mirror(wk), iw, Square.mirror(iw)};
        for (int m = 0; m < 3; m++) {
            int c = bs[m] * SQ + ws[m];
            if (c < best) {
                best = c;
                sign = m == 0 ? 1 : -1;
            }
        }
        if (best == own) {
            return 0;
        }
        int v = U.getInt(t.kk + (long) best * 8 + 4L * part);
        return part == 0 ? sign * v : v;
    }

    /** KKP: the same king maps as KK, with the piece mirrored and/or seen from the other side. */
    private static int predictKkp(KppTables t, int bk, int wk, int p, int part) {
        long own = ((long) bk * SQ + wk) * FE + p;
        long best = own;
        int sign = 1;
        int mb = Square.mirror(bk);
        int mw = Square.mirror(wk);
        int mp = BonaPiece.mirror(p);
        long c = ((long) mb * SQ + mw) * FE + mp;
        if (c < best) {
            best = c;
        }
        int ib = Square.inverse(wk);
        int iw = Square.inverse(bk);
        int ip = BonaPiece.inverse(p);
        c = ((long) ib * SQ + iw) * FE + ip;
        if (c < best) {
            best = c;
            sign = -1;
        }
        c = ((long) Square.mirror(ib) * SQ + Square.mirror(iw)) * FE + BonaPiece.mirror(ip);
        if (c < best) {
            best = c;
            sign = -1;
        }
        if (best == own) {
            return 0;
        }
        int v = U.getInt(t.kkp + best * 8 + 4L * part);
        return part == 0 ? sign * v : v;
    }

    /** KPP triangle cell (k, p1 >= p2): its mirror (Mir k, mir p1, mir p2), brought into the triangle. */
    private static int predictKpp(KppTables t, int k, int p1, int p2, int part) {
        int mk = Square.mirror(k);
        int a = BonaPiece.mirror(p1);
        int b = BonaPiece.mirror(p2);
        int hi = Math.max(a, b);
        int lo = Math.min(a, b);
        long own = ((long) k * FE + p1) * FE + p2;
        long c = ((long) mk * FE + hi) * FE + lo;
        if (c >= own) {
            return 0;
        }
        return U.getShort(t.kpp + c * t.layout().kppCellBytes + 2L * part);
    }

    // ---- reading ----

    /**
     * Reads {@code file} into new tables. Any defect (not such a file, another version, truncated, corrupt,
     * checksum mismatch) is an {@link EvalFileException} naming the file and the defect; nothing is kept of a
     * failed read.
     */
    public static KppTables read(Path file) throws EvalFileException {
        long size = EvalFiles.regularFileSize(file);
        try (InputStream raw = Files.newInputStream(file)) {
            DataInputStream din = new DataInputStream(raw);
            byte[] hb = new byte[V1_HEADER_BYTES];
            if (size < V1_HEADER_BYTES) {
                throw new EvalFileException(file + ": truncated, " + size + " bytes, shorter than the "
                        + V1_HEADER_BYTES + "-byte header of a compact evaluation file");
            }
            din.readFully(hb);
            ByteBuffer h = ByteBuffer.wrap(hb).order(ByteOrder.LITTLE_ENDIAN);
            byte[] magic = new byte[MAGIC.length];
            h.get(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new EvalFileException(file + ": not a Kirin compact evaluation file (it does not start with "
                        + "\"KIRINEVZ\")");
            }
            int version = h.getInt();
            if (version != 1 && version != VERSION) {
                throw new EvalFileException(file + ": format version " + version + ", this Kirin reads versions 1 "
                        + "and " + VERSION);
            }
            int layoutCode = h.getInt();
            if (layoutCode < 0 || layoutCode >= EvalLayout.values().length) {
                throw new EvalFileException(file + ": unknown layout code " + layoutCode + " in the header");
            }
            int flags = h.getInt();
            if ((flags & ~FLAG_ASYMMETRIC) != 0) {
                throw new EvalFileException(file + ": unknown flags " + flags + " in the header");
            }
            long checkSum = h.getLong();
            long packed = h.getLong();
            int headerBytes = version == 1 ? V1_HEADER_BYTES : HEADER_BYTES;
            Shifts shifts = Shifts.NONE;
            if (version != 1) {
                if (size < HEADER_BYTES) {
                    throw new EvalFileException(file + ": truncated, " + size + " bytes, shorter than the "
                            + HEADER_BYTES + "-byte header of a version " + version + " file");
                }
                byte[] more = new byte[HEADER_BYTES - V1_HEADER_BYTES];
                din.readFully(more);
                shifts = new Shifts(more[0], more[1], more[2]);
                if (shifts.kk < 0 || shifts.kk > 31 || shifts.kkp < 0 || shifts.kkp > 31 || shifts.kpp < 0
                        || shifts.kpp > 15 || more[3] != 0) {
                    throw new EvalFileException(file + ": bad shifts " + more[0] + ", " + more[1] + ", " + more[2]
                            + " (byte 39: " + more[3] + ") in the header: KK and KKP take 0 to 31, KPP 0 to 15, "
                            + "byte 39 is 0");
                }
            }
            if (packed < 0 || headerBytes + packed > size) {
                throw new EvalFileException(file + ": truncated, " + size + " bytes instead of "
                        + (headerBytes + packed) + " (the header announces " + packed + " bytes of data)");
            }
            if (headerBytes + packed < size) {
                throw new EvalFileException(file + ": too large, " + size + " bytes instead of "
                        + (headerBytes + packed) + " (the header announces " + packed + " bytes of data)");
            }
            KppTables t = new KppTables(EvalLayout.values()[layoutCode], false); // the decoder writes every byte
            Inflater inflater = new Inflater();
            // The decompression runs on its own thread, ahead of the decoding (the default's isready went from a
            // median 1.69 s to 1.38 s); the read-ahead stream is closed, and its thread ended, before the inflater is.
            try (InputStream z = new InflaterInputStream(new BufferedInputStream(raw, 1 << 16), inflater, 1 << 16);
                    ReadAheadInputStream ahead = new ReadAheadInputStream(z, "kirin-compact-inflate")) {
                CompactValueReader r = new CompactValueReader(ahead);
                long sum = decode(t, (flags & FLAG_ASYMMETRIC) != 0, shifts, r);
                r.expectEnd();
                if (sum != checkSum) {
                    throw new EvalFileException(file + ": checksum mismatch, the decoded tables sum to "
                            + Long.toHexString(sum) + ", the header says " + Long.toHexString(checkSum));
                }
                return t;
            } catch (CompactValueReader.Defect e) {
                t.close();
                throw new EvalFileException(file + ": corrupt data: " + e.getMessage());
            } catch (EOFException e) {
                t.close();
                throw new EvalFileException(file + ": corrupt data: the compressed stream ends early ("
                        + e.getMessage() + ")", e);
            } catch (ZipException e) {
                t.close();
                throw new EvalFileException(file + ": corrupt data: " + e.getMessage(), e);
            } catch (EvalFileException | RuntimeException | Error e) {
                t.close();
                throw e;
            } catch (IOException e) {
                t.close();
                throw e;
            } finally {
                inflater.end();
            }
        } catch (EvalFileException e) {
            throw e;
        } catch (IOException e) {
            throw new EvalFileException(file + ": cannot read it (" + e + ")", e);
        }
    }

    /** Decodes the token stream into {@code t}; returns {@link KppTables#checkSum} of the decoded tables. */
    private static long decode(KppTables t, boolean asymmetric, Shifts s, CompactValueReader r)
            throws IOException, CompactValueReader.Defect {
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                long a = t.kk + KppTables.kkOffset(bk, wk);
                for (int part = 0; part < 2; part++) {
                    U.putInt(a + 4L * part, (r.next() << s.kk) + predictKk(t, bk, wk, part));
                }
            }
        }
        decodeKkp(t, s.kkp, r);
        long sum = decodeKpp(t, s.kpp, r);
        int cell = t.layout().kppCellBytes;
        int parts = cell / 2;
        if (!asymmetric) {
            return sum;
        }
        for (int k = 0; k < SQ; k++) {
            for (int p1 = 0; p1 < FE; p1++) {
                for (int p2 = p1 + 1; p2 < FE; p2++) {
                    long a = t.kpp + (((long) k * FE + p1) * FE + p2) * cell;
                    long b = t.kpp + (((long) k * FE + p2) * FE + p1) * cell;
                    for (int part = 0; part < parts; part++) {
                        U.putShort(a + 2L * part, (short) ((r.next() << s.kpp) + U.getShort(b + 2L * part)));
                    }
                }
            }
        }
        return t.checkSum(); // the asymmetric section changed the KPP slices after they were summed
    }

    /**
     * Decodes the KKP section: the same values as {@link #predictKkp} gives cell by cell, with the king maps worked
     * out once per pair of kings and the piece maps read from tables (cell by cell this took about half a second of
     * the load).
     */
    private static void decodeKkp(KppTables t, int shift, CompactValueReader r)
            throws IOException, CompactValueReader.Defect {
        int[] mir = new int[FE];
        int[] inv = new int[FE];
        int[] mirInv = new int[FE];
        for (int p = 0; p < FE; p++) {
            mir[p] = BonaPiece.mirror(p);
            inv[p] = BonaPiece.inverse(p);
            mirInv[p] = BonaPiece.mirror(inv[p]);
        }
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                long own = (long) bk * SQ + wk;
                long mirrored = (long) Square.mirror(bk) * SQ + Square.mirror(wk);
                int ib = Square.inverse(wk);
                int iw = Square.inverse(bk);
                long inverted = (long) ib * SQ + iw;
                long both = (long) Square.mirror(ib) * SQ + Square.mirror(iw);
                long block = t.kkp + own * FE * 8;
                for (int p = 0; p < FE; p++) {
                    long ownCell = own * FE + p;
                    long best = ownCell;
                    int sign = 1;
                    long c = mirrored * FE + mir[p];
                    if (c < best) {
                        best = c;
                    }
                    c = inverted * FE + inv[p];
                    if (c < best) {
                        best = c;
                        sign = -1;
                    }
                    c = both * FE + mirInv[p];
                    if (c < best) {
                        best = c;
                        sign = -1;
                    }
                    long a = block + p * 8L;
                    int r0 = r.next() << shift;
                    int r1 = r.next() << shift;
                    if (best == ownCell) {
                        U.putInt(a, r0);
                        U.putInt(a + 4, r1);
                    } else {
                        long b = t.kkp + best * 8;
                        U.putInt(a, r0 + sign * U.getInt(b));
                        U.putInt(a + 4, r1 + U.getInt(b + 4));
                    }
                }
            }
        }
    }

    /**
     * Decodes the KPP triangle section. The file gives, for each king square in turn, the triangle {@code p2 <= p1}
     * in row order; a cell's value is its residual plus the value of its mirror cell if that comes earlier. Done
     * cell by cell with both copies written at once, this was bound by cache misses (the column copy and the mirror
     * lookup each touch another row for every cell: about 2.5 s of CPU for learned tables), so each king's slice is
     * built in three sequential passes instead: (1) the residuals into the triangle, zero runs as block fills;
     * (2) the predictions added, from the mirror king's finished slice (a row-to-row lookup) or, for a king on
     * the centre file, which is its own mirror, from the earlier cells of the same triangle; (3) the triangle
     * copied across the diagonal in tiles. The values are the same as the format defines; the order of the work
     * is all that changes.
     */
    private static long decodeKpp(KppTables t, int shift, CompactValueReader r)
            throws IOException, CompactValueReader.Defect {
        // One worker thread adds the predictions and mirrors each slice while this thread reads the next one from
        // the stream. A single-thread executor runs the slices in order, so a slice's mirror king (always an
        // earlier slice) is finished before it is needed; it must end before the tables can be freed on an error.
        ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
            Thread th = new Thread(runnable, "kirin-compact-eval");
            th.setDaemon(true);
            return th;
        });
        // The worker also sums each finished slice, and first the KK and KKP tables (already final), so that the
        // checksum costs no time of its own after the last slice: the same sum as KppTables.checkSum, in parts.
        long[] sum = new long[1];
        long sliceBytes = (long) FE * FE * t.layout().kppCellBytes;
        Future<?> last = worker.submit(() -> {
            sum[0] += KppTables.sumWords(t.kk, KppTables.KK_BYTES) + KppTables.sumWords(t.kkp, KppTables.KKP_BYTES);
        });
        try {
            for (int k = 0; k < SQ; k++) {
                readKppResiduals(t, k, shift, r);
                int slice = k;
                last = worker.submit(() -> {
                    finishKppSlice(t, slice);
                    sum[0] += KppTables.sumWords(t.kpp + slice * sliceBytes, sliceBytes);
                });
            }
            last.get(); // the worker runs the tasks in order: all are done
            return sum[0];
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while decoding the KPP table");
        } catch (ExecutionException e) {
            throw new IllegalStateException("decoding the KPP table failed", e.getCause());
        } finally {
            worker.shutdownNow();
            boolean ended = false;
            while (!ended) {
                try {
                    ended = worker.awaitTermination(1, TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt(); // keep waiting: the worker writes into the tables
                }
            }
        }
    }

    /** Pass 1 for king square {@code k}: the residuals of its triangle, in stream order, zero runs as fills. */
    private static void readKppResiduals(KppTables t, int k, int shift, CompactValueReader r)
            throws IOException, CompactValueReader.Defect {
        int cell = t.layout().kppCellBytes;
        int parts = cell / 2;
        long rowBytes = (long) FE * cell;
        long base = t.kpp + k * FE * rowBytes;
        for (int p1 = 0; p1 < FE; p1++) {
            long row = base + p1 * rowBytes;
            int n = (p1 + 1) * parts; // the shorts of cells 0..p1 of this row, in stream order
            int i = 0;
            while (i < n) {
                U.putShort(row + 2L * i, (short) (r.next() << shift));
                i++;
                long z = r.zerosLeft();
                if (z > 0 && i < n) {
                    int m = (int) Math.min(z, n - i);
                    U.setMemory(row + 2L * i, 2L * m, (byte) 0);
                    r.skipZeros(m);
                    i += m;
                }
            }
        }
    }

    /** Passes 2 and 3 for king square {@code k}: the predictions added, then the triangle mirrored across. */
    private static void finishKppSlice(KppTables t, int k) {
        int cell = t.layout().kppCellBytes;
        int parts = cell / 2;
        long rowBytes = (long) FE * cell;
        long sliceBytes = FE * rowBytes;
        long base = t.kpp + k * sliceBytes;
        int mk = Square.mirror(k);
        if (mk < k) {
            long src = t.kpp + mk * sliceBytes; // finished: both triangles
            for (int p1 = 0; p1 < FE; p1++) {
                long row = base + p1 * rowBytes;
                long srcRow = src + BonaPiece.mirror(p1) * rowBytes;
                for (int p2 = 0; p2 <= p1; p2++) {
                    long a = row + (long) p2 * cell;
                    long b = srcRow + (long) BonaPiece.mirror(p2) * cell;
                    for (int part = 0; part < parts; part++) {
                        U.putShort(a + 2L * part, (short) (U.getShort(a + 2L * part) + U.getShort(b + 2L * part)));
                    }
                }
            }
        } else if (mk == k) {
            for (int p1 = 0; p1 < FE; p1++) {
                long row = base + p1 * rowBytes;
                for (int p2 = 0; p2 <= p1; p2++) {
                    int hi = Math.max(BonaPiece.mirror(p1), BonaPiece.mirror(p2));
                    int lo = Math.min(BonaPiece.mirror(p1), BonaPiece.mirror(p2));
                    if (hi < p1 || (hi == p1 && lo < p2)) {
                        // The earlier cell is the first of its pair, so its value is its residual: final.
                        long a = row + (long) p2 * cell;
                        long b = base + hi * rowBytes + (long) lo * cell;
                        for (int part = 0; part < parts; part++) {
                            U.putShort(a + 2L * part,
                                    (short) (U.getShort(a + 2L * part) + U.getShort(b + 2L * part)));
                        }
                    }
                }
            }
        }
        KppTables.mirrorKppSlice(base, rowBytes, cell);
    }
}
