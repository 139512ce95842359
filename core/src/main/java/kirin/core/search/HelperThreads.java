package kirin.core.search;

import kirin.core.Evaluator;
import kirin.core.Position;

/**
 * The helpers of a Lazy SMP search: searches of their own (each with its own copy of the root, evaluator, searcher
 * and root moves) that run the same iterative deepening as the main search, sharing nothing with it but the
 * transposition table. What they store there is what makes the main search faster; their own results only count
 * when one of them got deeper than the main search ({@link #best}).
 *
 * <p>The threads are started once, when the pool is made, and wait between searches: gensfen and the GUI run many
 * searches, and a thread start per search would cost more than a shallow search. Every method except
 * {@link #stop} is called by the main search's thread only.
 */
final class HelperThreads {
    /** As the USI search thread: the search recurses up to its maximum ply, quiescence included. */
    private static final long STACK_BYTES = 64L << 20;
    /**
     * Stockfish's classic depth skipping (2017-2018): helper i leaves out the depths where
     * {@code (depth + gamePly + SKIP_PHASE[k]) / SKIP_SIZE[k]} is odd, k = (i - 1) mod 20, so that the helpers are
     * spread over the depths instead of all searching the main search's next iteration.
     */
    private static final int[] SKIP_SIZE = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    private static final int[] SKIP_PHASE = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};

    private final Search[] searches;
    private final Thread[] threads;

    // Guarded by this: the job of the current search and how many helpers still run it.
    private long generation;
    private int running;
    private boolean closed;
    private SearchOptions options;
    private int[] searchMoves;
    private int maxDepth;

    /** Starts {@code count} helper threads for {@code leader}, each evaluating with a copy of {@code prototype}. */
    HelperThreads(int count, TranspositionTable tt, Evaluator prototype, Search leader) {
        searches = new Search[count];
        threads = new Thread[count];
        for (int i = 0; i < count; i++) {
            searches[i] = new Search(tt, prototype.copy(), leader);
            int index = i;
            threads[i] = new Thread(null, () -> loop(index), "kirin-helper-" + (i + 1), STACK_BYTES);
            threads[i].setDaemon(true);
            threads[i].start();
        }
    }

    /** True if helper {@code index} (from 1) leaves out {@code depth} in a search at {@code gamePly}. */
    static boolean skipsDepth(int index, int depth, int gamePly) {
        int k = (index - 1) % SKIP_SIZE.length;
        return (depth + gamePly + SKIP_PHASE[k]) / SKIP_SIZE[k] % 2 != 0;
    }

    /** Forgets what every helper has learnt about moves (between searches only). */
    void clearHistory() {
        for (Search s : searches) {
            s.clearHistory();
        }
    }

    int size() {
        return searches.length;
    }

    /**
     * Starts every helper on {@code root} (copied here, on the caller's thread, so that the helpers never read the
     * caller's position) with the main search's options and root move restriction, up to {@code maxDepth}.
     */
    synchronized void start(Position root, SearchOptions options, int[] searchMoves, int maxDepth) {
        for (Search s : searches) {
            s.prepareHelper(root);
        }
        this.options = options;
        this.searchMoves = searchMoves;
        this.maxDepth = maxDepth;
        running = searches.length;
        generation++;
        notifyAll();
    }

    /** Tells every helper to stop; any thread may call it. The helpers notice within a node. */
    void stop() {
        for (Search s : searches) {
            s.stopped = true;
        }
    }

    /** Stops the helpers and waits until all have returned, so that their results can be read. */
    synchronized void stopAndWait() {
        stop();
        boolean interrupted = false;
        while (running > 0) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true; // the helpers stop within a node: keep waiting, then pass the interrupt on
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The nodes the helpers have searched in the current (or last) search; a racy sum while they run. */
    long nodes() {
        long n = 0;
        for (Search s : searches) {
            n += s.mainNodes();
        }
        return n;
    }

    /**
     * The search whose result to play, after {@link #stopAndWait}: the one with the deepest completed iteration,
     * ties going to the higher score and then to {@code main} (Stockfish's thread vote in its simplest form).
     */
    Search best(Search main) {
        Search best = main;
        for (Search s : searches) {
            int d = s.completedDepth();
            if (d > best.completedDepth()
                    || d > 0 && d == best.completedDepth() && s.bestScore() > best.bestScore()) {
                best = s;
            }
        }
        return best;
    }

    /** Ends the threads once they are idle; the pool cannot be used afterwards. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    private void loop(int index) {
        Search search = searches[index];
        long seen = 0;
        while (true) {
            SearchOptions o;
            int[] moves;
            int depth;
            synchronized (this) {
                while (generation == seen && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        // Nobody should interrupt a helper; if one is, it keeps serving (a dead helper would hang
                        // the main search) and close() is how it ends.
                    }
                }
                if (closed) {
                    return;
                }
                seen = generation;
                o = options;
                moves = searchMoves;
                depth = maxDepth;
            }
            try {
                search.helperSearch(o, moves, depth, index + 1);
            } catch (Throwable e) {
                // A bug; the helper must still report back, else the main search would wait for it forever.
                search.discardResult();
                e.printStackTrace();
            } finally {
                synchronized (this) {
                    running--;
                    notifyAll();
                }
            }
        }
    }
}
