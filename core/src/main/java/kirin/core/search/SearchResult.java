package kirin.core.search;

import kirin.core.Move;

/** The answer to one {@code go}: what to print after {@code bestmove}. */
public final class SearchResult {
    /** The best move (full move), or {@link Move#NONE} when resigning. */
    public final int bestMove;
    /** The expected reply, or {@link Move#NONE}. */
    public final int ponderMove;
    /** True to answer {@code bestmove win} (entering-king declaration). */
    public final boolean declareWin;
    /** Score of the best move, internal units, side to move's view. */
    public final int score;
    public final int depth;
    public final long nodes;
    /**
     * The principal variations of the last completed iteration, best first, one per MultiPV line (full moves,
     * starting with the root move); empty when there was no legal move or the search declared a win.
     */
    public final int[][] lines;
    /** The score of each line in {@link #lines}, side to move's view. */
    public final int[] lineScores;

    public SearchResult(int bestMove, int ponderMove, boolean declareWin, int score, int depth, long nodes) {
        this(bestMove, ponderMove, declareWin, score, depth, nodes, new int[0][], new int[0]);
    }

    public SearchResult(int bestMove, int ponderMove, boolean declareWin, int score, int depth, long nodes,
                        int[][] lines, int[] lineScores) {
        this.bestMove = bestMove;
        this.ponderMove = ponderMove;
        this.declareWin = declareWin;
        this.score = score;
        this.depth = depth;
        this.nodes = nodes;
        this.lines = lines;
        this.lineScores = lineScores;
    }

    /** The principal variation of the best line (empty if none). */
    public int[] pv() {
        return lines.length == 0 ? new int[0] : lines[0];
    }

    /** The text after {@code bestmove }: a move with optional ponder, {@code resign} or {@code win}. */
    public String usiText() {
        if (declareWin) {
            return "win";
        }
        if (bestMove == Move.NONE) {
            return "resign";
        }
        return Move.toUsi(bestMove) + (ponderMove != Move.NONE ? " ponder " + Move.toUsi(ponderMove) : "");
    }
}
