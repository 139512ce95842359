package kirin.learn.train;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker threads of a learner run (the KPP {@link Learner} and the NNUE learner): daemon threads named
 * {@code learn-worker} that run lists of tasks and mini-batches. An interruption while waiting sets the run's stop
 * flag (the run then finishes after the current mini-batch); a task's failure is an {@link IOException}.
 */
public final class LearnPool implements AutoCloseable {
    /** A learner's worker: trains on records {@code from} (inclusive) to {@code to} of a chunk of packed records. */
    @FunctionalInterface
    public interface Trainer {
        void train(byte[] chunk, int from, int to);
    }

    private final ExecutorService pool;
    private final AtomicBoolean stop;

    /** A pool of {@code threads} threads; an interruption sets {@code stop}. */
    public LearnPool(int threads, AtomicBoolean stop) {
        this.stop = stop;
        pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "learn-worker");
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs {@code tasks} on the pool and waits for them all; an interruption stops the run. */
    public void runAll(List<Callable<Void>> tasks) throws IOException {
        try {
            for (Future<Void> f : pool.invokeAll(tasks)) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.set(true);
        } catch (ExecutionException e) {
            throw new IOException("learn: a worker failed: " + e.getCause(), e.getCause());
        }
    }

    /**
     * Trains {@code workers} on records {@code from} to {@code to} of {@code chunk}, each taking the next
     * {@code slice} records as it comes free, and waits for the end.
     */
    public void trainBatch(Trainer[] workers, int slice, byte[] chunk, int from, int to) throws IOException {
        AtomicInteger next = new AtomicInteger(from);
        List<Callable<Void>> tasks = new ArrayList<>();
        for (Trainer w : workers) {
            tasks.add(() -> {
                for (int a = next.getAndAdd(slice); a < to; a = next.getAndAdd(slice)) {
                    w.train(chunk, a, Math.min(to, a + slice));
                }
                return null;
            });
        }
        runAll(tasks);
    }

    /** Stops the threads (at once: a run closes the pool when it is done or failed). */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
