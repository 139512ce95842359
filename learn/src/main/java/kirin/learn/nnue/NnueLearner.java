package kirin.learn.nnue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import kirin.core.search.SearchOptions;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;
import kirin.learn.PackedSfenValue;
import kirin.learn.StopOnExit;
import kirin.learn.train.ElmoLoss;
import kirin.learn.train.LearnOptions;
import kirin.learn.train.LearnPool;
import kirin.learn.train.LearnSaves;
import kirin.learn.train.Learner;
import kirin.learn.train.RecordFilter;
import kirin.learn.train.RecordStream;
import kirin.learn.train.ValidationSet;

/**
 * {@code learn} on an NNUE net ({@code halfkp_256x2-32-32}): the KPP learner's data path (the same files, chunks,
 * shuffle, record filters, validation set, loss line, loss.csv and loss.png, progress and ETA, Ctrl-C handling) with
 * a float net trained by mini-batches of {@code nn_batch_size} records ({@link NnueWorker} per thread,
 * {@link NnueOptimizer} after each mini-batch) and quantised into {@code nn.bin} at every save ({@link FloatNet}).
 *
 * <p>Learning rate: {@code eta} (default 0.001 for Adam, 1 for SGD), scheduled by {@code eta1_epoch} ... as the KPP
 * learner's, an epoch being {@code batchsize} records; one progress line per {@code batchsize} records. Saves:
 * {@code saveDir/0/nn.bin}, {@code /1}, ... every {@code eval_save_interval} records and {@code saveDir/final/nn.bin}
 * at the end; with {@code newbob_decay} below 1 each save is first measured on the validation set and, if its test
 * loss is not below the best so far, the net goes back to the best one, eta is multiplied by {@code newbob_decay},
 * nothing is saved, and after {@code newbob_num_trials} such rejections in a row training stops (YaneuraOu's and
 * Stockfish's NNUE learners' newbob). With {@code nn_init}, the starting net is saved as {@code saveDir/init/nn.bin}.
 * Each save reports how far the saved integer net's values are from the float net's on the validation set.
 */
public final class NnueLearner {
    private final LearnOptions o;
    private final int threads;
    private final FloatNet net;
    private final Path saveDir;
    private final Consumer<String> log;
    private final ElmoLoss loss;
    private final RecordFilter filter;
    private final ValidationSet validation;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final List<Learner.LossPoint> curve = new ArrayList<>();
    private final NnueOptimizer optimizer;
    /** The dense parameters rounded to their integer steps, for quantisation-aware rounding; null without it. */
    private final float[] rounded;
    private final NnueNet quantised = new NnueNet();
    private NetPass[] evalPasses;

    /** What a run did: {@link Learner.Summary} and the net it saved last. */
    public record Result(Learner.Summary summary, NnueNet net) {}

    /** @param net the float net to train (changed in place) */
    public NnueLearner(LearnOptions o, int threads, FloatNet net, SearchOptions searchOptions, Path saveDir,
                       Consumer<String> log) {
        this.o = o;
        this.threads = Math.max(1, threads);
        this.net = net;
        this.saveDir = saveDir;
        this.log = log;
        this.loss = new ElmoLoss(o.lambda, o.lambda2, o.lambdaLimit);
        this.filter = new RecordFilter(o, searchOptions);
        this.validation = new ValidationSet(filter, null, searchOptions);
        this.optimizer = new NnueOptimizer(net, o.nnOptimizer.equals("sgd") ? NnueOptimizer.Kind.SGD
                : NnueOptimizer.Kind.ADAM);
        this.rounded = o.nnQat ? new float[FloatNet.DENSE] : null;
    }

    /** Asks a running training to finish after the current mini-batch. */
    public void stop() {
        stop.set(true);
    }

    /** The learning rate after {@code records} records: eta (its NNUE default when not given), as scheduled. */
    double eta(long records) {
        if (o.eta1 == 0 && o.eta1Epoch == 0) {
            return o.nnOptimizer.equals("sgd") ? 1.0 : 0.001;
        }
        return o.eta(records / Math.max(1, o.batchSize));
    }

