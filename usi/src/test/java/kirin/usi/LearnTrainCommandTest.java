package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.eval.EvalFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code learn} (training) and {@code evalsavedir} through the USI commands, on a small restricted state. */
class LearnTrainCommandTest {
    @TempDir
    Path dir;
    @RegisterExtension
    final SmallLearnState small = new SmallLearnState();

    @Test
    void learnTrainsSavesAndPlaysWithTheLearnedTables() throws Exception {
        EngineHarness h = new EngineHarness();
        Path bin = dir.resolve("kifu.bin");
        h.gensfen("depth 1 loop 600 seed 5 write_minply 1", bin);
        assertTrue(h.options().registry.declarations().contains("option name EvalSaveDir type string default evalsave"),
                h.options().registry.declarations()::toString);
        Path save = dir.resolve("save");
        assertEquals(List.of("info string EvalSaveDir = " + save), h.run("evalsavedir " + save));
        assertEquals(save.toString(), h.options().evalSaveDir.get());

        List<String> out = h.run("learn batchsize 200 eta 1 validation_size 100 seed 1 " + bin);
        assertEquals("learn finished.", out.get(out.size() - 1), out::toString);
        assertTrue(out.get(0).startsWith("info string learn: 500 records in "), out::toString);
        for (String f : List.of(EvalFiles.KK, EvalFiles.KKP, EvalFiles.KPP)) {
            assertTrue(Files.exists(save.resolve("final").resolve(f)), f);
        }
        assertTrue(Files.size(save.resolve("loss.csv")) > 0);
        assertNotNull(h.engine.evalSource().tables(), "the engine plays with the learned tables");
        kirin.eval.KppTables learned = h.engine.evalSource().tables();
        h.run("isready");
        org.junit.jupiter.api.Assertions.assertSame(learned, h.engine.evalSource().tables(),
                "a later isready keeps the learned tables instead of reloading EvalDir");
        List<String> go = h.run("position startpos", "go depth 1");
        // go runs on the search thread; the harness only checks that the engine accepts it
        assertTrue(go.isEmpty() || go.stream().noneMatch(l -> l.contains("error")), go::toString);
        h.engine.stopAndWait();
    }

    /**
     * A new user's mistake: {@code learn} on a file that is not training data. It says what is wrong (not a whole
     * number of records, every record corrupt), trains on nothing and saves nothing.
     */
    @Test
    void learnOnRandomBytesSaysWhatIsWrongAndSavesNothing() throws Exception {
        EngineHarness h = new EngineHarness();
        Path bin = dir.resolve("random.bin");
        byte[] bytes = new byte[40 * 150 + 7];
        new java.util.Random(3).nextBytes(bytes);
        Files.write(bin, bytes);
        Path save = dir.resolve("save");
        h.run("evalsavedir " + save);
        List<String> out = h.run("learn batchsize 100 validation_size 20 seed 1 " + bin);
        assertEquals(List.of("info string error: learn: no usable training record in " + bin + ": all 150 records are "
                + "corrupt (not YaneuraOu PackedSfenValue records); " + bin + ": 6007 bytes is not a whole number of "
                + "40-byte records (150 records and 7 bytes left over); nothing trained and nothing saved"), out);
        assertTrue(!Files.exists(save.resolve("final")) && !Files.exists(save.resolve("0")), "nothing saved");
        org.junit.jupiter.api.Assertions.assertNull(h.engine.evalSource().tables(), "still the built-in default");
    }

    @Test
    void learnOnAMissingFileSaysNoSuchFile() {
        EngineHarness h = new EngineHarness();
        Path missing = dir.resolve("none.bin");
        assertEquals(List.of("info string error: learn: " + missing + ": no such file"), h.run("learn " + missing));
    }

    @Test
    void errors() {
        EngineHarness h = new EngineHarness();
        assertEquals(List.of("info string error: learn: no training files"), h.run("learn"));
        assertEquals(List.of("info string error: learn: 'loop' needs a value"), h.run("learn loop"));
        assertEquals(List.of("info string error: evalsavedir needs a folder: evalsavedir <dir>"),
                h.run("evalsavedir"));
    }
}
