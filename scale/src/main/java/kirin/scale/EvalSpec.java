package kirin.scale;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.eval.CompactEval;
import kirin.eval.EvalFileException;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueFile;
import org.apache.spark.SparkFiles;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Which evaluation a job's tasks play with, chosen on the driver in the engine's order (EvalSource: {@code nn.bin},
 * then the KPP files, then the compact default {@value CompactEval#DEFAULT_NAME}, then material) and shipped to the
 * executors with {@link JavaSparkContext#addFile}. On an executor {@link #evaluator} loads it once per JVM: every
 * task of that JVM gets the same evaluator (gensfen's players copy it, sharing the tables).
 *
 * @param kind {@code nnue}, {@code kpp}, {@code compact} or {@code material}
 * @param paths the files' absolute paths on the driver (each lands, under its name, in one folder on each executor)
 * @param key what identifies the evaluation across JVMs (the driver's paths, sizes and times)
 */
record EvalSpec(String kind, List<String> paths, String key) implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final Map<String, Evaluator> LOADED = new ConcurrentHashMap<>();
    private static final AtomicInteger LOADS = new AtomicInteger();

    /** The built-in material evaluation (no files). */
    static EvalSpec material() {
        return new EvalSpec("material", List.of(), "material");
    }

    /**
     * The evaluation of {@code --eval} {@code given} (a folder, or a compact file), or when null the shipped default
     * ({@code KIRIN_DEFAULT_EVAL}: a file or {@code none}; else {@code $KIRIN_ROOT/eval/kirin-default.kce}).
     */
    static EvalSpec choose(String given) throws IOException {
        if (given == null) {
            String env = System.getenv("KIRIN_DEFAULT_EVAL");
            if (env != null) {
                return env.isBlank() || env.equals("none") ? material() : compact(Path.of(env));
            }
            String root = System.getenv("KIRIN_ROOT");
            Path def = Path.of(root != null ? root : ".").resolve("eval").resolve(CompactEval.DEFAULT_NAME);
            return Files.isRegularFile(def) ? compact(def) : material();
        }
        if (given.equals("none") || given.equals("material")) {
            return material();
        }
        Path p = Path.of(given);
        if (Files.isRegularFile(p)) {
            return compact(p);
        }
        if (!Files.isDirectory(p)) {
            throw new IOException("--eval " + given + ": no such folder or file");
        }
        if (NnueFile.present(p)) {
            return of("nnue", List.of(p.resolve(NnueFile.NAME)));
        }
        if (EvalFiles.anyPresent(p)) {
            List<Path> fs = new ArrayList<>();
            for (String n : List.of(EvalFiles.KK, EvalFiles.KKP, EvalFiles.KPP)) {
                if (!Files.isRegularFile(p.resolve(n))) {
                    throw new IOException("--eval " + given + ": " + n + " is missing (a KPP evaluation needs "
                            + EvalFiles.KK + ", " + EvalFiles.KKP + " and " + EvalFiles.KPP + ")");
                }
                fs.add(p.resolve(n));
            }
            return of("kpp", fs);
        }
        if (Files.isRegularFile(p.resolve(CompactEval.DEFAULT_NAME))) {
            return compact(p.resolve(CompactEval.DEFAULT_NAME));
        }
        throw new IOException("--eval " + given + ": no evaluation in it (nn.bin, the KPP files or "
                + CompactEval.DEFAULT_NAME + "); say --eval none for the material evaluation");
    }

    private static EvalSpec compact(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("evaluation file " + file + ": no such file");
        }
        return of("compact", List.of(file));
    }

    private static EvalSpec of(String kind, List<Path> files) throws IOException {
        StringBuilder key = new StringBuilder(kind);
        List<String> absolute = new ArrayList<>();
        for (Path f : files) {
            Path a = f.toAbsolutePath();
            key.append('|').append(a).append(':').append(Files.size(a)).append(':')
                    .append(Files.getLastModifiedTime(a).toMillis());
            absolute.add(a.toString());
        }
        return new EvalSpec(kind, List.copyOf(absolute), key.toString());
    }

    /** Adds the files to the job (driver side). */
    void ship(JavaSparkContext sc) {
        for (String p : paths) {
            sc.addFile(p);
        }
    }

    /** One line for the log. */
    String describe() {
        return kind.equals("material") ? "material (no evaluation files)" : kind + " " + String.join(", ", paths);
    }

    /** The evaluator, loaded from the shipped files at the first call in this JVM. */
    Evaluator evaluator() {
        return LOADED.computeIfAbsent(key, k -> load());
    }

    /** How many evaluations this JVM has loaded (for the tests: once per JVM). */
    static int loads() {
        return LOADS.get();
    }

    private Evaluator load() {
        LOADS.incrementAndGet();
        if (kind.equals("material")) {
            return new MaterialEvaluator();
        }
        Path first = Path.of(SparkFiles.get(Path.of(paths.get(0)).getFileName().toString()));
        try {
            return switch (kind) {
                case "nnue" -> new NnueEvaluator(NnueFile.read(first, w -> System.err.println("eval: " + w)),
                        NnueEvaluator.DEFAULT_FV_SCALE);
                case "kpp" -> new KppEvaluator(EvalFiles.load(first.getParent()));
                case "compact" -> new KppEvaluator(CompactEval.read(first));
                default -> throw new IllegalStateException("unknown evaluation kind " + kind);
            };
        } catch (EvalFileException e) {
            throw new UncheckedIOException(new IOException(e.getMessage(), e));
        }
    }
}
