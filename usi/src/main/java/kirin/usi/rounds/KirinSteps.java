package kirin.usi.rounds;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.core.search.SearchOptions;
import kirin.eval.EvalFileException;
import kirin.eval.EvalFiles;
import kirin.eval.EvalLayout;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import kirin.learn.gensfen.Gensfen;
import kirin.learn.gensfen.GensfenOptions;
import kirin.learn.train.LearnOptions;
import kirin.learn.train.LearnWeights;
import kirin.learn.rounds.RoundSteps;
import kirin.learn.rounds.RoundsConfig;
import kirin.learn.train.Learner;
import kirin.match.MatchConfig;
import kirin.match.MatchRunner;
import kirin.match.Summary;
import kirin.match.Tally;

/**
 * The real steps: Kirin's {@link Gensfen} and {@link Learner} in this JVM (with the engine's default search
 * options, so the data is what {@code gensfen} typed into the engine would give), and the {@link MatchRunner} with
 * two engine processes started the way this one was: the same {@code java}, its memory and module options, this
 * class path and {@code kirin.usi.Main}, each with {@code EvalDir} pointing at its tables.
 */
final class KirinSteps implements RoundSteps {
    private final RoundsConfig config;
    private final PrintStream log;
    /** Makes the learning state; tests swap in a restricted king set to keep the heap small. */
    Function<KppTables, LearnWeights> weightsFactory = LearnWeights::new;

    KirinSteps(RoundsConfig config, PrintStream log) {
        this.config = config;
        this.log = log;
    }

    private static boolean hasTables(Path eval) {
        return eval != null && EvalFiles.anyPresent(eval);
    }

    private static KppTables load(Path eval) throws IOException {
        if (!hasTables(eval)) {
            return new KppTables();
        }
        try {
            return EvalFiles.load(eval);
        } catch (EvalFileException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public Generated gensfen(int round, Path eval, Path file) throws IOException {
        GensfenOptions o = config.gensfenOptions(file, round);
        KppTables tables = hasTables(eval) ? load(eval) : null;
        try {
            // No tables: the material evaluator, which is the KPP evaluation with zero tables, only faster.
            Evaluator e = tables == null ? new MaterialEvaluator() : new KppEvaluator(tables);
            Gensfen.Summary s = new Gensfen(o, config.threads, e, new SearchOptions(), PackedSfen::encode,
                    log::println).run();
            return s.written() < o.loop ? null : new Generated(s.written(), s.drawRecords(), s.seconds());
        } finally {
            if (tables != null) {
                tables.close();
            }
        }
    }

    @Override
    public Learned learn(int round, Path eval, Path data, Path saveDir) throws IOException {
        LearnOptions o = config.learnOptions(data, round);
        KppTables tables = load(eval);
        try {
            if (tables.layout() != EvalLayout.KPP_KKPT) {
                throw new IOException("learn: " + eval + " holds " + tables.layout() + " tables; learning works on "
                        + "KPP_KKPT tables only");
            }
            LearnWeights w;
            try {
                w = weightsFactory.apply(tables);
            } catch (OutOfMemoryError e) {
                throw new IOException("learn: not enough heap for the learning state (about 1.4 GB, plus 40 bytes "
                        + "per record of chunk_size; run with KIRIN_JAVA_OPTS=-Xmx3g)");
            }
            Learner.Summary s = new Learner(o, config.threads, tables, w, new SearchOptions(), saveDir,
                    log::println).run();
            if (s.stopped()) {
                return null;
            }
            double testLoss = Double.NaN;
            for (Learner.LossPoint p : s.curve()) {
                if (Double.isFinite(p.testLoss())) {
                    testLoss = p.testLoss();
                }
            }
            return new Learned(s.records(), s.epochs(), testLoss, s.seconds());
        } finally {
            tables.close();
        }
    }

    @Override
    public Played match(int round, Path candidate, Path current, Path outDir) throws IOException {
        Path zero = config.out.resolve("zero-tables");
        Files.createDirectories(zero); // an EvalDir without files: the engine plays with zero tables
        List<String> a = new ArrayList<>();
        engine(a, "learned", candidate);
        engine(a, "current", hasTables(current) ? current : zero);
        // handshake: loading two sets of tables on a busy machine can take longer than the runner's default 30 s.
        a.addAll(List.of("-each", "tc=nodes:" + config.nodes, "handshake=300000", "option.USI_Hash=16",
                "option.Threads=1",
                "option.NetworkDelay=0", "option.NetworkDelay2=0", "-games", Integer.toString(config.games),
                "-concurrency", Integer.toString(config.concurrency), "-out", outDir.toString()));
        if (config.openingPlies > 0) {
            a.addAll(List.of("-openings", "random=" + config.openingPlies, "seed=" + (config.seed + round)));
        }
        long start = System.nanoTime();
        try {
            MatchRunner runner = new MatchRunner(MatchConfig.parse(a.toArray(String[]::new)), log);
            Tally t = runner.run();
            Summary.lines(t, null, runner.stats()).forEach(log::println);
            return new Played(t.wins(), t.losses(), t.draws(), (System.nanoTime() - start) / 1e9);
        } catch (IllegalStateException e) {
            throw new IOException("match: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static void engine(List<String> a, String name, Path evalDir) {
        a.add("-engine");
        a.add("name=" + name);
        List<String> cmd = engineCommand();
        a.add("cmd=" + cmd.get(0));
        for (String x : cmd.subList(1, cmd.size())) {
            a.add("arg=" + x);
        }
        a.add("option.EvalDir=" + evalDir.toAbsolutePath());
    }

    /**
     * This JVM's command line for {@code kirin.usi.Main}: the same java binary, its -X/-XX and module options (the
     * launcher's -Xss16m, --add-opens, KIRIN_JAVA_OPTS), the same class path.
     */
    static List<String> engineCommand() {
        List<String> c = new ArrayList<>();
        c.add(ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String x : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if ((x.startsWith("-X") && !x.startsWith("-Xrun")) || x.startsWith("--add-opens")
                    || x.startsWith("--enable-native-access") || x.startsWith("--sun-misc-unsafe-memory-access")) {
                c.add(x);
            }
        }
        c.add("-cp");
        c.add(System.getProperty("java.class.path"));
        c.add("kirin.usi.Main");
        return c;
    }
}
