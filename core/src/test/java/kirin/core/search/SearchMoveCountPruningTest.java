package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** Move-count pruning ({@link SearchOptions#moveCountPruning}): off by default, fewer nodes when on, same tactics. */
class SearchMoveCountPruningTest {
    private static final String MIDGAME =
            "ln1g3nl/1r1s1kg2/p1pppp1pp/1p4p2/7P1/2P6/PPBPPPP1P/2G1K2R1/LNS2GSNL b Bs 19";

    private static SearchResult search(Position pos, int depth, boolean pruning) {
        SearchOptions options = new SearchOptions();
        options.moveCountPruning = pruning;
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        return new Search(new TranspositionTable(16), new MaterialEvaluator()).go(pos, limits, options,
                QuietListener.INSTANCE);
    }

    @Test
    void isOffByDefault() {
        assertEquals(false, new SearchOptions().moveCountPruning);
        assertEquals(false, new SearchOptions().copy().moveCountPruning);
        SearchOptions on = new SearchOptions();
        on.moveCountPruning = true;
        assertTrue(on.copy().moveCountPruning);
    }

    @Test
    void searchesFewerNodesAtShallowDepth() {
        long without = 0;
        long with = 0;
        for (String sfen : new String[] {Sfen.STARTPOS, MIDGAME}) {
            without += search(Sfen.parse(sfen), 3, false).nodes;
            with += search(Sfen.parse(sfen), 3, true).nodes;
        }
        assertTrue(with < without, "with pruning " + with + " nodes, without " + without);
    }

    @Test
    void stillFindsMateAndCaptures() {
        // Checks and captures are never pruned: the mate in one and the free rook are still found.
        SearchResult mate = search(Sfen.parse("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1"), 3, true);
        assertEquals(Score.mateIn(1), mate.score);
        SearchResult capture = search(Sfen.parse("4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1"), 3, true);
        assertEquals("5h5e", Move.toUsi(capture.bestMove));
    }
}
