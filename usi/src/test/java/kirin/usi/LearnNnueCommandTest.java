package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code learn} on an NNUE net through the USI commands: a new net, then fine-tuning the loaded one. */
class LearnNnueCommandTest {
    @TempDir
    Path dir;

    @Test
    void learnTrainsANewNetThenFineTunesTheLoadedOne() throws Exception {
        EngineHarness h = new EngineHarness();
        Path bin = dir.resolve("kifu.bin");
        h.gensfen("depth 1 loop 400 seed 5 write_minply 1", bin);
        Path save = dir.resolve("save");
        h.run("evalsavedir " + save);

        List<String> out = h.run("learn nn_init random seed 1 nn_batch_size 50 validation_size 50 nn_skip_noisy 0 "
                + bin);
        assertEquals("learn finished.", out.get(out.size() - 1), out::toString);
        assertTrue(out.get(0).startsWith("info string learn: 350 records in "), out::toString);
        for (String f : List.of("init/nn.bin", "final/nn.bin", "loss.csv", "loss.png")) {
            assertTrue(Files.exists(save.resolve(f)), f);
        }
        NnueNet trained = h.engine.evalSource().net();
        assertNotNull(trained, "the engine plays with the trained net");

        // Fine-tuning: EvalDir at the trained net, learn again from it.
        Path save2 = dir.resolve("save2");
        h.run("setoption name EvalDir value " + save.resolve("final"));
        h.run("isready");
        assertNotNull(h.engine.evalSource().net());
        h.run("evalsavedir " + save2);
        out = h.run("learn seed 2 nn_batch_size 50 validation_size 50 nn_skip_noisy 0 " + bin);
        assertEquals("learn finished.", out.get(out.size() - 1), out::toString);
        assertTrue(Files.exists(save2.resolve("final").resolve(NnueFile.NAME)));
        assertTrue(!Files.exists(save2.resolve("init")), "no init save when fine-tuning");
    }
}
