package kirin.learn.bonanza;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs one job per game on a fixed set of worker threads (each worker keeps its own searcher or evaluator), games
 * handed out one at a time, with a progress line (positions done, rate, ETA) every {@code progressSeconds} on the
 * log. Workers look at the stop flag between games.
 */
final class GameTasks implements AutoCloseable {
    /** One worker's job for game {@code g}; adds the positions it handled to {@code done}. */
    interface Job {
        void run(int g, AtomicLong done);
    }

    private final ExecutorService pool;
    private final int threads;
    private final AtomicBoolean stop;
    private final Consumer<String> log;
    private final double progressSeconds;

    GameTasks(int threads, AtomicBoolean stop, Consumer<String> log, double progressSeconds) {
        this.threads = threads;
        this.stop = stop;
        this.log = log;
        this.progressSeconds = progressSeconds;
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "learn-bonanza-worker");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs {@code jobs.get(w)} on worker w over games 0..games-1. {@code label} and {@code positions} (the total)
     * make the progress line; {@code prefix} is what the line starts with. Returns the positions done.
     */
    long run(String label, int games, long positions, List<Job> jobs) throws IOException {
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        List<Future<?>> fs = new ArrayList<>();
        for (int w = 0; w < threads; w++) {
            Job job = jobs.get(w);
            fs.add(pool.submit(() -> {
                for (int g = next.getAndIncrement(); g < games && !stop.get(); g = next.getAndIncrement()) {
                    job.run(g, done);
                }
            }));
        }
        long start = System.nanoTime();
        try {
            for (Future<?> f : fs) {
                while (true) {
                    try {
                        f.get((long) (progressSeconds * 1000), TimeUnit.MILLISECONDS);
                        break;
                    } catch (TimeoutException e) {
                        log.accept(progress(label, done.get(), positions, start));
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.set(true);
        } catch (ExecutionException e) {
            stop.set(true);
            throw new IOException("learn bonanza: a worker failed: " + e.getCause(), e.getCause());
        }
        return done.get();
    }

    static String progress(String label, long done, long total, long start) {
        double s = (System.nanoTime() - start) / 1e9;
        double rate = s > 0 ? done / s : 0;
        String eta = rate > 0 && total > done ? String.format(Locale.ROOT, ", ETA %.0f s", (total - done) / rate) : "";
        return String.format(Locale.ROOT, "%s: %d / %d positions, %.1f s, %.1f positions/s%s", label, done, total, s,
                rate, eta);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
