package kirin.learn.bonanza;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import kirin.core.search.SearchOptions;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.StopOnExit;
import kirin.learn.train.LearnWeights;

/**
 * The Bonanza method (comparison training, interop.md 8) on the KPP_KKPT tables, from game records: each iteration
 * runs parse 1 ({@link MoveSearcher}: every legal move of every record position searched shallowly, the PV leaves
 * kept) and then {@code steps} times parse 2 ({@link Parse2}: the objective {@code sum T(v_m - v_record)} and its
 * gradient) followed by an update. The update is the elmo learner's ({@link LearnWeights}: symmetric weight groups
 * tied, AdaGrad), with Bonanza's L1 penalty added to the gradient of the groups that move. Bonanza's sign-based
 * random step (0, 1 or 2) is not used: AdaGrad's first step of a weight is also about {@code eta}, and later ones
 * shrink where the gradient keeps changing sign, which suits the few iterations a run makes.
 *
 * <p><b>No constraint term.</b> Bonanza learns its 13 piece values with the tables and needs a constraint to fix
 * the scale of the evaluation (else the sigmoid's slope could be bought by scaling everything up). Kirin's material
 * values are fixed ({@code 32 * material} in the board sum) and not learned, so they pin the scale and the
 * constraint and the material-value update ({@code rmt}) are not needed.
 *
 * <p>Held-out games (chosen at random) are searched by parse 1 before training and after every update, without
 * learning from them: their objective and record-move agreement are the generalisation figures. Output on the log
 * (stderr): the settings, progress lines with ETA, one line per iteration with the training and held-out objective
 * and agreement, Bonanza's move-prediction table; {@code loss.csv} and {@code loss.png} in the save folder; the
 * tables in {@code saveDir/<iteration>} every {@code eval_save_interval} iterations and {@code saveDir/final} at
 * the end, each file written atomically. On Ctrl-C (JVM exit) the iteration under way is abandoned, without
 * update, and the last updated tables are saved.
 */
public final class BonanzaLearner {
    private final BonanzaOptions o;
    private final int threads;
    private final KppTables tables;
    private final LearnWeights weights;
    private final SearchOptions searchOptions;
    private final Path saveDir;
    private final Consumer<String> log;
    private final ComparisonObjective objective;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final BonanzaCurve curve = new BonanzaCurve();
    /** Seconds between progress lines. */
    double progressSeconds = 10;

    /** What a run did. */
    public record Summary(int iterations, long trainingGames, long heldOutGames, double seconds,
                          List<BonanzaCurve.Row> curve, Path finalSave, boolean stopped) {}

    /**
     * @param tables the evaluation tables, searched and evaluated, overwritten after every update
     * @param weights the learner's state made from {@code tables}
     */
    public BonanzaLearner(BonanzaOptions o, int threads, KppTables tables, LearnWeights weights,
                          SearchOptions searchOptions, Path saveDir, Consumer<String> log) {
        this.o = o;
        this.threads = Math.max(1, threads);
        this.tables = tables;
        this.weights = weights;
        this.searchOptions = searchOptions;
        this.saveDir = saveDir;
        this.log = log;
        this.objective = new ComparisonObjective(o.window);
    }

    /** Asks a running training to stop (from another thread): the iteration under way is abandoned. */
    public void stop() {
        stop.set(true);
    }

