package kirin.usi;

import kirin.core.Evaluator;
import kirin.core.Sfen;
import kirin.core.search.QuietListener;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.TranspositionTable;

/**
 * A short throwaway search run at the first {@code isready}, so that the first real search does not start with
 * cold code. Cold, the first iterations run interpreted at a few thousand nodes a second (measured: a first
 * byoyomi-1 s move reached depth 9 to 11 instead of 11 to 13). It uses its own small table, so the game's table
 * and the results are unaffected.
 */
final class Warmup {
    /** About 0.1 to 0.3 s on a small two-core machine. */
    static final long NODES = 60_000;

    private Warmup() {}

    static void run(Evaluator evaluator) {
        TranspositionTable tt = new TranspositionTable(1);
        for (String sfen : new String[] {BenchCommand.POSITIONS.get(1), BenchCommand.POSITIONS.get(3)}) {
            SearchLimits limits = new SearchLimits();
            limits.nodes = NODES / 2;
            new Search(tt, evaluator.copy()).go(Sfen.parse(sfen), limits, new SearchOptions(), QuietListener.INSTANCE);
        }
    }
}
