package kirin.core.search;

/**
 * The search's on/off switches: each pruning, reduction and extension that a match has kept (on) or not yet kept
 * (off), read once through {@link Ablation} so that {@code -Dkirin.flip=NAME} sets one the other way for an
 * experiment without a rebuild. As {@code static final} fields they cost nothing in the hot path: the JIT folds the
 * branches they guard. The numbers these steps use live in {@link SearchParams}; the steps themselves are numbered
 * in {@link AlphaBeta#search}.
 */
final class SearchSwitches {
    private SearchSwitches() {}

    /** Step 9: null-move pruning at cut nodes. */
    static final boolean NULL_MOVE = Ablation.flag("NULL_MOVE", true);
    /** Step 15: late moves are searched shallower first. */
    static final boolean LATE_MOVE_REDUCTIONS = Ablation.flag("LATE_MOVE_REDUCTIONS", true);
    /** Step 13: futility pruning of captures and quiet moves that cannot reach alpha. */
    static final boolean FUTILITY = Ablation.flag("FUTILITY", true);
    /** Step 8: reverse futility pruning (static evaluation far above beta). */
    static final boolean REVERSE_FUTILITY = Ablation.flag("REVERSE_FUTILITY", true);
    /** Step 13: moves that lose material by SEE beyond a depth margin are pruned. */
    static final boolean SEE_PRUNING = Ablation.flag("SEE_PRUNING", true);
    /** Step 7: a node not in check looks for a mate in one ({@link Mate1}). */
    static final boolean MATE_ONE = Ablation.flag("MATE_ONE", true);
    /** The quiescence search looks for a mate in one after the stand pat. */
    static final boolean QSEARCH_MATE_ONE = Ablation.flag("QSEARCH_MATE_ONE", true);
    /** Step 6: razoring (static evaluation far below alpha: ask the quiescence search). */
    static final boolean RAZORING = Ablation.flag("RAZORING", true);
    /** Step 10: ProbCut. */
    static final boolean PROBCUT = Ablation.flag("PROBCUT", true);
    /** Step 14: singular extension of a table move much better than the others. */
    static final boolean SINGULAR_EXTENSION = Ablation.flag("SINGULAR_EXTENSION", true);
    /** A singular move far above the others (a non-PV node) is extended by two plies, not one. */
    static final boolean DOUBLE_EXTENSION = Ablation.flag("DOUBLE_EXTENSION", true);
    /** Step 11: internal iterative reduction of nodes the table does not know. */
    static final boolean INTERNAL_ITERATIVE_REDUCTION = Ablation.flag("INTERNAL_ITERATIVE_REDUCTION", true);
    /** Step 13: quiet moves with a bad history are pruned at shallow depth. */
    static final boolean HISTORY_PRUNING = Ablation.flag("HISTORY_PRUNING", true);
    /** Step 13: move-count pruning (late quiet moves skipped). */
    static final boolean MOVE_COUNT_PRUNING = Ablation.flag("MOVE_COUNT_PRUNING", true);
    /** A table cut-off teaches the history as a searched one would: bonus to a quiet table move, or malus. */
    static final boolean TT_CUTOFF_HISTORY = Ablation.flag("TT_CUTOFF_HISTORY", true);
    /**
     * The opponent's last move learns from this node: a quiet move it tried early that is refuted here gets a
     * malus; a quiet move that makes every move here fail low gets a bonus.
     */
    static final boolean PRIOR_MOVE_HISTORY = Ablation.flag("PRIOR_MOVE_HISTORY", true);
    /** The static evaluation is corrected by what the search has learnt about similar positions. */
    static final boolean CORRECTION_HISTORY = Ablation.flag("CORRECTION_HISTORY", true);
    /**
     * A quiet check that loses the checking piece is pruned like any quiet move (move count, SEE); checks that
     * keep their piece stay exempt, as mates are made with them.
     */
    static final boolean LOSING_CHECK_PRUNING = Ablation.flag("LOSING_CHECK_PRUNING", true);
    /**
     * In check in the quiescence search, once an evasion has been searched and the king is not mated, the other
     * evasions are tried only if they do not lose material by SEE, and quiet ones only with a good continuation
     * history: interposing drops are many and rarely better.
     */
    static final boolean QSEARCH_EVASION_PRUNING = Ablation.flag("QSEARCH_EVASION_PRUNING", true);
    /** Out of check in the quiescence search, from the third move on only checks and recaptures are tried. */
    static final boolean QSEARCH_MOVE_COUNT = Ablation.flag("QSEARCH_MOVE_COUNT", true);
    /**
     * Checks that do not lose material by SEE are searched a ply deeper. Without it the old, nearly full-width
     * search lost clearly (movetime 100, 34-59-1, Elo -95 +/- 74, 2026-11-23): in shogi, checks are how games are
     * decided.
     */
    static final boolean CHECK_EXTENSION = Ablation.flag("CHECK_EXTENSION", false);
    /*
     * Off until a match keeps them: HEAVY_MALUS, SMALL_RFP_MARGIN, DEEPER_SHALLOWER and ALPHA_RAISE_REDUCTION all on
     * lost to all off (nodes:40000, seed 4848, 81-104-8, Elo -41.6 +/- 48.6, 2026-11-25); REPETITION_HAND_HINTS is
     * untested. Each is to be measured alone with -Dkirin.flip=NAME.
     */
    /**
     * The moves tried before the best one get a malus several times the best move's bonus at low depth (as
     * YaneuraOu's), not the same amount: one refutation says more about the moves that failed than about the one that
     * worked.
     */
    static final boolean HEAVY_MALUS = Ablation.flag("HEAVY_MALUS", false);
    /** Reverse futility margin of 90 per ply (70 at a cut node the table does not know), not 118 (85). */
    static final boolean SMALL_RFP_MARGIN = Ablation.flag("SMALL_RFP_MARGIN", false);
    /**
     * After a reduced search fails high, the full-depth re-search goes a ply deeper if the move beat the best value
     * by a margin and a ply shallower if it barely did.
     */
    static final boolean DEEPER_SHALLOWER = Ablation.flag("DEEPER_SHALLOWER", false);
    /** At a PV node, once a move has raised alpha, the remaining moves are searched two plies shallower. */
    static final boolean ALPHA_RAISE_REDUCTION = Ablation.flag("ALPHA_RAISE_REDUCTION", false);
    /**
     * A position whose board recurs with more pieces in the side to move's hand (superior) scores as a big gain,
     * with fewer (inferior) as a big loss: whoever walked into the cycle gave material away for nothing, and each
     * lap gives more (YaneuraOu scores these near a win).
     */
    static final boolean REPETITION_HAND_HINTS = Ablation.flag("REPETITION_HAND_HINTS", false);
    /** Probe and store the table at every quiescence node (false: only at the first one and in check). */
    static final boolean QSEARCH_TT_ALL = true;
}
