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
    /** The result of one search: the leaf (a copy, safe to keep), its PV from the root, the values. */
    public record Leaf(Position position, int[] pv, int shallow, int qsearchValue) {}

    private static final int CLEAR_EVERY = 1000;

    private final TranspositionTable tt;
    private final Evaluator prototype;
    private Search search;
    private Evaluator leafEval;
    private final SearchOptions options;
    private int calls;

    /** {@code evaluator} is copied (one for the search, one for the leaf); {@code ttMegabytes} sizes the table. */
    public LeafSearch(Evaluator evaluator, int ttMegabytes, SearchOptions options) {
        this.tt = new TranspositionTable(ttMegabytes);
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
        search = new Search(tt, prototype.copy());
        leafEval = prototype.copy();
        tt.clear();
    }

    public LeafSearch(Evaluator evaluator) {
        this(evaluator, 1, new SearchOptions());
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
        Position leaf = root.copy();
        for (int m : pv) {
            leaf.doMove(m);
        }
        leafEval.reset(leaf);
        int e = leafEval.evaluate(leaf);
        int shallow = leaf.sideToMove() == root.sideToMove() ? e : -e;
        return new Leaf(leaf, pv, shallow, v);
    }
}
