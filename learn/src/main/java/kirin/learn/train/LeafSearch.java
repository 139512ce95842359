package kirin.learn.train;

import kirin.core.Evaluator;
import kirin.core.Position;
import kirin.core.search.Search;
import kirin.core.search.SearchOptions;
import kirin.core.search.TranspositionTable;

/**
 * The learner's "shallow" value (interop.md 3.3): a quiescence search of the training position
 * ({@link Search#qsearch}), its principal variation played out, and the evaluation of that leaf from the root side's
 * point of view. The gradient then goes to the leaf's features. One instance per thread; the transposition table is
 * its own and is cleared every 1000 searches, as in YaneuraOu. After the tables change, call {@link #tablesChanged}.
 */
public final class LeafSearch {
    /**
     * The result of one search: the leaf, its PV from the root, the values. The leaf position is this searcher's
     * own buffer, valid until its next {@link #search}: copy it to keep it.
     */
    public record Leaf(Position position, int[] pv, int shallow, int qsearchValue) {}

    private static final int CLEAR_EVERY = 1000;

    private final TranspositionTable tt;
    private final Evaluator prototype;
    private Search search;
    /** The search's own evaluator: after a search it still holds the root's state, from which the leaf is valued. */
    private Evaluator searchEval;
    /** The leaf of the last search, reused (a position's history arrays are ~25 KB). */
    private Position leafBuffer;
    private final SearchOptions options;
    private int calls;


    /**
     * {@code evaluator} is copied (one for the search, one for the leaf). The table is the one for a search of depth 0
     * ({@link TranspositionTable#kilobytesForDepth}, 16 KB): a quiescence search visits a handful of nodes, and a
     * table in the core's first-level cache serves it as well as a large one.
     */
    public LeafSearch(Evaluator evaluator, SearchOptions options) {
        this.tt = TranspositionTable.ofKilobytes(TranspositionTable.kilobytesForDepth(0));
        this.prototype = evaluator;
        this.options = options;
        tablesChanged();
    }

    /**
     * Call after the evaluation tables change (after each {@code LearnWeights.update} and {@code writeTo}): makes
     * fresh evaluator copies, since an evaluator may cache table sums ({@code KppEvaluator}'s eval hash), and
     * clears the transposition table, whose values came from the old tables.
     */
    public void tablesChanged() {
        searchEval = prototype.copy();
        search = new Search(tt, searchEval);
        tt.clear();
    }

    public LeafSearch(Evaluator evaluator) {
        this(evaluator, new SearchOptions());
    }

    /**
     * Searches {@code root} (not modified). {@code shallow} is the static evaluation of the PV leaf for the side to
     * move at the root; {@code qsearchValue} is what the quiescence search returned (equal to {@code shallow} unless
     * the line ends in a mate or a rule ending, or the evaluator clamps).
     */
    public Leaf search(Position root) {
        if (++calls % CLEAR_EVERY == 0) {
            tt.clear();
        }
        int v = search.qsearch(root, options);
        int[] pv = search.lastQsearchPv();
        // The search left its evaluator with the root's state at the root's ply (it computed it once, in full):
        // the leaf is valued from there, one incremental step per PV move, instead of by a second full sum. The
        // value is the same to the unit (the sums are exact either way).
        Position leaf = leafBuffer = root.copyInto(leafBuffer);
        int e = searchEval.evaluate(leaf);
        for (int m : pv) {
            leaf.doMove(m);
            searchEval.onMove(leaf, m);
            e = searchEval.evaluate(leaf);
        }
        int shallow = leaf.sideToMove() == root.sideToMove() ? e : -e;
        return new Leaf(leaf, pv, shallow, v);
    }
}
