package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalFilesTest {
    @TempDir
    Path dir;

    private static final String[] POSITIONS = {
        Sfen.STARTPOS,
        "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
        "6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1",
    };

    @Test
    void saveThenLoadGivesIdenticalBytesAndEvaluations() throws Exception {
        KppTables original = TestTables.random();
        EvalFiles.save(original, dir);
        assertEquals(52_488L, Files.size(dir.resolve(EvalFiles.KK)));
        assertEquals(81_251_424L, Files.size(dir.resolve(EvalFiles.KKP)));
        assertEquals(388_201_248L, Files.size(dir.resolve(EvalFiles.KPP)));
        try (var stream = Files.list(dir)) {
            assertEquals(3, stream.count(), "no temporary file is left behind");
        }
        try (KppTables loaded = EvalFiles.load(dir)) {
            for (String sfen : POSITIONS) {
                Position pos = Sfen.parse(sfen);
                KppEvaluator a = new KppEvaluator(original);
                KppEvaluator b = new KppEvaluator(loaded);
                a.reset(pos);
                b.reset(pos);
                assertEquals(a.value(pos), b.value(pos), sfen);
            }
            Path again = dir.resolve("again");
            EvalFiles.save(loaded, again);
            for (String name : EvalFiles.NAMES) {
                assertArrayEquals(digest(dir.resolve(name)), digest(again.resolve(name)), name);
            }
        }
    }

    @Test
    void filesAreLittleEndianInTheDocumentedOrder() throws Exception {
        try (KppTables t = new KppTables()) {
            t.setKk(1, 2, 1, 0x01020304);
            t.setKkp(3, 4, 5, 0, -2);
            t.setKpp(6, 7, 8, 0x1234);
            EvalFiles.save(t, dir);
        }
        byte[] kk = Files.readAllBytes(dir.resolve(EvalFiles.KK));
        int at = (1 * 81 + 2) * 8 + 4;
        assertArrayEquals(new byte[] {4, 3, 2, 1}, java.util.Arrays.copyOfRange(kk, at, at + 4));
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve(EvalFiles.KKP).toFile(), "r")) {
            f.seek(((3L * 81 + 4) * 1548 + 5) * 8);
            assertEquals(0xFE, f.read());
            assertEquals(0xFF, f.read());
        }
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve(EvalFiles.KPP).toFile(), "r")) {
            f.seek(((6L * 1548 + 7) * 1548 + 8) * 2);
            assertEquals(0x34, f.read());
            assertEquals(0x12, f.read());
            f.seek(((6L * 1548 + 8) * 1548 + 7) * 2);
            assertEquals(0x34, f.read());
        }
    }

    /** Creates the three KPP_KKPT files with their exact sizes (sparse, so instantly). */
    private void sparseFiles() throws IOException {
        sparseFiles(EvalLayout.KPP_KKPT);
    }

    private void sparseFiles(EvalLayout layout) throws IOException {
        long[] sizes = {52_488L, 81_251_424L, layout == EvalLayout.KPPT ? 776_402_496L : 388_201_248L};
        for (int i = 0; i < EvalFiles.NAMES.length; i++) {
            setLength(dir.resolve(EvalFiles.NAMES[i]), sizes[i]);
        }
    }

    private static void setLength(Path file, long length) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(length);
        }
    }

    @Test
    void sparseFilesOfTheRightSizeLoad() throws Exception {
        sparseFiles();
        assertTrue(EvalFiles.anyPresent(dir));
        try (KppTables t = EvalFiles.load(dir)) {
            assertEquals(EvalLayout.KPP_KKPT, t.layout());
            assertEquals(0, t.kpp(80, 1547, 1547));
        }
    }

    @Test
    void aKpptSizedKppFileLoadsAsKppt() throws Exception {
        sparseFiles(EvalLayout.KPPT);
        assertEquals(EvalLayout.KPPT, EvalFiles.detect(dir));
        try (KppTables t = EvalFiles.load(dir)) {
            assertEquals(EvalLayout.KPPT, t.layout());
            assertEquals(0, t.kpp(80, 1547, 1547, 1));
        }
    }

    @Test
    void kpptFilesAreLittleEndianPairsAndSaveKeepsTheLayout() throws Exception {
        try (KppTables t = new KppTables(EvalLayout.KPPT)) {
            t.setKpp(6, 7, 8, 0, 0x1234);
            t.setKpp(6, 7, 8, 1, -2);
            EvalFiles.save(t, dir);
        }
        assertEquals(776_402_496L, Files.size(dir.resolve(EvalFiles.KPP)));
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve(EvalFiles.KPP).toFile(), "r")) {
            for (long cell : new long[] {(6L * 1548 + 7) * 1548 + 8, (6L * 1548 + 8) * 1548 + 7}) {
                f.seek(cell * 4);
                assertArrayEquals(new int[] {0x34, 0x12, 0xFE, 0xFF},
                        new int[] {f.read(), f.read(), f.read(), f.read()}, "board part then turn part");
            }
        }
        try (KppTables back = EvalFiles.load(dir)) {
            assertEquals(EvalLayout.KPPT, back.layout());
            assertEquals(0x1234, back.kpp(6, 8, 7));
            assertEquals(-2, back.kpp(6, 8, 7, 1));
        }
    }

    @Test
    void aKppFileOfNeitherSizeIsNamedWithBothSizes() throws Exception {
        sparseFiles();
        setLength(dir.resolve(EvalFiles.KPP), 500_000_000L);
        EvalFileException e = assertThrows(EvalFileException.class, () -> EvalFiles.load(dir));
        assertEquals(dir.resolve(EvalFiles.KPP) + ": 500000000 bytes, neither layout: it must be 388201248 bytes "
                + "(KPP_KKPT) or 776402496 bytes (KPPT)", e.getMessage());
    }

    @Test
    void noFilesAtAll() {
        assertFalse(EvalFiles.anyPresent(dir));
        assertFalse(EvalFiles.anyPresent(dir.resolve("no-such-folder")));
    }

    @Test
    void regularFileSizeNamesAMissingFileOrAFolder() throws Exception {
        Path f = dir.resolve("x.bin");
        assertEquals(f + ": missing",
                assertThrows(EvalFileException.class, () -> EvalFiles.regularFileSize(f)).getMessage());
        assertEquals(dir + ": not a regular file",
                assertThrows(EvalFileException.class, () -> EvalFiles.regularFileSize(dir)).getMessage());
        Files.write(f, new byte[7]);
        assertEquals(7, EvalFiles.regularFileSize(f));
    }

    @Test
    void missingFileIsNamedWithItsSize() throws Exception {
        sparseFiles();
        Files.delete(dir.resolve(EvalFiles.KKP));
        EvalFileException e = assertThrows(EvalFileException.class, () -> EvalFiles.load(dir));
        assertEquals(dir.resolve(EvalFiles.KKP) + ": missing (it must be 81251424 bytes)", e.getMessage());
    }

    @Test
    void truncatedFileIsNamedWithItsSize() throws Exception {
        sparseFiles();
        setLength(dir.resolve(EvalFiles.KKP), 81_251_423L);
        EvalFileException e = assertThrows(EvalFileException.class, () -> EvalFiles.load(dir));
        assertEquals(dir.resolve(EvalFiles.KKP) + ": truncated, 81251423 bytes instead of 81251424", e.getMessage());
    }

    @Test
    void oversizedFileIsNamedWithItsSize() throws Exception {
        sparseFiles();
        setLength(dir.resolve(EvalFiles.KK), 52_489L);
        EvalFileException e = assertThrows(EvalFileException.class, () -> EvalFiles.load(dir));
        assertEquals(dir.resolve(EvalFiles.KK) + ": too large, 52489 bytes instead of 52488", e.getMessage());
    }

    @Test
    void unreadableFileIsNamed() throws Exception {
        sparseFiles();
        // Tests may run as root, which reads any file whatever its mode; a folder in the file's place cannot be
        // read by anyone.
        Files.delete(dir.resolve(EvalFiles.KK));
        Files.createDirectory(dir.resolve(EvalFiles.KK));
        EvalFileException e = assertThrows(EvalFileException.class, () -> EvalFiles.load(dir));
        assertEquals(dir.resolve(EvalFiles.KK) + ": not a regular file (it must be a file of 52488 bytes)",
                e.getMessage());
    }

    @Test
    void saveOverExistingFilesReplacesThem() throws Exception {
        sparseFiles();
        try (KppTables t = new KppTables()) {
            t.setKpp(0, 100, 200, 7);
            EvalFiles.save(t, dir);
        }
        try (KppTables t = EvalFiles.load(dir)) {
            assertEquals(7, t.kpp(0, 200, 100));
        }
    }

    private static byte[] digest(Path file) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (var in = Files.newInputStream(file)) {
            byte[] buf = new byte[1 << 20];
            int n;
            while ((n = in.read(buf)) > 0) {
                md.update(buf, 0, n);
            }
        }
        return md.digest();
    }
}
