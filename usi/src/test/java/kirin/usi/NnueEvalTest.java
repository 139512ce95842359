package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** nn.bin in EvalDir: detection at isready, refusal of bad files, FV_SCALE, eval and evalsave. */
class NnueEvalTest {
    @TempDir
    Path dir;

    private Path net(String name, long seed) throws Exception {
        Path d = dir.resolve(name);
        Files.createDirectories(d);
        NnueFile.write(NnueRandom.generate(seed), d.resolve(NnueFile.NAME));
        return d;
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    /** The values are yaneuraou-nnue's {@code e} on the same net (seed 1) and positions. */
    @Test
    void loadsAtIsreadyAndEvalGivesTheReferenceValues() throws Exception {
        Path d = net("one", 1);
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + d, "setoption name BookFile value no_book");
        List<String> ready = h.run("isready");
        assertTrue(ready.get(0).matches("info string loaded NNUE halfkp_256x2-32-32 evaluation from .*nn.bin in \\d+ ms "
                + "\\(FV_SCALE 16, (Vector API|scalar) path\\)"), ready.get(0));
        assertEquals(List.of("NNUE halfkp_256x2-32-32: network output = 28760, FV_SCALE = 16 (side to move's view)",
                "eval = 1797"), h.run("position startpos", "eval"));
        assertEquals("eval = 2205", last(h.run(
                "position sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", "eval")));
        assertEquals("eval = 2116", last(h.run(
                "position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", "eval")));
        h.run("setoption name FV_SCALE value 24");
        assertEquals("eval = 1198", last(h.run("position startpos", "eval"))); // 28760 / 24 = 1198.3
        List<String> search = h.untilBestmove("go depth 3");
        assertTrue(last(search).startsWith("bestmove "), search::toString);
    }

    @Test
    void badFilesAreRefusedAndTheOldEvaluationStays() throws Exception {
        Path good = net("good", 1);
        Path bad = net("bad", 2);
        Path file = bad.resolve(NnueFile.NAME);
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + good, "setoption name BookFile value no_book", "isready",
                "position startpos");
        h.run("setoption name EvalDir value " + bad);
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(64_217_000L);
        }
        assertEquals(List.of("info string error: " + file + ": truncated, 64217000 bytes instead of 64217066 "
                + "(halfkp_256x2-32-32 with a 178-byte architecture string); keeping the loaded NNUE evaluation",
                "readyok"), h.run("isready"));
        assertEquals("eval = 1797", last(h.run("eval")));
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(64_217_067L);
        }
        assertTrue(h.run("isready").get(0).contains(": too long, 64217067 bytes instead of 64217066 (1 bytes after "
                + "the output layer"));
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(64_217_066L);
            f.seek(3);
            f.write(0x7B);
            f.seek(4);
            f.write(0xEF);
        }
        assertTrue(h.run("isready").get(0).contains(": wrong version 0x7bf32f16 (an NNUE nn.bin has 0x7af32f16)"));
        assertEquals("eval = 1797", last(h.run("eval")));
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(3);
            f.write(0x7A);
        }
        List<String> ready = h.run("isready");
        assertEquals("info string warning: " + file + ": NNUE hash mismatch: expected 0x3e5aa6ee, got 0x3e5aa6ef; "
                + "loaded as halfkp_256x2-32-32 since its size fits", ready.get(0));
        assertTrue(ready.get(1).startsWith("info string loaded NNUE"), ready.get(1));
        assertTrue(!last(h.run("eval")).equals("eval = 1797"), "the net of seed 2 is in use");
    }

    @Test
    void nnBinComesBeforeKppFilesAndAnEmptyFolderGoesBackToMaterial() throws Exception {
        Path d = net("both", 1);
        try (kirin.eval.KppTables t = new kirin.eval.KppTables()) {
            kirin.eval.EvalFiles.save(t, d);
        }
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + d, "setoption name BookFile value no_book");
        h.engine.evalSource().projectDefault(null);
        String loaded = h.run("isready").get(0);
        assertTrue(loaded.endsWith("; the KPP files beside it are not used"), loaded);
        assertEquals("eval = 1797", last(h.run("position startpos", "eval")));
        h.run("setoption name EvalDir value " + dir.resolve("none"), "isready");
        assertEquals("eval = 0", last(h.run("eval")));
    }

    @Test
    void evalsaveWritesTheSameBytes() throws Exception {
        Path d = net("one", 1);
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + d, "setoption name BookFile value no_book", "isready");
        Path out = dir.resolve("saved copy");
        List<String> lines = h.run("evalsave " + out);
        assertTrue(lines.get(0).startsWith("info string saved the NNUE net to "), lines::toString);
        assertArrayEquals(Files.readAllBytes(d.resolve(NnueFile.NAME)), Files.readAllBytes(out.resolve(NnueFile.NAME)));
    }
}
