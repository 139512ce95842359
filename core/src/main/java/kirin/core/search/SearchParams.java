package kirin.core.search;

/**
 * The search's tuned numbers in one place: margins, reductions and depth limits of each step of
 * {@link AlphaBeta#search} (whose comments number the steps: "Step 8" below is {@code // Step 8.} there) and of the
 * quiescence search. Values are in internal evaluation units (a pawn is {@link kirin.core.PieceValue#PAWN}) and
 * plies. They are compile-time constants: the code that reads them compiles exactly as if the numbers were written
 * in place. Whether a step runs at all is a switch in {@link SearchSwitches}.
 */
final class SearchParams {
    private SearchParams() {}

    // ---- limits ----

    /** How far back the search looks for a repeated position (the game rule looks at the whole game). */
    static final int REPETITION_WINDOW = 32;
    /** The score of a superior repetition (an inferior one scores its negation): far above material, below mates. */
    static final int SUPERIOR_REPETITION = 3000;

    // ---- Step 6. Razoring: estimate < alpha - RAZOR_BASE - RAZOR_DEPTH2 * depth^2 ----

    /** Razoring margin, constant part. */
    static final int RAZOR_BASE = 470;
    /** Razoring margin, per squared ply of depth. */
    static final int RAZOR_DEPTH2 = 300;

    // ---- Step 8. Reverse futility: estimate - step * (depth - improving) >= beta, below RFP_DEPTH ----

    /** Reverse futility pruning applies below this depth. */
    static final int RFP_DEPTH = 13;
    /** Reverse futility margin per ply. */
    static final int RFP_STEP = 118;
    /** Reverse futility margin per ply at a cut node the table does not know. */
    static final int RFP_STEP_NEW_CUT = 85;
    /** {@link #RFP_STEP} when {@link SearchSwitches#SMALL_RFP_MARGIN} is on. */
    static final int RFP_SMALL_STEP = 90;
    /** {@link #RFP_STEP_NEW_CUT} when {@link SearchSwitches#SMALL_RFP_MARGIN} is on. */
    static final int RFP_SMALL_STEP_NEW_CUT = 70;
    /** A reverse-futility cut returns beta plus this fraction (1/n) of the estimate's excess over beta. */
    static final int RFP_RETURN_DIVISOR = 3;

    // ---- Step 9. Null move: static >= beta - NMP_DEPTH * depth + NMP_BASE ----

    /** Null-move condition: margin per ply of depth. */
    static final int NMP_DEPTH = 21;
    /** Null-move condition: constant part. */
    static final int NMP_BASE = 260;
    /** Null-move reduction R = NMP_R_BASE + depth / NMP_R_DEPTH_DIVISOR + min(NMP_R_EVAL_MAX, excess / NMP_R_EVAL). */
    static final int NMP_R_BASE = 5;
    /** Null-move reduction: one more ply per this many plies of depth. */
    static final int NMP_R_DEPTH_DIVISOR = 3;
    /** Null-move reduction: at most this many plies for the estimate's excess over beta. */
    static final int NMP_R_EVAL_MAX = 7;
    /** Null-move reduction: one more ply per this much of the estimate's excess over beta. */
    static final int NMP_R_EVAL = 209;

    // ---- Step 10. ProbCut: a capture beating beta + PROBCUT_MARGIN (- PROBCUT_IMPROVING) ----

    /** ProbCut's margin above beta. */
    static final int PROBCUT_MARGIN = 189;
    /** ProbCut's margin is this much smaller when the position is improving. */
    static final int PROBCUT_IMPROVING = 53;
    /** ProbCut is tried from this depth on. */
    static final int PROBCUT_DEPTH = 4;
    /** ProbCut's verification search is this many plies shallower than the node. */
    static final int PROBCUT_REDUCTION = 4;
    /**
     * A table value at most this many plies shallower than the node and below ProbCut's beta skips ProbCut; a
     * ProbCut cut-off is stored this many plies shallower than the node.
     */
    static final int PROBCUT_TT_REDUCTION = 3;

    // ---- Step 11. Internal iterative reduction ----

    /** Nodes without a table move are searched a ply shallower from this depth on. */
    static final int IIR_DEPTH = 4;

    // ---- Step 13. Pruning at shallow depth ----

