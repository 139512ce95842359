package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Color;
import kirin.core.Position;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** EvalDir loading at isready, and the eval and evalsave commands. */
class EvalCommandsTest {
    @TempDir
    Path dir;

    /** Tables that add {@code kk} (board part) at the start position's kings, zero elsewhere. */
    private Path tablesWithKk(String name, int kk) throws Exception {
        Path d = dir.resolve(name);
        try (KppTables t = new KppTables()) {
            Position start = Position.startpos();
            t.setKk(start.kingSquare(Color.BLACK), start.kingSquare(Color.WHITE), 0, kk);
            EvalFiles.save(t, d);
        }
        return d;
    }

    @Test
    void withoutFilesTheFirstIsreadySaysSoOnce() {
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + dir.resolve("none"));
        h.run("setoption name BookFile value no_book"); // the missing-book notice is BookOptionsTest's
        List<String> first = h.runRaw("isready");
        assertEquals(List.of("info string no evaluation files in " + dir.resolve("none").toAbsolutePath()
                + "; using the built-in default (material, zero KPP/KKP tables)", "readyok"), first);
        assertEquals(List.of("readyok"), h.runRaw("isready"));
        assertEquals(List.of("material = 0 (black's view; no KPP tables loaded: built-in default)", "eval = 0"),
                h.run("eval"));
    }

    @Test
    void loadsAtIsreadyAndEvalShowsTheTerms() throws Exception {
        Path good = tablesWithKk("good", 320);
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + good);
        List<String> ready = h.run("isready");
        assertEquals(2, ready.size(), ready::toString);
        assertTrue(ready.get(0).matches("info string loaded KPP_KKPT evaluation from .*good in \\d+ ms"), ready.get(0));
        assertEquals("readyok", ready.get(1));
        List<String> eval = h.run("position startpos", "eval");
        assertEquals(List.of(
                "layout   = KPP_KKPT",
                "material = 0 (black's view; x32 = 0)",
                "KK       = 320 (board) 0 (turn)",
                "KKP      = 0 (board) 0 (turn)",
                "KPP      = 0 (board: black king 0, white king 0) 0 (turn: none in KPP_KKPT)",
                "board    = 320 (black's view, 1/32 units)",
                "turn     = 0 (for black, the side to move)",
                "eval = 10"), eval);
        assertEquals("eval = -10", last(h.run("position startpos moves 1g1f", "eval")));
        assertEquals("info string error: eval takes no arguments", h.run("eval x").get(0));
    }

    @Test
    void badFilesAreReportedAndTheOldEvaluationStays() throws Exception {
        Path good = tablesWithKk("good", 320);
        Path bad = tablesWithKk("bad", 640);
        try (RandomAccessFile f = new RandomAccessFile(bad.resolve(EvalFiles.KPP).toFile(), "rw")) {
            f.setLength(1000);
        }
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + good, "isready", "position startpos");
        h.run("setoption name EvalDir value " + bad);
        assertEquals(List.of("info string error: " + bad.resolve(EvalFiles.KPP)
                + ": 1000 bytes, neither layout: it must be 388201248 bytes (KPP_KKPT) or 776402496 bytes (KPPT)"
                + "; keeping the loaded evaluation", "readyok"), h.run("isready"));
        assertEquals("eval = 10", last(h.run("eval")));
        try (RandomAccessFile f = new RandomAccessFile(bad.resolve(EvalFiles.KPP).toFile(), "rw")) {
            f.setLength(388_201_248L);
        }
        Files.delete(bad.resolve(EvalFiles.KKP));
        assertEquals("info string error: " + bad.resolve(EvalFiles.KKP) + ": missing (it must be 81251424 bytes)"
                + "; keeping the loaded evaluation", h.run("isready").get(0));
        // Fixing the files and sending isready again loads them.
        EvalFiles.save(loadedCopy(good, 640), bad);
        assertTrue(h.run("isready").get(0).startsWith("info string loaded KPP_KKPT evaluation from "));
        assertEquals("eval = 20", last(h.run("eval")));
    }

    private static KppTables loadedCopy(Path from, int kk) throws Exception {
        KppTables t = EvalFiles.load(from);
        Position start = Position.startpos();
        t.setKk(start.kingSquare(Color.BLACK), start.kingSquare(Color.WHITE), 0, kk);
        return t;
    }

    @Test
    void evalsaveWritesTheThreeFilesAtomically() throws Exception {
        Path good = tablesWithKk("good", 320);
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + good, "isready");
        Path out = dir.resolve("saved copy");
        List<String> lines = h.run("evalsave " + out);
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("info string saved KPP_KKPT KK_synthesized.bin, KKP_synthesized.bin and "
                + "KPP_synthesized.bin to " + out.toAbsolutePath()), lines.get(0));
        assertEquals(52_488L, Files.size(out.resolve(EvalFiles.KK)));
        assertEquals(81_251_424L, Files.size(out.resolve(EvalFiles.KKP)));
        assertEquals(388_201_248L, Files.size(out.resolve(EvalFiles.KPP)));
        assertEquals(-1L, Files.mismatch(good.resolve(EvalFiles.KK), out.resolve(EvalFiles.KK)));
        try (var files = Files.list(out)) {
            assertEquals(3, files.count());
        }
    }

    @Test
    void evalsaveWithoutAFolderWritesZeroTablesToEvalSaveDir() throws Exception {
        EngineHarness h = new EngineHarness();
        Path out = dir.resolve("zero");
        h.run("setoption name EvalSaveDir value " + out);
        List<String> lines = h.run("evalsave");
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("info string saved KPP_KKPT KK_synthesized.bin, KKP_synthesized.bin and "
                + "KPP_synthesized.bin to " + out.toAbsolutePath() + " (zero tables: none are loaded)"), lines.get(0));
        try (KppTables t = EvalFiles.load(out)) {
            assertEquals(0, t.kk(40, 40, 0));
        }
        h.run("setoption name EvalSaveDir value <empty>");
        assertEquals(List.of("info string error: evalsave: EvalSaveDir is empty; name a folder (evalsave <dir>) or "
                + "set EvalSaveDir"), h.run("evalsave"));
    }

    /**
     * KPPT files (sparse, so written instantly) with a few values at the start position, at offsets worked out
     * from interop.md 5.1 and 5.2: black king 5i = square 44, white king 5a = 36 (inverted: 44 as well); KK board 320
     * and turn 64; the KPP turn part of the pair (96, 105), which is black's pawns on 1g and 2g in black's view and
     * white's pawns on 9c and 8c in white's view (f_pawn 90 + Inv(74) and + Inv(65)), so it counts in P0 and P1.
     */
    private Path kpptFiles(String name) throws Exception {
        Path d = dir.resolve(name);
        Files.createDirectories(d);
        long[] sizes = {52_488L, 81_251_424L, 776_402_496L};
        String[] names = {EvalFiles.KK, EvalFiles.KKP, EvalFiles.KPP};
        for (int i = 0; i < 3; i++) {
            try (RandomAccessFile f = new RandomAccessFile(d.resolve(names[i]).toFile(), "rw")) {
                f.setLength(sizes[i]);
            }
        }
        try (RandomAccessFile f = new RandomAccessFile(d.resolve(EvalFiles.KK).toFile(), "rw")) {
            f.seek((44 * 81 + 36) * 8);
            f.write(new byte[] {64, 1, 0, 0, 64, 0, 0, 0}); // 320, 64 little-endian
        }
        try (RandomAccessFile f = new RandomAccessFile(d.resolve(EvalFiles.KPP).toFile(), "rw")) {
            for (long cell : new long[] {(44L * 1548 + 96) * 1548 + 105, (44L * 1548 + 105) * 1548 + 96}) {
                f.seek(cell * 4 + 2);
                f.write(new byte[] {32, 0}); // the turn part, 32
            }
        }
        return d;
    }

    @Test
    void kpptFilesLoadEvaluateSaveInTheirLayoutAndRefuseLearning() throws Exception {
        Path kppt = kpptFiles("kppt");
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + kppt);
        List<String> ready = h.run("isready");
        assertTrue(ready.get(0).matches("info string loaded KPPT evaluation from .*kppt in \\d+ ms"), ready.get(0));
        // turn = KK 64 + P0[1] 32 + P1[1] 32 = 128; (320 + 128) / 32 = 14
        assertEquals(List.of(
                "layout   = KPPT",
                "material = 0 (black's view; x32 = 0)",
                "KK       = 320 (board) 64 (turn)",
                "KKP      = 0 (board) 0 (turn)",
                "KPP      = 0 (board: black king 0, white king 0) 64 (turn)",
                "board    = 320 (black's view, 1/32 units)",
                "turn     = 128 (for black, the side to move)",
                "eval = 14"), h.run("position startpos", "eval"));
        // 1g1f breaks black's pair; white to move: (-320 + 64 + 32) / 32 = -7
        assertEquals("eval = -7", last(h.run("position startpos moves 1g1f", "eval")));
        Path out = dir.resolve("kppt copy");
        assertTrue(h.run("evalsave " + out).get(0).startsWith("info string saved KPPT "));
        assertEquals(776_402_496L, Files.size(out.resolve(EvalFiles.KPP)));
        for (String f : List.of(EvalFiles.KK, EvalFiles.KKP, EvalFiles.KPP)) {
            assertEquals(-1L, Files.mismatch(kppt.resolve(f), out.resolve(f)), f);
        }
        assertEquals(List.of("info string error: learn: the loaded evaluation is KPPT; learning works on KPP_KKPT "
                + "tables only (point EvalDir at KPP_KKPT files, or, to start from zero tables, at a folder without "
                + "evaluation files with KIRIN_DEFAULT_EVAL=none in the environment)"), h.run("learn x.bin"));
        String bonanza = h.run("learn bonanza x.csa").get(0);
        assertTrue(bonanza.startsWith("info string error: learn bonanza: the loaded evaluation is KPPT; learning "
                + "works on KPP_KKPT tables only"), bonanza);
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
