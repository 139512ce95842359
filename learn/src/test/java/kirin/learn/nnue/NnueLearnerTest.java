package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import kirin.core.search.SearchOptions;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;
import kirin.learn.train.LearnOptions;
import kirin.learn.train.SelfPlayData;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The NNUE learner end to end on a small self-play file (depth-1 gensfen with random KPP tables as teacher). */
class NnueLearnerTest {
    @TempDir
    static Path dir;
    static Path data;
    static final int RECORDS = 1500;

    @BeforeAll
    static void generate() throws Exception {
        data = dir.resolve("kifu.bin");
        SelfPlayData.generate(data, RECORDS);
    }

    private static NnueLearner learner(Path save, String tokens, int threads, List<String> log) {
        List<String> t = new ArrayList<>(List.of(tokens.split(" ")));
        t.add(data.toString());
        return new NnueLearner(LearnOptions.parse(t), threads, FloatNet.random(1, false), new SearchOptions(), save,
                log::add);
    }

    @Test
    void trainsSavesAndLowersTheTestLoss() throws Exception {
        Path save = dir.resolve("a");
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        NnueLearner.Result r = learner(save, "seed 3 lambda 1 nn_init random nn_batch_size 50 batchsize 400 "
                + "loss_output_interval 100 validation_size 200 eval_save_interval 600 nn_skip_noisy 0", 2, log).run();
        assertEquals(RECORDS - 200, r.summary().records());
        assertTrue(r.summary().used() > 0);
        for (String f : List.of("init/nn.bin", "0/nn.bin", "final/nn.bin", "loss.csv", "loss.png")) {
            assertTrue(Files.exists(save.resolve(f)), f + " in " + log);
        }
        NnueNet saved = NnueFile.read(save.resolve("final/nn.bin"), w -> { throw new AssertionError(w); });
        FloatNetTest.assertNetsEqual(r.net(), saved);
        var curve = r.summary().curve();
        assertTrue(curve.size() >= 10, curve.toString());
        assertTrue(curve.get(curve.size() - 1).testLoss() < curve.get(0).testLoss(), curve.toString());
        assertTrue(log.stream().anyMatch(l -> l.startsWith("quantised net: ")), String.join("\n", log));
        assertTrue(log.stream().anyMatch(l -> l.contains("records/s, ETA")), String.join("\n", log));
    }

    @Test
    void newbobRejectsAWorseNetAndStops() throws Exception {
        Path save = dir.resolve("b");
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        // An absurd learning rate: the test loss gets worse, each save is rejected, and training stops.
        learner(save, "seed 3 lambda 1 eta 0.5 nn_batch_size 50 loss_output_interval 1000000 validation_size 200 "
                + "eval_save_interval 100 newbob_decay 0.5 newbob_num_trials 2 nn_skip_noisy 0", 1, log).run();
        String all = String.join("\n", log);
        assertTrue(all.contains("rejected"), all);
        assertTrue(all.contains("newbob: converged"), all);
        assertTrue(Files.exists(save.resolve("final/nn.bin")));
    }

    @Test
    void stopsAfterTheCurrentBatchAndSaves() throws Exception {
        Path save = dir.resolve("c");
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        NnueLearner[] l = new NnueLearner[1];
        List<String> tokens = new ArrayList<>(List.of("seed 3 nn_batch_size 50 batchsize 100 validation_size 100"
                .split(" ")));
        tokens.add(data.toString());
        l[0] = new NnueLearner(LearnOptions.parse(tokens), 1, FloatNet.random(2, true), new SearchOptions(), save,
                s -> {
                    log.add(s);
                    if (s.startsWith("epoch = 2 ")) {
                        l[0].stop();
                    }
                });
        NnueLearner.Result r = l[0].run();
        assertTrue(r.summary().stopped());
        assertEquals(100, r.summary().records());
        assertTrue(Files.exists(save.resolve("final/nn.bin")));
        assertFalse(Files.exists(save.resolve("init")), "no init save when fine-tuning");
    }
}