    /** Trains; throws with a clear message (and saves nothing) when the records give nothing to learn from. */
    public Summary run() throws IOException {
        if (o.files.isEmpty()) {
            throw new IOException("learn bonanza: no game-record files given");
        }
        List<Path> inputs = new ArrayList<>();
        for (String f : o.files) {
            inputs.add(Path.of(o.baseDir, f));
        }
        o.describe(threads).forEach(log);
        long seed = o.seed != 0 ? o.seed : System.nanoTime();
        int[] warnings = new int[1];
        RecordGames.Loaded data;
        try {
            data = RecordGames.load(inputs, o.maxGames, o.validationGames, o.dedupPlies, seed, w -> {
                if (++warnings[0] <= 20) {
                    log.accept("learn bonanza: " + w);
                }
            });
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IOException("learn bonanza: " + e.getFile() + ": " + e.getReason() + "; nothing trained");
        } catch (IOException e) {
            throw new IOException("learn bonanza: " + e.getMessage() + "; nothing trained and nothing saved", e);
        }
        if (warnings[0] > 20) {
            log.accept("learn bonanza: " + warnings[0] + " warnings in all");
        }
        log.accept(String.format(Locale.ROOT, "records: %d file(s), %d games read, %d skipped%s; training %d games "
                + "(%d positions), held out %d games (%d positions)", data.files(), data.gamesRead(),
                data.skipped().values().stream().mapToInt(Integer::intValue).sum(),
                data.skipped().isEmpty() ? "" : " " + data.skipped(), data.training().size(),
                data.trainingPositions(), data.heldOut().size(), data.heldOutPositions()));
        if (data.trainingPositions() == 0) {
            throw new IOException("learn bonanza: no usable record position in the training games (every position "
                    + "repeats or was used already); nothing trained and nothing saved");
        }
        log.accept("save dir         : " + saveDir.toAbsolutePath());
        weights.setThreads(threads);
        weights.setPenalty(o.penalty);
        weights.correctEval();
        weights.writeTo(tables);

        MoveSearcher[] searchers = new MoveSearcher[threads];
        Parse2.Worker[] workers = new Parse2.Worker[threads];
        for (int i = 0; i < threads; i++) {
            searchers[i] = new MoveSearcher(new KppEvaluator(tables), searchOptions, o.depth, objective);
            workers[i] = new Parse2.Worker(new KppEvaluator(tables), weights.newBatch());
        }
        long start = System.nanoTime();
        int done = 0;
        Path finalSave;
        StopOnExit onExit = new StopOnExit("learn-bonanza", stop, 300);
        try (GameTasks tasks = new GameTasks(threads, stop, log, progressSeconds)) {
            Parse1.Result held = heldOut(data, searchers, tasks, 0);
            curve.add(new BonanzaCurve.Row(0, 0, 0, Double.NaN, Double.NaN, Double.NaN, held.counted(),
                    held.objectivePerPosition(), held.agreementPercent(), seconds(start)));
            Files.createDirectories(saveDir);
            for (int it = 1; it <= o.iterations && !stop.get(); it++) {
                long itStart = System.nanoTime();
                Parse1.Result p1 = Parse1.run(data.training(), searchers, tasks, "parse1 iteration " + it, true);
                if (stop.get()) {
                    break;
                }
                double parse1Seconds = seconds(itStart);
                long updateStart = System.nanoTime();
                double j2 = Double.NaN;
                for (int s = 0; s < o.steps && !stop.get(); s++) {
                    double j = Parse2.run(data.training(), p1, workers, tasks, objective, true);
                    if (stop.get()) {
                        break;
                    }
                    j2 = j / Math.max(1, p1.counted());
                    weights.update(o.eta);
                    weights.writeTo(tables);
                    for (int i = 0; i < threads; i++) {
                        workers[i] = new Parse2.Worker(new KppEvaluator(tables), workers[i].batch());
                    }
                    if (s == 0) {
                        done = it;
                    }
                }
                if (done < it) {
                    break;
                }
                double updateSeconds = seconds(updateStart);
                long heldStart = System.nanoTime();
                held = heldOut(data, searchers, tasks, it);
                double heldSeconds = seconds(heldStart);
                if (stop.get()) {
                    break; // the held-out figures are partial; the update is kept and saved
                }
                double itSeconds = seconds(itStart);
                curve.add(new BonanzaCurve.Row(it, p1.counted(), p1.pairs, p1.objectivePerPosition(),
                        p1.agreementPercent(), j2, held.counted(), held.objectivePerPosition(),
                        held.agreementPercent(), seconds(start)));
                log.accept(String.format(Locale.ROOT, "iteration %d / %d: train objective %.4f , agreement %.2f%% "
                        + "(%d positions, %d pairs in the window, %d dropped, %d nodes) ; held-out objective %s , "
                        + "agreement %s ; %.1f s (parse1 %.1f s, parse2 and update %.1f s, held-out %.1f s)%s", it,
                        o.iterations, p1.objectivePerPosition(),
                        p1.agreementPercent(), p1.counted(), p1.pairs, p1.dropped, p1.nodes,
                        fmt(held.objectivePerPosition(), "%.4f"), fmt(held.agreementPercent(), "%.2f%%"), itSeconds,
                        parse1Seconds, updateSeconds, heldSeconds,
                        stop.get() || it == o.iterations ? ""
                                : String.format(Locale.ROOT, " , ETA %.0f s", seconds(start) / it
                                        * (o.iterations - it))));
                log.accept("move prediction (cumulative %, record move ranked 1..8): " + prediction(p1));
                if (o.evalSaveInterval > 0 && it % o.evalSaveInterval == 0 && it < o.iterations) {
                    save(saveDir.resolve(Integer.toString(it)));
                }
            }
            finalSave = saveDir.resolve("final");
            save(finalSave);
            log.accept(String.format(Locale.ROOT, "learn bonanza: %d iteration(s) in %.1f s%s; saved to %s", done,
                    seconds(start), stop.get() ? " (stopped)" : "", finalSave));
        } finally {
            onExit.close();
        }
        return new Summary(done, data.training().size(), data.heldOut().size(), seconds(start), curve.rows(),
                finalSave, stop.get());
    }

    /** Parse 1 of the held-out games (totals only), logged; an empty result when there are none. */
    private Parse1.Result heldOut(RecordGames.Loaded data, MoveSearcher[] searchers, GameTasks tasks, int it)
            throws IOException {
        if (data.heldOut().isEmpty()) {
            return new Parse1.Result();
        }
        Parse1.Result r = Parse1.run(data.heldOut(), searchers, tasks, "held-out after iteration " + it, false);
        log.accept(String.format(Locale.ROOT, "held-out after iteration %d: objective %.4f , agreement %.2f%% "
                + "(%d positions)", it, r.objectivePerPosition(), r.agreementPercent(), r.counted()));
        return r;
    }

    private static String prediction(Parse1.Result r) {
        StringBuilder sb = new StringBuilder();
        long cum = 0;
        for (int i = 0; i < r.rankCount.length; i++) {
            cum += r.rankCount[i];
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(String.format(Locale.ROOT, "%.1f", r.counted() > 0 ? 100.0 * cum / r.counted() : 0));
        }
        return sb.toString();
    }

    private void save(Path dir) throws IOException {
        log.accept("save_eval() start. folder = " + dir + " , check sum = " + Long.toHexString(tables.checkSum()));
        EvalFiles.save(tables, dir);
        curve.write(saveDir);
        log.accept("save_eval() finished. folder = " + dir);
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private static String fmt(double x, String f) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, f, x) : "-";
    }
}
