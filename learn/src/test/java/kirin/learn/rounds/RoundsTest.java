package kirin.learn.rounds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The loop, the acceptance rule, the report and resuming, with fake steps that write marker files. */
class RoundsTest {
    @TempDir
    Path dir;
    final ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
    final PrintStream log = new PrintStream(logBytes, true, StandardCharsets.UTF_8);

    /** Fake steps: each call is recorded; match results come from a script; one step can be made to fail. */
    static final class Fake implements RoundSteps {
        final List<String> calls = new ArrayList<>();
        final Map<Integer, Played> results;
        String failAt; // "learn 2": that call writes a partial file and then throws (once)
        String stopAt; // "gensfen 1": that call returns null, as a stopped step does (once)

        Fake(Map<Integer, Played> results) {
            this.results = results;
        }

        private boolean trip(String call, Path partial) throws IOException {
            calls.add(call);
            if (call.startsWith(String.valueOf(failAt))) {
                failAt = null;
                Files.createDirectories(partial.getParent());
                Files.writeString(partial, "half");
                throw new IOException("killed during " + call);
            }
            if (call.startsWith(String.valueOf(stopAt))) {
                stopAt = null;
                return true;
            }
            return false;
        }

        @Override
        public Generated gensfen(int round, Path eval, Path file) throws IOException {
            assertFalse(Files.exists(file), "a partial gensfen file is deleted first");
            if (trip("gensfen " + round + " " + eval, file)) {
                return null;
            }
            Files.writeString(file, "data");
            return new Generated(1000 * round, 10 * round, 1.5);
        }

        @Override
        public Learned learn(int round, Path eval, Path data, Path saveDir) throws IOException {
            assertFalse(Files.exists(saveDir), "a partial learn folder is deleted first");
            assertTrue(Files.exists(data));
            if (trip("learn " + round + " " + eval, saveDir.resolve("final").resolve("kpp.bin"))) {
                return null;
            }
            Files.createDirectories(learnedTables(saveDir));
            return new Learned(900 * round, round, 0.5 - 0.01 * round, 2.5);
        }

        @Override
        public Played match(int round, Path candidate, Path current, Path outDir) throws IOException {
            assertFalse(Files.exists(outDir), "a partial match folder is deleted first");
            assertTrue(Files.isDirectory(candidate));
            if (trip("match " + round + " " + current, outDir.resolve("1.csa"))) {
                return null;
            }
            Files.createDirectories(outDir);
            return results.get(round);
        }
    }

    private RoundsConfig config(String... more) {
        List<String> a = new ArrayList<>(List.of("-out", dir.resolve("exp").toString(), "-games", "10"));
        a.addAll(Arrays.asList(more));
        return RoundsConfig.parse(a.toArray(String[]::new));
    }

    private static final Map<Integer, RoundSteps.Played> SCRIPT = Map.of(
            1, new RoundSteps.Played(7, 3, 0, 4.0),   // 70%: accepted
            2, new RoundSteps.Played(4, 4, 2, 4.0),   // exactly 50%: rejected (the rule is "more than 50%")
            3, new RoundSteps.Played(5, 4, 1, 4.0));  // 55%: accepted

