package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * 100 consecutive {@code go btime 0 wtime 0 byoyomi 1000} against the engine process, along self-played games
 * (each game starts with a few seeded random moves and goes on with the engine's own moves for up to 60 plies):
 * every bestmove comes 0.8 to 1.05 s after the {@code go} was written. A search that has proved a mate, or of a
 * position with one move (answered at once), may stop
 * early (there is nothing left to find); such answers are only held to the upper bound, and counted. A search that
 * misses is measured again from the same position (see {@link #MAX_REMEASURED}).
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class ByoyomiTimingTest {
    static final int SEARCHES = 100;
    /**
     * Searches that may miss once and hold when the same search is measured again. The machine is a shared
     * two-core VM that has paused a process for a few hundred milliseconds now and then (CI once saw 1,079 ms here,
     * while every other search of hundreds of runs took at most 915 ms); an engine that is really late misses both
     * times, or misses often.
     */
    static final int MAX_REMEASURED = 2;

    @TempDir
    Path tmp;

    @Test
    void hundredByoyomiMoves() {
        long[] millis = new long[SEARCHES];
        List<String> failures = new ArrayList<>();
        List<String> remeasured = new ArrayList<>();
        int early = 0;
        try (EngineDriver e = EngineDriver.process(tmp)) {
            // Start-up is not what this test measures: on a loaded machine the JVM's start and the tables' allocation
            // took over 10 s once (2026-11-26, matches at nice -5 beside the build), so allow a minute.
            e.send("usi");
            e.readUntil("usiok"::equals, 60_000);
            e.isready(60_000);
            e.send("usinewgame");
            int gameNo = 0;
            List<String> game = new ArrayList<>(TestGames.randomGame(gameNo, 4));
            for (int i = 0; i < SEARCHES; i++) {
                EngineDriver.Answer a = null;
                String missed = null;
                String firstMiss = null;
                for (int attempt = 0; attempt < 2; attempt++) {
                    e.send(TestGames.positionCommand(game));
                    long sent = e.send("go btime 0 wtime 0 byoyomi 1000");
                    a = e.bestmove(3000);
                    long ms = (a.nanos() - sent) / 1_000_000;
                    millis[i] = ms;
                    boolean mate = a.lastInfo() != null && a.lastInfo().contains(" score mate ");
                    // A forced move is answered at once (TimeManager.answersAtOnce): the game, chosen by timed
                    // searches, reaches such a position in some runs and not in others.
                    boolean forced = TestGames.forced(TestGames.play(game));
                    missed = ms > 1050 || (ms < 800 && !mate && !forced)
                            ? "search " + i + ": " + ms + " ms, " + a.lastInfo()
                            : null;
                    if (missed == null) {
                        if ((mate || forced) && ms < 800) {
                            early++;
                        }
                        if (attempt > 0) {
                            remeasured.add(firstMiss);
                        }
                        break;
                    }
                    if (firstMiss == null) {
                        firstMiss = missed;
                    }
                    System.err.println("ByoyomiTimingTest: missed, measuring again: " + missed);
                }
                if (missed != null) {
                    failures.add(firstMiss + "; measured again: " + missed);
                }
                String move = a.move();
                if (move.equals("resign") || move.equals("win") || game.size() >= 60) {
                    gameNo++;
                    game = new ArrayList<>(TestGames.randomGame(gameNo * 7919L, 4 + gameNo % 4));
                    e.send("usinewgame");
                } else {
                    assertTrue(TestGames.legal(TestGames.play(game), move), a.bestmove());
                    game.add(move);
                }
            }
            assertEquals(0, e.quit(5000));
        }
        long[] sorted = millis.clone();
        Arrays.sort(sorted);
        System.out.printf("ByoyomiTimingTest: %d searches, byoyomi 1000: min %d ms, median %d ms, max %d ms, "
                + "%d answered early (a proved mate or a forced move), %d measured again%n", SEARCHES, sorted[0],
                sorted[SEARCHES / 2], sorted[SEARCHES - 1], early, remeasured.size());
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
        assertTrue(remeasured.size() <= MAX_REMEASURED, () -> "missed once, held when measured again: " + remeasured);
    }
}
