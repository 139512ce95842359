package kirin.learn.train;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import kirin.core.Declaration;
import kirin.core.GameEnd;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.QuietListener;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.DuplicateFilter;
import kirin.learn.Move16;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;
import kirin.learn.Shuffle;
import kirin.learn.StopOnExit;

/**
 * YaneuraOu's {@code learn} (interop.md 3.2 to 3.4) on the KPP_KKPT tables: reads the training files {@code loop}
 * times in chunks of {@link LearnOptions#chunkSize} records, each shuffled unless {@code no_shuffle}; holds out a
 * validation set (the file {@code validation_set_file_name}, else the first {@link LearnOptions#validationSize}
 * records read, whose positions are then excluded from training by hash key); and trains mini-batch by mini-batch.
 * A chunk never spans two passes, so each pass is shuffled on its own.
 *
 * <p>Per record (in {@code threads} worker threads, each with its own {@link LeafSearch} and {@link GradientBatch}):
 * records with result 0 (draws, unless {@code use_draw_games_in_training 1}: then their win-rate target is 0.5),
 * {@code |score| > eval_limit} or {@code |score| == 28000}, mated positions,
 * positions where the side to move can declare a win, positions already trained on in this pass (a
 * {@link DuplicateFilter} of 2^24 keys; YaneuraOu's has 2^26 and is not reset between passes), and, with
 * {@code reduction_gameply N}, records whose {@code gamePly < rand(N)} are skipped; otherwise the quiescence PV leaf gets the elmo gradient (and, with
 * {@code discount_rate}, the PV's interior nodes that gradient times the rate). After each mini-batch:
 * {@link LearnWeights#updateAndWrite} with the scheduled eta (the stepped weights into the evaluation tables),
 * {@link LeafSearch#tablesChanged} in every worker.
 *
 * <p>Output: the parameter dump, a progress line per mini-batch, YaneuraOu's loss line every
 * {@code loss_output_interval} records and once at the end (not before training: as YaneuraOu's, the first line
 * comes after the first mini-batch), {@code loss.csv} and {@code loss.png} in the
 * save folder, and the saves: {@code saveDir/0}, {@code /1}, ... every {@code eval_save_interval} records and
 * {@code saveDir/final} at the end ({@code saveDir} itself, once, with {@code save_only_once}). If the JVM is asked
 * to exit meanwhile (Ctrl-C), a shutdown hook stops training after the current mini-batch and lets the final save
 * finish.
 *
 * <p>{@code mirror_percentage P}: P% of the training positions (not the validation set) are mirrored left-right
 * before the search.
 */