    /** Trains to the end of the data (or {@link #stop}); returns what was done and the last net saved. */
    public Result run() throws IOException {
        List<Path> files = Learner.files(o);
        if (files.isEmpty()) {
            throw new IOException("learn: no training files");
        }
        List<String> names = new ArrayList<>();
        List<String> defects = new ArrayList<>();
        long perLoop = Learner.checkFiles(files, names, defects, log);
        for (String line : o.describe("learn", names)) {
            log.accept(line.replace("AdaGrad", o.nnOptimizer.equals("sgd") ? "SGD" : "Adam"));
        }
        log.accept("evaluation        : NNUE halfkp_256x2-32-32 (float master weights, saved as nn.bin)");
        log.accept("nn_batch_size     : " + o.nnBatchSize);
        log.accept("eta (NNUE)        : " + eta(0));
        log.accept("newbob_decay      : " + o.newbobDecay + " , newbob_num_trials : " + o.newbobNumTrials);
        log.accept("nn_qat            : " + o.nnQat + " , nn_skip_noisy : " + o.nnSkipNoisy);
        log.accept("threads           : " + threads);
        log.accept("save dir          : " + saveDir.toAbsolutePath());

        long seed = o.seed != 0 ? o.seed : System.nanoTime();
        SplittableRandom shuffleRnd = new SplittableRandom(seed);
        RecordStream stream = new RecordStream(files, o.loop);
        long total = perLoop * o.loop - validation.load(o, stream, log);

        Files.createDirectories(saveDir);
        if (o.nnInit != null) {
            save(saveDir.resolve("init"));
        }
        NnueWorker[] workers = new NnueWorker[threads];
        NetPass[] passes = new NetPass[threads];
        evalPasses = new NetPass[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new NnueWorker(o, net, loss, filter, validation, seed + 1 + i);
            passes[i] = workers[i].pass;
            evalPasses[i] = new NetPass(net, false);
        }
        refreshRounded(passes);
        LearnPool pool = new LearnPool(threads, stop);
        StopOnExit onExit = new StopOnExit("learn", stop, 120);
        long start = System.nanoTime();
        long records = 0;
        int saveCount = 0;
        long nextSave = o.evalSaveInterval;
        long nextLoss = o.lossInterval();
        long nextLine = o.batchSize;
        double etaScale = 1.0;
        double bestLoss = Double.POSITIVE_INFINITY;
        int trials = o.newbobNumTrials;
        FloatNet best = null;
        double eta = eta(0);
        try {
            int chunkSize = (int) Math.max(1, Math.min(o.chunkSize, Math.max(1, total)));
            byte[] chunk = new byte[chunkSize * PackedSfenValue.BYTES];
            int chunkLen = Learner.readChunk(stream, chunk, chunkSize, shuffleRnd, filter, o.noShuffle);
            int chunkPos = 0;
            while (!stop.get() && chunkLen > 0) {
                int n = Math.min(o.nnBatchSize, chunkLen - chunkPos);
                pool.trainBatch(workers, 64, chunk, chunkPos, chunkPos + n);
                chunkPos += n;
                records += n;
                if (chunkPos >= chunkLen) {
                    chunkLen = Learner.readChunk(stream, chunk, chunkSize, shuffleRnd, filter, o.noShuffle);
                    chunkPos = 0;
                }
                long used = 0;
                for (NnueWorker w : workers) {
                    used += w.usedInBatch;
                    w.usedInBatch = 0;
                }
                eta = eta(records) * etaScale;
                optimizer.step(passes, used, eta, threads, pool::runAll);
                refreshRounded(passes);
                if (records >= nextLine) {
                    Learner.batchLines(log, records, optimizer.steps(), eta, total, start);
                    nextLine = (records / o.batchSize + 1) * o.batchSize;
                }
                if (records >= nextLoss && chunkLen > 0) {
                    lossLine(pool, records, eta, workers);
                    nextLoss = (records / o.lossInterval() + 1) * o.lossInterval();
                }
                if (!o.saveOnlyOnce && records >= nextSave && chunkLen > 0) {
                    nextSave = (records / o.evalSaveInterval + 1) * o.evalSaveInterval;
                    if (o.newbobDecay != 1.0) {
                        double l = testLoss(pool);
                        if (l < bestLoss) {
                            log.accept(String.format(Locale.ROOT, "newbob: test loss %.6f < best %.6f: accepted",
                                    l, bestLoss));
                            bestLoss = l;
                            best = best == null ? net.copy() : best;
                            net.copyInto(best);
                            trials = o.newbobNumTrials;
                        } else {
                            best.copyInto(net);
                            refreshRounded(passes);
                            etaScale *= o.newbobDecay;
                            log.accept(String.format(Locale.ROOT, "newbob: test loss %.6f >= best %.6f: rejected, "
                                    + "back to the best net, eta x %s (%d trials left)", l, bestLoss, o.newbobDecay,
                                    trials - 1));
                            if (--trials == 0) {
                                log.accept("newbob: converged, training stops");
                                break;
                            }
                            continue;
                        }
                    }
                    save(saveDir.resolve(Integer.toString(saveCount++)));
                }
            }
            Path finalSave = o.saveOnlyOnce ? saveDir : saveDir.resolve("final");
            if (best != null) {
                double l = testLoss(pool);
                if (l >= bestLoss) {
                    log.accept("newbob: the last net is not better than the best: the final save is the best");
                    best.copyInto(net);
                }
            }
            boolean finalLine = curve.isEmpty() || curve.get(curve.size() - 1).records() != records;
            if (finalLine) {
                lossLine(pool, records, eta, workers);
            }
            save(finalSave);
            long used = 0;
            long[] skipped = new long[NnueWorker.NAMES.length];
            for (NnueWorker w : workers) {
                used += w.used;
                for (int i = 0; i < skipped.length; i++) {
                    skipped[i] += w.skips[i];
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            log.accept(Learner.closingLine(records, used, seconds, optimizer.steps(), stop.get()));
            log.accept(RecordFilter.skipLine(NnueWorker.NAMES, skipped));
            if (used == 0 && !stop.get()) {
                throw new IOException("learn: no usable training record in " + String.join(", ", names)
                        + (defects.isEmpty() ? "" : "; " + String.join("; ", defects)) + " (see the skip counts)");
            }
            Learner.Summary s = new Learner.Summary(records, used, optimizer.steps(), seconds, List.copyOf(curve),
                    finalSave, stop.get());
            NnueNet out = new NnueNet();
            net.quantiseInto(out);
            return new Result(s, out);
        } finally {
            pool.close();
            stream.close();
            onExit.close();
        }
    }

    private void refreshRounded(NetPass[] passes) {
        if (rounded == null) {
            return;
        }
        NetPass.roundDense(net.dense, rounded);
        for (NetPass p : passes) {
            p.setQat(true, rounded);
        }
        if (evalPasses != null) {
            for (NetPass p : evalPasses) {
                p.setQat(true, rounded);
            }
        }
    }

    /** Quantises the net into {@code dir/nn.bin} (atomically), then writes the loss curve beside the saves. */
    private void save(Path dir) throws IOException {
        log.accept("save_eval() start. folder = " + dir);
        if (rounded != null) {
            NetPass.roundDense(net.dense, rounded); // a newbob rejection may have restored another net
        }
        net.quantiseInto(quantised);
        Files.createDirectories(dir);
        NnueFile.write(quantised, dir.resolve(NnueFile.NAME));
        if (!validation.isEmpty()) {
            QuantisationCheck.Report r = QuantisationCheck.measure(net, rounded, quantised, validation.records(),
                    loss);
            log.accept(r.describe());
        }
        log.accept("save_eval() finished. folder = " + dir);
        LearnSaves.writeCurve(saveDir, curve, log);
    }

    /** The float net's test sums over the validation set, in {@code threads} parts. */
    private ElmoLoss.Sums measure(LearnPool pool) throws IOException {
        List<PackedSfenValue> recs = validation.records();
        int parts = Math.max(1, Math.min(threads, recs.size()));
        ElmoLoss.Sums[] part = new ElmoLoss.Sums[parts];
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            int k = i;
            int from = (int) ((long) recs.size() * i / parts);
            int to = (int) ((long) recs.size() * (i + 1) / parts);
            tasks.add(() -> {
                part[k] = QuantisationCheck.floatSums(evalPasses[k], recs.subList(from, to), loss);
                return null;
            });
        }
        pool.runAll(tasks);
        ElmoLoss.Sums test = loss.newSums();
        for (ElmoLoss.Sums s : part) {
            if (s != null) {
                test.add(s);
            }
        }
        return test;
    }

    private double testLoss(LearnPool pool) throws IOException {
        ElmoLoss.Sums t = measure(pool);
        return t.count == 0 ? Double.NaN : t.crossEntropy / t.count;
    }

    /** YaneuraOu's loss line (no move accuracy: no search here) and a point of the curve. */
    private void lossLine(LearnPool pool, long records, double eta, NnueWorker[] workers) throws IOException {
        ElmoLoss.Sums learn = loss.newSums();
        for (NnueWorker w : workers) {
            learn.add(w.sums);
            w.sums.clear();
        }
        double trainLoss = learn.count > 0 ? learn.crossEntropy / learn.count : Double.NaN;
        if (validation.isEmpty()) {
            log.accept("Error! : sr.sfen_for_mse.size() = 0");
            curve.add(new Learner.LossPoint(records, optimizer.steps(), eta, trainLoss, Double.NaN, Double.NaN,
                    Double.NaN, Double.NaN, Double.NaN));
            return;
        }
        ElmoLoss.Sums test = measure(pool);
        double norm = test.norm / test.count;
        log.accept(String.format(Locale.ROOT, "%s , norm = %s , %s", test.format("test"), norm,
                learn.format("learn")));
        curve.add(new Learner.LossPoint(records, optimizer.steps(), eta, trainLoss, test.crossEntropy / test.count,
                test.crossEntropyEval / test.count, test.crossEntropyWin / test.count, norm, Double.NaN));
    }
}
