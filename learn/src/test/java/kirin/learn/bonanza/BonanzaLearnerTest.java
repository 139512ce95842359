package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import kirin.core.search.QuietListener;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.kifu.CsaWriter;
import kirin.kifu.Kifu;
import kirin.learn.train.LearnWeights;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Bonanza method end to end on a few generated games: an "expert" plays depth-1 searches with random KKP tables
 * after two random opening moves; learning from zero tables (on the king squares near home, to keep the state
 * small) must lower the objective over the iterations and leave the saves, the CSV and the PNG.
 */
class BonanzaLearnerTest {
    @TempDir
    static Path dir;
    static Path records;
    static final int GAMES = 5;
    static final int PLIES = 36;

    @BeforeAll
    static void writeGames() throws IOException {
        records = dir.resolve("expert.csa");
        StringBuilder all = new StringBuilder();
        try (KppTables teacher = new KppTables()) {
            teacher.fillRandom(11, 0, 150);
            Search search = new Search(new TranspositionTable(1), new KppEvaluator(teacher));
            SearchLimits limits = new SearchLimits();
            limits.depth = 1;
            SplittableRandom rnd = new SplittableRandom(2);
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            for (int g = 1; g <= GAMES; g++) {
                Kifu k = new Kifu("generated", g).start(Sfen.STARTPOS);
                Position pos = Position.startpos();
                for (int ply = 0; ply < PLIES; ply++) {
                    int n = MoveGenerator.generateAll(pos, moves, 0);
                    if (n == 0) {
                        break;
                    }
                    int m;
                    if (ply < 2) {
                        m = moves[rnd.nextInt(n)];
                    } else {
                        SearchResult r = search.go(pos, limits, new SearchOptions(), QuietListener.INSTANCE);
                        m = r.bestMove;
                    }
                    k.plies().add(new Kifu.Ply(m, -1));
                    pos.doMove(m);
                }
                k.end("%CHUDAN", Kifu.UNKNOWN);
                if (g > 1) {
                    all.append("/\n");
                }
                all.append(CsaWriter.write(k));
            }
        }
        Files.writeString(records, all.toString());
    }

    static int[] homeKings() {
        List<Integer> ks = new ArrayList<>();
        for (int f = 4; f <= 6; f++) {
            for (int r = 8; r <= 9; r++) {
                ks.add(Square.of(f, r));
            }
        }
        return ks.stream().mapToInt(Integer::intValue).toArray();
    }

    static BonanzaLearner.Summary learn(Path save, List<String> tokens, List<String> log) throws IOException {
        BonanzaOptions o = BonanzaOptions.parse(tokens);
        try (KppTables tables = new KppTables()) {
            LearnWeights w = new LearnWeights(tables, homeKings());
            BonanzaLearner l = new BonanzaLearner(o, 2, tables, w, new SearchOptions(), save, log::add);
            return l.run();
        }
    }

    @Test
    void theObjectiveFallsAndTheFilesAreWritten() throws Exception {
        Path save = dir.resolve("save");
        List<String> log = new ArrayList<>();
        BonanzaLearner.Summary s = learn(save, List.of("iterations", "3", "eta", "16", "validation_games", "1",
                "eval_save_interval", "2", "seed", "4", records.toString()), log);
        System.out.println(String.join("\n", log));
        assertEquals(3, s.iterations());
        assertEquals(GAMES - 1, s.trainingGames());
        assertEquals(1, s.heldOutGames());
        assertFalse(s.stopped());
        List<BonanzaCurve.Row> rows = s.curve();
        assertEquals(4, rows.size());
        assertTrue(Double.isNaN(rows.get(0).trainObjective()));
        assertTrue(rows.get(3).trainObjective() < rows.get(1).trainObjective(),
                "objective " + rows.get(1).trainObjective() + " -> " + rows.get(3).trainObjective());
        assertTrue(rows.get(3).trainAgreement() > rows.get(1).trainAgreement());
        for (BonanzaCurve.Row r : rows) {
            assertTrue(r.testPositions() > 0);
            assertTrue(r.testAgreement() >= 0 && r.testAgreement() <= 100);
        }
        assertTrue(EvalFiles.anyPresent(save.resolve("final")));
        assertFalse(Files.exists(save.resolve("1")));
        assertTrue(EvalFiles.anyPresent(save.resolve("2")));
        assertFalse(Files.exists(save.resolve("3")), "the last iteration is saved as final only");
        List<String> csv = Files.readAllLines(save.resolve("loss.csv"));
        assertEquals(5, csv.size());
        assertTrue(csv.get(0).startsWith("iteration,"));
        byte[] png = Files.readAllBytes(save.resolve("loss.png"));
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        assertTrue(log.stream().anyMatch(l -> l.startsWith("iteration 3 / 3: train objective")));
        assertTrue(log.stream().anyMatch(l -> l.startsWith("move prediction")));
        try (var files = Files.list(save)) {
            assertTrue(files.noneMatch(f -> f.toString().endsWith(".tmp")));
        }
    }

