package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kirin.core.Square;
import kirin.core.search.SearchOptions;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import kirin.learn.gensfen.Gensfen;
import kirin.learn.gensfen.GensfenOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learner end to end on a small self-play file: teacher scores from random tables (depth-1 gensfen), learned
 * from zero tables with lambda 1 on a restricted king set (the kings near their starting squares), so that the
 * state stays small.
 */
class LearnerTest {
    @TempDir
    static Path dir;
    static Path data;
    static final int RECORDS = 1500;

    @BeforeAll
    static void generate() throws Exception {
        data = dir.resolve("kifu.bin");
        SelfPlayData.generate(data, RECORDS);
        assertEquals(RECORDS * 40L, Files.size(data));
    }

    /** Black kings on files 4-6, ranks 7-9 (closed under the mirror); white kings use the same set inverted. */
    static int[] homeKings() {
        List<Integer> ks = new ArrayList<>();
        for (int f = 4; f <= 6; f++) {
            for (int r = 7; r <= 9; r++) {
                ks.add(Square.of(f, r));
            }
        }
        return ks.stream().mapToInt(Integer::intValue).toArray();
    }

    static Learner.Summary learn(Path save, List<String> tokens, int threads, List<String> log) throws Exception {
        LearnOptions o = LearnOptions.parse(tokens);
        try (KppTables tables = new KppTables()) {
            LearnWeights w = new LearnWeights(tables, homeKings());
            Learner l = new Learner(o, threads, tables, w, new SearchOptions(), save, log::add);
            return l.run();
        }
    }

