package kirin.usi.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Square;
import kirin.eval.EvalFiles;
import kirin.learn.rounds.Rounds;
import kirin.learn.rounds.RoundsConfig;
import kirin.learn.rounds.RoundsState;
import kirin.learn.train.LearnWeights;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real round end to end: gensfen (depth 1, 2000 positions, with draws), learn on it (a restricted king set to
 * keep the heap small) and a 2-game match at 1000 nodes between two engine processes started like this JVM. About
 * 30 s on an idle 2-core machine, much more on a busy one: slow.
 */
@Tag("slow")
class KirinStepsTest {
    @TempDir
    Path dir;

    @Test
    void oneRealRound() throws Exception {
        RoundsConfig c = RoundsConfig.parse(new String[] {"-out", dir.resolve("exp").toString(), "-rounds", "1",
                "-threads", "1", "-gensfen", "depth 1 loop 2000 write_out_draw_game_in_training_data_generation 1",
                "-learn", "batchsize 1000 eta 30 lambda 0.33 validation_size 200 use_draw_games_in_training 1",
                "-games", "2", "-nodes", "1000"});
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        KirinSteps steps = new KirinSteps(c, log);
        int[] kings = {Square.of(5, 9), Square.of(4, 9), Square.of(6, 9), Square.of(5, 8), Square.of(4, 8),
            Square.of(6, 8)};
        steps.weightsFactory = t -> new LearnWeights(t, kings);
        RoundsState s = new Rounds(c, steps, log).run();
        String out = bytes.toString(StandardCharsets.UTF_8);
        RoundsState.Round r = s.get(1);
        assertEquals(2000, r.generated().positions(), out);
        assertEquals(1800, r.learned().records(), out);
        assertTrue(Double.isFinite(r.learned().testLoss()), out);
        assertEquals(2, r.played().games(), out);
        Path round = dir.resolve("exp/round-1");
        assertEquals(2000 * 40L, Files.size(round.resolve("gensfen.bin")));
        assertTrue(Files.exists(round.resolve("learn/final").resolve(EvalFiles.KPP)));
        assertTrue(Files.exists(round.resolve("learn/loss.csv")));
        assertTrue(Files.exists(round.resolve("match/game-0002.csa")), out);
        assertTrue(Files.exists(round.resolve("match/summary.txt")));
        List<String> csv = Files.readAllLines(dir.resolve("exp/summary.csv"));
        assertEquals(2, csv.size(), csv::toString);
        assertTrue(out.contains("Score of learned vs current: "), out);
    }
}
