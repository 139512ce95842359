package kirin.core;

/**
 * The seam between search and evaluation. The search calls {@link #reset} on the root position, {@link #onMove}
 * after every {@link Position#doMove} and {@link #onNullMove} after every {@link Position#doNullMove}; undo needs
 * no call because an incremental evaluator keeps its state per ply (indexed by {@link Position#ply()}), so going
 * back a ply simply uses the older entry. {@link #evaluate} answers for the position as it stands; {@link #prepare}
 * only brings the state up to date, at a node whose value the search does not need but whose children it evaluates.
 *
 * <p>One instance per search thread: implementations may keep mutable per-ply state.
 */
public interface Evaluator {
    /**
     * Brings the state of {@code pos} up to date at the root of a search: from scratch, or, in an incremental
     * evaluator, from the previous ply's state when that one belongs to the position before {@code pos}'s last move.
     */
    void reset(Position pos);

    /** Updates the state after {@code pos.doMove(move)}; {@link Position#lastCaptured()} tells what was taken. */
    void onMove(Position pos, int move);

    /** Updates the state after {@code pos.doNullMove()}. */
    void onNullMove(Position pos);

    /** The value of {@code pos} for the side to move, in internal units (pawn = 90). */
    int evaluate(Position pos);

    /**
     * Brings the state of {@code pos} up to date without computing its value: the search calls this instead of
     * {@link #evaluate} at a node whose static value it does not use (in check, or valued from the transposition
     * table) but whose children it goes on to evaluate, so that an incremental evaluator updates them from this
     * node's state rather than from scratch. An evaluator whose state is cheaper than its value (NNUE: the
     * accumulator without the dense layers) overrides it; this default evaluates and drops the value, which is right
     * wherever the state and the value are the same work (KPP's incremental sums).
     */
    default void prepare(Position pos) {
        evaluate(pos);
    }

    /** A fresh instance with the same parameters, for another search thread. */
    Evaluator copy();
}
