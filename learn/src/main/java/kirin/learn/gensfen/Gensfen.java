package kirin.learn.gensfen;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import kirin.core.Evaluator;
import kirin.core.search.SearchOptions;
import kirin.learn.DuplicateFilter;
import kirin.learn.StopOnExit;

/**
 * The {@code gensfen} command: self-play training positions written as 40-byte PackedSfenValue records
 * (interop.md sections 3.1 and 4.1) by {@code threads} generator threads ({@link SelfPlayer}), each with its own
 * search, small transposition table and evaluator copy, sharing the duplicate filter and the output file.
 *
 * <p>{@link #run} blocks until {@code loop} records are written (or {@link #stop}). Progress goes to {@code log}
 * (stderr). If the JVM is asked to exit meanwhile (Ctrl-C, SIGINT or SIGTERM), a shutdown hook stops the threads,
 * which drop their unfinished games; the file is closed with whole records only, and a later run appends.
 */
public final class Gensfen {
    /** Seconds between progress lines. */
    static final long PROGRESS_SECONDS = 5;

    private final GensfenOptions o;
    private final int threads;
    private final Evaluator evaluator;
    private final SearchOptions searchOptions;
    private final PositionPacker packer;
    private final Consumer<String> log;
    private final AtomicBoolean stop = new AtomicBoolean();
    private OpeningBook book;
    private final OpeningVariety variety = new OpeningVariety();

    public Gensfen(GensfenOptions o, int threads, Evaluator evaluator, SearchOptions searchOptions,
                   PositionPacker packer, Consumer<String> log) {
        this.o = o;
        this.threads = threads;
        this.evaluator = evaluator;
        this.searchOptions = searchOptions;
        this.packer = packer;
        this.log = log;
    }

    /** Games open with moves from {@code b} (null: none), as YaneuraOu's gensfen does with the engine's book. */
    public Gensfen withBook(OpeningBook b) {
        this.book = b;
        return this;
    }

    /**
     * What a run did; {@code drawRecords} counts the records of drawn games handed to the writer (result 0, with
     * {@code write_out_draw_game_in_training_data_generation} only; the last game may have been cut at {@code loop}).
     */
    public record Summary(long written, long games, double seconds, Path lastFile, long drawRecords) {
        public double perSecond() {
            return seconds > 0 ? written / seconds : 0;
        }
    }

    /** Asks a running generation to finish (from another thread). */
    public void stop() {
        stop.set(true);
    }

    /** Generates until {@code loop} records are written or {@link #stop}; returns what was done. */
    public Summary run() throws IOException {
        long seed = o.seed != 0 ? o.seed : System.nanoTime();
        Path file = Path.of(o.outputFileName + (o.randomFileName ? "_" + hex(seed) : ""));
        o.describe(threads).forEach(log);
        long start = System.nanoTime();
        List<SelfPlayer> players = new ArrayList<>();
        // The writer closes (whole records only) before the exit hook is released.
        try (StopOnExit onExit = new StopOnExit("gensfen", stop, 30);
             GensfenWriter writer = new GensfenWriter(file, o.loop, o.saveEvery, log)) {
            DuplicateFilter duplicates = new DuplicateFilter(DuplicateFilter.DEFAULT_BITS);
            List<Thread> workers = new ArrayList<>();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            for (int i = 0; i < threads; i++) {
                long threadSeed = seed + i;
                log.accept("gensfen: thread " + i + " seed " + threadSeed);
                SelfPlayer p = new SelfPlayer(o, evaluator, searchOptions, writer, duplicates, packer, stop,
                        threadSeed);
                p.book = book;
                p.variety = variety;
                players.add(p);
                Thread t = new Thread(() -> {
                    try {
                        p.run();
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                        stop.set(true);
                    }
                }, "gensfen-" + i);
                workers.add(t);
                t.start();
            }
            long lastReport = System.nanoTime();
            boolean varietyLogged = false;
            for (Thread t : workers) {
                while (t.isAlive()) {
                    try {
                        t.join(200);
                    } catch (InterruptedException e) {
                        stop.set(true);
                        Thread.currentThread().interrupt();
                    }
                    if (!varietyLogged && variety.complete()) {
                        // Said as soon as it is known: a run whose writes stall on duplicates can then be stopped.
                        varietyLogged = true;
                        log.accept("gensfen: opening variety: " + variety.describe());
                    }
                    if (System.nanoTime() - lastReport >= TimeUnit.SECONDS.toNanos(PROGRESS_SECONDS)) {
                        lastReport = System.nanoTime();
                        log.accept(progress(writer.written(), start));
                    }
                }
            }
            if (failure.get() != null) {
                throw new IOException("gensfen failed: " + failure.get(), failure.get());
            }
            long games = players.stream().mapToLong(p -> p.games).sum();
            long draws = players.stream().mapToLong(p -> p.drawsWritten).sum();
            Summary s = new Summary(writer.written(), games, (System.nanoTime() - start) / 1e9, writer.currentFile(),
                    draws);
            long searches = players.stream().mapToLong(p -> p.searches).sum();
            long nodes = players.stream().mapToLong(p -> p.nodes).sum();
            long plies = players.stream().mapToLong(p -> p.plies).sum();
            long handed = players.stream().mapToLong(p -> p.recordsHanded).sum();
            log.accept(progress(writer.written(), start) + (stop.get() ? " (stopped)" : "") + "; " + games
                    + " games, " + searches + " searches, " + nodes / Math.max(1, searches) + " nodes per search");
            log.accept(perGame(games, plies, handed, searches, writer.written()));
            log.accept(tally("gensfen: games ended by", SelfPlayer.ENDING_NAMES, players, p -> p.endings)
                    + (o.writeDraws ? "; " + draws + " records of drawn games written with result 0" : ""));
            log.accept("gensfen: opening variety: " + variety.describe()
                    + (book != null ? ", " + players.stream().mapToLong(p -> p.bookMoves).sum() + " book moves"
                    : ", no book"));
            log.accept(tally("gensfen: positions searched but not written:", SelfPlayer.DISCARD_NAMES, players,
                    p -> p.discards));
            return s;
        }
    }

    /**
     * The per-game figures that decide positions per search: plies per game (moves made, random ones included),
     * records per game (of the games whose records went to the writer, over all games) and searches per position
     * written.
     */
    static String perGame(long games, long plies, long handed, long searches, long written) {
        return String.format("gensfen: %.1f plies per game, %.1f records per game, %.3f searches per position written",
                plies / (double) Math.max(1, games), handed / (double) Math.max(1, games),
                searches / (double) Math.max(1, written));
    }

    /** "title name1 n1, name2 n2, ...", each count summed over the players. */
    private static String tally(String title, String[] names, List<SelfPlayer> players,
                                Function<SelfPlayer, long[]> counts) {
        StringBuilder b = new StringBuilder(title);
        for (int k = 0; k < names.length; k++) {
            long sum = 0;
            for (SelfPlayer p : players) {
                sum += counts.apply(p)[k];
            }
            b.append(k == 0 ? " " : ", ").append(names[k]).append(' ').append(sum);
        }
        return b.toString();
    }

    private String progress(long written, long start) {
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? written / seconds : 0;
        String eta = rate > 0 && o.loop < Long.MAX_VALUE / 2
                ? String.format(", ETA %.0f s", (o.loop - written) / rate) : "";
        return String.format("gensfen: %d positions written in %.1f s, %.0f positions/s%s", written, seconds, rate,
                eta);
    }

    private static String hex(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        return String.format("%016x%016x", r.nextLong(), r.nextLong());
    }
}
