package kirin.eval;

import kirin.core.Position;

/**
 * The bookkeeping both incremental evaluators ({@link KppEvaluator}, {@link kirin.eval.nnue.NnueEvaluator}) keep
 * beside their per-ply state: {@code valid[ply]}, whether that ply's state is up to date, and {@code stateKey[ply]},
 * the key of the position a {@code reset} computed there (0 once a search move reuses the ply), so that a reset one
 * ply deeper may continue from it only while it is still that position's. The arrays stay the evaluators' own
 * fields, read directly in their hot paths; these static helpers (inlined by the JIT, allocating nothing) only say
 * what a reset and a move do to them. The caller has grown both arrays past {@code pos.ply()}.
 */
public final class PlyStates {
    private PlyStates() {}

    /**
     * A reset at {@code pos}: marks its ply stale and as holding {@code pos}'s state, and returns true if the state
     * of the ply before belongs to the position before the last move, so that the caller may update incrementally
     * from it (false: it computes from scratch).
     */
    public static boolean reset(boolean[] valid, long[] stateKey, Position pos) {
        int ply = pos.ply();
        valid[ply] = false;
        boolean continues = ply > 0 && valid[ply - 1] && stateKey[ply - 1] == pos.keyBefore(1);
        stateKey[ply] = pos.key();
        return continues;
    }

    /** A move (or null move) made in a search reaches {@code ply}: its state is stale and no reset's any more. */
    public static void moved(boolean[] valid, long[] stateKey, int ply) {
        valid[ply] = false;
        stateKey[ply] = 0;
    }
}
