package kirin.learn.bonanza;

import kirin.core.Evaluator;
import kirin.core.Position;

/** The static evaluation of a leaf from the root side's point of view (the value training works on). */
final class LeafValue {
    private LeafValue() {}

    static int of(Evaluator e, Position leaf, int rootColor) {
        e.reset(leaf);
        int v = e.evaluate(leaf);
        return leaf.sideToMove() == rootColor ? v : -v;
    }
}