    /** Move-count pruning: quiet moves are skipped from move (MOVE_COUNT_BASE + depth^2) / (improving ? 1 : 2). */
    static final int MOVE_COUNT_BASE = 3;
    /** Capture futility applies below this reduced depth. */
    static final int CAPTURE_FUTILITY_DEPTH = 7;
    /** Capture futility margin: static + base + per-ply * lmrDepth + the victim's value <= alpha prunes. */
    static final int CAPTURE_FUTILITY_BASE = 300;
    /** Capture futility margin per ply of reduced depth. */
    static final int CAPTURE_FUTILITY_STEP = 238;
    /** Captures (not checks) losing more than this times depth by SEE are pruned. */
    static final int SEE_CAPTURE_STEP = 167;
    /** History pruning applies below this reduced depth. */
    static final int HISTORY_PRUNING_DEPTH = 5;
    /** Quiet moves whose history is below minus this times depth are pruned. */
    static final int HISTORY_PRUNING_STEP = 3000;
    /** The reduced depth of a quiet move gains a ply per this much history (loses one per this much below zero). */
    static final int HISTORY_DEPTH_DIVISOR = 8000;
    /** Quiet futility applies below this reduced depth. */
    static final int QUIET_FUTILITY_DEPTH = 12;
    /** Quiet futility margin, constant part, when the best value so far is not far below the static value. */
    static final int QUIET_FUTILITY_BASE = 43;
    /** Quiet futility margin, constant part, when the best value is more than QUIET_FUTILITY_GAP below static. */
    static final int QUIET_FUTILITY_BASE_BEHIND = 140;
    /** How far below the static value the best value must be for {@link #QUIET_FUTILITY_BASE_BEHIND}. */
    static final int QUIET_FUTILITY_GAP = 45;
    /** Quiet futility margin per ply of reduced depth. */
    static final int QUIET_FUTILITY_STEP = 141;
    /** Quiet moves losing more than this times lmrDepth^2 by SEE are pruned. */
    static final int SEE_QUIET_STEP = 25;

    // ---- Step 14. Extensions ----

    /** Singular extensions are tried from this depth on (the verification search is (depth - 1) / 2 deep). */
    static final int SINGULAR_DEPTH = 6;
    /** The table entry must be at most this many plies shallower than the node for a singular extension. */
    static final int SINGULAR_TT_REDUCTION = 3;
    /** The singular search's beta is the table value minus this times depth. */
    static final int SINGULAR_BETA_STEP = 2;
    /** A singular move this far below the singular beta gets two plies ({@link SearchSwitches#DOUBLE_EXTENSION}). */
    static final int DOUBLE_EXTENSION_MARGIN = 30;

    // ---- Step 15. Late move reductions ----

    /** Base reduction of the n-th move at depth d: LMR_BASE + ln(d) * ln(n) / LMR_DIVISOR, truncated. */
    static final double LMR_BASE = 0.25;
    /** See {@link #LMR_BASE}. */
    static final double LMR_DIVISOR = 2.0;
    /** A capture's reduction shrinks by a ply per this much capture history. */
    static final int LMR_CAPTURE_HISTORY = 4000;
    /** A quiet move's reduction shrinks by a ply per this much history above {@link #LMR_QUIET_HISTORY_OFFSET}. */
    static final int LMR_QUIET_HISTORY = 8000;
    /** See {@link #LMR_QUIET_HISTORY}. */
    static final int LMR_QUIET_HISTORY_OFFSET = 2000;
    /** {@link SearchSwitches#DEEPER_SHALLOWER}: a ply deeper when the move beat the best by this + 2 * depth. */
    static final int DEEPER_MARGIN = 43;
    /** {@link SearchSwitches#DEEPER_SHALLOWER}: a re-search a ply shallower when the move beat the best by less. */
    static final int SHALLOWER_MARGIN = 9;

    // ---- quiescence search ----

    /**
     * From this quiescence ply on (counted from the first quiescence node), only recaptures on the square of the
     * last move are searched, as YaneuraOu does below its DEPTH_QS_RECAPTURES: long capture chains elsewhere on the
     * board rarely change the value but cost many nodes.
     */
    static final int QSEARCH_RECAPTURES_FROM = 5;
    /** Out of check, after this many moves only checks and moves to the last move's square are tried. */
    static final int QSEARCH_MOVES = 2;
    /** Delta pruning: a capture that cannot lift stand pat + gain + this margin to alpha is skipped. */
    static final int DELTA_MARGIN = 200;
    /** In check, once an evasion holds, the others must not lose more than this by SEE. */
    static final int QSEARCH_EVASION_SEE = 74;

    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int n = 1; n < 64; n++) {
                REDUCTION[d][n] = (int) (LMR_BASE + Math.log(d) * Math.log(n) / LMR_DIVISOR);
            }
        }
    }

    /** The late-move reduction in plies, before adjustments, for the n-th move (from 1) at depth. */
    static int reduction(int depth, int moveNumber) {
        return REDUCTION[Math.min(depth, 63)][Math.min(moveNumber, 63)];
    }
}
