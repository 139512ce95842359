package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import kirin.core.BonaPiece;
import kirin.core.Square;
import org.agrona.UnsafeAccess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sun.misc.Unsafe;

class CompactEvalTest {
    private static final Unsafe U = UnsafeAccess.UNSAFE;
    private static final int FE = KppTables.FE;

    @TempDir
    Path dir;

    /** Writes {@code t}, reads it back and checks that every byte of the three tables is the same. */
    private long roundTrip(KppTables t) throws IOException {
        Path file = dir.resolve("t.kce");
        CompactEval.write(t, file);
        try (KppTables back = CompactEval.read(file)) {
            assertEquals(t.layout(), back.layout());
            assertSameBytes(t, back);
        }
        return Files.size(file);
    }

    static void assertSameBytes(KppTables a, KppTables b) {
        long[] ra = a.regions();
        long[] rb = b.regions();
        for (int i = 0; i < ra.length; i += 2) {
            assertEquals(ra[i + 1], rb[i + 1]);
            for (long o = 0; o < ra[i + 1]; o += 8) {
                if (U.getLong(ra[i] + o) != U.getLong(rb[i] + o)) {
                    throw new AssertionError("table " + i / 2 + " differs at byte " + o);
                }
            }
        }
    }

    @Test
    void zeroTablesTakeAFewBytes() throws IOException {
        try (KppTables t = new KppTables()) {
            long size = roundTrip(t);
            assertTrue(size < 200, size + " bytes");
        }
    }

    @Test
    void symmetricRandomTablesRoundTripExactlyAndTheSymmetriesCostNothing() throws IOException {
        try (KppTables t = new KppTables()) {
            SymmetricTables.fill(t, 7, 40, 400);
            long symmetric = roundTrip(t);
            // The same values without the mirror and colour-flip symmetries (pair-symmetric KPP only).
            t.fillRandom(7, 40, 400);
            long plain = roundTrip(t);
            assertTrue(symmetric < 0.6 * plain, symmetric + " bytes with the symmetries, " + plain + " without");
        }
    }

    @Test
    void tablesThatBreakEverySymmetryRoundTripExactly() throws IOException {
        try (KppTables t = new KppTables()) {
            SymmetricTables.fill(t, 11, 3, 3);
            int k = Square.of(2, 3);
            int p = BonaPiece.FE_HAND_END + 10;
            // A mirror partner that disagrees, a KPP transpose that disagrees, a colour flip that agrees in sign.
            t.setKpp(Square.mirror(k), BonaPiece.mirror(p), BonaPiece.mirror(p + 81), 1234);
            U.putShort(t.kpp + KppTables.kppOffset(k, p, p + 200), (short) -32768);
            U.putShort(t.kpp + KppTables.kppOffset(k, p + 200, p), (short) 32767);
            t.setKkp(Square.inverse(40), Square.inverse(k), BonaPiece.inverse(p), 0, Integer.MIN_VALUE);
            t.setKkp(k, 40, p, 0, Integer.MIN_VALUE);
            t.setKk(3, 77, 1, Integer.MAX_VALUE);
            t.setKk(Square.inverse(77), Square.inverse(3), 1, -5);
            assertFalse(CompactEval.kppSymmetric(t));
            roundTrip(t);
        }
    }

    @Test
    void kpptTablesRoundTripExactly() throws IOException {
        try (KppTables t = new KppTables(EvalLayout.KPPT)) {
            int p = BonaPiece.FE_HAND_END + 3;
            t.setKpp(4, p, 17, 0, -300);
            t.setKpp(4, p, 17, 1, 25);
            t.setKpp(Square.mirror(4), BonaPiece.mirror(p), BonaPiece.mirror(17), 1, 25);
            U.putShort(t.kpp + ((4L * FE + 17) * FE + p) * 4 + 2, (short) 26); // transpose differs in the turn part
            t.setKkp(10, 20, p, 1, 999);
            roundTrip(t);
        }
    }

    @Test
    void roundedTablesAreStoredWithTheirCommonFactorAndComeBackExactly() throws IOException {
        try (KppTables t = new KppTables()) {
            SymmetricTables.fill(t, 5, 200, 400);
            long plain = roundTrip(t);
            assertEquals(0, header(dir.resolve("t.kce"), 38), "learned-like tables have no common factor");
            t.roundTo(8);
            long rounded = roundTrip(t);
            Path file = dir.resolve("t.kce");
            assertEquals(3, header(file, 36), "KK shift");
            assertEquals(3, header(file, 37), "KKP shift");
            assertEquals(3, header(file, 38), "KPP shift");
            assertTrue(rounded < 0.8 * plain, rounded + " bytes rounded to multiples of 8, " + plain + " before");
        }
    }

