package kirin.learn.train;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs {@code body(0) .. body(n - 1)} on a number of fresh threads, each taking the next index as it finishes one,
 * and waits for them all: the learner's weights use it for their per-king-square tasks (reading the tables,
 * spreading gradients, stepping, writing). With one thread the indices run in order on the calling thread, with no
 * thread started. A task's exception (an {@link OutOfMemoryError} too) is rethrown on the calling thread after
 * every thread ended, so that the caller can report it.
 */
final class ParallelFor {
    private ParallelFor() {}

    /** {@code body} for every index below {@code n}, on {@code threads} threads (at most {@code n}). */
    static void run(int n, int threads, IntConsumer body) {
        if (threads == 1) {
            for (int i = 0; i < n; i++) {
                body.accept(i);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        Thread[] ts = new Thread[Math.min(threads, n)];
        Throwable[] error = new Throwable[1];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                try {
                    for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                        body.accept(i);
                    }
                } catch (RuntimeException | Error e) { // an OutOfMemoryError too, for the caller to report
                    synchronized (error) {
                        error[0] = e;
                    }
                }
            }, "learn-update-" + t);
            ts[t].start();
        }
        for (Thread t : ts) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        if (error[0] instanceof Error e) {
            throw e;
        }
        if (error[0] != null) {
            throw (RuntimeException) error[0];
        }
    }
}
