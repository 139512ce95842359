package kirin.learn.train;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import kirin.core.Position;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfenValue;
import kirin.learn.Shuffle;
import kirin.learn.StopOnExit;

/**
 * YaneuraOu's {@code learn} (interop.md 3.2 to 3.4) on the KPP_KKPT tables: reads the training files {@code loop}
 * times in chunks of {@link LearnOptions#chunkSize} records, each shuffled unless {@code no_shuffle}; holds out a
 * validation set (the file {@code validation_set_file_name}, else the first {@link LearnOptions#validationSize}
 * records read, whose positions are then excluded from training by hash key; {@link ValidationSet}); and trains
 * mini-batch by mini-batch. A chunk never spans two passes ({@link RecordStream}), so each pass is shuffled on its
 * own.
 *
 * <p>Per record (in {@code threads} worker threads, {@link LearnWorker}, each with its own {@link LeafSearch} and
 * {@link GradientBatch}): records with result 0 (draws, unless {@code use_draw_games_in_training 1}: then their
 * win-rate target is 0.5), {@code |score| > eval_limit} or {@code |score| == 28000}, mated positions, positions
 * where the side to move can declare a win, positions already trained on in this pass (a
 * {@link kirin.learn.DuplicateFilter} of 2^24 keys; YaneuraOu's has 2^26 and is not reset between passes), and,
 * with {@code reduction_gameply N}, records whose {@code gamePly < rand(N)} are skipped ({@link RecordFilter});
 * otherwise the quiescence PV leaf gets the elmo gradient (and, with {@code discount_rate}, the PV's interior nodes
 * that gradient times the rate). After each mini-batch:
 * {@link LearnWeights#updateAndWrite} with the scheduled eta (the stepped weights into the evaluation tables),
 * {@link LeafSearch#tablesChanged} in every worker.
 *
 * <p>Output: the parameter dump, a progress line per mini-batch, YaneuraOu's loss line every
 * {@code loss_output_interval} records and once at the end (not before training: as YaneuraOu's, the first line
 * comes after the first mini-batch), {@code loss.csv} and {@code loss.png} in the save folder, and the saves
 * ({@link LearnSaves}): {@code saveDir/0}, {@code /1}, ... every {@code eval_save_interval} records and
 * {@code saveDir/final} at the end ({@code saveDir} itself, once, with {@code save_only_once}). If the JVM is asked
 * to exit meanwhile (Ctrl-C), a shutdown hook stops training after the current mini-batch and lets the final save
 * finish.
 *
 * <p>{@code mirror_percentage P}: P% of the training positions (not the validation set) are mirrored left-right
 * before the search.
 */
public final class Learner {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final LearnOptions o;
    private final int threads;
    private final KppTables tables;
    private final LearnWeights weights;
    private final SearchOptions searchOptions;
    private final Path saveDir;
    private final Consumer<String> log;
    private final ElmoLoss loss;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final RecordFilter filter;
    private final ValidationSet validation;
    private final List<LossPoint> curve = new ArrayList<>();
    private final LearnSaves saves;
    /** Skip counts, by {@link RecordFilter} reason. */
    private final long[] skipped = new long[RecordFilter.NAMES.length];

    /** One row of the loss curve. */
    public record LossPoint(long records, long epoch, double eta, double trainLoss, double testLoss,
                            double testCrossEntropyEval, double testCrossEntropyWin, double norm,
                            double moveAccuracy) {}

    /** What a run did. */
    public record Summary(long records, long used, long epochs, double seconds, List<LossPoint> curve,
                          Path finalSave, boolean stopped) {
        public double perSecond() {
            return seconds > 0 ? records / seconds : 0;
        }
    }

    /**
     * @param tables the evaluation tables, read by the searches and overwritten after every update
     * @param weights the learner's state, made from {@code tables} (the full state, or a restricted one in tests)
     */
    public Learner(LearnOptions o, int threads, KppTables tables, LearnWeights weights, SearchOptions searchOptions,
                   Path saveDir, Consumer<String> log) {
        this.o = o;
        this.threads = Math.max(1, threads);
        this.tables = tables;
        this.weights = weights;
        this.searchOptions = searchOptions;
        this.saveDir = saveDir;
        this.log = log;
        this.loss = new ElmoLoss(o.lambda, o.lambda2, o.lambdaLimit);
        this.filter = new RecordFilter(o, searchOptions);
        this.validation = new ValidationSet(filter, tables, searchOptions);
        this.saves = new LearnSaves(tables, saveDir, log, curve);
    }

