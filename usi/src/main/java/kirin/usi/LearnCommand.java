package kirin.usi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import kirin.eval.EvalLayout;
import kirin.eval.KppTables;
import kirin.learn.ConvertBin;
import kirin.learn.ConvertKifu;
import kirin.learn.ConvertPlain;
import kirin.learn.Shuffle;
import kirin.eval.nnue.NnueNet;
import kirin.learn.bonanza.BonanzaCurve;
import kirin.learn.draw.DrawLearn;
import kirin.learn.bonanza.BonanzaLearner;
import kirin.learn.bonanza.BonanzaOptions;
import kirin.learn.nnue.FloatNet;
import kirin.learn.nnue.NnueLearner;
import kirin.learn.train.LearnOptions;
import kirin.learn.train.LearnWeights;
import kirin.learn.train.Learner;

/**
 * {@code learn ...}, YaneuraOu's command. Its data-conversion modes: {@code learn convert_plain
 * [output_file_name F] files...} writes the records of binary PackedSfenValue files as text blocks (interop.md
 * section 3.2) and {@code learn convert_bin [output_file_name F] files...} turns such text back into binary, each
 * into one output written atomically (default {@value #DEFAULT_OUTPUT}); {@code learn convert_kifu
 * [output_file_name F] files-or-folders...} turns CSA/KIF/KIFU game records into PackedSfenValue records with the
 * game result ({@link ConvertKifu}). The shuffle modes ({@link Shuffle}):
 * {@code learn shuffle [buffer_size N] files...} shuffles through temporary chunk files of N records (default 20M),
 * {@code learn shufflem files...} in memory, and {@code learn shuffleq files...} only interleaves files that are
 * already shuffled; Kirin's {@code seed N} makes them reproducible. {@code basedir D} prefixes the file names and
 * {@code targetdir D} adds every {@code *.bin} (or, for {@code convert_bin}, every file; for {@code convert_kifu},
 * every record file at any depth) under {@code basedir/D}.
 *
 * <p>{@code learn bonanza ...} trains by the Bonanza method from game records (see {@link #bonanza}).
 * {@code learn draw ...} trains the draw model (see {@link #draw}, {@link DrawLearn}).
 *
 * <p>The default mode trains ({@link Learner}, tokens as YaneuraOu's, see {@link LearnOptions}) on the command
 * thread, to completion, with {@code Threads} worker threads, starting from the evaluation in use (zero tables if
 * none is loaded) and saving into {@code EvalSaveDir}. The settings and progress go to stderr and
 * {@code learn finished.} to stdout at the end; from then on the engine plays with the learned tables. The full
 * learning state takes about 1.4 GB of heap (see {@link LearnWeights}) and the read chunk 40 bytes per record
 * (400 MB at the default 10M records).
 */
final class LearnCommand implements Command {
    static final String DEFAULT_OUTPUT = "shuffled_sfen.bin";
    /** The modes that turn files into a file instead of training. */
    static final Set<String> FILE_MODES = Set.of("convert_plain", "convert_bin", "convert_kifu", "shuffle",
            "shuffleq", "shufflem");
    /** Makes the learning state; tests swap in a restricted king set to keep the heap small. */
    static Function<KppTables, LearnWeights> weightsFactory = LearnWeights::new;
    private final Engine engine;

    LearnCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        List<String> all = new ArrayList<>();
        while (args.hasNext()) {
            all.add(args.next());
        }
        if (!all.isEmpty() && all.get(0).equals("bonanza")) {
            bonanza(all.subList(1, all.size()));
            return;
        }
        if (!all.isEmpty() && all.get(0).equals("draw")) {
            draw(all.subList(1, all.size()));
            return;
        }
        if (all.stream().noneMatch(FILE_MODES::contains)) {
            train(all);
            return;
        }
        String mode = null;
        String output = DEFAULT_OUTPUT;
        String baseDir = "";
        String targetDir = null;
        long bufferSize = Shuffle.DEFAULT_BUFFER;
        long seed = System.nanoTime();
        List<String> names = new ArrayList<>();
        Tokens rest = new Tokens(String.join(" ", all));
        while (rest.hasNext()) {
            String t = rest.next();
            switch (t) {
                case "convert_plain", "convert_bin", "convert_kifu", "shuffle", "shuffleq", "shufflem" -> mode = t;
                case "output_file_name" -> output = value(rest, t);
                case "basedir" -> baseDir = value(rest, t);
                case "targetdir" -> targetDir = value(rest, t);
                case "buffer_size" -> bufferSize = number(value(rest, t), t, 1);
                case "seed" -> seed = number(value(rest, t), t, Long.MIN_VALUE);
                default -> names.add(t); // as in YaneuraOu, any other token is a file name
            }
        }
        if (engine.thinking()) {
            throw new UsiException("learn: a search is running; send stop first");
        }
        engine.stopAndWait();
        List<Path> inputs = new ArrayList<>();
        for (String n : names) {
            inputs.add(Path.of(baseDir, n));
        }
        try {
            if (targetDir != null && mode.equals("convert_kifu")) {
                inputs.add(Path.of(baseDir, targetDir)); // the folder itself: its records are found recursively
            } else if (targetDir != null) {
                try (Stream<Path> files = Files.list(Path.of(baseDir, targetDir))) {
                    boolean binOnly = !mode.equals("convert_bin");
                    files.filter(Files::isRegularFile).filter(f -> !binOnly || f.toString().endsWith(".bin"))
                            .sorted().forEach(inputs::add);
                }
            }
            if (inputs.isEmpty()) {
                throw new UsiException("learn " + mode + ": no input files");
            }
            long start = System.nanoTime();
            Path out = Path.of(output);
            if (mode.equals("convert_kifu")) {
                convertKifu(inputs, out, start);
                return;
            }
            SplittableRandom rnd = new SplittableRandom(seed);
            long n = switch (mode) {
                case "convert_plain" -> ConvertPlain.run(inputs, Path.of(output));
                case "convert_bin" -> ConvertBin.run(inputs, Path.of(output));
                case "shuffle" -> Shuffle.external(inputs, out, bufferSize, rnd);
                case "shuffleq" -> Shuffle.merge(inputs, out, rnd);
                default -> Shuffle.inMemory(inputs, out, rnd);
            };
            engine.out().info(String.format("learn %s: %d records from %d file(s) to %s in %.1f s", mode, n,
                    inputs.size(), output, (System.nanoTime() - start) / 1e9));
        } catch (IOException e) {
            throw new UsiException("learn " + mode + ": " + e.getMessage());
        }
    }

    /** Warnings for the skipped games (the first 20, then their number), then the summary line. */
    private void convertKifu(List<Path> inputs, Path out, long start) throws IOException {
        long[] warnings = new long[1];
        ConvertKifu.Summary s = ConvertKifu.run(inputs, out, w -> {
            if (++warnings[0] <= 20) {
                engine.out().warning(w);
            }
        });
        if (warnings[0] > 20) {
            engine.out().warning(warnings[0] + " games skipped in all");
        }
        engine.out().info(String.format("learn convert_kifu: %s to %s in %.1f s", s, out,
                (System.nanoTime() - start) / 1e9));
    }

    private void train(List<String> tokens) throws UsiException {
        LearnOptions o;
        try {
            o = LearnOptions.parse(tokens);
        } catch (IllegalArgumentException e) {
            throw new UsiException(e.getMessage());
        }
        if (o.mode != null) {
            throw new UsiException("learn: the mode " + o.mode + " cannot be combined with training");
        }
        if (o.nnInit != null || engine.evalSource().net() != null) {
            trainNnue(o);
            return;
        }
        learnOnTables("learn", "1.4 GB, plus 40 bytes per record of chunk_size", (tables, weights) -> {
            Learner learner = new Learner(o, engine.options().threads.getInt(), tables, weights,
                    engine.options().searchOptions(), Path.of(engine.options().evalSaveDir.get()),
                    System.err::println);
            Learner.Summary s = learner.run();
            return String.format("learn: %d records in %.1f s (%.0f records/s), %d updates; saved to %s%s",
                    s.records(), s.seconds(), s.perSecond(), s.epochs(), s.finalSave(),
                    s.stopped() ? " (stopped)" : "");
        });
    }

    /**
     * Training an NNUE net ({@link NnueLearner}): the loaded nn.bin fine-tuned, or, with {@code nn_init random} or
     * {@code nn_init zero}, a new net (seeded by {@code seed}); the engine then plays with the trained net. The float
     * net and its optimiser's state take about 1 GB of heap, plus 128 MB per thread for the sparse gradients.
     */
    private void trainNnue(LearnOptions o) throws UsiException {
        if (engine.thinking()) {
            throw new UsiException("learn: a search is running; send stop first");
        }
        engine.stopAndWait();
        NnueNet loaded = engine.evalSource().net();
        FloatNet start;
        try {
            start = o.nnInit == null ? FloatNet.of(loaded)
                    : FloatNet.random(o.seed, o.nnInit.equals("zero"));
        } catch (OutOfMemoryError e) {
            throw new UsiException("learn: not enough heap for the NNUE learning state (about 1.5 GB; run the JVM "
                    + "with -Xmx3g)");
        }
        System.err.println(o.nnInit == null ? "learn: fine-tuning the loaded NNUE net"
                : "learn: a new NNUE net (nn_init " + o.nnInit + ", seed " + o.seed + ")");
        try {
            NnueLearner learner = new NnueLearner(o, engine.options().threads.getInt(), start,
                    engine.options().searchOptions(), Path.of(engine.options().evalSaveDir.get()),
                    System.err::println);
            NnueLearner.Result r = learner.run();
            Learner.Summary s = r.summary();
            engine.evalSource().use(r.net(), engine.options().evalDir.get());
            engine.out().info(String.format("learn: %d records in %.1f s (%.0f records/s), %d updates; saved to %s%s",
                    s.records(), s.seconds(), s.perSecond(), s.epochs(), s.finalSave(),
                    s.stopped() ? " (stopped)" : ""));
        } catch (IOException | RuntimeException e) {
            String m = String.valueOf(e.getMessage());
            throw new UsiException(m.startsWith("learn") ? m : "learn: " + m);
        } catch (OutOfMemoryError e) {
            throw new UsiException("learn: not enough heap for the NNUE learning state (about 1.5 GB plus 128 MB per "
                    + "thread; run the JVM with -Xmx3g)");
        }
        engine.out().line("learn finished.");
    }

    /**
     * {@code learn bonanza ...}: the Bonanza method from game records ({@link BonanzaLearner}, tokens in
     * {@link BonanzaOptions}), like training: on the command thread, {@code Threads} workers, from the loaded
     * evaluation (zero tables if none), saving into {@code EvalSaveDir}; the engine then plays with the learned
     * tables.
     */
    private void bonanza(List<String> tokens) throws UsiException {
        BonanzaOptions o;
        try {
            o = BonanzaOptions.parse(tokens);
        } catch (IllegalArgumentException e) {
            throw new UsiException(e.getMessage());
        }
        learnOnTables("learn bonanza", "1.4 GB", (tables, weights) -> {
            BonanzaLearner learner = new BonanzaLearner(o, engine.options().threads.getInt(), tables, weights,
                    engine.options().searchOptions(), Path.of(engine.options().evalSaveDir.get()),
                    System.err::println);
            BonanzaLearner.Summary s = learner.run();
            List<BonanzaCurve.Row> rows = s.curve();
            BonanzaCurve.Row first = rows.get(0);
            BonanzaCurve.Row last = rows.get(rows.size() - 1);
            return String.format(java.util.Locale.ROOT, "learn bonanza: %d iteration(s) on %d games in "
                    + "%.1f s; held-out agreement %.2f%% -> %.2f%% (%d games); saved to %s%s", s.iterations(),
                    s.trainingGames(), s.seconds(), first.testAgreement(), last.testAgreement(), s.heldOutGames(),
                    s.finalSave(), s.stopped() ? " (stopped)" : "");
        });
    }

    /**
     * {@code learn draw ...}: trains the draw model ({@link DrawLearn}), saves it (default {@code EvalSaveDir/draw.bin})
     * and lets the engine use it from then on; progress to stderr, the held-out figures as {@code info string}, then
     * {@code learn finished.}.
     */
    private void draw(List<String> tokens) throws UsiException {
        if (engine.thinking()) {
            throw new UsiException("learn draw: a search is running; send stop first");
        }
        engine.stopAndWait();
        try {
            DrawLearn.Result r = DrawLearn.run(tokens, Path.of(engine.options().evalSaveDir.get(),
                    kirin.eval.draw.DrawModelFile.NAME), System.err::println);
            engine.drawModels().set(r.model());
            if (r.metrics() != null) {
                engine.out().info("learn draw: held out, model: " + r.metrics().summary());
                engine.out().info("learn draw: held out, baseline (ply, material): " + r.baseline().summary());
            }
            engine.out().info("learn draw: saved to " + r.saved());
        } catch (IllegalArgumentException | IOException e) {
            throw new UsiException(e.getMessage());
        }
        engine.out().line("learn finished.");
    }

    /** One learning run on the tables it is given; returns the summary line for the GUI. */
    @FunctionalInterface
    private interface TrainingRun {
        String run(KppTables tables, LearnWeights weights) throws IOException;
    }

    /**
     * Runs {@code training} on the command thread on the loaded KPP_KKPT tables (zero tables when the engine plays
     * with material only), then lets the engine play with what was learned, even partly (an error midway leaves
     * changed tables, which get fresh evaluators). {@code what} names the command in messages; {@code heap} is the
     * memory the learning state needs, for the out-of-memory hint.
     */
    private void learnOnTables(String what, String heap, TrainingRun training) throws UsiException {
        if (engine.thinking()) {
            throw new UsiException(what + ": a search is running; send stop first");
        }
        engine.stopAndWait();
        KppTables loaded = engine.evalSource().tables();
        if (loaded != null && loaded.layout() != EvalLayout.KPP_KKPT) {
            throw new UsiException(what + ": the loaded evaluation is " + loaded.layout() + "; learning works on "
                    + "KPP_KKPT tables only (point EvalDir at KPP_KKPT files, or, to start from zero tables, at a "
                    + "folder without evaluation files with KIRIN_DEFAULT_EVAL=none in the environment)");
        }
        KppTables tables = loaded != null ? loaded : new KppTables();
        boolean ok = false;
        try {
            LearnWeights weights;
            try {
                weights = weightsFactory.apply(tables);
            } catch (OutOfMemoryError e) {
                throw new UsiException(what + ": not enough heap for the learning state (about " + heap
                        + "; run the JVM with -Xmx3g)");
            }
            String summary = training.run(tables, weights);
            engine.evalSource().use(tables, engine.options().evalDir.get());
            ok = true;
            engine.out().info(summary);
        } catch (IOException | RuntimeException e) {
            String m = String.valueOf(e.getMessage());
            throw new UsiException(m.startsWith("learn") ? m : what + ": " + m);
        } finally {
            if (!ok && loaded == null) {
                tables.close();
            } else if (!ok) {
                engine.evalSource().use(tables, engine.options().evalDir.get()); // partly learned: fresh evaluators over the changed tables
            }
        }
        engine.out().line("learn finished.");
    }

    private static long number(String v, String name, long min) throws UsiException {
        try {
            long n = Long.parseLong(v);
            if (n < min) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsiException("learn: " + name + " must be an integer" + (min > Long.MIN_VALUE ? " >= " + min : "")
                    + ", not '" + v + "'");
        }
    }

    private static String value(Tokens args, String name) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("learn: " + name + " needs a value");
        }
        return args.next();
    }
}