    private static int header(Path file, int offset) throws IOException {
        return Files.readAllBytes(file)[offset];
    }

    @Test
    void versionOneFilesAreStillRead() throws IOException {
        Path file = smallFile();
        byte[] v2 = Files.readAllBytes(file);
        assertEquals(0, v2[36] | v2[37] | v2[38] | v2[39]);
        byte[] v1 = new byte[v2.length - 4];
        System.arraycopy(v2, 0, v1, 0, 36);
        System.arraycopy(v2, 40, v1, 36, v2.length - 40);
        v1[8] = 1;
        Path old = dir.resolve("v1.kce");
        Files.write(old, v1);
        try (KppTables a = CompactEval.read(file); KppTables b = CompactEval.read(old)) {
            assertSameBytes(a, b);
        }
    }

    /** A small valid file: zero tables but for a few cells, so that its stream is more than a run of zeros. */
    private Path smallFile() throws IOException {
        Path file = dir.resolve("small.kce");
        try (KppTables t = new KppTables()) {
            java.util.SplittableRandom rnd = new java.util.SplittableRandom(3);
            for (int i = 0; i < 2000; i++) {
                t.setKpp(rnd.nextInt(81), rnd.nextInt(FE), rnd.nextInt(FE), rnd.nextInt(-500, 500));
                t.setKkp(rnd.nextInt(81), rnd.nextInt(81), rnd.nextInt(FE), rnd.nextInt(2), rnd.nextInt());
            }
            CompactEval.write(t, file);
        }
        return file;
    }

    private static String readFails(Path file) {
        return assertThrows(EvalFileException.class, () -> CompactEval.read(file)).getMessage();
    }

    @Test
    void aTruncatedFileIsNamedWithItsDefect() throws IOException {
        Path file = smallFile();
        long size = Files.size(file);
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(size - 100);
        }
        assertEquals(file + ": truncated, " + (size - 100) + " bytes instead of " + size + " (the header announces "
                + (size - CompactEval.HEADER_BYTES) + " bytes of data)", readFails(file));
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(10);
        }
        assertTrue(readFails(file).startsWith(file + ": truncated, 10 bytes, shorter than the 36-byte header"));
    }

    @Test
    void corruptDataIsNamedWithItsDefect() throws IOException {
        Path file = smallFile();
        long size = Files.size(file);
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(size / 2);
            int b = f.read();
            f.seek(size / 2);
            f.write(b ^ 0x5a);
        }
        String m = readFails(file);
        assertTrue(m.startsWith(file + ": corrupt data: "), m);
    }

    @Test
    void aWrongChecksumMagicOrVersionIsNamed() throws IOException {
        Path file = smallFile();
        byte[] good = Files.readAllBytes(file);
        byte[] b = good.clone();
        b[20] ^= 1;
        Files.write(file, b);
        assertTrue(readFails(file).startsWith(file + ": checksum mismatch, the decoded tables sum to "));
        b = good.clone();
        b[0] = 'X';
        Files.write(file, b);
        assertEquals(file + ": not a Kirin compact evaluation file (it does not start with \"KIRINEVZ\")",
                readFails(file));
        b = good.clone();
        b[8] = 3;
        Files.write(file, b);
        assertEquals(file + ": format version 3, this Kirin reads versions 1 and 2", readFails(file));
        b = good.clone();
        b[38] = 16;
        Files.write(file, b);
        assertEquals(file + ": bad shifts 0, 0, 16 (byte 39: 0) in the header: KK and KKP take 0 to 31, KPP 0 to "
                + "15, byte 39 is 0", readFails(file));
        assertEquals(dir.resolve("none.kce") + ": missing", readFails(dir.resolve("none.kce")));
    }

    @Test
    void aSaveReplacesTheOldFileAndLeavesNoTemporaryFile() throws IOException {
        Path file = smallFile();
        try (KppTables t = new KppTables()) {
            CompactEval.write(t, file);
        }
        try (KppTables back = CompactEval.read(file); KppTables zero = new KppTables()) {
            assertSameBytes(zero, back);
        }
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }
}