    @Test
    void learnsWritesSavesAndTheCurve() throws Exception {
        Path save = dir.resolve("evalsave");
        List<String> log = new ArrayList<>();
        Learner.Summary s = learn(save, List.of("batchsize", "500", "loss_output_interval", "1000",
                "eval_save_interval", "1200", "lambda", "1", "lambda2", "1", "eta", "20", "validation_size", "300",
                "chunk_size", "1000", "seed", "3", "loop", "2", "eval_limit", "600", "reduction_gameply", "60",
                "mirror_percentage", "50",
                data.toString()), 2, log);
        System.out.println(String.join("\n", log.subList(Math.max(0, log.size() - 6), log.size())));
        assertEquals(2 * RECORDS - 300, s.records());
        assertTrue(s.used() > 0);
        // 500-record batches of 1000-record chunks that never span two passes: 1000 + 200 (after the 300 held out),
        // then 1000 + 500.
        assertEquals(6, s.epochs());
        for (String d : List.of("0", "1", "final")) {
            for (String f : List.of(EvalFiles.KK, EvalFiles.KKP, EvalFiles.KPP)) {
                assertTrue(Files.exists(save.resolve(d).resolve(f)), d + "/" + f);
            }
        }
        assertFalse(Files.exists(save.resolve("2"))); // saves at 1200 and 2400 of 2700 records
        assertTrue(log.contains("init done."), log::toString);
        assertEquals(3, log.stream().filter(x -> x.matches("Check Sum = [0-9a-f]+")).count(), log::toString);
        assertTrue(log.stream().anyMatch(x -> x.startsWith("hirate eval = ") && x.contains("test_cross_entropy_eval = ")
                && x.contains("move accuracy = ") && x.contains("learn_cross_entropy = ")), log::toString);
        List<String> csv = Files.readAllLines(save.resolve("loss.csv"));
        assertTrue(csv.get(0).startsWith("records,epoch,eta,train_loss,test_loss"), csv.get(0));
        assertTrue(csv.size() >= 1 + 3, csv::toString);
        String skips = log.stream().filter(x -> x.startsWith("learn: skipped")).findFirst().orElseThrow();
        assertTrue(skips.matches(".*eval_limit [1-9].*reduction_gameply [1-9].*validation position [1-9].*mirrored [1-9].*"),
                skips);
        byte[] png = Files.readAllBytes(save.resolve("loss.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10}, Arrays.copyOf(png, 8));
        assertTrue(javax.imageio.ImageIO.read(save.resolve("loss.png").toFile()).getWidth() == LossPlot.WIDTH);
    }

    /**
     * Every record twice in the file: within a pass the second copy of a position is skipped as a duplicate (as in
     * YaneuraOu's reader), but the next pass of {@code loop} trains on each position again.
     */
    @Test
    void duplicatesAreSkippedWithinAPassOnly() throws Exception {
        Path twice = dir.resolve("twice.bin");
        byte[] once = Files.readAllBytes(data);
        byte[] both = Arrays.copyOf(once, 2 * once.length);
        System.arraycopy(once, 0, both, once.length, once.length);
        Files.write(twice, both);
        List<String> log = new ArrayList<>();
        Learner.Summary s = learn(dir.resolve("dup"), List.of("batchsize", "1000", "save_only_once", "loop", "2",
                "validation_size", "0", "eta", "1", "seed", "5", twice.toString()), 1, log);
        assertEquals(4L * RECORDS, s.records());
        String skips = log.stream().filter(x -> x.startsWith("learn: skipped")).findFirst().orElseThrow();
        long duplicates = Long.parseLong(skips.replaceAll(".*duplicate (\\d+).*", "$1"));
        assertEquals(s.used(), duplicates, skips); // one copy of each trainable position per pass is used
        assertTrue(s.used() > RECORDS, skips); // and each is used again in the second pass
    }

    /** The easy setting: the test set is the training file itself; the test loss must go down. */
    @Test
    void saveOnlyOnceAndValidationFile() throws Exception {
        Path save = dir.resolve("once");
        List<String> log = new ArrayList<>();
        Learner.Summary s = learn(save, List.of("batchsize", "250", "save_only_once", "no_shuffle", "loop", "2",
                "eval_save_interval", "500", "loss_output_interval", "250", "validation_set_file_name",
                data.toString(), "lambda", "1", "lambda2", "1", "eta", "1", data.toString()), 1, log);
        assertEquals(2 * RECORDS, s.records());
        List<Learner.LossPoint> c = s.curve();
        double first = c.get(0).testLoss();
        double last = c.get(c.size() - 1).testLoss();
        System.out.printf("LearnerTest: test loss %.5f -> %.5f, %.0f records/s%n", first, last, s.perSecond());
        assertTrue(last < first, "test loss " + first + " -> " + last);
        assertEquals(save, s.finalSave());
        assertTrue(Files.exists(save.resolve(EvalFiles.KPP)));
        assertFalse(Files.exists(save.resolve("0")));
        assertFalse(Files.exists(save.resolve("final")));
        assertTrue(log.stream().anyMatch(x -> x.startsWith("validation set : ")), log::toString);
    }

    /**
     * The validation set is searched by every thread, one contiguous part each: the first loss line is the same in
     * two runs with Threads 2 and agrees with the one-thread line (the searches' tables carry over within a part
     * only, so the parts may differ in the last bits, not in substance). With eta 0 the first mini-batch leaves the
     * zero tables as they were, so the line is that of the starting tables whatever the workers' searches did.
     */
    @Test
    void lossLineSplitOverThreads() throws Exception {
        List<String> tokens = List.of("batchsize", "500", "validation_size", "400", "eta", "0", "seed", "9",
                "loop", "1", data.toString());
        Learner.LossPoint t1 = learn(dir.resolve("split1"), tokens, 1, new ArrayList<>()).curve().get(0);
        Learner.LossPoint t2 = learn(dir.resolve("split2"), tokens, 2, new ArrayList<>()).curve().get(0);
        Learner.LossPoint t2again = learn(dir.resolve("split3"), tokens, 2, new ArrayList<>()).curve().get(0);
        assertEquals(t2, t2again);
        assertEquals(t1.testLoss(), t2.testLoss(), 1e-3 * t1.testLoss());
        assertEquals(t1.moveAccuracy(), t2.moveAccuracy(), 1.0);
        assertTrue(t1.testLoss() > 0 && t1.moveAccuracy() > 0, t1::toString);
    }

    /** stop() (what the Ctrl-C hook calls) ends training after the current mini-batch, with the final save. */
    @Test
    void stopSavesWhatItHas() throws Exception {
        Path save = dir.resolve("stopped");
        LearnOptions o = LearnOptions.parse(List.of("batchsize", "300", "validation_size", "50", "eta", "1",
                data.toString()));
        try (KppTables tables = new KppTables()) {
            LearnWeights w = new LearnWeights(tables, Square.of(5, 9));
            Learner[] l = new Learner[1];
            l[0] = new Learner(o, 1, tables, w, new SearchOptions(), save, x -> {
                if (x.startsWith("epoch = ")) {
                    l[0].stop();
                }
            });
            Learner.Summary s = l[0].run();
            assertTrue(s.stopped());
            assertEquals(300, s.records());
            assertEquals(1, s.epochs());
            assertTrue(Files.exists(save.resolve("final").resolve(EvalFiles.KPP)));
            assertEquals(1 + 1, Files.readAllLines(save.resolve("loss.csv")).size()); // header, the line at 300
        }
    }

    /**
     * A file with drawn games (result 0): by default the learner skips them as draws; with
     * use_draw_games_in_training 1 it trains on them (target 0.5) and skips none as a draw.
     */
    @Test
    void drawsAreSkippedUnlessUsed() throws Exception {
        Path draws = dir.resolve("draws.bin");
        GensfenOptions g = GensfenOptions.parse(List.of("depth", "1", "loop", "600", "seed", "9", "write_minply", "1",
                "write_maxply", "30", "random_move_count", "2",
                "write_out_draw_game_in_training_data_generation", "1", "output_file_name", draws.toString()));
        long drawRecords;
        try (KppTables teacher = new KppTables()) {
            teacher.fillRandom(11, 0, 150);
            new Gensfen(g, 1, new KppEvaluator(teacher), new SearchOptions(), PackedSfen::encode, s -> { }).run();
        }
        drawRecords = 0;
        try (kirin.learn.PsvReader r = new kirin.learn.PsvReader(draws)) {
            for (kirin.learn.PackedSfenValue v; (v = r.next()) != null; ) {
                drawRecords += v.gameResult() == 0 ? 1 : 0;
            }
        }
        assertTrue(drawRecords > 0, "the file has draw records");
        // The decided games of the shared file first (the 100 validation records come from them), then the draws.
        List<String> common = List.of("batchsize", "500", "lambda", "0.5", "validation_size", "100", "seed", "1",
                "no_shuffle", data.toString());
        List<String> offLog = new ArrayList<>();
        List<String> off = new ArrayList<>(common);
        off.add(draws.toString());
        Learner.Summary a = learn(dir.resolve("drawsOff"), off, 1, offLog);
        String skipsOff = offLog.stream().filter(x -> x.startsWith("learn: skipped")).findFirst().orElseThrow();
        assertTrue(skipsOff.contains("skipped draw " + drawRecords + ","), skipsOff);
        List<String> onLog = new ArrayList<>();
        List<String> on = new ArrayList<>(off);
        on.addAll(0, List.of("use_draw_games_in_training", "1"));
        Learner.Summary b = learn(dir.resolve("drawsOn"), on, 1, onLog);
        String skipsOn = onLog.stream().filter(x -> x.startsWith("learn: skipped")).findFirst().orElseThrow();
        assertTrue(skipsOn.contains("skipped draw 0,"), skipsOn);
        // The draw records now reach the later filters (duplicates of validation positions, say) and mostly pass them.
        assertTrue(b.used() > a.used() && b.used() <= a.used() + drawRecords, skipsOff + " / " + skipsOn);
        assertTrue(onLog.contains("use_draw_games_in_training : true"), onLog::toString);
    }
    /**
     * The final tables are written while the last loss line runs (Learner.run): a failing write still ends the
     * run with its error, after the line was printed and recorded.
     */
    @Test
    void aFailedFinalSaveIsReportedAfterTheLastLine() throws Exception {
        Path save = dir.resolve("evalsave-blocked");
        Files.createDirectories(save);
        Files.writeString(save.resolve("final"), "a file where the folder should go");
        List<String> log = new ArrayList<>();
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> learn(save, List.of("batchsize", "400", "validation_size", "100", "seed", "3",
                        "eval_save_interval", "100000", data.toString()), 1, log));
        assertTrue(String.valueOf(e.getMessage()).contains("final"), String.valueOf(e));
        assertTrue(log.stream().anyMatch(x -> x.startsWith("save_eval() start. folder = ")), log::toString);
        assertFalse(log.stream().anyMatch(x -> x.startsWith("save_eval() finished")), log::toString);
        List<String> csv = Files.readAllLines(save.resolve("loss.csv"));
        assertTrue(csv.get(csv.size() - 1).startsWith(Integer.toString(RECORDS - 100) + ","), csv::toString);
    }
}
