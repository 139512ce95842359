package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sums per engine, averages, the summary line, and adding from several threads. */
class SearchStatsTest {
    private static InfoLine info(String line) {
        return InfoLine.parse(line);
    }

    @Test
    void averagesPerEngine() {
        SearchStats s = new SearchStats();
        s.add("Kirin", info("info depth 13 seldepth 19 score cp 0 nodes 356352 nps 401749 hashfull 3 time 887 "
                + "pv 5a4b 8h2b"), 900);
        s.add("Kirin", info("info depth 10 seldepth 14 score cp 20 nodes 43648 nps 385000 time 113 pv 7g7f"), 120);
        s.add("Kirin", null, 3); // no info depth: counts for the time only
        s.add("YaneuraOu", info("info depth 12 seldepth 18 score cp 35 nodes 120345 nps 1083000 time 111 "
                + "pv 7g7f"), 115);
        assertEquals(3, s.moves("Kirin"));
        assertEquals(11.5, s.depth("Kirin"), 1e-12);
        assertEquals(16.5, s.seldepth("Kirin"), 1e-12);
        assertEquals(400_000.0, s.nps("Kirin"), 1e-9); // (356352 + 43648) nodes in (887 + 113) ms
        assertEquals(341.0, s.msPerMove("Kirin"), 1e-12);
        assertEquals(900, s.maxMsPerMove("Kirin"));
        assertEquals("Stats of Kirin: 3 moves, depth 11.50, seldepth 16.5, 400.0 k nodes/s, 341 ms/move (max 900)",
                s.line("Kirin"));
        assertEquals("Stats of YaneuraOu: 1 move, depth 12.00, seldepth 18.0, 1.08 M nodes/s, 115 ms/move (max 115)",
                s.line("YaneuraOu"));
    }

    @Test
    void missingFiguresAreLeftOut() {
        SearchStats s = new SearchStats();
        assertEquals("Stats of Nobody: 0 moves", s.line("Nobody"));
        assertTrue(Double.isNaN(s.depth("Nobody")));
        s.add("Quiet", null, 10);
        s.add("Quiet", null, 21);
        assertEquals("Stats of Quiet: 2 moves, 16 ms/move (max 21)", s.line("Quiet"));
        s.add("Shallow", info("info depth 1 score cp 0 pv 7g7f"), 5);
        assertEquals("Stats of Shallow: 1 move, depth 1.00, 5 ms/move (max 5)", s.line("Shallow"));
        // Nodes with no time at all (every move instant) give no rate.
        s.add("Instant", info("info depth 1 seldepth 1 nodes 30 time 0"), 0);
        assertEquals("Stats of Instant: 1 move, depth 1.00, seldepth 1.0, 0 ms/move (max 0)", s.line("Instant"));
    }

    @Test
    void nodesOrTimeFromNps() {
        SearchStats s = new SearchStats();
        s.add("A", info("info depth 8 nodes 50000 nps 500000"), 130); // 100 ms from nps
        s.add("A", info("info depth 8 nps 2000000 time 50"), 60); // 100000 nodes from nps
        assertEquals(150_000 * 1000.0 / 150, s.nps("A"), 1e-9);
        s.add("B", info("info depth 8 nps 3000000"), 200); // the referee's time
        assertEquals(3_000_000.0, s.nps("B"), 1e-9);
        s.add("C", info("info depth 8 nodes 1200"), 2); // the referee's time again
        assertEquals(600_000.0, s.nps("C"), 1e-9);
    }

    @Test
    void ratesAndThousands() {
        assertEquals("950", SearchStats.rate(950));
        assertEquals("1.0 k", SearchStats.rate(999.96));
        assertEquals("401.7 k", SearchStats.rate(401_749));
        assertEquals("1.00 M", SearchStats.rate(999_999));
        assertEquals("12.35 M", SearchStats.rate(12_345_678));
        SearchStats s = new SearchStats();
        for (int i = 0; i < 5210; i++) {
            s.add("Kirin", info("info depth 12 seldepth 19 nodes 103000 time 100"), 172);
        }
        assertEquals("Stats of Kirin: 5,210 moves, depth 12.00, seldepth 19.0, 1.03 M nodes/s, 172 ms/move (max 172)",
                s.line("Kirin"));
    }

    @Test
    void concurrentGamesAddUp() throws InterruptedException {
        SearchStats s = new SearchStats();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            String engine = t % 2 == 0 ? "A" : "B";
            Thread th = new Thread(() -> {
                for (int i = 0; i < 10_000; i++) {
                    s.add(engine, info("info depth " + (i % 2 == 0 ? 10 : 12) + " nodes 1000 time 1"), 2);
                }
            });
            threads.add(th);
            th.start();
        }
        for (Thread th : threads) {
            th.join();
        }
        assertEquals(20_000, s.moves("A"));
        assertEquals(20_000, s.moves("B"));
        assertEquals(11.0, s.depth("A"), 1e-12);
        assertEquals(1_000_000.0, s.nps("B"), 1e-9);
        assertEquals(2.0, s.msPerMove("A"), 1e-12);
    }
}
