package kirin.usi;

import kirin.core.Move;
import kirin.core.mate.MateResult;
import kirin.core.search.Score;
import kirin.core.search.SearchResult;

/** Chooses between the search's answer and a mate the solver proved beside it ({@code MateInPlay}). */
final class MateInPlay {
    private MateInPlay() {}

    /**
     * The search result, unless the solver proved a mate and the search has none (no winning mate score, no
     * declaration, a legal move to play): then the mate's first move, its reply as the ponder move, and a mate
     * score of the line's length.
     */
    static SearchResult prefer(SearchResult search, MateResult mate) {
        if (mate == null || mate.status != MateResult.Status.MATE || mate.moves.length == 0) {
            return search;
        }
        if (search != null && (search.declareWin || search.bestMove == Move.NONE
                || Score.isMate(search.score) && search.score > 0)) {
            return search;
        }
        int[] line = mate.moves;
        int score = Score.mateIn(line.length);
        int depth = search != null ? search.depth : 0;
        long nodes = search != null ? search.nodes : 0;
        return new SearchResult(line[0], line.length > 1 ? line[1] : Move.NONE, false, score, depth, nodes,
                new int[][] {line}, new int[] {score});
    }
}
