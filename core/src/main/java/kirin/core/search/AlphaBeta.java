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
 * depth 0. Everything it needs per ply lives in arrays allocated once, so a node allocates nothing.
 *
 * <p>Each pruning and reduction is behind a named switch so that its worth can be measured with the match runner.
 */
final class AlphaBeta {
    static final int MAX_PLY = 128;

    static final boolean NULL_MOVE = true;
    static final boolean LATE_MOVE_REDUCTIONS = true;
    static final boolean FUTILITY = true;
    static final boolean REVERSE_FUTILITY = true;
    static final boolean SEE_PRUNING = true;
    static final boolean MATE_ONE = true;
    /**
     * Checks that do not lose material by SEE are searched a ply deeper (at the root and below). Without it the
     * search has a third of the nodes at fixed depth but lost a match clearly (movetime 100, 34-59-1 after 94
     * games, Elo -95 +/- 74, 2026-11-23): in shogi, checks are how games are decided.
     */
    static final boolean CHECK_EXTENSION = true;
    /** Probe and store the table at every quiescence node (false: only at the first one and in check). */
    static final boolean QSEARCH_TT_ALL = true;
    /**
     * From this quiescence ply on (counted from the first quiescence node), only recaptures on the square of the
     * last move are searched, as YaneuraOu does below its DEPTH_QS_RECAPTURES: long capture chains elsewhere on the
     * board rarely change the value but cost many nodes.
     */
    static final int QSEARCH_RECAPTURES_FROM = 5;
    /**
     * Quiescence plays plain (non-capturing) promotions of pawns only, like YaneuraOu's CAPTURES_PRO_PLUS; other
     * promotions gain too little to be worth a node there (false: every promotion).
     */
    static final boolean QSEARCH_PAWN_PROMOTIONS_ONLY = true;
    /** Interior nodes at least this deep look for a mate in one before searching. */
    static final int MATE_ONE_DEPTH = 5;
    /** How far back the search looks for a repeated position (the game rule looks at the whole game). */
    static final int REPETITION_WINDOW = 32;

    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int n = 1; n < 64; n++) {
                REDUCTION[d][n] = (int) (0.5 + Math.log(d) * Math.log(n) / 2.0);
            }
        }
    }

    Position pos;
    final Evaluator eval;
    final TranspositionTable tt;
    final Search owner;
    final MoveOrder order = new MoveOrder();

    private final int[] moves = new int[(MAX_PLY + 2) * MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[(MAX_PLY + 2) * MoveGenerator.MAX_MOVES];
    private final int[] killer1 = new int[MAX_PLY + 2];
    private final int[] killer2 = new int[MAX_PLY + 2];
    private final int[] staticEval = new int[MAX_PLY + 2];
    /** How many of a node's quiet moves tried are remembered for the history malus at a cut-off. */
    private static final int QUIETS_KEPT = 64;
    /** The quiet moves each ply has tried so far, {@value #QUIETS_KEPT} slots per ply. */
    private final int[] quietsTriedAt = new int[(MAX_PLY + 2) * QUIETS_KEPT];
    final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    final int[] pvLength = new int[MAX_PLY + 2];

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
    /** See {@link SearchOptions#moveCountPruning}. */
    boolean moveCountPruning;

    /** The late-move reduction, in plies before PV and cut-node adjustments, for the n-th move (from 1) at depth. */
    static int reduction(int depth, int moveNumber) {
        return REDUCTION[Math.min(depth, 63)][Math.min(moveNumber, 63)];
    }

    /** True if {@code move} takes a piece (drops never do). */
    static boolean isCapture(Position pos, int move) {
        return !Move.isDrop(move) && pos.pieceOn(Move.to(move)) != Piece.EMPTY;
    }

    AlphaBeta(Evaluator eval, TranspositionTable tt, Search owner) {
        this.eval = eval;
        this.tt = tt;
        this.owner = owner;
    }

    /** Sets up a search of {@code pos} (which the search then owns and modifies) with {@code options}. */
    void prepare(Position pos, SearchOptions options) {
        this.pos = pos;
        rootColor = pos.sideToMove();
        int cp = rootColor == Color.BLACK ? options.drawValueBlack : options.drawValueWhite;
        drawValue = cp * PieceValue.PAWN / 100;
        maxMovesToDraw = options.maxMovesToDraw;
        rule = options.enteringKingRule;
        moveCountPruning = options.moveCountPruning;
        nodes = 0;
        selDepth = 0;
        java.util.Arrays.fill(killer1, 0);
        java.util.Arrays.fill(killer2, 0);
        order.clear(); // each go starts with fresh history and counter moves, as with a new searcher
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

    /** Searches a child of the root or of an interior node; see {@link #search}. */
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
        if (ply > 0) {
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
        long data = tt.probe(key);
        int ttMove = 0;
        if (data != 0) {
            ttMove = TranspositionTable.move16(data);
            int ttValue = fromTt(TranspositionTable.value(data), ply);
            int ttBound = TranspositionTable.bound(data);
            if (!pvNode && TranspositionTable.depth(data) >= depth
                    && (ttBound == TranspositionTable.BOUND_EXACT
                    || ttBound == TranspositionTable.BOUND_LOWER && ttValue >= beta
                    || ttBound == TranspositionTable.BOUND_UPPER && ttValue <= alpha)) {
                return ttValue;
            }
        }

        int standPat;
        if (inCheck) {
            standPat = Score.NONE;
            staticEval[ply] = Score.NONE;
            eval.evaluate(pos); // unused, but an incremental evaluator's children then update from this node
        } else {
            // As in qsearch: a stored static evaluation is enough for the cut-offs before any move is made.
            int stored = data != 0 ? TranspositionTable.eval(data) : Score.NONE;
            standPat = stored != Score.NONE ? stored : eval.evaluate(pos);
            staticEval[ply] = standPat;
            int base = ply * MoveGenerator.MAX_MOVES;
            if (MATE_ONE && depth >= MATE_ONE_DEPTH) {
                int mate = Mate1.find(pos, moves, base);
                if (mate != 0) {
                    int v = Score.mateIn(ply + 1);
                    tt.store(key, Move.to16(mate), toTt(v, ply), standPat, Math.min(depth + 6, 200),
                            TranspositionTable.BOUND_EXACT);
                    pv[ply][ply] = mate;
                    pvLength[ply] = ply + 1;
                    return v;
                }
            }
            if (REVERSE_FUTILITY && !pvNode && depth <= 6 && Math.abs(beta) < Score.MATE_BOUND
                    && standPat - 180 * depth >= beta) {
                return standPat;
            }
            if (stored != Score.NONE) {
                eval.evaluate(pos); // the children update from this node's evaluator state
            }
            if (NULL_MOVE && !pvNode && depth >= 3 && standPat >= beta && pos.lastMove() != Move.NULL
                    && Math.abs(beta) < Score.MATE_BOUND) {
                int r = 3 + depth / 4 + Math.min(3, (standPat - beta) / 300);
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
        }

        int base = ply * MoveGenerator.MAX_MOVES;
        int end = MoveGenerator.generateAll(pos, moves, base);
        if (end == base) {
            return Score.matedIn(ply); // no legal move: the side to move has lost
        }
        int previous = pos.lastMove();
        order.score(pos, moves, scores, base, end, ttMove, killer1[ply], killer2[ply], previous);

        int bestValue = -Score.INFINITE;
        int bestMove = 0;
        int quietsTried = 0;
        int quietStart = ply * QUIETS_KEPT; // this ply's own slice: the children fill theirs
        int searched = 0;
        int originalAlpha = alpha;
        int lastCaptureSquare = previous != 0 && previous != Move.NULL && pos.lastCaptured() != Piece.EMPTY
                ? Move.to(previous) : -1;
        for (int i = base; i < end; i++) {
            int move = MoveOrder.pick(moves, scores, base, i, end);
            boolean capture = isCapture(pos, move);
            boolean quiet = !capture && !Move.isPromotion(move);
            boolean givesCheck = MoveGenerator.givesCheck(pos, move);
            if (ply > 0 && bestValue > -Score.MATE_BOUND) {
                if (moveCountPruning && quiet && !pvNode && !inCheck && !givesCheck && depth <= 3
                        && quietsTried >= 3 + depth * depth) {
                    continue;
                }
                if (FUTILITY && quiet && !inCheck && !givesCheck && depth <= 3 && searched > 0
                        && standPat + 150 + 120 * depth <= alpha) {
                    continue;
                }
                // Checks are exempt: sacrifices next to the king are how shogi mates are made.
                if (SEE_PRUNING && !inCheck && !givesCheck && depth <= 4 && searched > 0
                        && !See.ge(pos, move, (capture ? -100 : -40) * depth)) {
                    continue;
                }
            }
            int extension = 0;
            if (CHECK_EXTENSION && givesCheck && depth < 16 && See.ge(pos, move, 0)) {
                extension = 1;
            } else if (pvNode && capture && Move.to(move) == lastCaptureSquare) {
                extension = 1; // recapture
            }
            int newDepth = depth - 1 + extension;
            if (quiet && quietsTried < QUIETS_KEPT) {
                quietsTriedAt[quietStart + quietsTried++] = move;
            }
            doMove(move);
            searched++;
            int v;
            if (searched == 1) {
                v = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
            } else {
                int r = 0;
                if (LATE_MOVE_REDUCTIONS && depth >= 3 && quiet && !inCheck && !givesCheck && searched > 3) {
                    r = reduction(depth, searched);
                    if (pvNode) {
                        r--;
                    }
                    if (cutNode) {
                        r++;
                    }
                    r = Math.max(0, Math.min(r, newDepth - 1));
                }
                v = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
                if (v > alpha && r > 0) {
                    v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                }
                if (v > alpha && v < beta) {
                    v = -search(-beta, -alpha, newDepth, ply + 1, false);
                }
            }
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
                        if (quiet) {
                            if (killer1[ply] != move) {
                                killer2[ply] = killer1[ply];
                                killer1[ply] = move;
                            }
                            order.reward(move, depth, quietsTriedAt, quietsTried, quietStart, previous);
                        }
                        break;
                    }
                }
            }
        }
        if (searched == 0) {
            // Every move was pruned: fail low with the stand-pat bound.
            return alpha;
        }
        int bound = bestValue >= beta ? TranspositionTable.BOUND_LOWER
                : bestValue > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
        tt.store(key, Move.to16(bestMove), toTt(bestValue, ply), inCheck ? Score.NONE : standPat, depth, bound);
        return bestValue;
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
        int end;
        if (inCheck) {
            bestValue = -Score.INFINITE;
            eval.evaluate(pos); // as in search: keeps the incremental evaluation chain unbroken
            end = MoveGenerator.generateAll(pos, moves, base);
            if (end == base) {
                return Score.matedIn(ply);
            }
        } else {
            // A stored static evaluation decides a stand-pat cut-off without touching the evaluator; only a node
            // that goes on to search moves needs the evaluator's state, from which its children update.
            int stored = data != 0 ? TranspositionTable.eval(data) : Score.NONE;
            if (stored != Score.NONE && stored >= beta) {
                return stored;
            }
            standPat = eval.evaluate(pos);
            if (standPat >= beta) {
                return standPat;
            }
            bestValue = standPat;
            if (standPat > alpha) {
                alpha = standPat;
            }
            end = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, moves, base);
            end = QSEARCH_PAWN_PROMOTIONS_ONLY ? MoveGenerator.generatePawnPromotions(pos, moves, end)
                    : MoveGenerator.generatePromotions(pos, moves, end);
        }
        if (inCheck) {
            order.score(pos, moves, scores, base, end, ttMove, 0, 0, 0);
        } else {
            order.scoreQuiescence(pos, moves, scores, base, end, ttMove);
        }
        int originalAlpha = alpha;
        int bestMove = 0;
        int previous = pos.lastMove();
        int recaptureSquare = qdepth >= QSEARCH_RECAPTURES_FROM && previous != Move.NULL && previous != Move.NONE
                ? Move.to(previous) : -1;
        for (int i = base; i < end; i++) {
            int move = MoveOrder.pick(moves, scores, base, i, end);
            if (!inCheck) {
                if (recaptureSquare >= 0 && Move.to(move) != recaptureSquare) {
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
        int bound = bestValue >= beta ? TranspositionTable.BOUND_LOWER
                : bestValue > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
        if (useTt) {
            tt.store(key, Move.to16(bestMove), toTt(bestValue, ply), inCheck ? Score.NONE : standPat, -1, bound);
        }
        return bestValue;
    }
}
