package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.eval.EvalFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalConvertCommandTest {
    @TempDir
    Path dir;

    @Test
    void convertsAnFvBinIntoFilesTheEngineLoads() throws Exception {
        Path fv = dir.resolve("fv.bin");
        try (RandomAccessFile f = new RandomAccessFile(fv.toFile(), "rw")) {
            f.setLength(186_268_248L); // all zero: Bonanza's evaluation is its material alone
        }
        Path out = dir.resolve("converted");
        EngineHarness h = new EngineHarness();
        List<String> lines = h.run("evalconvert bonanza " + fv + " " + out);
        assertTrue(lines.get(0).matches("info string converted .*fv.bin into .*converted in \\d+ ms; 0 KPP pairs "
                + "clamped to 16 bits"), lines.get(0));
        assertTrue(lines.size() > 3 && lines.stream().allMatch(l -> l.startsWith("info string ")), lines::toString);
        assertEquals(388_201_248L, Files.size(out.resolve(EvalFiles.KPP)));
        h.run("setoption name EvalDir value " + out, "isready");
        // With an all-zero fv.bin only Bonanza 6's material is left: a silver is worth 369, a horse 827.
        assertEquals("eval = 369", last(h.run("position sfen 4k4/9/9/9/9/9/9/9/4K4 b S 1", "eval")));
        assertEquals("eval = -827", last(h.run("position sfen 4k4/9/9/9/9/9/9/9/+B3K4 w - 1", "eval")));
        assertEquals("eval = 0", last(h.run("position startpos", "eval")));
    }

    @Test
    void badArgumentsAndFilesAreErrors() throws Exception {
        EngineHarness h = new EngineHarness();
        String usage = "info string error: usage: evalconvert bonanza <fv.bin> <dir> [values bonanza6|feliz0]";
        assertEquals(List.of(usage), h.run("evalconvert"));
        assertEquals(List.of(usage), h.run("evalconvert apery a b"));
        assertEquals(List.of(usage + "; unknown piece values 'x'"), h.run("evalconvert bonanza a b values x"));
        Path small = dir.resolve("small.bin");
        Files.write(small, new byte[1000]);
        List<String> lines = h.run("evalconvert bonanza " + small + " " + dir.resolve("out"));
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("info string error: evalconvert: ") && lines.get(0).contains("small.bin")
                && lines.get(0).contains("186,268,248"), lines.get(0));
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
