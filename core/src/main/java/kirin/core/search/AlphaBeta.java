package kirin.core.search;

import static kirin.core.search.SearchParams.*;
import static kirin.core.search.SearchSwitches.*;

import kirin.core.Color;
import kirin.core.Evaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;

/**
 * The recursive part of the search for one thread: principal-variation negamax, with the quiescence search it
 * extends ({@link QuiescenceSearch}) below depth 0. Moves come from a staged {@link MovePicker} per ply; what the
 * thread learns about moves lives in its {@link History}, taught by {@link HistoryUpdates}. Everything it needs per
 * ply lives in arrays allocated once, so a node allocates nothing.
 *
 * <p>The steps of {@link #search} are numbered in comments ({@code // Step 8. Reverse futility pruning}) so that
 * the documentation can point at them. Each pruning, reduction and extension is behind a switch of
 * {@link SearchSwitches} and its numbers are constants of {@link SearchParams}, so that its worth can be measured
 * with the match runner.
 */
final class AlphaBeta extends QuiescenceSearch {
    /** The deepest ply a search reaches; per-ply arrays have room for two more. */
    static final int MAX_PLY = 128;

    /** {@link SearchSwitches#MATE_ONE} here: off if the options say so ({@link SearchOptions#mateOneInSearch}). */
    private boolean mateOne = MATE_ONE;
    /** Killers, tried moves and move counts, and the history updates at the end of a node. */
    final HistoryUpdates stats = new HistoryUpdates(history);
    private final int[] staticEval = new int[MAX_PLY + 2];
    /** The move a singular-extension search at this ply leaves out (0: none). */
    private final int[] excluded = new int[MAX_PLY + 2];
    /** The depth of the root iteration under way: extensions stop at twice this ply. */
    int rootDepth = 1;

    AlphaBeta(Evaluator eval, TranspositionTable tt, Search owner) {
        super(eval, tt, owner);
    }

    /** The late-move reduction in plies, before adjustments, for the n-th move (from 1) at depth. */
    static int reduction(int depth, int moveNumber) {
        return SearchParams.reduction(depth, moveNumber);
    }

    /** True if the 16-bit table move {@code move16} would take a piece here (drops never do). */
    private boolean ttCaptureMove(int move16) {
        return (move16 & Move.DROP_FLAG) == 0 && pos.pieceOn(move16 & 0x7F) != Piece.EMPTY;
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
        stats.clearKillers();
        java.util.Arrays.fill(excluded, 0);
        java.util.Arrays.fill(staticEval, Score.NONE);
    }

    /** Forgets everything learnt about moves (a new game). */
    void clearHistory() {
        history.clear();
        correction.clear();
    }

    /**
     * Searches the node at {@code ply} (1 or more: the root's moves are searched by {@link Search}) to
     * {@code depth}. {@code cutNode}: a null-window node expected to fail high.
     */
    int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        // Step 1. Node entry: below depth 0 the quiescence search takes over; count the node, poll the clock.
        boolean pvNode = beta - alpha > 1;
        pvLength[ply] = ply;
        if (depth <= 0) {
            return qsearch(alpha, beta, ply, 0);
        }
        if (!enterNode(ply)) {
            return 0;
        }
        boolean inCheck = pos.inCheck();
        int excludedMove = excluded[ply];
        boolean singularSearch = excludedMove != 0;
        int frame = singularSearch ? MAX_PLY + 2 + ply : ply;
        // Step 2. Game rules that end the search here (repetition, declaration, move limit); mate distance pruning.
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
        // Step 3. Maximum ply reached.
        if (ply >= MAX_PLY) {
            return inCheck ? 0 : eval.evaluate(pos);
        }

