package kirin.core.mate;

import kirin.core.Position;
import kirin.core.Uninterruptibly;

/**
 * The mate solver beside the main search in play: {@link #start} runs a {@link MateSolver} on the root position on
 * a thread of its own with no time limit, {@link #finish} stops it when the search is done and returns what it
 * found. When it proves a mate it calls a hook (the caller may end the search early). The solver and its table
 * are the caller's, so that {@code go mate} and play can share one table.
 */
public final class BackgroundMate {
    private static final long STACK_BYTES = 64L << 20;

    private final MateSolver solver;
    private Thread thread;
    private volatile MateResult result;

    public BackgroundMate(MateSolver solver) {
        this.solver = solver;
    }

    /**
     * Starts solving {@code root} (copied) for mates up to {@code maxPly} plies; {@code onMate}, if not null, runs on
     * the solver's thread once a mate is proved and its line checked.
     */
    public void start(Position root, int maxPly, Runnable onMate) {
        finish();
        result = null;
        Position pos = root.copy();
        solver.prepare();
        thread = new Thread(null, () -> {
            MateResult r = solver.solve(pos, 0, maxPly, null);
            result = r;
            if (r.status == MateResult.Status.MATE && onMate != null) {
                onMate.run();
            }
        }, "kirin-mate-in-play", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Stops the solver (at once if it still runs), waits for its thread and returns its result, or null if it was
     * never started.
     */
    public MateResult finish() {
        if (thread == null) {
            return null;
        }
        solver.stop();
        Uninterruptibly.join(thread);
        thread = null;
        return result;
    }
}
