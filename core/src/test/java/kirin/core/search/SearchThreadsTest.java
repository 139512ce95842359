package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Lazy SMP: a {@link Search} with helper threads sharing its transposition table. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SearchThreadsTest {
    private final Search search = new Search(new TranspositionTable(16), new MaterialEvaluator());

    @AfterEach
    void endHelpers() {
        search.setThreads(1);
    }

    private static SearchLimits depth(int d) {
        SearchLimits l = new SearchLimits();
        l.depth = d;
        return l;
    }

    private static long helperThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("kirin-helper-") && t.isAlive()).count();
    }

    @Test
    void twoThreadsPlayALegalMove() {
        search.setThreads(2);
        assertEquals(2, search.threads());
        SearchTest.Recorder rec = new SearchTest.Recorder();
        SearchResult r = search.go(Position.startpos(), depth(7), new SearchOptions(), rec);
        assertTrue(MoveGenerator.isLegal(Position.startpos(), r.bestMove), r.usiText());
        assertTrue(r.depth >= 7, "depth " + r.depth);
        assertEquals(r.bestMove, r.pv()[0]);
        // The last line reported is that of the move played.
        int[] last = rec.pvs.get(rec.pvs.size() - 1);
        assertEquals(r.bestMove, last[0]);
    }

    @Test
    void nodesCountEveryThread() {
        search.setThreads(2);
        SearchLimits l = new SearchLimits();
        l.moveTime = 300;
        SearchOptions o = new SearchOptions();
        o.networkDelay = 0;
        SearchResult r = search.go(Position.startpos(), l, o, new SearchTest.Recorder());
        long main = search.mainNodes();
        assertTrue(main > 0);
        assertTrue(r.nodes > main, "all " + r.nodes + ", main thread " + main);
        assertEquals(r.nodes, search.nodes());
    }

    @Test
    void nodeLimitCountsEveryThread() {
        search.setThreads(2);
        SearchLimits l = new SearchLimits();
        l.nodes = 50_000;
        SearchResult r = search.go(Position.startpos(), l, new SearchOptions(), new SearchTest.Recorder());
        // Each thread notices the limit within 1024 nodes of its own, the helper within one more check.
        assertTrue(r.nodes >= 50_000 && r.nodes < 50_000 + 4096, "nodes " + r.nodes);
        assertTrue(search.mainNodes() < 50_000, "the helper's nodes count: main " + search.mainNodes());
    }

    @Test
    void stopEndsEveryThreadPromptly() throws Exception {
        search.setThreads(2);
        SearchLimits l = new SearchLimits();
        l.infinite = true;
        CompletableFuture<SearchResult> f = CompletableFuture.supplyAsync(
                () -> search.go(Position.startpos(), l, new SearchOptions(), new SearchTest.Recorder()));
        Thread.sleep(300);
        assertFalse(f.isDone(), "an infinite search waits for stop");
        long t0 = System.nanoTime();
        search.stop();
        SearchResult r = f.get(5, TimeUnit.SECONDS);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 200, "answered " + ms + " ms after stop");
        assertTrue(MoveGenerator.isLegal(Position.startpos(), r.bestMove));
        // The helper has stopped too: its node count no longer moves.
        long nodes = search.nodes();
        Thread.sleep(50);
        assertEquals(nodes, search.nodes());
    }

    @Test
    void solvesMatesInThree() throws IOException {
        search.setThreads(2);
        Path file = MateProblemsTest.mateFile("mate-3.txt");
        List<String> failures = new ArrayList<>();
        int solved = 0;
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\|");
            Position pos;
            try {
                pos = Sfen.parse(f[0].trim());
            } catch (SfenException e) {
                continue;
            }
            SearchLimits l = new SearchLimits();
            l.moveTime = 2000;
            SearchOptions o = new SearchOptions();
            o.networkDelay = 0;
            SearchResult r = search.go(pos, l, o, new SearchTest.Recorder());
            String expected = f[2].trim().split("\\s+")[0];
            if (!Move.toUsi(r.bestMove).equals(expected) || !Score.isMate(r.score) || r.score < 0) {
                failures.add(line.trim() + " -> " + r.usiText() + " " + Score.toUsi(r.score));
            }
            if (++solved == 20) {
                break;
            }
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void threadsAreMadeOnceAndEnded() {
        long before = helperThreads();
        Search one = new Search(new TranspositionTable(1), new MaterialEvaluator());
        one.go(Position.startpos(), depth(3), new SearchOptions(), new SearchTest.Recorder());
        assertEquals(before, helperThreads(), "one thread starts no helper");
        search.setThreads(3);
        assertEquals(before + 2, helperThreads());
        for (int i = 0; i < 5; i++) {
            search.go(Position.startpos(), depth(3), new SearchOptions(), new SearchTest.Recorder());
        }
        assertEquals(before + 2, helperThreads(), "the helpers serve every search");
        search.setThreads(1);
        long deadline = System.nanoTime() + 2_000_000_000L;
        while (helperThreads() > before && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(before, helperThreads());
    }

    @Test
    void multiPvAndSearchMovesWithThreads() {
        search.setThreads(2);
        SearchOptions o = new SearchOptions();
        o.multiPv = 2;
        SearchResult r = search.go(Position.startpos(), depth(4), o, new SearchTest.Recorder());
        assertEquals(2, r.lines.length);
        SearchLimits l = depth(4);
        l.searchMoves = new int[] {Move.parse16("1g1f")};
        assertEquals("1g1f", Move.toUsi(search.go(Position.startpos(), l, new SearchOptions(),
                new SearchTest.Recorder()).bestMove));
    }

    @Test
    void badThreadCountsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> search.setThreads(0));
        assertEquals(1, search.threads());
    }
}