        // Step 4. Transposition table lookup, and a cut-off by its bound at a non-PV node.
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
                    stats.ttCutoff(pos, ttMove16, depth, ply, ttValue >= beta);
                }
                return ttValue;
            }
        }

        // Step 5. Static evaluation, corrected by the correction history and sharpened by the table; improving.
        int base = frame * MoveGenerator.MAX_MOVES;
        int staticValue;    // the static evaluation of this node, corrected
        int rawStatic = Score.NONE; // the evaluator's own value, which the table keeps
        int estimate;       // the static evaluation, sharpened by the table's bound when it has one
        boolean improving = false;
        if (inCheck) {
            staticValue = estimate = Score.NONE;
            staticEval[ply] = Score.NONE;
            eval.prepare(pos); // no value, but an incremental evaluator's children then update from this node
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
        // Step 6. Razoring: far below alpha, only captures can save the node; ask the quiescence search.
        if (staticCuts && RAZORING && estimate < alpha - RAZOR_BASE - RAZOR_DEPTH2 * depth * depth) {
            int v = qsearch(alpha - 1, alpha, ply, 0);
            if (v < alpha) {
                return v;
            }
        }
        // Step 7. Mate in one. A node the table has not seen looks for a mate in one (a node it has seen has done
        // so). After razoring, whose quiescence search has just looked for one in the same position (it finds the
        // same mate, and then does not cut), so the test is not made twice; before reverse futility, whose cut-off
        // the mate's exact score beats: moved after it, the test cost about 30 Elo at fixed nodes (docs/experiments).
        if (mateOne && !inCheck && !singularSearch && data == 0) {
            int v = mateInOne(key, rawStatic, depth, ply);
            if (v != Score.NONE) {
                return v;
            }
        }
        // Step 8. Reverse futility pruning: the static value is so far above beta that no move will bring it back.
        if (staticCuts) {
            int futilityStep = SMALL_RFP_MARGIN ? (cutNode && data == 0 ? RFP_SMALL_STEP_NEW_CUT : RFP_SMALL_STEP)
                    : (cutNode && data == 0 ? RFP_STEP_NEW_CUT : RFP_STEP);
            if (REVERSE_FUTILITY && depth < RFP_DEPTH && (ttMove16 == 0 || ttCaptureMove(ttMove16))
                    && estimate - futilityStep * (depth - (improving ? 1 : 0)) >= beta
                    && estimate < Score.MATE_BOUND) {
                return beta + (estimate - beta) / RFP_RETURN_DIVISOR;
            }
        }
        if (!inCheck && !singularSearch && data != 0 && TranspositionTable.eval(data) != Score.NONE) {
            eval.prepare(pos); // the children update from this node's evaluator state
        }
        // Step 9. Null-move pruning: if passing still holds beta at a reduced depth, a move surely does.
        if (NULL_MOVE && cutNode && !inCheck && !singularSearch && estimate >= beta
                && staticValue >= beta - NMP_DEPTH * depth + NMP_BASE && pos.lastMove() != Move.NULL
                && Math.abs(beta) < Score.MATE_BOUND) {
            int r = NMP_R_BASE + depth / NMP_R_DEPTH_DIVISOR + Math.min(NMP_R_EVAL_MAX, (estimate - beta) / NMP_R_EVAL);
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
        // Step 10. ProbCut: a capture that beats beta by a margin in a shallow search very likely beats beta in a
        // full one.
        int probCutBeta = beta + PROBCUT_MARGIN - (improving ? PROBCUT_IMPROVING : 0);
        if (PROBCUT && !inCheck && !pvNode && !singularSearch && depth >= PROBCUT_DEPTH
                && Math.abs(beta) < Score.MATE_BOUND
                && !(ttValue != Score.NONE && ttDepth >= depth - PROBCUT_TT_REDUCTION && ttValue < probCutBeta)) {
            MovePicker pc = pickers[frame];
            pc.initProbCut(pos, base, ttMove16, probCutBeta - staticValue);
            for (int move = pc.next(); move != Move.NONE; move = pc.next()) {
                doMove(move);
                int v = -qsearch(-probCutBeta, -probCutBeta + 1, ply + 1, 0);
                if (v >= probCutBeta) {
                    v = -search(-probCutBeta, -probCutBeta + 1, depth - PROBCUT_REDUCTION, ply + 1, !cutNode);
                }
                pos.undoMove();
                if (owner.stopped) {
                    return 0;
                }
                if (v >= probCutBeta) {
                    tt.store(key, Move.to16(move), toTt(v, ply), rawStatic, depth - PROBCUT_TT_REDUCTION,
                            TranspositionTable.BOUND_LOWER);
                    return v;
                }
            }
        }
        // Step 11. Internal iterative reduction: a node the table knows nothing about is searched a ply shallower.
        if (INTERNAL_ITERATIVE_REDUCTION && depth >= IIR_DEPTH && ttMove16 == 0 && (pvNode || cutNode)) {
            depth--;
        }

        // Step 12. The move loop: moves from the staged picker (table move, captures, killers, counter move, quiets).
        int previous = pos.lastMove();
        MovePicker picker = pickers[frame];
        picker.initMain(pos, base, ttMove16, stats.killer1[ply], stats.killer2[ply], history.counterMove(previous),
                depth);
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
        int quietStart = frame * HistoryUpdates.QUIETS_KEPT;
        int captureStart = frame * HistoryUpdates.CAPTURES_KEPT;
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

            // Step 13. Pruning at shallow depth, once a move has been searched and no mate is being escaped.
            if (bestValue > -Score.MATE_BOUND) {
                // Move-count pruning: late quiet moves are skipped.
                if (MOVE_COUNT_PRUNING && !skipQuiets
                        && moveCount >= (MOVE_COUNT_BASE + depth * depth) / (improving ? 1 : 2)) {
                    skipQuiets = true;
                    picker.stopOrderingQuiets();
                }
                int lmrDepth = Math.max(0, newDepth - reduction(depth, moveCount));
                boolean prunableCheck = LOSING_CHECK_PRUNING && givesCheck && !capture && !Move.isPromotion(move)
                        && !See.ge(pos, move, 0);
                if (capture || givesCheck && !prunableCheck) {
                    if (FUTILITY && capture && !givesCheck && !inCheck && lmrDepth < CAPTURE_FUTILITY_DEPTH
                            && staticValue + CAPTURE_FUTILITY_BASE + CAPTURE_FUTILITY_STEP * lmrDepth
                            + PieceValue.captureGain(Piece.type(pos.pieceOn(Move.to(move)))) <= alpha) {
                        continue;
                    }
                    // Checks are exempt: sacrifices next to the king are how shogi mates are made (without this the
                    // engine found a mate in 5 of a mate-in-3 problem and stopped there).
                    if (SEE_PRUNING && !givesCheck && !See.ge(pos, move, -SEE_CAPTURE_STEP * depth)) {
                        continue;
                    }
                } else if (!Move.isPromotion(move)) {
                    if (skipQuiets) {
                        continue;
                    }
                    if (HISTORY_PRUNING && lmrDepth < HISTORY_PRUNING_DEPTH
                            && quietHistory < -HISTORY_PRUNING_STEP * depth) {
                        continue;
                    }
                    lmrDepth = Math.max(0, lmrDepth + quietHistory / HISTORY_DEPTH_DIVISOR);
                    if (FUTILITY && !inCheck && lmrDepth < QUIET_FUTILITY_DEPTH
                            && staticValue + (bestValue < staticValue - QUIET_FUTILITY_GAP ? QUIET_FUTILITY_BASE_BEHIND
                            : QUIET_FUTILITY_BASE) + QUIET_FUTILITY_STEP * lmrDepth <= alpha) {
                        continue;
                    }
                    if (SEE_PRUNING && !See.ge(pos, move, -SEE_QUIET_STEP * lmrDepth * lmrDepth)) {
                        continue;
                    }
                }
            }

            // Step 14. Extensions (up to twice the root depth): singular, check (off), PV recapture.
            int extension = 0;
            if (ply < 2 * rootDepth) {
                if (SINGULAR_EXTENSION && move == ttMove && !singularSearch && depth >= SINGULAR_DEPTH
                        && ttDepth >= depth - SINGULAR_TT_REDUCTION && ttBound != TranspositionTable.BOUND_UPPER
                        && Math.abs(ttValue) < Score.MATE_BOUND) {
                    // Is the hash move much better than every other? Search the others a little shallower.
                    int singularBeta = ttValue - SINGULAR_BETA_STEP * depth;
                    excluded[ply] = move;
                    int v = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
                    excluded[ply] = 0;
                    if (owner.stopped) {
                        return 0;
                    }
                    if (v < singularBeta) {
                        extension = DOUBLE_EXTENSION && !pvNode && v < singularBeta - DOUBLE_EXTENSION_MARGIN ? 2 : 1;
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

            // Step 15. Make the move. Late move reductions: a late move is searched shallower with a null window
            // first, and again at full depth only if it beats alpha.
            stats.moveCounts[ply] = moveCount;
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
                    r -= 1 + history.capture(move, Piece.type(pos.lastCaptured())) / LMR_CAPTURE_HISTORY;
                } else {
                    r -= (quietHistory - LMR_QUIET_HISTORY_OFFSET) / LMR_QUIET_HISTORY;
                }
                int d = Math.max(1, Math.min(newDepth - r, newDepth + 1));
                v = -search(-alpha - 1, -alpha, d, ply + 1, true);
                if (v > alpha && d < newDepth) {
                    if (DEEPER_SHALLOWER) {
                        newDepth += (v > bestValue + DEEPER_MARGIN + 2 * newDepth ? 1 : 0)
                                - (v < bestValue + SHALLOWER_MARGIN ? 1 : 0);
                    }
                    if (d < newDepth) {
                        v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                    }
                }
            } else if (!pvNode || moveCount > 1) {
                // Step 16. Full-depth search: a null window for a move not reduced, then at a PV node the full
                // window for the first move and for any move that lands inside it.
                v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            } else {
                v = -Score.INFINITE;
            }
            if (pvNode && (moveCount == 1 || v > alpha && v < beta)) {
                v = -search(-beta, -alpha, newDepth, ply + 1, false);
            }
            // Step 17. Undo the move; a new best move, a beta cut-off, a raised alpha.
            pos.undoMove();
            if (owner.stopped) {
                return 0;
            }
            if (v > bestValue) {
                bestValue = v;
                if (v > alpha) {
                    bestMove = move;
                    extendPv(pv, pvLength, ply, move);
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
                    if (captureCount < HistoryUpdates.CAPTURES_KEPT) {
                        stats.capturesTried[captureStart + captureCount++] = move;
                    }
                } else if (quietCount < HistoryUpdates.QUIETS_KEPT) {
                    stats.quietsTried[quietStart + quietCount++] = move;
                }
            }
        }
        // Step 18. No legal move: mated (in shogi there is no stalemate).
        if (moveCount == 0) {
            // No legal move (other than the excluded one): in shogi the side to move has lost.
            return singularSearch ? alpha : Score.matedIn(ply);
        }
        // Step 19. History updates: the best move, the moves tried before it, the opponent's last move.
        if (bestMove != 0) {
            stats.update(pos, bestMove, depth, bestValue >= beta, ply, previous, row1, row2, row4, quietStart,
                    quietCount, captureStart, captureCount);
            if (PRIOR_MOVE_HISTORY && bestValue >= beta && !isCapture(pos, bestMove)) {
                stats.earlyPriorMalus(pos, ply, History.bonus(depth + 1));
            }
        } else if (PRIOR_MOVE_HISTORY && !singularSearch && (depth >= 3 || pvNode)) {
            stats.priorMove(pos, History.bonus(depth)); // every move failed low: the opponent's move was a good one
        }
        // Step 20. Correction history and the table store.
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
        setPv(pv, pvLength, ply, mate);
        return v;
    }
}