    @Test
    void acceptedTablesBecomeCurrentAndTheReportSaysSo() throws Exception {
        Fake f = new Fake(SCRIPT);
        RoundsConfig c = config("-rounds", "3");
        RoundsState s = new Rounds(c, f, log).run();
        Path exp = dir.resolve("exp");
        Path t1 = exp.resolve("round-1/learn/final");
        assertEquals(List.of(
                "gensfen 1 null", "learn 1 null", "match 1 null",
                "gensfen 2 " + t1, "learn 2 " + t1, "match 2 " + t1,
                "gensfen 3 " + t1, "learn 3 " + t1, "match 3 " + t1), f.calls);
        assertTrue(s.rounds.get(1).accepted());
        assertFalse(s.rounds.get(2).accepted());
        assertTrue(s.rounds.get(3).accepted());
        assertEquals(exp.resolve("round-3/learn/final"), new Rounds(c, f, log).current(s, 3));

        List<RoundsReport.Row> rows = RoundsReport.rows(s);
        double elo1 = -400 * Math.log10(1 / 0.7 - 1);
        double elo3 = -400 * Math.log10(1 / 0.55 - 1);
        assertEquals(elo1, rows.get(0).cumulativeElo(), 1e-9);
        assertEquals(elo1, rows.get(1).cumulativeElo(), 1e-9, "a rejected round adds nothing");
        assertEquals(0, rows.get(1).elo(), 1e-9);
        assertEquals(elo1 + elo3, rows.get(2).cumulativeElo(), 1e-9);
        assertEquals(Math.hypot(rows.get(0).eloError(), rows.get(2).eloError()), rows.get(2).cumulativeError(), 1e-9);

        List<String> csv = Files.readAllLines(exp.resolve("summary.csv"));
        assertEquals(4, csv.size(), csv::toString);
        assertTrue(csv.get(1).startsWith("1,1000,10,900,0.490000,7,3,0,0.7000,147.19,"), csv.get(1));
        assertTrue(csv.get(2).contains(",false,147.19,"), csv.get(2));
        String md = Files.readString(exp.resolve("summary.md"));
        assertTrue(md.contains("| 2 | 2000 | 20 | 1800 | 0.48000 | 4-4-2 | 0.500 | 0.0 ± "), md);
        assertTrue(md.contains("- games = 10"), md);
        byte[] png = Files.readAllBytes(exp.resolve("rounds.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
        assertEquals(RoundsPlot.WIDTH, ImageIO.read(exp.resolve("rounds.png").toFile()).getWidth());
        String settings = Files.readString(exp.resolve("round-2/settings.txt"));
        assertTrue(settings.contains("current tables (gensfen, learn start, match opponent) = " + t1), settings);
        assertTrue(settings.contains("seed 2001"), settings);
        // The learn line is pasteable: the save folder is named as the option it is, not as a learn token.
        assertTrue(settings.lines().anyMatch(x -> x.startsWith("learn = ") && x.contains(" seed ")
                && x.contains(" " + exp.resolve("round-2/gensfen.bin") + " (Threads ")), settings);
        assertTrue(settings.contains(", EvalSaveDir " + exp.resolve("round-2/learn") + ")"), settings);
        String out = logBytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("rounds: round 2: 4-4-2, score 0.500: rejected"), out);
        assertTrue(out.contains("rounds: round 3/3, gensfen with " + t1 + "; elapsed 0:00:"), out);
        assertTrue(out.contains("; ETA 0:00:"), out);
    }

    @Test
    void aFailedStepIsRedoneFromScratchAndFinishedStepsAreKept() throws Exception {
        Fake f = new Fake(SCRIPT);
        f.failAt = "learn 2";
        RoundsConfig c = config("-rounds", "3");
        assertThrows(IOException.class, () -> new Rounds(c, f, log).run());
        Path exp = dir.resolve("exp");
        assertTrue(Files.exists(exp.resolve("round-2/learn/final/kpp.bin")), "the partial output is there");
        RoundsState mid = RoundsState.load(exp);
        assertTrue(mid.rounds.get(1).done());
        assertTrue(mid.rounds.get(2).generated != null);
        assertNull(mid.rounds.get(2).learned);

        f.calls.clear();
        new Rounds(c, f, log).run(); // the fake asserts that the partial folder is gone when learn starts again
        Path t1 = exp.resolve("round-1/learn/final");
        assertEquals(List.of("learn 2 " + t1, "match 2 " + t1, "gensfen 3 " + t1, "learn 3 " + t1,
                "match 3 " + t1), f.calls);
        assertEquals(3, RoundsState.load(exp).rounds.size());

        f.calls.clear();
        new Rounds(c, f, log).run();
        assertEquals(List.of(), f.calls, "a finished experiment runs nothing");
    }

    @Test
    void aStoppedStepIsNotRecorded() throws Exception {
        Fake f = new Fake(SCRIPT);
        f.stopAt = "gensfen 1";
        RoundsConfig c = config("-rounds", "1");
        IOException e = assertThrows(IOException.class, () -> new Rounds(c, f, log).run());
        assertTrue(e.getMessage().contains("gensfen did not finish"), e.getMessage());
        assertNull(RoundsState.load(dir.resolve("exp")).rounds.get(1));
        new Rounds(c, f, log).run();
        assertEquals(List.of("gensfen 1 null", "gensfen 1 null", "learn 1 null", "match 1 null"), f.calls);
    }

    @Test
    void moreRoundsExtendAnExperimentButOtherSettingsAreRefused() throws Exception {
        Fake f = new Fake(SCRIPT);
        new Rounds(config("-rounds", "1"), f, log).run();
        new Rounds(config("-rounds", "2"), f, log).run();
        assertEquals(6, f.calls.size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Rounds(config("-rounds", "2", "-nodes", "500"), f, log).run());
        assertTrue(e.getMessage().contains("nodes = 500") && e.getMessage().contains("nodes = 10000"),
                e.getMessage());
    }

    @Test
    void aMalformedStateLineIsNamed() throws Exception {
        Path exp = dir.resolve("exp");
        Files.createDirectories(exp);
        Files.writeString(exp.resolve(RoundsState.FILE), "round.1.gensfen = 12 x 3.0\n");
        IOException e = assertThrows(IOException.class, () -> RoundsState.load(exp));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("round.1.gensfen = 12 x 3.0"),
                e.getMessage());
    }
}
