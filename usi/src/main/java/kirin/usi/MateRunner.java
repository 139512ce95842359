package kirin.usi;

import java.util.List;
import kirin.core.Position;
import kirin.core.Uninterruptibly;
import kirin.core.mate.MateResult;
import kirin.core.mate.MateSolver;

/**
 * Runs {@code go mate} on a thread of its own: the df-pn solver ({@link MateSolver}) with its own table of
 * {@code MateHash} MiB, {@code info} lines with nodes and nps about once a second, then one final {@code info} line
 * and exactly one {@code checkmate} answer as a block. {@code stop} makes the solver return at once (within about a
 * thousand nodes); a proven mate found before the stop is still reported, else {@code checkmate timeout}. Every
 * method is called by the command loop's thread only.
 */
final class MateRunner {
    /** The solver recurses once per ply of the longest line it may search. */
    private static final long STACK_BYTES = 64L << 20;

    private final UsiOutput out;
    private MateSolver solver;
    private Thread thread;

    MateRunner(UsiOutput out) {
        this.out = out;
    }

    /** True while a mate search runs. */
    boolean running() {
        return thread != null && thread.isAlive();
    }

    /**
     * Starts a mate search of {@code root} with {@code solver} for {@code millis} ms (0 = until {@code stop}) with
     * mates up to {@code maxPly} plies; any previous one is stopped first. The solver's table is kept from one
     * {@code go mate} to the next: its proofs and disproofs hold for their positions whatever the root.
     */
    void start(MateSolver solver, Position root, long millis, int maxPly) {
        stopAndWait();
        this.solver = solver;
        solver.prepare();
        Position pos = root.copy();
        long start = System.nanoTime();
        thread = new Thread(null, () -> run(solver, pos, millis, maxPly, start), "kirin-mate", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
    }

    private void run(MateSolver s, Position pos, long millis, int maxPly, long start) {
        MateResult r;
        try {
            r = s.solve(pos, millis, maxPly, (nodes, ms, hashfull) -> out.line(progressLine(nodes, ms, hashfull)));
        } catch (RuntimeException | StackOverflowError e) {
            out.error("internal error in mate search: " + e);
            e.printStackTrace();
            out.line("checkmate timeout");
            return;
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        out.lines(List.of(progressLine(r.nodes, ms, s.table().hashfull()), r.usiAnswer()));
    }

    static String progressLine(long nodes, long millis, int hashfull) {
        return "info time " + millis + " nodes " + nodes + " nps " + nodes * 1000 / Math.max(1, millis)
                + " hashfull " + hashfull;
    }

    /** Asks a running mate search to answer now. */
    void stop() {
        if (running()) {
            solver.stop();
        }
    }

    /** Stops a running mate search and waits for its answer. */
    void stopAndWait() {
        if (thread == null) {
            return;
        }
        stop();
        Uninterruptibly.join(thread);
        thread = null;
    }
}
