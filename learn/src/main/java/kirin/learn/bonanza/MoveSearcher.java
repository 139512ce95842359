package kirin.learn.bonanza;

import kirin.core.Evaluator;
import kirin.core.GameEnd;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.search.QuietListener;
import kirin.core.search.Score;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;

/**
 * Parse 1 for one record position (interop.md 8.2): every legal move is played and searched shallowly, its
 * principal variation played out to a quiet leaf, and the leaf evaluated from the root side's point of view. With
 * {@code depth 1} the search after the move is the quiescence search alone (as the elmo learner's leaf search);
 * with {@code depth d > 1} it is Kirin's normal search to depth {@code d - 1} (its pruning, quiescence search and
 * rules included), and since a PV cut short by the transposition table may end before the searched leaf, a
 * quiescence search from the PV's end completes it. A move whose search finds a mate is valued by the mate score,
 * not by its leaf.
 *
 * <p>The record move's line is kept together with the lines of the other moves valued strictly inside
 * {@code record value +- window} (the PV-leaf trick); moves outside the window are counted. A position whose record
 * move is valued as a mate either way is dropped, as Bonanza drops a record move that fails outside
 * {@code +-score_max_eval}. One instance per thread; call {@link #tablesChanged} after the tables change.
 */
public final class MoveSearcher {
    /** The outcome for one position. */
    public record Result(boolean dropped, PositionLeaves leaves, double agreement, int rank, double objective,
                         int moves, long nodes) {}

    private final Evaluator prototype;
    private final SearchOptions options;
    private final int depth;
    private final ComparisonObjective objective;
    private final TranspositionTable tt = new TranspositionTable(4);
    private final SearchLimits limits = new SearchLimits();
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] values = new int[MoveGenerator.MAX_MOVES];
    private final int[][] lines = new int[MoveGenerator.MAX_MOVES][];
    private final int[] others = new int[MoveGenerator.MAX_MOVES];
    /** The mate test's move list ({@link #moves} holds the root's moves meanwhile). */
    private final int[] mateScratch = new int[MoveGenerator.MAX_MOVES];
    private Search search;
    private Evaluator leafEval;
    private Position child;
    private Position leaf;

    public MoveSearcher(Evaluator evaluator, SearchOptions options, int depth, ComparisonObjective objective) {
        this.prototype = evaluator;
        this.options = options.copy();
        this.options.multiPv = 1;
        this.options.depthLimit = 0;
        this.options.nodesLimit = 0;
        this.depth = depth;
        this.objective = objective;
        limits.depth = depth - 1;
        tablesChanged();
    }

    /** Fresh evaluators (they may cache table sums) and an empty transposition table. */
    public void tablesChanged() {
        search = new Search(tt, prototype.copy());
        leafEval = prototype.copy();
        tt.clear();
    }

    /**
     * Searches every legal move of {@code root} (not modified), whose game continued with {@code recordMove}.
     * {@code ply} is stored with the leaves.
     */
    public Result search(Position root, int recordMove, int ply) {
        int n = MoveGenerator.generateAll(root, moves, 0);
        int rec = -1;
        for (int i = 0; i < n; i++) {
            if (moves[i] == recordMove) {
                rec = i;
            }
        }
        if (rec < 0) {
            throw new IllegalArgumentException("the record move is not legal in " + root.sfen());
        }
        // The record move first, as in Bonanza.
        moves[rec] = moves[0];
        moves[0] = recordMove;
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            nodes += searchMove(root, i);
        }
        int recValue = values[0];
        if (Score.isMate(recValue)) {
            return new Result(true, null, 0, 0, 0, n, nodes);
        }
        int kept = 1;
        int above = 0;
        int below = 0;
        double window = objective.window();
        double j = 0;
        for (int i = 1; i < n; i++) {
            others[i - 1] = values[i];
            double x = (double) values[i] - recValue;
            j += objective.t(x);
            if (x >= window) {
                above++;
            } else if (x <= -window) {
                below++;
            } else {
                lines[kept++] = lines[i];
            }
        }
        double agreement = Agreement.of(recValue, others, n - 1);
        int rank = Agreement.rank(recValue, others, n - 1);
        PositionLeaves leaves = new PositionLeaves(ply, PositionLeaves.pack(lines, kept), above, below);
        return new Result(false, leaves, agreement, rank, j, n, nodes);
    }

    /** Searches move {@code i}: sets {@code values[i]} and {@code lines[i]}; returns the nodes searched. */
    private long searchMove(Position root, int i) {
        child = root.copyInto(child);
        child.doMove(moves[i]);
        if (GameEnd.isMated(child, mateScratch)) {
            values[i] = Score.mateIn(1);
            lines[i] = new int[] {moves[i]};
            return 1;
        }
        long nodes;
        int[] pv;
        int score;
        if (depth <= 1) {
            score = -search.qsearch(child, options);
            pv = search.lastQsearchPv();
            nodes = search.nodes();
        } else {
            SearchResult r = search.go(child, limits, options, QuietListener.INSTANCE);
            score = -r.score;
            pv = r.pv();
            nodes = r.nodes;
        }
        leaf = child.copyInto(leaf);
        for (int m : pv) {
            leaf.doMove(m);
        }
        int[] tail = new int[0];
        if (depth > 1 && !Score.isMate(score) && !GameEnd.isMated(leaf, mateScratch)) {
            search.qsearch(leaf, options);
            tail = search.lastQsearchPv();
            nodes += search.nodes();
            for (int m : tail) {
                leaf.doMove(m);
            }
        }
        int[] line = new int[1 + pv.length + tail.length];
        line[0] = moves[i];
        System.arraycopy(pv, 0, line, 1, pv.length);
        System.arraycopy(tail, 0, line, 1 + pv.length, tail.length);
        lines[i] = line;
        values[i] = Score.isMate(score) ? score : LeafValue.of(leafEval, leaf, root.sideToMove());
        return nodes;
    }
}