    /** Asks a running training to finish after the current mini-batch (from another thread). */
    public void stop() {
        stop.set(true);
    }

    /** The training files: see {@link #files(LearnOptions)}. */
    public List<Path> files() throws IOException {
        return files(o);
    }

    /**
     * The training files: basedir/file for each name (a name that is a folder, such as the shards that
     * {@code kirin-spark gensfen} or {@code shuffle} write, stands for its *.bin files), and every *.bin in
     * basedir/targetdir; a folder's files in name order, without names starting with '.' or '_' (a shard being
     * written).
     */
    public static List<Path> files(LearnOptions o) throws IOException {
        List<Path> fs = new ArrayList<>();
        for (String n : o.files) {
            Path p = Path.of(o.baseDir, n);
            if (Files.isDirectory(p)) {
                binFiles(p, fs);
            } else {
                fs.add(p);
            }
        }
        if (o.targetDir != null) {
            binFiles(Path.of(o.baseDir, o.targetDir), fs);
        }
        return fs;
    }

    private static void binFiles(Path dir, List<Path> into) throws IOException {
        try (var s = Files.list(dir)) {
            s.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().endsWith(".bin"))
                    .filter(f -> !f.getFileName().toString().startsWith(".")
                            && !f.getFileName().toString().startsWith("_"))
                    .sorted().forEach(into::add);
        }
    }

    // ---- the run ----

    /** Trains to the end of the data (or {@link #stop}); returns what was done. */
    public Summary run() throws IOException {
        List<Path> files = files();
        if (files.isEmpty()) {
            throw new IOException("learn: no training files");
        }
        List<String> names = new ArrayList<>();
        List<String> defects = new ArrayList<>();
        long perLoop = checkFiles(files, names, defects, log);
        o.describe("learn", names).forEach(log);
        log.accept("threads           : " + threads);
        log.accept("save dir          : " + saveDir.toAbsolutePath());
        log.accept("init..");
        weights.setThreads(threads);
        weights.setFreeze(o.freezeKk, o.freezeKkp, o.freezeKpp);
        weights.correctEval();
        weights.writeTo(tables);
        log.accept("init done.");

        long seed = o.seed != 0 ? o.seed : System.nanoTime();
        SplittableRandom shuffleRnd = new SplittableRandom(seed);
        RecordStream stream = new RecordStream(files, o.loop);
        long total = perLoop * o.loop - validation.load(o, stream, log);

        Files.createDirectories(saveDir);
        LearnWorker[] workers = new LearnWorker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new LearnWorker(o, tables, weights, searchOptions, loss, filter, validation, seed + 1 + i);
        }
        LearnPool pool = new LearnPool(threads, stop);
        StopOnExit onExit = new StopOnExit("learn", stop, 120);
        long start = System.nanoTime();
        long records = 0;
        long epoch = 0;
        int saveCount = 0;
        long nextSave = o.evalSaveInterval;
        long nextLoss = o.lossInterval();
        Path finalSave;
        Summary result;
        try {
            // No loss line before training: YaneuraOu's learner prints its first one after the first mini-batch, and
            // a line costs a search of every validation position (a depth-1 search each for the move accuracy).
            int batchSize = (int) Math.min(o.batchSize, Integer.MAX_VALUE / PackedSfenValue.BYTES);
            int chunkSize = (int) Math.max(1, Math.min(o.chunkSize, Math.max(1, total)));
            byte[] chunk = new byte[chunkSize * PackedSfenValue.BYTES];
            int chunkLen = readChunk(stream, chunk, chunkSize, shuffleRnd);
            int chunkPos = 0;
            double lastEta = o.eta(0);
            while (!stop.get() && chunkLen > 0) {
                int n = Math.min(batchSize, chunkLen - chunkPos);
                pool.trainBatch(workers, 256, chunk, chunkPos, chunkPos + n);
                chunkPos += n;
                records += n;
                if (chunkPos >= chunkLen) {
                    // Read ahead, so that the last mini-batch is known as such: its loss line is the final one,
                    // which runs while the final tables are written (below) instead of before.
                    chunkLen = readChunk(stream, chunk, chunkSize, shuffleRnd);
                    chunkPos = 0;
                }
                boolean last = chunkLen == 0;
                double eta = lastEta = o.eta(epoch);
                weights.updateAndWrite(eta, tables);
                for (LearnWorker w : workers) {
                    w.leafSearch.tablesChanged();
                }
                epoch++;
                batchLines(log, records, epoch, eta, total, start);
                if (records >= nextLoss && !last) {
                    lossLine(pool, records, epoch, eta, workers);
                    nextLoss = (records / o.lossInterval() + 1) * o.lossInterval();
                }
                if (!o.saveOnlyOnce && records >= nextSave && used(workers) > 0) {
                    saves.save(saveDir.resolve(Integer.toString(saveCount++)));
                    nextSave = (records / o.evalSaveInterval + 1) * o.evalSaveInterval;
                }
            }
            boolean finalLine = curve.isEmpty() || curve.get(curve.size() - 1).records() != records;
            if (used(workers) == 0 && !stop.get()) {
                if (finalLine) {
                    lossLine(pool, records, epoch, lastEta, workers);
                }
                summarize(records, epoch, (System.nanoTime() - start) / 1e9, null, workers);
                throw new IOException(nothingUsable(names, defects, records, workers));
            }
            finalSave = o.saveOnlyOnce ? saveDir : saveDir.resolve("final");
            // The final tables are written while the last loss line searches the validation set: both only read
            // the tables, and the writing waits mostly on the disk, so the line's searches fill that time.
            log.accept("save_eval() start. folder = " + finalSave);
            CompletableFuture<Long> writing = saves.writeTablesAsync(finalSave);
            try {
                if (finalLine) {
                    lossLine(pool, records, epoch, lastEta, workers);
                }
                saves.writeCurve(); // the chart library's start-up, too, while the disk works
            } finally {
                saves.saved(finalSave, LearnSaves.join(writing));
            }
            // Before the exit hook is released: on Ctrl-C the JVM exits as soon as it is.
            result = summarize(records, epoch, (System.nanoTime() - start) / 1e9, finalSave, workers);
        } finally {
            pool.close();
            stream.close();
            onExit.close();
        }
        return result;
    }

    /**
     * Checks the training files (each must exist and not be a folder), adds their names to {@code names} and the
     * defects found (a size that is not a whole number of records) to {@code defects}, reported to {@code log};
     * returns the number of records in one pass over them.
     */
    public static long checkFiles(List<Path> files, List<String> names, List<String> defects, Consumer<String> log)
            throws IOException {
        long perLoop = 0;
        for (Path f : files) {
            names.add(f.toString());
            if (Files.isDirectory(f)) {
                throw new IOException("learn: " + f + ": is a folder, not a training file");
            }
            if (!Files.exists(f)) {
                throw new IOException("learn: " + f + ": no such file");
            }
            long size = Files.size(f);
            perLoop += size / PackedSfenValue.BYTES;
            if (size % PackedSfenValue.BYTES != 0) {
                String d = f + ": " + size + " bytes is not a whole number of " + PackedSfenValue.BYTES
                        + "-byte records (" + size / PackedSfenValue.BYTES + " records and "
                        + size % PackedSfenValue.BYTES + " bytes left over)";
                defects.add(d);
                log.accept("learn: " + d + "; the bytes left over are ignored. Is it a training file?");
            }
        }
        return perLoop;
    }

    /** The next chunk of records, shuffled unless {@code noshuffle}; 0 at the end of the data. */
    private int readChunk(RecordStream stream, byte[] chunk, int chunkSize, SplittableRandom shuffleRnd)
            throws IOException {
        return readChunk(stream, chunk, chunkSize, shuffleRnd, filter, o.noShuffle);
    }

    /**
     * The next chunk of up to {@code chunkSize} records from {@code stream} into {@code chunk}, shuffled with
     * {@code shuffleRnd} unless {@code noShuffle}; tells {@code filter} which pass it comes from. 0 at the end of the
     * data.
     */
    public static int readChunk(RecordStream stream, byte[] chunk, int chunkSize, SplittableRandom shuffleRnd,
                                RecordFilter filter, boolean noShuffle) throws IOException {
        int len = stream.read(chunk, chunkSize);
        filter.startPass(stream.pass());
        if (len > 0 && !noShuffle) {
            Shuffle.shuffleRecords(chunk, len, shuffleRnd);
        }
        return len;
    }

    private static long used(LearnWorker[] workers) {
        long used = 0;
        for (LearnWorker w : workers) {
            used += w.used;
        }
        return used;
    }

    /** The error of a run that had no usable training record: what was read and why none was used. */
    private String nothingUsable(List<String> names, List<String> defects, long records, LearnWorker[] workers) {
        long corrupt = validation.corrupt();
        for (LearnWorker w : workers) {
            corrupt += w.skips[RecordFilter.CORRUPT];
        }
        long read = records + validation.size() + validation.corrupt();
        String why = read == 0 ? "the files hold no whole 40-byte record"
                : corrupt == read ? "all " + read + " records are corrupt (not YaneuraOu PackedSfenValue records)"
                : read + " records read, " + corrupt + " of them corrupt, the others skipped (see the skip counts)";
        return "learn: no usable training record in " + String.join(", ", names) + ": " + why
                + (defects.isEmpty() ? "" : "; " + String.join("; ", defects)) + "; nothing trained and nothing saved";
    }

    /** Prints the closing lines (records, rate, updates, skips) and returns the summary. */
    private Summary summarize(long records, long epoch, double seconds, Path finalSave, LearnWorker[] workers) {
        long used = 0;
        long mirrored = 0;
        for (LearnWorker w : workers) {
            used += w.used;
            mirrored += w.mirrored;
            for (int i = 0; i < skipped.length; i++) {
                skipped[i] += w.skips[i];
            }
        }
        log.accept(closingLine(records, used, seconds, epoch, stop.get()));
        log.accept(RecordFilter.skipLine(RecordFilter.NAMES, skipped)
                + (o.mirrorPercentage > 0 ? "; mirrored " + mirrored : ""));
        return new Summary(records, used, epoch, seconds, List.copyOf(curve), finalSave, stop.get());
    }

    /**
     * The progress part of a mini-batch line: records done of {@code total}, seconds since {@code start} (a
     * {@link System#nanoTime}), records per second and the estimated seconds left.
     */
    public static String progress(long records, long total, long start) {
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? records / seconds : 0;
        String eta = rate > 0 && total > records ? String.format(Locale.ROOT, ", ETA %.0f s", (total - records) / rate)
                : "";
        return String.format(Locale.ROOT, "%d / %d records, %.1f s, %.0f records/s%s", records, total, seconds, rate,
                eta);
    }

    /**
     * The two lines after each mini-batch: records done and the time of day, then the update count, eta and
     * {@link #progress}.
     */
    public static void batchLines(Consumer<String> log, long records, long epoch, double eta, long total, long start) {
        log.accept(records + " sfens , at " + LocalDateTime.now().format(TIME));
        log.accept(String.format(Locale.ROOT, "epoch = %d , eta = %s , %s", epoch, eta,
                progress(records, total, start)));
    }

    /** The closing line of a run: records read and used, seconds, rate, updates, and whether it was stopped. */
    public static String closingLine(long records, long used, double seconds, long updates, boolean stopped) {
        return String.format(Locale.ROOT, "learn: %d records (%d used for gradients) in %.1f s, %.0f records/s, "
                + "%d updates%s", records, used, seconds, seconds > 0 ? records / seconds : 0, updates,
                stopped ? " (stopped)" : "");
    }

    /** The test loss over the validation set, the learn averages since the last line; prints and records them. */
    private void lossLine(LearnPool pool, long records, long epoch, double eta, LearnWorker[] workers)
            throws IOException {
        ElmoLoss.Sums learn = loss.newSums();
        for (LearnWorker w : workers) {
            learn.add(w.sums);
            w.sums.clear();
        }
        if (validation.isEmpty()) {
            log.accept("Error! : sr.sfen_for_mse.size() = 0");
            curve.add(new LossPoint(records, epoch, eta, avg(learn.crossEntropy, learn.count), Double.NaN,
                    Double.NaN, Double.NaN, Double.NaN, Double.NaN));
            return;
        }
        ValidationSet.Measure m = validation.measure(threads, loss, pool::runAll);
        ElmoLoss.Sums test = m.test();
        int hits = m.hits();
        Position hirate = Position.startpos();
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(hirate);
        int hirateEval = e.evaluate(hirate);
        double accuracy = 100.0 * hits / validation.size();
        double norm = test.norm / test.count;
        log.accept(String.format(Locale.ROOT, "hirate eval = %d , %s , norm = %s , move accuracy = %.2f%% , %s",
                hirateEval, test.format("test"), norm, accuracy, learn.format("learn")));
        curve.add(new LossPoint(records, epoch, eta, avg(learn.crossEntropy, learn.count),
                test.crossEntropy / test.count, test.crossEntropyEval / test.count,
                test.crossEntropyWin / test.count, norm, accuracy));
    }

    private static double avg(double sum, long n) {
        return n > 0 ? sum / n : Double.NaN;
    }
}
