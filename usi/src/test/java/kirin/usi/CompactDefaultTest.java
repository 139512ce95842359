package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Color;
import kirin.core.Position;
import kirin.eval.CompactEval;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped default evaluation: the fallback order at {@code isready} (EvalDir files, then the compact default in
 * EvalDir or the project's {@code eval/}, then material), a bad compact default, and the {@code evalcompact}
 * command.
 */
class CompactDefaultTest {
    @TempDir
    Path dir;

    /** Tables that add {@code kk} (board part) at the start position's kings: eval {@code kk / 32} there. */
    private static KppTables tablesWithKk(int kk) {
        KppTables t = new KppTables();
        Position start = Position.startpos();
        t.setKk(start.kingSquare(Color.BLACK), start.kingSquare(Color.WHITE), 0, kk);
        return t;
    }

    private Path compactWithKk(String name, int kk) throws Exception {
        Path file = dir.resolve(name);
        try (KppTables t = tablesWithKk(kk)) {
            CompactEval.write(t, file);
        }
        return file;
    }

    private static String evalLine(EngineHarness h) {
        List<String> lines = h.run("position startpos", "eval");
        return lines.get(lines.size() - 1);
    }

    private static EngineHarness engine(Path evalDir, Path projectDefault) {
        EngineHarness h = new EngineHarness();
        h.engine.evalSource().projectDefault(projectDefault);
        h.run("setoption name EvalDir value " + evalDir, "setoption name BookFile value no_book");
        return h;
    }

    @Test
    void withoutEvalFilesTheProjectDefaultIsLoadedAndSaidSo() throws Exception {
        Path def = compactWithKk("default.kce", 320);
        EngineHarness h = engine(dir.resolve("none"), def);
        List<String> ready = h.runRaw("isready");
        assertEquals(2, ready.size(), ready::toString);
        assertTrue(ready.get(0).matches("info string eval: loaded the default evaluation \\(KPP_KKPT, compact file "
                + java.util.regex.Pattern.quote(def.toAbsolutePath().toString()) + "\\) in \\d+ ms; no evaluation "
                + "files in .*none"), ready.get(0));
        assertEquals("eval = 10", evalLine(h));
        assertEquals(List.of("readyok"), h.runRaw("isready")); // settled: not loaded again
        h.run("setoption name EvalDir value " + dir.resolve("none2"));
        assertEquals(List.of("readyok"), h.runRaw("isready")); // another empty folder: the same default, kept
        assertEquals("eval = 10", evalLine(h));
    }

    @Test
    void evalDirFilesWinOverTheDefaultAndADefaultInEvalDirWinsOverTheProjects() throws Exception {
        Path def = compactWithKk("default.kce", 320);
        Path files = dir.resolve("files");
        try (KppTables t = tablesWithKk(640)) {
            EvalFiles.save(t, files);
        }
        EngineHarness h = engine(files, def);
        assertTrue(h.run("isready").get(0).startsWith("info string loaded KPP_KKPT evaluation from "));
        assertEquals("eval = 20", evalLine(h));

        Path own = dir.resolve("own");
        Files.createDirectories(own);
        Files.move(compactWithKk("x.kce", 960), own.resolve(CompactEval.DEFAULT_NAME));
        h.run("setoption name EvalDir value " + own);
        assertTrue(h.run("isready").get(0).contains("compact file " + own.resolve(CompactEval.DEFAULT_NAME)
                .toAbsolutePath()));
        assertEquals("eval = 30", evalLine(h));
    }

    @Test
    void withoutTheDefaultEitherItIsMaterial() {
        EngineHarness h = engine(dir.resolve("none"), dir.resolve("no-default.kce"));
        assertEquals(List.of("info string no evaluation files in " + dir.resolve("none").toAbsolutePath()
                + "; using the built-in default (material, zero KPP/KKP tables)", "readyok"), h.runRaw("isready"));
        assertEquals("eval = 0", evalLine(h));
    }

    @Test
    void aTruncatedDefaultIsNamedAndMaterialIsUsed() throws Exception {
        Path def = compactWithKk("default.kce", 320);
        long size = Files.size(def);
        try (RandomAccessFile f = new RandomAccessFile(def.toFile(), "rw")) {
            f.setLength(size - 5);
        }
        Path files = dir.resolve("files");
        try (KppTables t = tablesWithKk(640)) {
            EvalFiles.save(t, files);
        }
        EngineHarness h = engine(files, def);
        h.run("isready");
        assertEquals("eval = 20", evalLine(h));
        h.run("setoption name EvalDir value " + dir.resolve("none"));
        assertEquals(List.of("info string error: " + def + ": truncated, " + (size - 5) + " bytes instead of " + size
                + " (the header announces " + (size - CompactEval.HEADER_BYTES) + " bytes of data); using the built-in default (material, "
                + "zero KPP/KKP tables)", "readyok"), h.runRaw("isready"));
        assertEquals("eval = 0", evalLine(h));
        assertEquals(null, h.engine.evalSource().tables());
    }

    @Test
    void evalcompactWritesTheTablesInUseAndEvalsaveWritesThemInYaneuraOusLayout() throws Exception {
        Path def = compactWithKk("default.kce", 320);
        EngineHarness h = engine(dir.resolve("none"), def);
        h.run("isready");
        Path out = dir.resolve("sub").resolve("copy.kce");
        List<String> lines = h.run("evalcompact " + out);
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).matches("info string evalcompact: wrote the KPP_KKPT tables to "
                + java.util.regex.Pattern.quote(out.toAbsolutePath().toString()) + " \\(\\d+ bytes\\) in \\d+ ms"),
                lines.get(0));
        assertEquals(-1L, Files.mismatch(def, out));
        Path yo = dir.resolve("yo");
        assertTrue(h.run("evalsave " + yo).get(0).startsWith("info string saved KPP_KKPT "));
        try (KppTables saved = EvalFiles.load(yo); KppTables expected = tablesWithKk(320)) {
            assertEquals(expected.checkSum(), saved.checkSum());
        }
        assertEquals(List.of("info string error: evalcompact needs a file: evalcompact <file>"),
                h.run("evalcompact"));
    }
    @Test
    void evalroundRoundsTheTablesInUseAndEvalcompactStoresTheirCommonFactor() throws Exception {
        Path def = compactWithKk("default.kce", 352); // eval 352 / 32 = 11 at the start position
        EngineHarness h = engine(dir.resolve("none"), def);
        h.run("isready");
        assertEquals("eval = 11", evalLine(h));
        assertEquals(List.of("info string evalround: rounded the KPP_KKPT tables to multiples of 128 (1 value "
                + "changed)"), h.run("evalround 128"));
        assertEquals("eval = 12", evalLine(h), "352 rounds to 384");
        Path out = dir.resolve("rounded.kce");
        h.run("evalcompact " + out);
        assertEquals(7, Files.readAllBytes(out)[36], "the KK section's shift: every KK value is a multiple of 128");
        h.run("isready");
        assertEquals("eval = 12", evalLine(h), "isready keeps the rounded tables");
        assertEquals(List.of("info string error: evalround: the rounding step must be a power of two from 2 to "
                + "1024, not 6"), h.run("evalround 6"));
        assertEquals(List.of("info string error: evalround: the step must be a power of two from 2 to 1024, not "
                + "'x'"), h.run("evalround x"));
        assertEquals(List.of("info string error: evalround needs a step: evalround <step>, a power of two from 2 "
                + "to 1024"), h.run("evalround"));
        EngineHarness material = engine(dir.resolve("none"), null);
        material.run("isready");
        assertEquals(List.of("info string error: evalround: no evaluation tables are loaded (set EvalDir and send "
                + "isready)"), material.run("evalround 8"));
    }
}