public final class Learner {
    /** Score YaneuraOu writes for "superior" positions; such records are skipped. */
    static final int VALUE_SUPERIOR = 28000;
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
    private final LongOpenHashSet validationKeys = new LongOpenHashSet();
    /**
     * The held-out records, kept packed (40 bytes each) and decoded when searched: kept as positions (about 25 KB
     * each with their history arrays), 19,168 of them took 480 MB of heap.
     */
    private final List<PackedSfenValue> validation = new ArrayList<>();
    private final List<LossPoint> curve = new ArrayList<>();
    /** Skip counts: draw, eval limit, reduction, mated, declaration, validation, bad record, duplicate. */
    private final long[] skipped = new long[8];
    static final String[] SKIP_NAMES = {"draw", "eval_limit", "reduction_gameply", "mated", "declaration win",
            "validation position", "corrupt record", "duplicate"};
    static final int CORRUPT = 6;
    /** Corrupt records met while taking the validation set. */
    private long corruptValidation;
    /**
     * Positions trained on recently (interop.md 3.2: YaneuraOu's KPPT learner skips a record whose key it saw
     * recently). Keys are salted with the pass number, so that {@code loop N} trains on every position once per pass.
     */
    private final DuplicateFilter recent = new DuplicateFilter(DuplicateFilter.DEFAULT_BITS);
    /** The salt of the pass the current chunk comes from. */
    private volatile long passSalt;


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
    }

    /** Asks a running training to finish after the current mini-batch (from another thread). */
    public void stop() {
        stop.set(true);
    }

    /** The training files: basedir/file for each name, and every *.bin in basedir/targetdir. */
    public List<Path> files() throws IOException {
        List<Path> fs = new ArrayList<>();
        for (String n : o.files) {
            fs.add(Path.of(o.baseDir, n));
        }
        if (o.targetDir != null) {
            try (var s = Files.list(Path.of(o.baseDir, o.targetDir))) {
                s.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".bin")).sorted().forEach(fs::add);
            }
        }
        return fs;
    }

    // ---- the run ----

    private final class Worker {
        final LeafSearch leafSearch = new LeafSearch(new KppEvaluator(tables), searchOptions);
        final GradientBatch batch = weights.newBatch();
        final ElmoLoss.Sums sums = loss.newSums();
        final SplittableRandom rnd;
        final long[] skips = new long[skipped.length];
        long used;
        long mirrored;
        /** Reused for every record: decoding allocates no position (a position's history arrays are ~25 KB). */
        final RawPosition raw = new RawPosition();
        Position scratch;
        /** The mate test's move list. */
        final int[] moves = new int[MoveGenerator.MAX_MOVES];

        Worker(long seed) {
            rnd = new SplittableRandom(seed);
        }

        void train(byte[] buf, int from, int to) {
            for (int r = from; r < to; r++) {
                trainOne(buf, r * PackedSfenValue.BYTES);
            }
        }

        private void trainOne(byte[] buf, int off) {
            PackedSfenValue v = PackedSfenValue.read(buf, off);
            // Decoded before the other filters so that every corrupt record is counted as such (a draw or eval_limit
            // skip now costs a decoding, about 1/30 of a leaf search).
            Position pos = decodeInto(v);
            int why = pos == null ? CORRUPT : preFilter(v, rnd);
            if (why >= 0) {
                skips[why]++;
                return;
            }
            why = positionFilter(pos, moves);
            if (why < 0 && validationKeys.contains(pos.key())) {
                why = 5;
            }
            if (why < 0 && recent.seen(pos.key() ^ passSalt)) {
                why = 7;
            }
            if (why >= 0) {
                skips[why]++;
                return;
            }
            if (o.mirrorPercentage > 0 && rnd.nextInt(100) < o.mirrorPercentage) {
                pos = mirror(pos);
                mirrored++;
            }
            LeafSearch.Leaf leaf = leafSearch.search(pos);
            int teacher = v.score();
            int result = v.gameResult();
            sums.add(teacher, leaf.shallow(), result);
            double delta = loss.gradient(teacher, leaf.shallow(), result);
            batch.addGradient(leaf.position(), pos.sideToMove(), delta);
            if (o.discountRate != 0 && leaf.pv().length > 0) {
                Position p = pos.copy();
                for (int i = 0; i < leaf.pv().length; i++) {
                    batch.addGradient(p, pos.sideToMove(), delta * o.discountRate);
                    p.doMove(leaf.pv()[i]);
                }
            }
            used++;
        }

        /** {@link #decode} into this worker's reused position. */
        private Position decodeInto(PackedSfenValue v) {
            Position p = decode(v, raw, scratch);
            if (p != null) {
                scratch = p;
            }
            return p;
        }
    }

    /**
     * The position of a record, or null if the record is corrupt: its packed sfen does not decode, its result is
     * not -1, 0 or 1, or its move is not a Move16 (the checks of {@code PsvReader}, which {@code sfenstats} uses).
     * Decoded through {@code raw} into {@code into} (reused; null for a new one).
     */
    private static Position decode(PackedSfenValue v, RawPosition raw, Position into) {
        if (!wellFormedFields(v)) {
            return null;
        }
        try {
            return v.position(raw, into);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** True if the result is -1, 0 or 1 and the move a Move16: a record failing this is corrupt. */
    private static boolean wellFormedFields(PackedSfenValue v) {
        return v.gameResult() >= -1 && v.gameResult() <= 1 && Move16.isWellFormed(v.move());
    }

    /** The skip reason of a record by its fields alone, or -1. */
    private int preFilter(PackedSfenValue v, SplittableRandom rnd) {
        if (v.gameResult() == 0 && !o.useDraws) {
            return 0;
        }
        int s = Math.abs(v.score());
        if (s > o.evalLimit || s == VALUE_SUPERIOR) {
            return 1;
        }
        if (o.reductionGameply > 1 && rnd != null && v.gamePly() < rnd.nextInt(o.reductionGameply)) {
            return 2;
        }
        return -1;
    }

    /** The skip reason of a position (mated, declaration win available), or -1. */
    private int positionFilter(Position pos, int[] moves) {
        if (GameEnd.isMated(pos, moves)) {
            return 3;
        }
        if (Declaration.canDeclareWin(pos, searchOptions.enteringKingRule)) {
            return 4;
        }
        return -1;
    }

    /** Trains to the end of the data (or {@link #stop}); returns what was done. */
    public Summary run() throws IOException {
        List<Path> files = files();
        if (files.isEmpty()) {
            throw new IOException("learn: no training files");
        }
        List<String> names = new ArrayList<>();
        long perLoop = 0;
        List<String> defects = new ArrayList<>();
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
        if (o.validationSetFileName != null) {
            Path vf = Path.of(o.baseDir, o.validationSetFileName);
            log.accept("open validation file = " + vf);
            try (RecordStream vs = new RecordStream(List.of(vf), 1)) {
                loadValidation(vs, Integer.MAX_VALUE, false);
            }
        } else {
            loadValidation(stream, o.validationSize, true);
        }
        log.accept("validation set : " + validation.size() + " positions");
        long total = perLoop * o.loop - (o.validationSetFileName == null ? validation.size() : 0);

        Files.createDirectories(saveDir);
        Worker[] workers = new Worker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new Worker(seed + 1 + i);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "learn-worker");
            t.setDaemon(true);
            return t;
        });
        StopOnExit onExit = new StopOnExit("learn", stop, 120);
        long start = System.nanoTime();
        long records = 0;
        long epoch = 0;
        int saves = 0;
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
                trainBatch(pool, workers, chunk, chunkPos, chunkPos + n);
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
                for (Worker w : workers) {
                    w.leafSearch.tablesChanged();
                }
                epoch++;
                log.accept(records + " sfens , at " + LocalDateTime.now().format(TIME));
                log.accept(String.format(Locale.ROOT, "epoch = %d , eta = %s , %s", epoch, eta,
                        progress(records, total, start)));
                if (records >= nextLoss && !last) {
                    lossLine(pool, records, epoch, eta, workers);
                    nextLoss = (records / o.lossInterval() + 1) * o.lossInterval();
                }
                if (!o.saveOnlyOnce && records >= nextSave && used(workers) > 0) {
                    save(saveDir.resolve(Integer.toString(saves++)));
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
            CompletableFuture<Long> writing = writeTablesAsync(finalSave);
            try {
                if (finalLine) {
                    lossLine(pool, records, epoch, lastEta, workers);
                }
                writeCurve(); // the chart library's start-up, too, while the disk works
            } finally {
                saved(finalSave, join(writing));
            }
            // Before the exit hook is released: on Ctrl-C the JVM exits as soon as it is.
            result = summarize(records, epoch, (System.nanoTime() - start) / 1e9, finalSave, workers);
        } finally {
            pool.shutdownNow();
            stream.close();
            onExit.close();
        }
        return result;
    }

    /** The next chunk of records, shuffled unless {@code noshuffle}; 0 at the end of the data. */
    private int readChunk(RecordStream stream, byte[] chunk, int chunkSize, SplittableRandom shuffleRnd)
            throws IOException {
        int len = stream.read(chunk, chunkSize);
        passSalt = stream.pass() * 0x9E3779B97F4A7C15L;
        if (len > 0 && !o.noShuffle) {
            Shuffle.shuffleRecords(chunk, len, shuffleRnd);
        }
        return len;
    }

    private static long used(Worker[] workers) {
        long used = 0;
        for (Worker w : workers) {
            used += w.used;
        }
        return used;
    }

    /** The error of a run that had no usable training record: what was read and why none was used. */
    private String nothingUsable(List<String> names, List<String> defects, long records, Worker[] workers) {
        long corrupt = corruptValidation;
        for (Worker w : workers) {
            corrupt += w.skips[CORRUPT];
        }
        long read = records + validation.size() + corruptValidation;
        String why = read == 0 ? "the files hold no whole 40-byte record"
                : corrupt == read ? "all " + read + " records are corrupt (not YaneuraOu PackedSfenValue records)"
                : read + " records read, " + corrupt + " of them corrupt, the others skipped (see the skip counts)";
        return "learn: no usable training record in " + String.join(", ", names) + ": " + why
                + (defects.isEmpty() ? "" : "; " + String.join("; ", defects)) + "; nothing trained and nothing saved";
    }

    /** Prints the closing lines (records, rate, updates, skips) and returns the summary. */
    private Summary summarize(long records, long epoch, double seconds, Path finalSave, Worker[] workers) {
        long used = 0;
        long mirrored = 0;
        for (Worker w : workers) {
            used += w.used;
            mirrored += w.mirrored;
            for (int i = 0; i < skipped.length; i++) {
                skipped[i] += w.skips[i];
            }
        }
        StringBuilder sk = new StringBuilder("learn: skipped");
        for (int i = 0; i < skipped.length; i++) {
            sk.append(i == 0 ? " " : ", ").append(SKIP_NAMES[i]).append(' ').append(skipped[i]);
        }
        log.accept(String.format(Locale.ROOT, "learn: %d records (%d used for gradients) in %.1f s, %.0f records/s, "
                + "%d updates%s", records, used, seconds, seconds > 0 ? records / seconds : 0, epoch,
                stop.get() ? " (stopped)" : ""));
        log.accept(sk.toString() + (o.mirrorPercentage > 0 ? "; mirrored " + mirrored : ""));
        return new Summary(records, used, epoch, seconds, List.copyOf(curve), finalSave, stop.get());
    }

    private void trainBatch(ExecutorService pool, Worker[] workers, byte[] chunk, int from, int to)
            throws IOException {
        int slice = 256;
        AtomicInteger next = new AtomicInteger(from);
        List<Callable<Void>> tasks = new ArrayList<>();
        for (Worker w : workers) {
            tasks.add(() -> {
                for (int a = next.getAndAdd(slice); a < to; a = next.getAndAdd(slice)) {
                    w.train(chunk, a, Math.min(to, a + slice));
                }
                return null;
            });
        }
        runAll(pool, tasks);
    }

    /** Runs {@code tasks} on the pool and waits for them all; an interruption stops the run. */
    private void runAll(ExecutorService pool, List<Callable<Void>> tasks) throws IOException {
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

    private String progress(long records, long total, long start) {
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? records / seconds : 0;
        String eta = rate > 0 && total > records ? String.format(Locale.ROOT, ", ETA %.0f s", (total - records) / rate)
                : "";
        return String.format(Locale.ROOT, "%d / %d records, %.1f s, %.0f records/s%s", records, total, seconds, rate,
                eta);
    }

    private void loadValidation(RecordStream s, int max, boolean exclude) throws IOException {
        byte[] buf = new byte[PackedSfenValue.BYTES * 1024];
        // One position decoded into over and over: a new one per record (about 25 KB with its history arrays) made
        // half a gigabyte of garbage for 20,000 records.
        RawPosition raw = new RawPosition();
        Position scratch = null;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int taken = 0;
        while (taken < max) {
            int n = s.read(buf, Math.min(1024, max - taken));
            if (n == 0) {
                break;
            }
            taken += n;
            for (int r = 0; r < n; r++) {
                PackedSfenValue v = PackedSfenValue.read(buf, r * PackedSfenValue.BYTES);
                Position pos = decode(v, raw, scratch);
                if (pos == null) {
                    corruptValidation++;
                    continue;
                }
                scratch = pos;
                if (exclude) {
                    validationKeys.add(pos.key());
                }
                if (preFilter(v, null) < 0 && positionFilter(pos, moves) < 0) {
                    validation.add(v);
                }
            }
        }
    }

    /** The test loss over the validation set, the learn averages since the last line; prints and records them. */
    private void lossLine(ExecutorService pool, long records, long epoch, double eta, Worker[] workers)
            throws IOException {
        ElmoLoss.Sums learn = loss.newSums();
        for (Worker w : workers) {
            learn.add(w.sums);
            w.sums.clear();
        }
        if (validation.isEmpty()) {
            log.accept("Error! : sr.sfen_for_mse.size() = 0");
            curve.add(new LossPoint(records, epoch, eta, avg(learn.crossEntropy, learn.count), Double.NaN,
                    Double.NaN, Double.NaN, Double.NaN, Double.NaN));
            return;
        }
        // The validation set is cut into one contiguous part per thread, each searched in order by its own fresh
        // searchers, so a line is the same from run to run at a given thread count (the searches' tables carry
        // over from one position to the next) and equal to the one-thread line with Threads 1.
        int parts = Math.min(threads, validation.size());
        ElmoLoss.Sums[] partSums = new ElmoLoss.Sums[parts];
        int[] partHits = new int[parts];
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            int part = i;
            int from = (int) ((long) validation.size() * i / parts);
            int to = (int) ((long) validation.size() * (i + 1) / parts);
            tasks.add(() -> {
                partSums[part] = loss.newSums();
                partHits[part] = validate(from, to, partSums[part]);
                return null;
            });
        }
        runAll(pool, tasks);
        ElmoLoss.Sums test = loss.newSums();
        int hits = 0;
        for (int i = 0; i < parts; i++) {
            if (partSums[i] != null) {
                test.add(partSums[i]);
                hits += partHits[i];
            }
        }
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

    /**
     * Searches validation positions {@code from} (inclusive) to {@code to}: adds each one's test loss terms to
     * {@code test} and returns how many of them the depth-1 search answers with the recorded move.
     */
    private int validate(int from, int to, ElmoLoss.Sums test) {
        LeafSearch ls = new LeafSearch(new KppEvaluator(tables), searchOptions);
        // A depth-1 search: the table for that depth, as gensfen's.
        Search search = new Search(TranspositionTable.ofKilobytes(TranspositionTable.kilobytesForDepth(1)),
                new KppEvaluator(tables));
        SearchLimits limits = new SearchLimits();
        limits.depth = 1;
        int hits = 0;
        RawPosition raw = new RawPosition();
        Position pos = null;
        for (int i = from; i < to; i++) {
            PackedSfenValue v = validation.get(i);
            pos = decode(v, raw, pos); // decoded once already, when the set was taken
            LeafSearch.Leaf leaf = ls.search(pos);
            test.add(v.score(), leaf.shallow(), v.gameResult());
            SearchResult r = search.go(pos, limits, searchOptions, QuietListener.INSTANCE);
            int expected = MoveGenerator.legalFrom16(pos, v.move());
            if (r.bestMove == expected && expected != kirin.core.Move.NONE) {
                hits++;
            }
        }
        return hits;
    }

    private static double avg(double sum, long n) {
        return n > 0 ? sum / n : Double.NaN;
    }

    /** A save during training: the tables into {@code dir}, then the loss curve beside the saves. */
    private void save(Path dir) throws IOException {
        log.accept("save_eval() start. folder = " + dir);
        saved(dir, writeTables(dir));
        writeCurve();
    }

    /** Writes the tables into {@code dir}; returns their check sum. */
    private long writeTables(Path dir) throws IOException {
        long sum = tables.checkSum();
        EvalFiles.save(tables, dir);
        return sum;
    }

    private void saved(Path dir, long checkSum) {
        log.accept("Check Sum = " + Long.toHexString(checkSum));
        log.accept("save_eval() finished. folder = " + dir);
    }

    /** {@link #writeTables} on a thread of its own. */
    private CompletableFuture<Long> writeTablesAsync(Path dir) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return writeTables(dir);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, r -> {
            Thread t = new Thread(r, "learn-save");
            t.setDaemon(true);
            t.start();
        });
    }

    /**
     * Waits for {@link #writeTablesAsync}, uninterruptibly (the files must be whole before anything else happens),
     * and returns the check sum; its IOException comes out unwrapped.
     */
    private static long join(CompletableFuture<Long> writing) throws IOException {
        try {
            return writing.join();
        } catch (CompletionException e) {
            Throwable c = e.getCause();
            if (c instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (c instanceof Error err) {
                throw err;
            }
            throw c instanceof RuntimeException r ? r : e;
        }
    }

    /** Writes loss.csv and loss.png into the save folder. */
    private void writeCurve() throws IOException {
        Files.createDirectories(saveDir);
        Path csv = saveDir.resolve("loss.csv");
        Path tmp = saveDir.resolve("loss.csv.tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.write("records,epoch,eta,train_loss,test_loss,test_cross_entropy_eval,test_cross_entropy_win,norm,"
                    + "move_accuracy\n");
            for (LossPoint p : curve) {
                w.write(String.format(Locale.ROOT, "%d,%d,%s,%s,%s,%s,%s,%s,%s%n", p.records(), p.epoch(), p.eta(),
                        num(p.trainLoss()), num(p.testLoss()), num(p.testCrossEntropyEval()),
                        num(p.testCrossEntropyWin()), num(p.norm()), num(p.moveAccuracy())));
            }
        }
        Files.move(tmp, csv, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        try {
            LossPlot.write(curve, saveDir.resolve("loss.png"));
        } catch (RuntimeException | Error e) {
            // The chart library starts AWT, which cannot start once the JVM is exiting (Ctrl-C before any chart was
            // drawn): the tables and loss.csv are saved, and the closing summary must still be printed.
            log.accept("learn: loss.png not drawn: " + e);
        }
    }

    private static String num(double x) {
        return Double.isNaN(x) ? "" : Double.toString(x);
    }

    /** {@code pos} mirrored left-right (file f to 10 - f), same hands, side to move and move number. */
    static Position mirror(Position pos) {
        String[] f = pos.sfen().split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < ranks.length; r++) {
            List<String> cells = new ArrayList<>();
            String row = ranks[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c == '+') {
                    cells.add("+" + row.charAt(++i));
                } else {
                    cells.add(String.valueOf(c));
                }
            }
            if (r > 0) {
                b.append('/');
            }
            for (int i = cells.size() - 1; i >= 0; i--) {
                b.append(cells.get(i));
            }
        }
        f[0] = b.toString();
        return kirin.core.Sfen.parse(String.join(" ", f));
    }

    /** The records of a list of files, {@code loop} times over; a trailing partial record is ignored. */
    static final class RecordStream implements AutoCloseable {
        private final List<Path> files;
        private final int loops;
        private int fileIndex;
        private int loopIndex;
        private int pass;
        private InputStream in;

        RecordStream(List<Path> files, int loops) {
            this.files = files;
            this.loops = loops;
        }

        /**
         * Reads up to {@code max} whole records into {@code buf}; 0 at the end. One call never crosses from one pass
         * over the files (a {@code loop}) into the next, so {@link #pass()} names the pass of all of them.
         */
        int read(byte[] buf, int max) throws IOException {
            int n = 0;
            pass = loopIndex;
            while (n < max) {
                if (in == null) {
                    if (loopIndex >= loops) {
                        break;
                    }
                    in = new BufferedInputStream(Files.newInputStream(files.get(fileIndex)), 1 << 20);
                }
                int got = in.readNBytes(buf, n * PackedSfenValue.BYTES, (max - n) * PackedSfenValue.BYTES);
                int whole = got / PackedSfenValue.BYTES;
                n += whole;
                if (got < (max - n + whole) * PackedSfenValue.BYTES) {
                    in.close(); // end of file (a partial record at its end is dropped)
                    in = null;
                    if (++fileIndex >= files.size()) {
                        fileIndex = 0;
                        loopIndex++;
                        if (n > 0) {
                            break;
                        }
                        pass = loopIndex;
                    }
                }
            }
            return n;
        }

        /** The 0-based pass over the files that the records of the last {@link #read} came from. */
        int pass() {
            return pass;
        }

        @Override
        public void close() throws IOException {
            if (in != null) {
                in.close();
                in = null;
            }
        }
    }
}
