package kirin.core.search;

import kirin.core.Declaration;
import kirin.core.EnteringKingRule;
import kirin.core.Evaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.PieceValue;
import kirin.core.Position;

/**
 * One search: iterative deepening with aspiration windows over the root moves, MultiPV, and the stop, ponder and
 * time rules of USI. {@link #go} blocks the calling thread until the search ends; {@link #stop} and
 * {@link #ponderhit} may be called from any other thread meanwhile.
 *
 * <p>A ponder or infinite search that finishes early (a mate found, the depth limit reached) waits for {@code stop}
 * or {@code ponderhit} before returning, because USI forbids {@code bestmove} before then.
 *
 * <p>With {@link #setThreads} above 1 the search is a Lazy SMP one: helper searches on threads of their own
 * ({@link HelperThreads}) run the same iterations on their own copies of the root and fill the shared
 * transposition table; this search alone reports, watches the clock and decides when all stop. Reported nodes count
 * every thread; the move played is that of the thread with the deepest completed iteration.
 */
public final class Search {
    private static final int ASPIRATION_START_DEPTH = 4;
    private static final int ASPIRATION_DELTA = 40;
    /**
     * Late quiet root moves (from the fourth on, at depth 3 and more) are first searched a ply or more shallower and
     * re-searched at full depth only if they beat alpha, as Stockfish does. Gensfen's depth-3 searches spend most of
     * their nodes below late root moves; this cut them by about 30%.
     */
    static final boolean ROOT_LATE_MOVE_REDUCTIONS = true;

    private final TranspositionTable tt;
    private final Evaluator evaluator;
    private final TimeManager time = new TimeManager();
    private final Object lock = new Object();

    volatile boolean stopped;
    private volatile boolean pondering;
    /** Set by {@link #prepare}: the next {@link #go} keeps the stop and ponder state instead of resetting it. */
    private boolean prepared;
    private volatile long clockStart;
    private SearchLimits limits;
    private AlphaBeta ab;
    /** The position the search plays in: a copy of the root, its arrays reused from one go to the next. */
    private Position rootCopy;
    private final RootMoves rootMoves = new RootMoves();
    private long nodeLimit;
    /** The last iteration completed by the running (or last) search; what {@link HelperThreads#best} compares. */
    private int completedDepth;
    /** The only legal move is to be played once it has a score ({@link TimeManager#answersAtOnce}). */
    private boolean answerAtOnce;
    /** How often another root move became the best one in the current iteration (for the time manager). */
    private int bestMoveChanges;
    /** The main search this one helps (Lazy SMP), or null for a main search. */
    private final Search leader;
    /** The helper searches, or null when this search runs on its own thread only. */
    private HelperThreads helpers;

    public Search(TranspositionTable tt, Evaluator evaluator) {
        this(tt, evaluator, null);
    }

    /** A helper of {@code leader} when that is not null; see {@link HelperThreads}. */
    Search(TranspositionTable tt, Evaluator evaluator, Search leader) {
        this.tt = tt;
        this.evaluator = evaluator;
        this.leader = leader;
    }

    /**
     * Forgets the move statistics learnt by earlier searches (history tables, counter moves), on every thread: a new
     * game starts from scratch, as it does with the transposition table. Not during a search.
     */
    public void clearHistory() {
        if (ab != null) {
            ab.clearHistory();
        }
        if (helpers != null) {
            helpers.clearHistory();
        }
    }

