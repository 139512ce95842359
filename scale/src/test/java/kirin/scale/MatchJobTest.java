package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A four-game match between two random movers (RandomEngine) in local[2], saved and summarised as the runner does. */
class MatchJobTest {
    @TempDir
    Path tmp;

    @Test
    void playsPairsAndSummarises() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("java.class.path");
        String engine = "cmd=" + java;
        Path out = tmp.resolve("match");
        String text = Jobs.run("match", "--master", "local[2]",
                "-engine", "name=R1", engine, "arg=-cp", "arg=" + cp, "arg=" + RandomEngine.class.getName(), "arg=1",
                "-engine", "name=R2", engine, "arg=-cp", "arg=" + cp, "arg=" + RandomEngine.class.getName(), "arg=2",
                "-each", "tc=nodes:10", "-games", "4", "-maxmoves", "30", "-openings", "random=2", "seed=3",
                "-out", out.toString());
        assertTrue(text.startsWith("Score of R1 vs R2: "), text);
        assertTrue(text.contains("] 4\n"), text);
        assertTrue(text.contains("Pentanomial [LL, LD, LW+DD, WD, WW]: "), text);
        assertTrue(text.contains("(pair error bar, 2 pairs)"), text);
        assertTrue(text.endsWith("Finished match\n"), text);
        List<String> lines = Files.readAllLines(out.resolve("games.sfen"));
        assertEquals(4, lines.size());
        assertEquals(lines.get(0).split(" moves ")[0].length() > 0, true);
        assertTrue(Files.exists(out.resolve("game-0004.csa")));
        assertTrue(Files.exists(out.resolve("summary.txt")));
    }
}
