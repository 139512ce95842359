package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import kirin.match.MatchOutput;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two Kirin engines at depth 1 play a 4-game match to the end, everything at process level: {@code kirin.usi.Main
 * match} runs as its own JVM and starts two {@code kirin.usi.Main} engines, as the launcher would.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class KirinMatchTest {
    @TempDir
    Path tmp;

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Arguments that start Kirin's USI engine ({@code kirin.usi.Main}) on the test class path. */
    private static String[] kirinArgs() {
        return new String[] {"-Xss16m", "--add-opens", "java.base/java.nio=ALL-UNNAMED", "--add-opens",
            "java.base/sun.nio.ch=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"), "kirin.usi.Main"};
    }

    @Test
    void twoKirinsAtDepthOnePlayFourGames() throws Exception {
        Path out = tmp.resolve("out");
        List<String> cmd = new ArrayList<>(List.of(java(), "-Xss16m", "-cp", System.getProperty("java.class.path"),
                "kirin.usi.Main", "match"));
        for (String name : List.of("KirinA", "KirinB")) {
            cmd.addAll(List.of("-engine", "name=" + name, "cmd=" + java()));
            for (String a : kirinArgs()) {
                cmd.add("arg=" + a);
            }
        }
        cmd.addAll(List.of("-each", "tc=depth:1", "timeout=60000", "-games", "4", "-out", out.toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        File err = tmp.resolve("stderr.txt").toFile();
        pb.redirectError(err);
        Process p = pb.start();
        p.getOutputStream().close();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(240, TimeUnit.SECONDS), "match did not finish");
        String log = Files.readString(err.toPath());
        assertEquals(0, p.exitValue(), log);

        Matcher m = Pattern.compile("Score of KirinA vs KirinB: (\\d+) - (\\d+) - (\\d+)  \\[[0-9.]+] 4")
                .matcher(stdout);
        assertTrue(m.find(), stdout);
        int w = Integer.parseInt(m.group(1));
        int l = Integer.parseInt(m.group(2));
        int d = Integer.parseInt(m.group(3));
        assertEquals(4, w + l + d);
        assertTrue(stdout.contains("Elo difference: "), stdout);
        assertTrue(stdout.contains("Finished match"), stdout);
        // Kirin's info lines feed the search statistics (at depth 1 every search may take 0 ms: no rate then).
        for (String name : List.of("KirinA", "KirinB")) {
            assertTrue(Pattern.compile("(?m)^Stats of " + name + ": [\\d,]+ moves, depth [01]\\.\\d\\d, seldepth "
                    + "\\d+\\.\\d(, [\\d.]+( k| M)? nodes/s)?, \\d+ ms/move \\(max \\d+\\)$").matcher(stdout).find(), stdout);
        }

        // Every game finished, was saved, and agrees with the totals.
        List<String> games = Files.readAllLines(out.resolve(MatchOutput.GAMES_FILE));
        assertEquals(4, games.size());
        int aWins = 0;
        int aLosses = 0;
        for (int g = 1; g <= 4; g++) {
            Matcher finished = Pattern.compile("Finished game " + g + " \\((\\w+) vs (\\w+)\\): (1-0|0-1|1/2-1/2)")
                    .matcher(log);
            assertTrue(finished.find(), log);
            String result = finished.group(3);
            boolean aBlack = finished.group(1).equals("KirinA");
            assertEquals(g % 2 == 1, aBlack, "colours alternate");
            if (!result.equals("1/2-1/2")) {
                boolean blackWon = result.equals("1-0");
                if (blackWon == aBlack) {
                    aWins++;
                } else {
                    aLosses++;
                }
            }
            String csa = Files.readString(out.resolve(String.format("game-%04d.csa", g)));
            assertTrue(csa.contains("\n%"), csa);
            assertReplaysLegally(games.get(g - 1));
        }
        assertEquals(w, aWins);
        assertEquals(l, aLosses);
    }

    /** Every move of a saved game line is legal in turn (the game may end in mate, unlike an opening). */
    private static void assertReplaysLegally(String line) {
        String[] t = line.trim().split("\\s+");
        assertEquals("startpos", t[0], line);
        kirin.core.Position pos = kirin.core.Position.startpos();
        for (int i = 2; i < t.length; i++) {
            int m = pos.toMove(t[i]);
            assertTrue(kirin.core.MoveGenerator.isLegal(pos, m), t[i] + " in " + line);
            pos.doMove(m);
        }
    }
}