    /**
     * Searches with {@code threads} threads from the next {@link #go} on: this search's caller and
     * {@code threads - 1} helper threads, made here and kept for every later search (1, the default, makes none).
     * Changing the number ends the old helper threads; {@code setThreads(1)} ends them all. Call it between
     * searches only. {@link #qsearch} always runs on the caller's thread alone.
     */
    public void setThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        if (leader != null) {
            throw new IllegalStateException("a helper search has no helpers");
        }
        if (threads == threads()) {
            return;
        }
        if (helpers != null) {
            helpers.close();
            helpers = null;
        }
        if (threads > 1) {
            helpers = new HelperThreads(threads - 1, tt, evaluator, this);
        }
    }

    /** The number of threads a {@link #go} searches with. */
    public int threads() {
        return helpers == null ? 1 : helpers.size() + 1;
    }

    /**
     * Resets the stop and ponder state for the next {@link #go} now, on the calling thread. A caller that runs
     * {@code go} on another thread calls this before starting that thread, so that a {@link #stop} or
     * {@link #ponderhit} arriving before {@code go} has begun is kept rather than wiped out by {@code go}.
     */
    public void prepare(boolean ponder) {
        synchronized (lock) {
            stopped = false;
            pondering = ponder;
            prepared = true;
        }
    }

    /** Asks the running search to finish; {@link #go} then returns the best move found so far. */
    public void stop() {
        synchronized (lock) {
            stopped = true;
            pondering = false;
            lock.notifyAll();
        }
        HelperThreads h = helpers;
        if (h != null) {
            h.stop();
        }
    }

    /** The predicted move was played: the ponder search becomes a normal search, its clock starting now. */
    public void ponderhit() {
        synchronized (lock) {
            clockStart = System.nanoTime();
            pondering = false;
            lock.notifyAll();
        }
    }

    /** Nodes searched so far by the running (or last) search, on all its threads. */
    public long nodes() {
        HelperThreads h = helpers;
        return h == null ? mainNodes() : mainNodes() + h.nodes();
    }

    /** Nodes searched so far by this search's own thread (without its helpers). */
    long mainNodes() {
        AlphaBeta a = ab;
        return a == null ? 0 : a.nodes;
    }

    /**
     * The answer of the last {@link #go} is being sent now: the time manager measures how late it is against the
     * move's limit, and keeps back more on the next moves if it was late (see {@link TimeManager#answered}). Call it
     * only for an answer the GUI is waiting for under the clock: not after {@code stop}, a ponder miss included.
     */
    public void answered() {
        time.answered(elapsedMillis());
    }

    private long elapsedMillis() {
        return (System.nanoTime() - clockStart) / 1_000_000;
    }

    /** Called every 1024 nodes by the searcher: stops on the hard time limit or the node limit. */
    void checkTime() {
        if (leader != null) {
            // A helper stops with the main search (which also stops it directly, but only after unwinding its own
            // search). It checks the shared node limit too, so that the main search stops near it.
            if (leader.nodeLimit > 0 && leader.nodes() >= leader.nodeLimit) {
                leader.stopped = true;
            }
            if (leader.stopped) {
                stopped = true;
            }
            return;
        }
        if (nodeLimit > 0 && nodes() >= nodeLimit) {
            stopped = true;
        }
        if (!pondering && time.isTimed() && elapsedMillis() >= time.maximum()) {
            stopped = true;
        }
        if (answerAtOnce && !pondering && completedDepth > 0) {
            stopped = true; // a ponderhit came during a deep iteration of a forced move: no need to finish it
        }
    }

    /**
     * Searches {@code root} (which is not modified) within {@code limits}, reporting through {@code listener}.
     * The caller must not modify {@code root} until this returns.
     */
    public SearchResult go(Position root, SearchLimits limits, SearchOptions options, SearchListener listener) {
        return go(root, limits, options, listener, System.nanoTime());
    }

    /**
     * {@link #go(Position, SearchLimits, SearchOptions, SearchListener)} with the clock started at
     * {@code clockStartNanos} (a {@link System#nanoTime} value): the moment the GUI's {@code go} arrived, so that
     * whatever passed before this search's thread began (stopping the previous search, starting the thread, a pause
     * of the machine) counts against the time limits, as it does on the GUI's clock.
     */
    public SearchResult go(Position root, SearchLimits limits, SearchOptions options, SearchListener listener,
                           long clockStartNanos) {
        clockStart = clockStartNanos;
        this.limits = limits;
        synchronized (lock) {
            if (!prepared) {
                stopped = false;
                pondering = limits.ponder;
            }
            prepared = false;
        }
        answerAtOnce = false;
        completedDepth = 0;
        Position pos = rootCopy = root.copyInto(rootCopy);
        evaluator.reset(pos);
        if (ab == null) {
            ab = new AlphaBeta(evaluator, tt, this); // its per-ply arrays (about 700 KB) serve every later go
        }
        ab.prepare(pos, options);
        ab.exactPv = false;
        time.init(limits, options, pos.sideToMove(), pos.gamePly());
        nodeLimit = limits.nodes > 0 ? limits.nodes : options.nodesLimit;
        tt.newSearch();

        RootMoves rm = rootMoves.fill(pos, limits.searchMoves);
        if (options.enteringKingRule != EnteringKingRule.NO_ENTERING_KING
                && options.enteringKingRule != EnteringKingRule.TRY_RULE
                && Declaration.canDeclareWin(pos, options.enteringKingRule)) {
            waitIfPondering();
            return new SearchResult(Move.NONE, Move.NONE, true, Score.MATE, 0, 0);
        }
        if (rm.size() == 0) {
            listener.iteration(0, 0, 1, Score.matedIn(0), SearchListener.EXACT, 0, elapsedMillis(), tt.hashfull(),
                    new int[0]);
            waitIfPondering();
            return new SearchResult(Move.NONE, Move.NONE, false, Score.matedIn(0), 0, 0);
        }
        int maxDepth = AlphaBeta.MAX_PLY - 8;
        if (limits.depth > 0) {
            maxDepth = Math.min(maxDepth, limits.depth);
        }
        if (options.depthLimit > 0) {
            maxDepth = Math.min(maxDepth, options.depthLimit);
        }
        int multiPv = Math.max(1, Math.min(options.multiPv, rm.size()));
        HelperThreads h = helpers;
        if (h != null) {
            h.start(root, options, limits.searchMoves, maxDepth);
        }
        answerAtOnce = TimeManager.answersAtOnce(rm.size(), limits, options);
        bestMoveChanges = 0;
        int lastBestScore = 0;
        for (int depth = 1; depth <= maxDepth && !stopped; depth++) {
            for (int pvIdx = 0; pvIdx < multiPv && !stopped; pvIdx++) {
                rootIteration(rm, depth, pvIdx, listener);
            }
            if (stopped && completedDepth > 0) {
                break;
            }
            completedDepth = depth;
            rm.sortStable(0, multiPv);
            report(rm, depth, multiPv, listener);
            lastBestScore = rm.score(0);
            time.iterationDone(depth, rm.move(0), lastBestScore, bestMoveChanges);
            bestMoveChanges = 0;
            if (limits.infinite || pondering) {
                continue;
            }
            if (answerAtOnce) {
                break; // the only legal move, now with a score
            }
            // A mate found is certain, but a shorter one may hide behind the pruning of the shallow iterations:
            // search on until the depth is twice the mate's length.
            if (Score.isMate(lastBestScore) && 2 * (Score.MATE - Math.abs(lastBestScore)) <= depth) {
                break;
            }
            if (time.isTimed() && elapsedMillis() >= time.optimum()) {
                break;
            }
        }
        waitIfPondering();
        Search from = this;
        if (h != null) {
            h.stopAndWait();
            if (multiPv == 1) {
                from = h.best(this);
            }
            if (from != this) {
                // The GUI shows the last line before bestmove: make it the line of the move played.
                rm = from.rootMoves;
                listener.iteration(from.completedDepth, Math.max(from.completedDepth, from.ab.selDepth), 1,
                        rm.score(0), SearchListener.EXACT, nodes(), elapsedMillis(), tt.hashfull(), rm.pvCopy(0));
            }
        }
        int best = rm.move(0);
        int ponder = rm.pvLength(0) > 1 ? rm.pv(0)[1] : Move.NONE;
        int score = rm.score(0);
        boolean resign = options.resignValue < 99999 && PieceValue.toCentipawns(score) <= -options.resignValue;
        int[][] lines = new int[multiPv][];
        int[] lineScores = new int[multiPv];
        for (int k = 0; k < multiPv; k++) {
            lines[k] = rm.pvCopy(k);
            lineScores[k] = rm.score(k);
        }
        return new SearchResult(resign ? Move.NONE : best, resign ? Move.NONE : ponder, false, score,
                from.completedDepth, nodes(), lines, lineScores);
    }

    /** Helper side: takes a copy of the main search's root for the next {@link #helperSearch} and clears the stop. */
    void prepareHelper(Position root) {
        rootCopy = root.copyInto(rootCopy);
        stopped = false;
        completedDepth = 0;
    }

    /**
     * Helper side, on the helper's thread: the main search's iterative deepening on the root given to
     * {@link #prepareHelper}, one line, no reports, clock or node limit, leaving out the depths that
     * {@link HelperThreads#skipsDepth} names for helper {@code index}; it ends at {@code maxDepth} or when stopped.
     */
    void helperSearch(SearchOptions options, int[] searchMoves, int maxDepth, int index) {
        Position pos = rootCopy;
        evaluator.reset(pos);
        if (ab == null) {
            ab = new AlphaBeta(evaluator, tt, this);
        }
        ab.prepare(pos, options);
        ab.exactPv = false;
        nodeLimit = 0;
        RootMoves rm = rootMoves.fill(pos, searchMoves);
        for (int depth = 1; depth <= maxDepth && !stopped; depth++) {
            if (HelperThreads.skipsDepth(index, depth, pos.gamePly())) {
                continue;
            }
            rootIteration(rm, depth, 0, QuietListener.INSTANCE);
            if (stopped) {
                break; // an unfinished iteration does not count for the vote
            }
            completedDepth = depth;
            rm.sortStable(0, 1);
        }
    }

    /** Helper side: the result of a failed helper search must not be played. */
    void discardResult() {
        completedDepth = 0;
    }

    int completedDepth() {
        return completedDepth;
    }

    /** The score of the current best root move (after a search that had a legal move). */
    int bestScore() {
        return rootMoves.score(0);
    }

    /**
     * A quiescence search of {@code root} (not modified) with the full window, for the learner (interop.md 3.3: the
     * "shallow" value is the evaluation at the leaf of this search's principal variation). It is the same
     * quiescence search that the main search runs below depth 0, started at ply 0: captures and promotions pruned
     * by SEE, all evasions when in check, the rules of {@code options} at every node. No clock and no node limit;
     * the transposition table is used as in a normal search, except that PV nodes take no table cutoff (so that the
     * principal variation reaches the position whose value is returned). Returns the value for the side to move; the principal
     * variation is then available from {@link #lastQsearchPv()}.
     */
    public int qsearch(Position root, SearchOptions options) {
        clockStart = System.nanoTime();
        this.limits = new SearchLimits();
        synchronized (lock) {
            stopped = false;
            pondering = false;
            prepared = false;
        }
        answerAtOnce = false;
        completedDepth = 0;
        Position pos = rootCopy = root.copyInto(rootCopy);
        evaluator.reset(pos);
        if (ab == null) {
            ab = new AlphaBeta(evaluator, tt, this);
        }
        ab.prepare(pos, options);
        ab.exactPv = true;
        time.init(limits, options, pos.sideToMove(), pos.gamePly());
        nodeLimit = 0;
        return ab.qsearch(-Score.INFINITE, Score.INFINITE, 0, 0);
    }

    /** The principal variation of the last {@link #qsearch} (empty when it stood pat or found no move). */
    public int[] lastQsearchPv() {
        if (ab == null) {
            return new int[0];
        }
        return java.util.Arrays.copyOf(ab.pv[0], ab.pvLength[0]);
    }

    /** USI: a ponder or infinite search must not answer before {@code stop} or {@code ponderhit}. */
    private void waitIfPondering() {
        synchronized (lock) {
            while ((pondering || limits.infinite) && !stopped) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                if (!pondering && !limits.infinite) {
                    return;
                }
            }
        }
    }

    /** One aspiration-window search of the root moves from {@code pvIdx} on. */
    private void rootIteration(RootMoves rm, int depth, int pvIdx, SearchListener listener) {
        int prev = rm.previousScore(pvIdx);
        int delta = ASPIRATION_DELTA;
        int alpha = -Score.INFINITE;
        int beta = Score.INFINITE;
        if (depth >= ASPIRATION_START_DEPTH && !Score.isMate(prev)) {
            alpha = Math.max(prev - delta, -Score.INFINITE);
            beta = Math.min(prev + delta, Score.INFINITE);
        }
        while (true) {
            int v = rootSearch(rm, alpha, beta, depth, pvIdx);
            if (stopped) {
                return;
            }
            if (v <= alpha && alpha > -Score.INFINITE) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(v - delta, -Score.INFINITE);
            } else if (v >= beta && beta < Score.INFINITE) {
                beta = Math.min(v + delta, Score.INFINITE);
            } else {
                return;
            }
            delta += delta / 2 + 10;
        }
    }

    /** PVS over the root moves [pvIdx, size); records each move's score and PV. */
    private int rootSearch(RootMoves rm, int alpha, int beta, int depth, int pvIdx) {
        Position pos = ab.pos;
        ab.rootDepth = depth;
        int best = -Score.INFINITE;
        rm.sortStable(pvIdx, rm.size());
        for (int i = pvIdx; i < rm.size(); i++) {
            int move = rm.move(i);
            boolean quiet = !Move.isPromotion(move) && !AlphaBeta.isCapture(pos, move);
            ab.doMove(move);
            int v;
            boolean givesCheck = pos.inCheck();
            int newDepth = depth - 1 + (SearchSwitches.CHECK_EXTENSION && givesCheck ? 1 : 0);
            if (i == pvIdx) {
                v = -ab.search(-beta, -alpha, newDepth, 1, false);
            } else {
                int r = 0;
                int moveNumber = i - pvIdx + 1;
                if (ROOT_LATE_MOVE_REDUCTIONS && depth >= 3 && quiet && !givesCheck && moveNumber > 3) {
                    // As at an interior PV node (one ply less than the table), but at least one ply.
                    r = Math.min(Math.max(1, SearchParams.reduction(depth, moveNumber) - 1), newDepth - 1);
                }
                v = -ab.search(-alpha - 1, -alpha, newDepth - r, 1, true);
                if (v > alpha && r > 0 && !stopped) {
                    v = -ab.search(-alpha - 1, -alpha, newDepth, 1, true);
                }
                if (v > alpha && v < beta && !stopped) {
                    v = -ab.search(-beta, -alpha, newDepth, 1, false);
                }
            }
            pos.undoMove();
            if (stopped) {
                return best;
            }
            if (i == pvIdx || v > alpha) {
                rm.update(i, v, move, ab.pv[1], ab.pvLength[1]);
                if (v > best) {
                    best = v;
                }
                if (v > alpha) {
                    alpha = v;
                    if (i > pvIdx && pvIdx == 0 && depth > 1) {
                        bestMoveChanges++;
                    }
                    rm.moveToFront(i, pvIdx);
                    if (v >= beta) {
                        return v;
                    }
                }
            } else {
                rm.setScore(i, -Score.INFINITE);
            }
        }
        return best;
    }

    private void report(RootMoves rm, int depth, int multiPv, SearchListener listener) {
        if (listener.ignoresIterations()) {
            return;
        }
        long millis = elapsedMillis();
        long nodes = nodes();
        for (int k = 0; k < multiPv; k++) {
            listener.iteration(depth, Math.max(depth, ab.selDepth), k + 1, rm.score(k), SearchListener.EXACT,
                    nodes, millis, tt.hashfull(), rm.pvCopy(k));
        }
    }
}
