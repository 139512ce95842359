package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Position;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The stop and ponderhit protocol of {@link Search} when {@code go} runs on another thread. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class SearchTest {
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
