package kirin.core.search;

import kirin.core.Color;
import kirin.core.Declaration;
import kirin.core.EnteringKingRule;
import kirin.core.Evaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;
import kirin.core.Repetition;

/**
 * The recursive part of the search for one thread: principal-variation negamax with a quiescence search below
 * depth 0. Moves come from a staged {@link MovePicker} per ply; what the thread learns about moves lives in its
 * {@link History}. Everything it needs per ply lives in arrays allocated once, so a node allocates nothing.
 *
 * <p>Each pruning, reduction and extension is behind a named switch or constant so that its worth can be measured
 * with the match runner (README, "Search and options", lists the matches that kept them).
 */
final class AlphaBeta {
    static final int MAX_PLY = 128;

    static final boolean NULL_MOVE = Ablation.flag("NULL_MOVE", true);
    static final boolean LATE_MOVE_REDUCTIONS = Ablation.flag("LATE_MOVE_REDUCTIONS", true);
    static final boolean FUTILITY = Ablation.flag("FUTILITY", true);
    static final boolean REVERSE_FUTILITY = Ablation.flag("REVERSE_FUTILITY", true);
    static final boolean SEE_PRUNING = Ablation.flag("SEE_PRUNING", true);
    static final boolean MATE_ONE = Ablation.flag("MATE_ONE", true);
    static final boolean QSEARCH_MATE_ONE = Ablation.flag("QSEARCH_MATE_ONE", true);
    static final boolean RAZORING = Ablation.flag("RAZORING", true);
    static final boolean PROBCUT = Ablation.flag("PROBCUT", true);
    static final boolean SINGULAR_EXTENSION = Ablation.flag("SINGULAR_EXTENSION", true);
    /** A singular move far above the others (a non-PV node) is extended by two plies, not one. */
    static final boolean DOUBLE_EXTENSION = Ablation.flag("DOUBLE_EXTENSION", true);
    static final boolean INTERNAL_ITERATIVE_REDUCTION = Ablation.flag("INTERNAL_ITERATIVE_REDUCTION", true);
    static final boolean HISTORY_PRUNING = Ablation.flag("HISTORY_PRUNING", true);
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
    /** The score of a superior repetition (an inferior one scores its negation): far above material, below mates. */
    static final int SUPERIOR_REPETITION = 3000;
    /** Probe and store the table at every quiescence node (false: only at the first one and in check). */
    static final boolean QSEARCH_TT_ALL = true;
    /**
     * From this quiescence ply on (counted from the first quiescence node), only recaptures on the square of the
     * last move are searched, as YaneuraOu does below its DEPTH_QS_RECAPTURES: long capture chains elsewhere on the
     * board rarely change the value but cost many nodes.
     */
    static final int QSEARCH_RECAPTURES_FROM = 5;
    /** How far back the search looks for a repeated position (the game rule looks at the whole game). */
    static final int REPETITION_WINDOW = 32;
    /** Singular extensions are tried from this depth on (the verification search is (depth - 1) / 2 deep). */
    static final int SINGULAR_DEPTH = 6;

    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int n = 1; n < 64; n++) {
                REDUCTION[d][n] = (int) (0.25 + Math.log(d) * Math.log(n) / 2.0);
            }
        }
    }

    /** A frame per ply for the normal search and another for the singular-extension search at the same ply. */
    private static final int FRAMES = 2 * (MAX_PLY + 2);
    private static final int QUIETS_KEPT = 64;
    private static final int CAPTURES_KEPT = 32;

    Position pos;
    final Evaluator eval;
    final TranspositionTable tt;
    final Search owner;
    final History history = new History();
    final CorrectionHistory correction = new CorrectionHistory();
    private final Mate1 mate1 = new Mate1();
    /** {@link #MATE_ONE} for this search: off when its options say so ({@link SearchOptions#mateOneInSearch}). */
    private boolean mateOne = MATE_ONE;

    private final int[] moves = new int[FRAMES * MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[FRAMES * MoveGenerator.MAX_MOVES];
    private final MovePicker[] pickers = new MovePicker[FRAMES];
    private final int[] killer1 = new int[MAX_PLY + 2];
    private final int[] killer2 = new int[MAX_PLY + 2];
    private final int[] staticEval = new int[MAX_PLY + 2];
    /** How many moves the node at each ply had tried when it made the move now being searched. */
    private final int[] moveCounts = new int[MAX_PLY + 2];
    /** The move a singular-extension search at this ply leaves out (0: none). */
    private final int[] excluded = new int[MAX_PLY + 2];
    /** The quiet and capturing moves each frame has tried, for the history malus at its best move. */
    private final int[] quietsTried = new int[FRAMES * QUIETS_KEPT];
    private final int[] capturesTried = new int[FRAMES * CAPTURES_KEPT];
    final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    final int[] pvLength = new int[MAX_PLY + 2];

    long nodes;
    int selDepth;
    /** The depth of the root iteration under way: extensions stop at twice this ply. */
    int rootDepth = 1;
    int rootColor;
    int drawValue;          // internal units, for the root side
    int maxMovesToDraw;
    EnteringKingRule rule;
    /**
     * When set (by {@link Search#qsearch}), the quiescence search takes no table cutoff at PV nodes, so that the
     * principal variation it returns always reaches the position whose value it reports. Off in normal searches.
     */
    boolean exactPv;

    /** The late-move reduction in plies, before adjustments, for the n-th move (from 1) at depth. */
    static int reduction(int depth, int moveNumber) {
        return REDUCTION[Math.min(depth, 63)][Math.min(moveNumber, 63)];
    }

    /** True if the 16-bit table move {@code move16} would take a piece here (drops never do). */
    private boolean ttCaptureMove(int move16) {
        return (move16 & Move.DROP_FLAG) == 0 && pos.pieceOn(move16 & 0x7F) != Piece.EMPTY;
    }

    /** True if {@code move} takes a piece (drops never do). */
    static boolean isCapture(Position pos, int move) {
        return !Move.isDrop(move) && pos.pieceOn(Move.to(move)) != Piece.EMPTY;
    }

    AlphaBeta(Evaluator eval, TranspositionTable tt, Search owner) {
        this.eval = eval;
        this.tt = tt;
        this.owner = owner;
        long[] sortScratch = new long[MoveGenerator.MAX_MOVES];
        for (int f = 0; f < FRAMES; f++) {
            pickers[f] = new MovePicker(moves, scores, history, sortScratch);
        }
    }

    /**
     * Sets up a search of {@code pos} (which the search then owns and modifies) with {@code options}. The history
     * tables are kept from the previous search (cleared by {@link #clearHistory}), as they stay useful from one move
     * of a game to the next.
     */
    void prepare(Position pos, SearchOptions options) {
        this.pos = pos;
        rootColor = pos.sideToMove();
        int cp = rootColor == Color.BLACK ? options.drawValueBlack : options.drawValueWhite;
        drawValue = cp * PieceValue.PAWN / 100;
        maxMovesToDraw = options.maxMovesToDraw;
        rule = options.enteringKingRule;
        mateOne = MATE_ONE && options.mateOneInSearch;
        nodes = 0;
        selDepth = 0;
        rootDepth = 1;
        java.util.Arrays.fill(killer1, 0);
        java.util.Arrays.fill(killer2, 0);
        java.util.Arrays.fill(excluded, 0);
        java.util.Arrays.fill(staticEval, Score.NONE);
    }

    /** Forgets everything learnt about moves (a new game). */
    void clearHistory() {
        history.clear();
        correction.clear();
    }

    /** Draw score for the side to move: the root side gets the draw value, its opponent the negation. */
    private int drawScore() {
        return pos.sideToMove() == rootColor ? drawValue : -drawValue;
    }

    static int toTt(int v, int ply) {
        return v >= Score.MATE_BOUND ? v + ply : v <= -Score.MATE_BOUND ? v - ply : v;
    }

    static int fromTt(int v, int ply) {
        return v >= Score.MATE_BOUND ? v - ply : v <= -Score.MATE_BOUND ? v + ply : v;
    }

    void doMove(int move) {
        pos.doMove(move);
        eval.onMove(pos, move);
    }

    /**
     * Searches the node at {@code ply} (1 or more: the root's moves are searched by {@link Search}) to
     * {@code depth}. {@code cutNode}: a null-window node expected to fail high.
     */
    int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        boolean pvNode = beta - alpha > 1;
        pvLength[ply] = ply;
        if (depth <= 0) {
            return qsearch(alpha, beta, ply, 0);
        }
        nodes++;
        if ((nodes & 1023) == 0) {
            owner.checkTime();
        }
        if (owner.stopped) {
            return 0;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        boolean inCheck = pos.inCheck();
        int excludedMove = excluded[ply];
        boolean singularSearch = excludedMove != 0;
        int frame = singularSearch ? MAX_PLY + 2 + ply : ply;
        if (!singularSearch) {
            int early = terminal(ply);
            if (early != Score.NONE) {
                return early;
            }
            // Mate distance pruning: no line from here can beat a mate already found closer to the root.
            alpha = Math.max(alpha, Score.matedIn(ply));
            beta = Math.min(beta, Score.mateIn(ply + 1));
            if (alpha >= beta) {
                return alpha;
            }
        }
        if (ply >= MAX_PLY) {
            return inCheck ? 0 : eval.evaluate(pos);
        }

        long key = pos.key();
        // The singular-extension search asks a different question of the same position: no table for it.
        long data = singularSearch ? 0 : tt.probe(key);
        int ttMove16 = 0;
        int ttValue = Score.NONE;
        int ttDepth = -100;
        int ttBound = 0;
        if (data != 0) {
            ttMove16 = TranspositionTable.move16(data);
            ttValue = fromTt(TranspositionTable.value(data), ply);
            ttBound = TranspositionTable.bound(data);
            ttDepth = TranspositionTable.depth(data);
            if (!pvNode && ttDepth >= depth
                    && (ttBound == TranspositionTable.BOUND_EXACT
                    || ttBound == TranspositionTable.BOUND_LOWER && ttValue >= beta
                    || ttBound == TranspositionTable.BOUND_UPPER && ttValue <= alpha)) {
                if (TT_CUTOFF_HISTORY && ttMove16 != 0) {
                    ttCutoffStats(ttMove16, depth, ply, ttValue >= beta);
                }
                return ttValue;
            }
        }

        int base = frame * MoveGenerator.MAX_MOVES;
        int staticValue;    // the static evaluation of this node, corrected
        int rawStatic = Score.NONE; // the evaluator's own value, which the table keeps
        int estimate;       // the static evaluation, sharpened by the table's bound when it has one
        boolean improving = false;
        if (inCheck) {
            staticValue = estimate = Score.NONE;
            staticEval[ply] = Score.NONE;
            eval.evaluate(pos); // unused, but an incremental evaluator's children then update from this node
        } else if (singularSearch) {
            // The same node as the caller's: its evaluation and evaluator state are already there.
            staticValue = estimate = staticEval[ply];
        } else {
            // As in qsearch: a stored static evaluation is enough for the cut-offs before any move is made.
            int stored = data != 0 ? TranspositionTable.eval(data) : Score.NONE;
            rawStatic = stored != Score.NONE ? stored : eval.evaluate(pos);
            staticValue = corrected(rawStatic);
            staticEval[ply] = staticValue;
            estimate = staticValue;
            if (ttValue != Score.NONE && Math.abs(ttValue) < Score.MATE_BOUND
                    && (ttBound == TranspositionTable.BOUND_LOWER && ttValue > estimate
                    || ttBound == TranspositionTable.BOUND_UPPER && ttValue < estimate
                    || ttBound == TranspositionTable.BOUND_EXACT)) {
                estimate = ttValue;
            }
        }
        if (!inCheck) {
            int twoBack = ply >= 2 ? staticEval[ply - 2] : Score.NONE;
            int fourBack = ply >= 4 ? staticEval[ply - 4] : Score.NONE;
            improving = twoBack != Score.NONE ? staticValue > twoBack
                    : fourBack != Score.NONE ? staticValue > fourBack : true;
        }

        boolean staticCuts = !inCheck && !pvNode && !singularSearch && Math.abs(beta) < Score.MATE_BOUND;
        // Razoring: far below alpha, only captures can save the node; ask the quiescence search.
        if (staticCuts && RAZORING && estimate < alpha - 470 - 300 * depth * depth) {
            int v = qsearch(alpha - 1, alpha, ply, 0);
            if (v < alpha) {
                return v;
            }
        }
        // A node the table has not seen looks for a mate in one (a node it has seen has done so). After razoring,
        // whose quiescence search has just looked for one in the same position (it finds the same mate, and then
        // does not cut), so the test is not made twice; before reverse futility, whose cut-off the mate's exact
        // score beats: moved after it, the test cost about 30 Elo at fixed nodes (docs/experiments).
        if (mateOne && !inCheck && !singularSearch && data == 0) {
            int v = mateInOne(key, rawStatic, depth, ply);
            if (v != Score.NONE) {
                return v;
            }
        }
        if (staticCuts) {
            int futilityStep = SMALL_RFP_MARGIN ? (cutNode && data == 0 ? 70 : 90) : (cutNode && data == 0 ? 85 : 118);
            if (REVERSE_FUTILITY && depth < 13 && (ttMove16 == 0 || ttCaptureMove(ttMove16))
                    && estimate - futilityStep * (depth - (improving ? 1 : 0)) >= beta
                    && estimate < Score.MATE_BOUND) {
                return beta + (estimate - beta) / 3;
            }
        }
        if (!inCheck && !singularSearch && data != 0 && TranspositionTable.eval(data) != Score.NONE) {
            eval.evaluate(pos); // the children update from this node's evaluator state
        }
        if (NULL_MOVE && cutNode && !inCheck && !singularSearch && estimate >= beta
                && staticValue >= beta - 21 * depth + 260 && pos.lastMove() != Move.NULL
                && Math.abs(beta) < Score.MATE_BOUND) {
            int r = 5 + depth / 3 + Math.min(7, (estimate - beta) / 209);
            pos.doNullMove();
            eval.onNullMove(pos);
            int v = -search(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
            pos.undoNullMove();
            if (owner.stopped) {
                return 0;
            }
            if (v >= beta) {
                return v >= Score.MATE_BOUND ? beta : v;
            }
        }
        // ProbCut: a capture that beats beta by a margin in a shallow search very likely beats beta in a full one.
        int probCutBeta = beta + 189 - (improving ? 53 : 0);
        if (PROBCUT && !inCheck && !pvNode && !singularSearch && depth >= 4 && Math.abs(beta) < Score.MATE_BOUND
                && !(ttValue != Score.NONE && ttDepth >= depth - 3 && ttValue < probCutBeta)) {
            MovePicker pc = pickers[frame];
            pc.initProbCut(pos, base, ttMove16, probCutBeta - staticValue);
            for (int move = pc.next(); move != Move.NONE; move = pc.next()) {
                doMove(move);
                int v = -qsearch(-probCutBeta, -probCutBeta + 1, ply + 1, 0);
                if (v >= probCutBeta) {
                    v = -search(-probCutBeta, -probCutBeta + 1, depth - 4, ply + 1, !cutNode);
                }
                pos.undoMove();
                if (owner.stopped) {
                    return 0;
                }
                if (v >= probCutBeta) {
                    tt.store(key, Move.to16(move), toTt(v, ply), rawStatic, depth - 3,
                            TranspositionTable.BOUND_LOWER);
                    return v;
                }
            }
        }
        // Internal iterative reduction: a node the table knows nothing about is searched a ply shallower first.
        if (INTERNAL_ITERATIVE_REDUCTION && depth >= 4 && ttMove16 == 0 && (pvNode || cutNode)) {
            depth--;
        }

        int previous = pos.lastMove();
        MovePicker picker = pickers[frame];
        picker.initMain(pos, base, ttMove16, killer1[ply], killer2[ply], history.counterMove(previous), depth);
        int ttMove = picker.ttMove();
        boolean ttCapture = ttMove != Move.NONE && isCapture(pos, ttMove);
        int row1 = History.continuationRow(pos, 1);
        int row2 = History.continuationRow(pos, 2);
        int row4 = History.continuationRow(pos, 4);
        int us = pos.sideToMove();

        int bestValue = -Score.INFINITE;
        int bestMove = 0;
        int quietCount = 0;
        int captureCount = 0;
        int quietStart = frame * QUIETS_KEPT;
        int captureStart = frame * CAPTURES_KEPT;
        int moveCount = 0;
        int originalAlpha = alpha;
        boolean skipQuiets = false;
        int lastCaptureSquare = previous != 0 && previous != Move.NULL && pos.lastCaptured() != Piece.EMPTY
                ? Move.to(previous) : -1;
        for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
            if (move == excludedMove) {
                continue;
            }
            moveCount++;
            boolean capture = isCapture(pos, move);
            boolean givesCheck = MoveGenerator.givesCheck(pos, move);
            if (skipQuiets && !capture && !givesCheck && !Move.isPromotion(move)) {
                continue; // what the pruning below does with a quiet move now, without reading its history first
            }
            int newDepth = depth - 1;
            int quietHistory = capture ? 0
                    : 2 * history.butterfly(us, move) + history.continuation(row1, move)
                    + history.continuation(row2, move);

            // Pruning at shallow depth, once a move has been searched and no mate is being escaped.
            if (bestValue > -Score.MATE_BOUND) {
                // Move-count pruning: late quiet moves are skipped.
                if (MOVE_COUNT_PRUNING && !skipQuiets && moveCount >= (3 + depth * depth) / (improving ? 1 : 2)) {
                    skipQuiets = true;
                    picker.stopOrderingQuiets();
                }
                int lmrDepth = Math.max(0, newDepth - reduction(depth, moveCount));
                boolean prunableCheck = LOSING_CHECK_PRUNING && givesCheck && !capture && !Move.isPromotion(move)
                        && !See.ge(pos, move, 0);
                if (capture || givesCheck && !prunableCheck) {
                    if (FUTILITY && capture && !givesCheck && !inCheck && lmrDepth < 7
                            && staticValue + 300 + 238 * lmrDepth
                            + PieceValue.captureGain(Piece.type(pos.pieceOn(Move.to(move)))) <= alpha) {
                        continue;
                    }
                    // Checks are exempt: sacrifices next to the king are how shogi mates are made (without this the
                    // engine found a mate in 5 of a mate-in-3 problem and stopped there).
                    if (SEE_PRUNING && !givesCheck && !See.ge(pos, move, -167 * depth)) {
                        continue;
                    }
                } else if (!Move.isPromotion(move)) {
                    if (skipQuiets) {
                        continue;
                    }
                    if (HISTORY_PRUNING && lmrDepth < 5 && quietHistory < -3000 * depth) {
                        continue;
                    }
                    lmrDepth = Math.max(0, lmrDepth + quietHistory / 8000);
                    if (FUTILITY && !inCheck && lmrDepth < 12
                            && staticValue + (bestValue < staticValue - 45 ? 140 : 43) + 141 * lmrDepth <= alpha) {
                        continue;
                    }
                    if (SEE_PRUNING && !See.ge(pos, move, -25 * lmrDepth * lmrDepth)) {
                        continue;
                    }
                }
            }

            int extension = 0;
            if (ply < 2 * rootDepth) {
                if (SINGULAR_EXTENSION && move == ttMove && !singularSearch && depth >= SINGULAR_DEPTH
                        && ttDepth >= depth - 3 && ttBound != TranspositionTable.BOUND_UPPER
                        && Math.abs(ttValue) < Score.MATE_BOUND) {
                    // Is the hash move much better than every other? Search the others a little shallower.
                    int singularBeta = ttValue - 2 * depth;
                    excluded[ply] = move;
                    int v = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
                    excluded[ply] = 0;
                    if (owner.stopped) {
                        return 0;
                    }
                    if (v < singularBeta) {
                        extension = DOUBLE_EXTENSION && !pvNode && v < singularBeta - 30 ? 2 : 1;
                    } else if (singularBeta >= beta) {
                        return singularBeta; // multi-cut: several moves beat beta
                    } else if (ttValue >= beta) {
                        extension = -1;
                    }
                }
                if (extension == 0 && CHECK_EXTENSION && givesCheck && See.ge(pos, move, 0)) {
                    extension = 1;
                } else if (extension == 0 && pvNode && capture && Move.to(move) == lastCaptureSquare) {
                    extension = 1; // recapture
                }
            }
            newDepth += extension;

            moveCounts[ply] = moveCount;
            doMove(move);
            int v;
            if (LATE_MOVE_REDUCTIONS && depth >= 2 && moveCount > 1 + (pvNode ? 1 : 0)) {
                int r = reduction(depth, moveCount);
                if (pvNode) {
                    r--;
                }
                if (cutNode) {
                    r += 2;
                }
                if (!improving) {
                    r++;
                }
                if (ttCapture && !capture) {
                    r++;
                }
                if (givesCheck) {
                    r--;
                }
                if (capture) {
                    r -= 1 + history.capture(move, Piece.type(pos.lastCaptured())) / 4000;
                } else {
                    r -= (quietHistory - 2000) / 8000;
                }
                int d = Math.max(1, Math.min(newDepth - r, newDepth + 1));
                v = -search(-alpha - 1, -alpha, d, ply + 1, true);
                if (v > alpha && d < newDepth) {
                    if (DEEPER_SHALLOWER) {
                        newDepth += (v > bestValue + 43 + 2 * newDepth ? 1 : 0) - (v < bestValue + 9 ? 1 : 0);
                    }
                    if (d < newDepth) {
                        v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                    }
                }
            } else if (!pvNode || moveCount > 1) {
                v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            } else {
                v = -Score.INFINITE;
            }
            if (pvNode && (moveCount == 1 || v > alpha && v < beta)) {
                v = -search(-beta, -alpha, newDepth, ply + 1, false);
            }
            pos.undoMove();
            if (owner.stopped) {
                return 0;
            }
            if (v > bestValue) {
                bestValue = v;
                if (v > alpha) {
                    bestMove = move;
                    pv[ply][ply] = move;
                    int len = pvLength[ply + 1];
                    System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, len - (ply + 1));
                    pvLength[ply] = Math.max(len, ply + 1);
                    if (v >= beta) {
                        break;
                    }
                    alpha = v;
                    if (ALPHA_RAISE_REDUCTION && depth > 2 && depth < 14 && !Score.isMate(v)) {
                        depth -= 2;
                    }
                }
            }
            if (move != bestMove) {
                if (capture) {
                    if (captureCount < CAPTURES_KEPT) {
                        capturesTried[captureStart + captureCount++] = move;
                    }
                } else if (quietCount < QUIETS_KEPT) {
                    quietsTried[quietStart + quietCount++] = move;
                }
            }
        }
        if (moveCount == 0) {
            // No legal move (other than the excluded one): in shogi the side to move has lost.
            return singularSearch ? alpha : Score.matedIn(ply);
        }
        if (bestMove != 0) {
            updateStats(bestMove, depth, bestValue >= beta, ply, previous, row1, row2, row4, quietStart, quietCount,
                    captureStart, captureCount);
            if (PRIOR_MOVE_HISTORY && bestValue >= beta && !isCapture(pos, bestMove)) {
                earlyPriorMalus(ply, History.bonus(depth + 1));
            }
        } else if (PRIOR_MOVE_HISTORY && !singularSearch && (depth >= 3 || pvNode)) {
            priorMoveUpdate(History.bonus(depth)); // every move failed low: the opponent's move was a good one
        }
        if (!singularSearch) {
            if (CORRECTION_HISTORY && !inCheck && (bestMove == 0 || !isCapture(pos, bestMove))
                    && !Score.isMate(bestValue)
                    && (bestValue < staticValue && bestValue < beta || bestValue > staticValue && bestMove != 0)) {
                correction.update(pos, bestValue, staticValue, depth);
            }
            int bound = bestValue >= beta ? TranspositionTable.BOUND_LOWER
                    : bestValue > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            tt.store(key, Move.to16(bestMove), toTt(bestValue, ply), inCheck ? Score.NONE : rawStatic, depth,
                    bound);
        }
        return bestValue;
    }

    /**
     * Teaches the history tables what this node found: {@code best} gets a bonus scaled by depth, the moves of its
     * kind tried before it a malus; a quiet best move that cut off becomes a killer and the counter move.
     */
    private void updateStats(int best, int depth, boolean cutoff, int ply, int previous, int row1, int row2,
            int row4, int quietStart, int quietCount, int captureStart, int captureCount) {
        int bonus = History.bonus(depth);
        int malus = HEAVY_MALUS ? History.malus(depth) : bonus;
        int us = pos.sideToMove();
        if (!isCapture(pos, best)) {
            history.updateButterfly(us, best, bonus);
            history.updateContinuation(row1, row2, row4, best, bonus);
            for (int i = quietStart; i < quietStart + quietCount; i++) {
                int m = quietsTried[i];
                history.updateButterfly(us, m, -malus);
                history.updateContinuation(row1, row2, row4, m, -malus);
            }
            if (cutoff) {
                if (killer1[ply] != best) {
                    killer2[ply] = killer1[ply];
                    killer1[ply] = best;
                }
                history.setCounterMove(previous, best);
            }
        } else {
            history.updateCapture(best, Piece.type(pos.pieceOn(Move.to(best))), bonus);
        }
        for (int i = captureStart; i < captureStart + captureCount; i++) {
            int m = capturesTried[i];
            history.updateCapture(m, Piece.type(pos.pieceOn(Move.to(m))), -malus);
        }
    }

    /** {@code raw} plus what the correction history says about this position, kept clear of mate scores. */
    private int corrected(int raw) {
        return CORRECTION_HISTORY ? corrected(raw, correction.correction(pos)) : raw;
    }

    private static int corrected(int raw, int correction) {
        return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, raw + correction));
    }

    /**
     * A table cut-off at {@code ply}: a quiet table move that holds the bound above beta gets the bonus a searched
     * cut-off would give it (and is a killer), and the opponent's early quiet move it refutes a malus; one that
     * failed low gets a malus.
     */
    private void ttCutoffStats(int ttMove16, int depth, int ply, boolean failHigh) {
        int move = MoveGenerator.legalFrom16(pos, ttMove16);
        if (move == Move.NONE || isCapture(pos, move)) {
            return;
        }
        int bonus = failHigh ? History.bonus(depth) : -History.bonus(depth);
        int us = pos.sideToMove();
        history.updateButterfly(us, move, bonus);
        history.updateContinuation(History.continuationRow(pos, 1), History.continuationRow(pos, 2),
                History.continuationRow(pos, 4), move, bonus);
        if (failHigh) {
            if (killer1[ply] != move) {
                killer2[ply] = killer1[ply];
                killer1[ply] = move;
            }
            if (PRIOR_MOVE_HISTORY) {
                earlyPriorMalus(ply, History.bonus(depth + 1));
            }
        }
    }

    /** The opponent's last move, if quiet and among the first two it tried, was refuted here: malus. */
    private void earlyPriorMalus(int ply, int malus) {
        if (ply >= 2 && moveCounts[ply - 1] <= 2) {
            priorMoveUpdate(-malus);
        }
    }

    /** Moves the continuation history of the opponent's last move (if a quiet one) by {@code bonus}. */
    private void priorMoveUpdate(int bonus) {
        int previous = pos.lastMove();
        if (previous == Move.NONE || previous == Move.NULL || pos.lastCaptured() != Piece.EMPTY) {
            return;
        }
        history.updateContinuation(History.continuationRow(pos, 2), History.continuationRow(pos, 3),
                History.continuationRow(pos, 5), previous, bonus);
    }

    /**
     * Rules that end the search at an interior node before any move: repetition, entering-king declaration and the
     * move limit. Returns {@link Score#NONE} when none applies.
     */
    private int terminal(int ply) {
        Repetition r = Repetition.of(pos, 1, REPETITION_WINDOW);
        switch (r) {
            case DRAW:
                return drawScore();
            case WIN:
                return Score.mateIn(ply);
            case LOSE:
                return Score.matedIn(ply);
            case SUPERIOR:
                return REPETITION_HAND_HINTS ? SUPERIOR_REPETITION : Score.NONE;
            case INFERIOR:
                return REPETITION_HAND_HINTS ? -SUPERIOR_REPETITION : Score.NONE;
            default:
                break;
        }
        if (rule != EnteringKingRule.NO_ENTERING_KING && rule != EnteringKingRule.TRY_RULE
                && Declaration.canDeclareWin(pos, rule)) {
            return Score.mateIn(ply + 1);
        }
        if (maxMovesToDraw > 0 && pos.gamePly() > maxMovesToDraw) {
            int base = ply * MoveGenerator.MAX_MOVES;
            return MoveGenerator.generateAll(pos, moves, base) == base ? Score.matedIn(ply) : drawScore();
        }
        return Score.NONE;
    }

    /**
     * The mate in one of a node not in check, if {@link Mate1} finds one: stored in the table (exact, deep enough
     * for any search of the node) and made the node's principal variation. {@link Score#NONE} if there is none.
     */
    private int mateInOne(long key, int rawStatic, int depth, int ply) {
        int mate = mate1.find(pos);
        if (mate == Move.NONE) {
            return Score.NONE;
        }
        int v = Score.mateIn(ply + 1);
        tt.store(key, Move.to16(mate), toTt(v, ply), rawStatic, Math.min(depth + 6, 200),
                TranspositionTable.BOUND_EXACT);
        pv[ply][ply] = mate;
        pvLength[ply] = ply + 1;
        return v;
    }

    /** Quiescence search: captures and promotions (all evasions when in check), pruned by SEE. */
    int qsearch(int alpha, int beta, int ply, int qdepth) {
        nodes++;
        pvLength[ply] = ply;
        if ((nodes & 1023) == 0) {
            owner.checkTime();
        }
        if (owner.stopped) {
            return 0;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        int early = terminal(ply);
        if (early != Score.NONE) {
            return early;
        }
        boolean inCheck = pos.inCheck();
        if (ply >= MAX_PLY) {
            return inCheck ? 0 : eval.evaluate(pos);
        }
        long key = pos.key();
        // Deeper quiescence nodes skip the table: each probe is a cache miss, and these subtrees are small.
        boolean useTt = QSEARCH_TT_ALL || qdepth == 0 || inCheck;
        long data = useTt ? tt.probe(key) : 0;
        int ttMove = 0;
        if (data != 0) {
            ttMove = TranspositionTable.move16(data);
            int ttValue = fromTt(TranspositionTable.value(data), ply);
            int ttBound = TranspositionTable.bound(data);
            if (!(exactPv && beta - alpha > 1) && TranspositionTable.depth(data) >= -1
                    && (ttBound == TranspositionTable.BOUND_EXACT
                    || ttBound == TranspositionTable.BOUND_LOWER && ttValue >= beta
                    || ttBound == TranspositionTable.BOUND_UPPER && ttValue <= alpha)) {
                return ttValue;
            }
        }
        int base = ply * MoveGenerator.MAX_MOVES;
        int bestValue;
        int standPat = Score.NONE;
        int rawStandPat = Score.NONE;
        if (inCheck) {
            bestValue = -Score.INFINITE;
            eval.evaluate(pos); // as in search: keeps the incremental evaluation chain unbroken
        } else {
            // A stored static evaluation decides a stand-pat cut-off without touching the evaluator; only a node
            // that goes on to search moves needs the evaluator's state, from which its children update.
            int stored = data != 0 ? TranspositionTable.eval(data) : Score.NONE;
            int correctionHere = CORRECTION_HISTORY ? correction.correction(pos) : 0;
            if (stored != Score.NONE && (stored = corrected(stored, correctionHere)) >= beta) {
                return stored;
            }
            rawStandPat = eval.evaluate(pos);
            standPat = corrected(rawStandPat, correctionHere);
            if (standPat >= beta) {
                return standPat;
            }
            // The mate in one comes after the stand pat: a node that stands pat fails high with or without it
            // (the mate is a higher lower bound, which the parent does not need), and most quiescence nodes do.
            if (QSEARCH_MATE_ONE && data == 0) {
                int mate = mate1.find(pos);
                if (mate != Move.NONE) {
                    pv[ply][ply] = mate;
                    pvLength[ply] = ply + 1;
                    return Score.mateIn(ply + 1);
                }
            }
            bestValue = standPat;
            if (standPat > alpha) {
                alpha = standPat;
            }
        }
        MovePicker picker = pickers[ply];
        picker.initQuiescence(pos, base, ttMove);
        int originalAlpha = alpha;
        int bestMove = 0;
        int previous = pos.lastMove();
        boolean previousIsMove = previous != Move.NULL && previous != Move.NONE;
        int recaptureSquare = qdepth >= QSEARCH_RECAPTURES_FROM && previousIsMove ? Move.to(previous) : -1;
        int lastSquare = previousIsMove ? Move.to(previous) : -1;
        int row1 = inCheck && QSEARCH_EVASION_PRUNING ? History.continuationRow(pos, 1) : 0;
        int moveCount = 0;
        for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
            moveCount++;
            if (inCheck) {
                if (QSEARCH_EVASION_PRUNING && bestValue > -Score.MATE_BOUND) {
                    if (!isCapture(pos, move) && history.continuation(row1, move) <= 0) {
                        continue;
                    }
                    if (!See.ge(pos, move, -74)) {
                        continue;
                    }
                }
            } else {
                if (recaptureSquare >= 0 && Move.to(move) != recaptureSquare) {
                    continue;
                }
                if (QSEARCH_MOVE_COUNT && moveCount > 2 && Move.to(move) != lastSquare
                        && !MoveGenerator.givesCheck(pos, move)) {
                    continue;
                }
                int victim = pos.pieceOn(Move.to(move));
                // Delta pruning: even winning this piece outright cannot lift the score to alpha.
                int gain = (victim == Piece.EMPTY ? 0 : PieceValue.captureGain(Piece.type(victim)))
                        + (Move.isPromotion(move) ? PieceValue.promotionGain(Piece.type(Move.piece(move))) : 0);
                if (standPat + gain + 200 <= alpha) {
                    continue;
                }
                // SEE runs here, not in the ordering: only the moves that get this far need it.
                if (!See.ge(pos, move, 0)) {
                    continue;
                }
            }
            doMove(move);
            int v = -qsearch(-beta, -alpha, ply + 1, qdepth + 1);
            pos.undoMove();
            if (owner.stopped) {
                return 0;
            }
            if (v > bestValue) {
                bestValue = v;
                if (v > alpha) {
                    bestMove = move;
                    alpha = v;
                    pv[ply][ply] = move;
                    int len = pvLength[ply + 1];
                    System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, len - (ply + 1));
                    pvLength[ply] = Math.max(len, ply + 1);
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        if (inCheck && bestValue == -Score.INFINITE) {
            return Score.matedIn(ply); // no evasion
        }
        int bound = bestValue >= beta ? TranspositionTable.BOUND_LOWER
                : bestValue > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
        if (useTt) {
            tt.store(key, Move.to16(bestMove), toTt(bestValue, ply), inCheck ? Score.NONE : rawStandPat, -1, bound);
        }
        return bestValue;
    }
}
