package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The stop and ponderhit protocol of {@link Search} when {@code go} runs on another thread. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class SearchStopPonderTest {
    private static final String MATE_IN_ONE = "9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1"; // 8c1c mates

    private final Search search = new Search(new TranspositionTable(1), new MaterialEvaluator());

    private static SearchLimits limits() {
        return new SearchLimits();
    }

    @Test
    void stopBeforeGoBeginsIsKept() {
        // The caller prepares on its own thread and the stop arrives before go() runs: an infinite search must
        // still end (before the fix, go() reset the stop flag and waited for a stop that had already come).
        search.prepare(false);
        search.stop();
        SearchLimits l = limits();
        l.infinite = true;
        SearchResult r = search.go(Position.startpos(), l, new SearchOptions(), Listener.QUIET);
        assertTrue(Position.startpos().toMove(Move.toUsi(r.bestMove)) != Move.NONE, r.usiText());
    }

    @Test
    void ponderhitBeforeGoBeginsIsKept() {
        search.prepare(true);
        search.ponderhit();
        SearchLimits l = limits();
        l.ponder = true;
        l.depth = 2;
        SearchResult r = search.go(Position.startpos(), l, new SearchOptions(), Listener.QUIET);
        assertEquals(2, r.depth);
    }

    @Test
    void withoutPrepareGoResetsAnEarlierStop() {
        search.stop();
        SearchLimits l = limits();
        l.depth = 3;
        assertEquals(3, search.go(Position.startpos(), l, new SearchOptions(), Listener.QUIET).depth);
    }

    @Test
    void afterPonderhitAFoundMateEndsTheSearch() {
        // Once the ponder search has become a normal one, the usual rules apply: a mate within the searched depth
        // ends the search (it used to go on to the maximum depth or time because the go was a ponder go).
        search.prepare(true);
        search.ponderhit();
        SearchLimits l = limits();
        l.ponder = true;
        l.hasClock = true;
        l.time[0] = 60_000;
        l.time[1] = 60_000;
        SearchResult r = search.go(Sfen.parse(MATE_IN_ONE), l, new SearchOptions(), Listener.QUIET);
        assertEquals("8c1c", Move.toUsi(r.bestMove));
        assertTrue(r.depth <= 2, "depth " + r.depth);
    }

    @Test
    void checkingSacrificesAreNotPrunedBySee() {
        // Mate in 3 (mate/mate-3.txt) starting with a bishop drop that SEE calls a loss: found at depth 3.
        SearchLimits l = limits();
        l.depth = 3;
        SearchResult r = search.go(Sfen.parse("9/9/8k/6B2/8G/9/9/9/9 b BL2r3g4s4n3l18p 1"), l, new SearchOptions(),
                Listener.QUIET);
        assertEquals("B*3a", Move.toUsi(r.bestMove));
        assertEquals(Score.mateIn(3), r.score);
    }

    private enum Listener implements SearchListener {
        QUIET;

        @Override
        public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long millis,
                int hashfull, int[] pv) {
        }

        @Override
        public void message(String text) {
        }
    }
}