    @Test
    void aStopEndsTheRunAfterTheIterationUnderWayAndSavesTheLastUpdate() throws Exception {
        Path save = dir.resolve("stopped");
        BonanzaLearner[] learner = new BonanzaLearner[1];
        List<String> log = new ArrayList<>();
        BonanzaLearner.Summary s;
        try (KppTables tables = new KppTables()) {
            LearnWeights w = new LearnWeights(tables, homeKings());
            learner[0] = new BonanzaLearner(BonanzaOptions.parse(List.of("iterations", "5", "validation_games", "0",
                    "eval_save_interval", "0", "seed", "4", records.toString())), 2, tables, w, new SearchOptions(),
                    save, line -> {
                        log.add(line);
                        if (line.startsWith("iteration 1 /")) {
                            learner[0].stop(); // as the Ctrl-C hook does
                        }
                    });
            s = learner[0].run();
        }
        assertTrue(s.stopped());
        assertEquals(1, s.iterations());
        assertEquals(2, s.curve().size());
        assertTrue(EvalFiles.anyPresent(save.resolve("final")));
        assertTrue(log.get(log.size() - 1).contains("(stopped)"), log.get(log.size() - 1));
        assertEquals(3, Files.readAllLines(save.resolve("loss.csv")).size());
    }

    /** A learner without tables: for the errors that come before any table is touched. */
    static void fail(Path save, List<String> tokens) throws IOException {
        new BonanzaLearner(BonanzaOptions.parse(tokens), 1, null, null, new SearchOptions(), save, s -> { }).run();
    }

    @Test
    void noUsableGameIsAClearErrorAndSavesNothing() throws IOException {
        Path empty = dir.resolve("empty.csa");
        Files.writeString(empty, "V2.2\nPI\n+\n%TORYO\n");
        Path save = dir.resolve("nosave");
        IOException e = assertThrows(IOException.class, () -> fail(save, List.of(empty.toString())));
        assertTrue(e.getMessage().startsWith("learn bonanza: no usable game in 1 file(s)"), e.getMessage());
        assertTrue(e.getMessage().contains("nothing saved"), e.getMessage());
        assertFalse(Files.exists(save));
        IOException missing = assertThrows(IOException.class,
                () -> fail(save, List.of(dir.resolve("nope.csa").toString())));
        assertTrue(missing.getMessage().contains("nope.csa"), missing.getMessage());
        assertFalse(Files.exists(save));
        IOException allHeld = assertThrows(IOException.class,
                () -> fail(save, List.of("validation_games", "9", records.toString())));
        assertTrue(allHeld.getMessage().contains("leaves no training game"), allHeld.getMessage());
    }

    @Test
    void optionsParseAndRejectBadValues() {
        BonanzaOptions o = BonanzaOptions.parse(List.of("iterations", "7", "depth", "2", "steps", "3", "eta", "2.5",
                "window", "128", "penalty", "0", "validation_games", "20", "max_games", "100", "eval_save_interval",
                "0", "dedup_plies", "0", "seed", "9", "a.csa", "b.kif"));
        assertEquals(7, o.iterations);
        assertEquals(2, o.depth);
        assertEquals(3, o.steps);
        assertEquals(2.5, o.eta);
        assertEquals(128, o.window);
        assertEquals(0, o.penalty);
        assertEquals(20, o.validationGames);
        assertEquals(100, o.maxGames);
        assertEquals(0, o.evalSaveInterval);
        assertEquals(0, o.dedupPlies);
        assertEquals(9, o.seed);
        assertEquals(List.of("a.csa", "b.kif"), o.files);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BonanzaOptions.parse(List.of("depth", "0")));
        assertEquals("learn bonanza: depth must be from 1 to 8, got 0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BonanzaOptions.parse(List.of("eta", "-1")));
        assertThrows(IllegalArgumentException.class, () -> BonanzaOptions.parse(List.of("iterations")));
    }
}
