package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Whole matches between fake engines, through {@link Match#run}: pairs, concurrency, files, summary, SPRT. */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class MatchRunnerTest {
    @TempDir
    Path tmp;

    private record Run(int exit, List<String> out, String err) {}

    private static Run match(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Match.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8));
    }

    /** {@code -engine} arguments for a fake engine. */
    private static List<String> fake(String name, String... behaviour) {
        List<String> a = new ArrayList<>(List.of("-engine", "name=" + name, "cmd=" + Fakes.java(), "arg=-cp",
                "arg=" + System.getProperty("java.class.path"), "arg=" + FakeEngine.class.getName()));
        for (String b : behaviour) {
            a.add("arg=" + b);
        }
        return a;
    }

    @Test
    void randomMoversPlayColourSwappedPairsConcurrently() throws Exception {
        Path out = tmp.resolve("out");
        List<String> args = new ArrayList<>();
        args.addAll(fake("R1", "random", "1"));
        args.addAll(fake("R2", "random", "2"));
        args.addAll(List.of("-each", "tc=byoyomi:3000", "-games", "4", "-concurrency", "2", "-maxmoves", "30",
                "-openings", "random=4", "seed=5", "-out", out.toString()));
        Run r = match(args);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().get(0).startsWith("Score of R1 vs R2: "), r.out().toString());
        assertTrue(r.out().get(0).endsWith("] 4"), r.out().get(0));
        assertTrue(r.out().get(1).startsWith("...      R1 playing Black: "));
        assertTrue(r.out().get(4).startsWith("Elo difference: "));
        assertEquals("Finished match", r.out().get(r.out().size() - 1));
        // The search statistics close the summary, one line per engine, from the fakes' "depth 2 seldepth 4 nodes
        // 1200 time 3" lines (the info string and the later line without a depth do not count).
        String stats = "[\\d,]+ moves, depth 2\\.00, seldepth 4\\.0, 400\\.0 k nodes/s, \\d+ ms/move \\(max \\d+\\)";
        assertTrue(r.out().get(r.out().size() - 3).matches("Stats of R1: " + stats), r.out().toString());
        assertTrue(r.out().get(r.out().size() - 2).matches("Stats of R2: " + stats), r.out().toString());
        assertTrue(r.err().contains(", depth 2.0 vs 2.0, elapsed "), r.err());
        assertTrue(r.err().contains("Finished game 4"), r.err());
        assertTrue(r.err().contains("[4/4] R1 vs R2: "), r.err());

        List<String> games = Files.readAllLines(out.resolve(MatchOutput.GAMES_FILE));
        assertEquals(4, games.size());
        for (int g = 1; g <= 4; g++) {
            String csa = Files.readString(out.resolve(String.format("game-%04d.csa", g)));
            String black = g % 2 == 1 ? "R1" : "R2";
            assertTrue(csa.startsWith("V2.2\nN+" + black + "\n"), csa);
            Opening whole = Opening.parse(games.get(g - 1)); // every saved game replays legally
            assertTrue(whole.moves().size() >= 4);
        }
        // A pair shares its opening: the first four plies of games 1 and 2 agree, and differ from games 3 and 4.
        assertEquals(Opening.parse(games.get(0)).moves().subList(0, 4), Opening.parse(games.get(1)).moves().subList(0, 4));
        List<String> summary = Files.readAllLines(out.resolve("summary.txt"));
        assertTrue(summary.get(0).startsWith("Score of R1 vs R2"));
        assertEquals(r.out().subList(0, r.out().size() - 1), summary);
    }

    @Test
    void sprtStopsOnceDecided() {
        List<String> args = new ArrayList<>();
        args.addAll(fake("Mover", "random", "3"));
        args.addAll(fake("Quitter", "resign"));
        args.addAll(List.of("-each", "tc=byoyomi:3000", "-games", "100", "-sprt", "elo0=0", "elo1=5",
                "alpha=0.05", "beta=0.05", "-out", tmp.resolve("sprt").toString()));
        Run r = match(args);
        assertEquals(0, r.exit(), r.err());
        String score = r.out().get(0);
        assertTrue(score.matches("Score of Mover vs Quitter: (\\d+) - 0 - 0  \\[1.000] \\1"), score);
        int games = Integer.parseInt(score.substring(score.lastIndexOf(' ') + 1));
        assertTrue(games < 40, score); // all wins: H1 (elo1 5) after about two dozen games
        // All wins: every finished pair is WW (the pentanomial line), then the SPRT's decision.
        assertTrue(r.out().get(5).matches("Pentanomial \\[LL, LD, LW\\+DD, WD, WW]: \\[0, 0, 0, 0, "
                + games / 2 + "], Elo inf .*"), r.out().toString());
        assertTrue(r.out().get(6).startsWith("SPRT: llr ") && r.out().get(6).endsWith(" - H1 was accepted"),
                r.out().toString());
        // Quitter is white, and resigns, in the odd-numbered games.
        assertTrue(r.out().contains("   \"Win: White resigns\": " + ((games + 1) / 2)), r.out().toString());
    }

    @Test
    void engineThatCannotStartAbortsTheMatch() {
        List<String> args = new ArrayList<>(fake("ok", "random"));
        args.addAll(List.of("-engine", "name=ghost", "cmd=/nonexistent/engine", "-each", "tc=byoyomi:1000",
                "-out", tmp.resolve("ghost").toString()));
        Run r = match(args);
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("could not start ghost"), r.err());
    }

    @Test
    void badArgumentsPrintUsage() {
        Run r = match(List.of("-games", "3"));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("usage: kirin match"), r.err());
    }
}
