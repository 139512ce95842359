package kirin.core.search;

import static kirin.core.search.SearchParams.DELTA_MARGIN;
import static kirin.core.search.SearchParams.QSEARCH_EVASION_SEE;
import static kirin.core.search.SearchParams.QSEARCH_MOVES;
import static kirin.core.search.SearchParams.QSEARCH_RECAPTURES_FROM;
import static kirin.core.search.SearchParams.REPETITION_WINDOW;
import static kirin.core.search.SearchParams.SUPERIOR_REPETITION;
import static kirin.core.search.SearchSwitches.CORRECTION_HISTORY;
import static kirin.core.search.SearchSwitches.QSEARCH_EVASION_PRUNING;
import static kirin.core.search.SearchSwitches.QSEARCH_MATE_ONE;
import static kirin.core.search.SearchSwitches.QSEARCH_MOVE_COUNT;
import static kirin.core.search.SearchSwitches.QSEARCH_TT_ALL;
import static kirin.core.search.SearchSwitches.REPETITION_HAND_HINTS;

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
 * The quiescence search of one search thread (captures and promotions, all evasions in check, pruned by SEE), with
 * the per-thread state it shares with the main search: {@link AlphaBeta} extends this class, so that both read the
 * same fields directly (no indirection in the hot path) while each file keeps one part of the search. Also here are
 * the rules both apply at every node ({@link #terminal}) and the conversions of scores to and from the table.
 */
abstract class QuiescenceSearch {
    /** A frame per ply for the normal search and another for the singular-extension search at the same ply. */
    static final int FRAMES = 2 * (AlphaBeta.MAX_PLY + 2);

    Position pos;
    final Evaluator eval;
    final TranspositionTable tt;
    final Search owner;
    final History history = new History();
    final CorrectionHistory correction = new CorrectionHistory();
    final Mate1 mate1 = new Mate1();

    /** Move lists of every frame, {@link MoveGenerator#MAX_MOVES} per frame, shared by the frames' pickers. */
    final int[] moves = new int[FRAMES * MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[FRAMES * MoveGenerator.MAX_MOVES];
    final MovePicker[] pickers = new MovePicker[FRAMES];
    final int[][] pv = new int[AlphaBeta.MAX_PLY + 2][AlphaBeta.MAX_PLY + 2];
    final int[] pvLength = new int[AlphaBeta.MAX_PLY + 2];

    long nodes;
    int selDepth;
    int rootColor;
    int drawValue;          // internal units, for the root side
    int maxMovesToDraw;
    EnteringKingRule rule;
    /**
     * When set (by {@link Search#qsearch}), the quiescence search takes no table cutoff at PV nodes, so that the
     * principal variation it returns always reaches the position whose value it reports. Off in normal searches.
     */
    boolean exactPv;

    QuiescenceSearch(Evaluator eval, TranspositionTable tt, Search owner) {
        this.eval = eval;
        this.tt = tt;
        this.owner = owner;
        long[] sortScratch = new long[MoveGenerator.MAX_MOVES];
        for (int f = 0; f < FRAMES; f++) {
            pickers[f] = new MovePicker(moves, scores, history, sortScratch);
        }
    }

    /** True if {@code move} takes a piece (drops never do). */
    static boolean isCapture(Position pos, int move) {
        return !Move.isDrop(move) && pos.pieceOn(Move.to(move)) != Piece.EMPTY;
    }

    /**
     * Makes the principal variation of {@code ply} {@code move} followed by that of {@code ply + 1} (a new best move
     * at a node). Static, so that both searches' hot paths call it without a virtual call; nothing is allocated.
     */
    static void extendPv(int[][] pv, int[] pvLength, int ply, int move) {
        pv[ply][ply] = move;
        int len = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, len - (ply + 1));
        pvLength[ply] = Math.max(len, ply + 1);
    }

    /** Makes the principal variation of {@code ply} the one move {@code move} (a mate in one found at the node). */
    static void setPv(int[][] pv, int[] pvLength, int ply, int move) {
        pv[ply][ply] = move;
        pvLength[ply] = ply + 1;
    }

    /** Draw score for the side to move: the root side gets the draw value, its opponent the negation. */
    final int drawScore() {
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

    /** {@code raw} plus what the correction history says about this position, kept clear of mate scores. */
    final int corrected(int raw) {
        return CORRECTION_HISTORY ? corrected(raw, correction.correction(pos)) : raw;
    }

    static int corrected(int raw, int correction) {
        return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, raw + correction));
    }

    /**
     * Rules that end the search at an interior node before any move: repetition, entering-king declaration and the
     * move limit. Returns {@link Score#NONE} when none applies.
     */
    final int terminal(int ply) {
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
     * A node's entry, as both searches count it: the node counted, the clock polled every 1,024 nodes, the selective
     * depth raised; false if the search has been stopped (the node then returns 0 at once). Final, so that the JIT
     * binds it statically and inlines it in both searches.
     */
    final boolean enterNode(int ply) {
        nodes++;
        if ((nodes & 1023) == 0) {
            owner.checkTime();
        }
        if (owner.stopped) {
            return false;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        return true;
    }

    /** Quiescence search: captures and promotions (all evasions when in check), pruned by SEE. */
    int qsearch(int alpha, int beta, int ply, int qdepth) {
        pvLength[ply] = ply;
        if (!enterNode(ply)) {
            return 0;
        }
        int early = terminal(ply);
        if (early != Score.NONE) {
            return early;
        }
        boolean inCheck = pos.inCheck();
        if (ply >= AlphaBeta.MAX_PLY) {
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
            eval.prepare(pos); // as in search: keeps the incremental evaluation chain unbroken
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
                    setPv(pv, pvLength, ply, mate);
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
                    if (!See.ge(pos, move, -QSEARCH_EVASION_SEE)) {
                        continue;
                    }
                }
            } else {
                if (recaptureSquare >= 0 && Move.to(move) != recaptureSquare) {
                    continue;
                }
                if (QSEARCH_MOVE_COUNT && moveCount > QSEARCH_MOVES && Move.to(move) != lastSquare
                        && !MoveGenerator.givesCheck(pos, move)) {
                    continue;
                }
                int victim = pos.pieceOn(Move.to(move));
                // Delta pruning: even winning this piece outright cannot lift the score to alpha.
                int gain = (victim == Piece.EMPTY ? 0 : PieceValue.captureGain(Piece.type(victim)))
                        + (Move.isPromotion(move) ? PieceValue.promotionGain(Piece.type(Move.piece(move))) : 0);
                if (standPat + gain + DELTA_MARGIN <= alpha) {
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
                    extendPv(pv, pvLength, ply, move);
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
