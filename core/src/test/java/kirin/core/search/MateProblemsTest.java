package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.TestData;
import kirin.core.SfenException;
import org.junit.jupiter.api.Test;

/**
 * Every mate-in-1 and mate-in-3 problem of the test resources (mate/, see TestData) is solved within one second: the
 * first move of the solution and a mate score for the side to move. (The reported distance may exceed the shortest
 * mate when pruning hides it at the depth where the search stops; the count of exact distances is printed.) Lines
 * whose SFEN is not a legal position are counted and skipped (the source sets had a few with nifu, removed from
 * these files).
 */
class MateProblemsTest {
    static Path mateFile(String name) {
        return TestData.file("mate/" + name);
    }

    @Test
    void mateInOneAndThree() throws IOException {
        TranspositionTable tt = new TranspositionTable(64);
        List<String> failures = new ArrayList<>();
        int solved = 0;
        int skipped = 0;
        int exact = 0;
        long slowest = 0;
        for (String file : new String[] {"mate-1.txt", "mate-3.txt"}) {
            for (String line : Files.readAllLines(mateFile(file))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                Position pos;
                try {
                    pos = Sfen.parse(f[0].trim());
                } catch (SfenException e) {
                    skipped++;
                    continue;
                }
                tt.clear();
                SearchLimits limits = new SearchLimits();
                limits.moveTime = 1000;
                SearchOptions options = new SearchOptions();
                options.networkDelay = 0;
                long t0 = System.nanoTime();
                SearchResult r = new Search(tt, new MaterialEvaluator()).go(pos, limits, options,
                        new SearchTest.Recorder());
                long ms = (System.nanoTime() - t0) / 1_000_000;
                slowest = Math.max(slowest, ms);
                String expected = f[2].trim().split("\\s+")[0];
                int plies = Integer.parseInt(f[1].trim());
                if (r.score == Score.mateIn(plies)) {
                    exact++;
                }
                if (!Move.toUsi(r.bestMove).equals(expected) || !Score.isMate(r.score) || r.score < 0 || ms > 1000) {
                    failures.add(line.trim() + " -> " + r.usiText() + " " + Score.toUsi(r.score) + " in " + ms + " ms");
                } else {
                    solved++;
                }
            }
        }
        System.err.printf("mate problems: %d solved (%d at the exact distance), %d skipped (illegal SFEN), slowest %d ms%n",
                solved, exact, skipped, slowest);
        assertEquals(List.of(), failures);
        assertTrue(solved >= 490, "solved " + solved);
    }
}
