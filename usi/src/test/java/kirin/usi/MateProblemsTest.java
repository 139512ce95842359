package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every mate-in-1 and mate-in-3 problem of core's test resources, solved through the USI layer (in this JVM) with
 * {@code go btime 0 wtime 0 byoyomi 1000}: the bestmove is the solution's first move, the last info line has a
 * {@code mate} score for the engine, and the answer comes within 1 s. Lines whose SFEN the engine refuses (some
 * put two unpromoted pawns on a file, nifu: a data error) are counted and reported as skipped.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class MateProblemsTest {
    @ParameterizedTest
    @ValueSource(strings = {"mate-1.txt", "mate-3.txt"})
    void solvesEveryLegalProblem(String file) {
        List<String[]> problems = TestData.records("mate/" + file);
        List<String> failures = new ArrayList<>();
        int skipped = 0;
        long slowest = 0;
        try (EngineDriver e = EngineDriver.inProcess()) {
            e.isready(10_000);
            for (String[] p : problems) {
                String sfen = p[0];
                int plies = Integer.parseInt(p[1]);
                String first = p[2].split(" ")[0];
                e.send("position sfen " + sfen);
                e.send("isready");
                List<String> reply = e.readUntil("readyok"::equals, 5000);
                if (reply.size() > 1) {
                    assertTrue(reply.get(0).startsWith("info string error: invalid SFEN: "), reply::toString);
                    skipped++;
                    continue;
                }
                long sent = e.send("go btime 0 wtime 0 byoyomi 1000");
                EngineDriver.Answer a = e.bestmove(5000);
                long ms = (a.nanos() - sent) / 1_000_000;
                slowest = Math.max(slowest, ms);
                String info = a.lastInfo();
                boolean mateScore = info != null && info.matches(".* score mate \\d+ .*");
                if (!a.move().equals(first) || !mateScore || ms >= 1000) {
                    failures.add(sfen + " | " + plies + " | expected " + first + ": " + a.bestmove() + " after " + ms
                            + " ms, last info: " + info);
                }
            }
            assertEquals(0, e.quit(5000));
        }
        System.out.printf("MateProblemsTest: %s: %d problems solved, %d skipped (illegal SFEN), slowest %d ms%n",
                file, problems.size() - skipped - failures.size(), skipped, slowest);
        assertTrue(failures.isEmpty(), () -> failures.size() + " not solved:\n" + String.join("\n", failures));
        assertTrue(skipped <= 4, "skipped " + skipped);
    }
}
