package kirin.scale;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import kirin.learn.gensfen.GensfenOptions;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * {@code kirin-spark gensfen --master M --tasks N --out PATH [--eval DIR] <gensfen tokens>}: the USI gensfen command
 * as N Spark tasks ({@link GensfenTask}). {@code loop} is the total over all tasks; task i makes its share with the
 * seed {@link GensfenTask#seed}(base, i), where the base is the tokens' {@code seed} (or one from the clock, printed),
 * so that a fixed seed and task count give the same shards on any master. The output is a folder of
 * {@code part-NNNNN.bin} shards under any Hadoop path ({@code file://}, {@code hdfs://}, {@code s3a://}); a folder
 * that already holds shards is refused. Progress (positions/s, ETA) goes to stderr, the summary to stdout.
 */
final class GensfenJob {
    /** Seconds between progress lines. */
    static final long PROGRESS_SECONDS = 10;

    private GensfenJob() {}

    static int run(List<String> args, PrintStream out, PrintStream err) throws IOException, InterruptedException {
        JobArgs a = new JobArgs("gensfen", args, Set.of("master", "tasks", "out", "eval"), Set.of());
        List<String> tokens = a.rest();
        for (String t : List.of("output_file_name", "save_every", "random_file_name")) {
            if (tokens.contains(t)) {
                throw new IllegalArgumentException("gensfen: '" + t + "' is not for kirin-spark: --out names the "
                        + "output folder and each task writes one shard");
            }
        }
        GensfenOptions o = GensfenOptions.parse(tokens); // the tokens' errors before Spark starts
        if (!a.has("out")) {
            throw new IllegalArgumentException("gensfen: --out PATH is required (a folder for the shards)");
        }
        String outDir = a.get("out", null);
        long baseSeed = o.seed != 0 ? o.seed : System.nanoTime() | 1;
        EvalSpec eval = EvalSpec.choose(a.get("eval", null));
        try (JavaSparkContext sc = SparkSetup.start("gensfen", a.get("master", null), a.confs())) {
            int tasks = (int) a.number("tasks", sc.defaultParallelism(), 1, 1_000_000);
            Configuration hconf = sc.hadoopConfiguration();
            refuseShards(hconf, outDir);
            eval.ship(sc);
            err.printf(Locale.ROOT, "kirin-spark gensfen: %d positions in %d tasks on %s, base seed %d, evaluation %s,"
                    + " output %s%n", o.loop, tasks, sc.master(), baseSeed, eval.describe(), outDir);
            LongAccumulator written = sc.sc().longAccumulator("gensfen positions");
            TaskProgress progress = new TaskProgress(written);
            sc.sc().addSparkListener(progress);
            JobMetrics metrics = new JobMetrics();
            sc.sc().addSparkListener(metrics);
            List<GensfenTask.Plan> plans = GensfenTask.plans(o.loop, tasks, baseSeed);
            long start = System.nanoTime();
            JavaFutureAction<List<Long>> job = sc.parallelize(plans, tasks)
                    .map(new GensfenTask(tokens, outDir, eval, SparkSetup.hadoopSettings(sc), written))
                    .collectAsync();
            List<Long> counts;
            while (true) {
                try {
                    counts = job.get(PROGRESS_SECONDS, TimeUnit.SECONDS);
                    break;
                } catch (TimeoutException e) {
                    err.println(progress(progress.value(), o.loop, start));
                } catch (ExecutionException e) {
                    err.println("kirin-spark gensfen: the job failed: " + rootMessage(e));
                    return 1;
                }
            }
            long total = counts.stream().mapToLong(Long::longValue).sum();
            ShardWriter.cleanUp(hconf, outDir);
            double seconds = (System.nanoTime() - start) / 1e9;
            out.printf(Locale.ROOT, "gensfen: %d positions in %d shards in %.1f s (%.0f positions/s) to %s%n", total,
                    tasks, seconds, total / Math.max(seconds, 1e-9), outDir);
            Thread.sleep(500); // the listener bus delivers the last tasks' ends asynchronously
            // Not a positions-per-CPU figure: gensfen generates in a thread of its own, whose CPU Spark does not count.
            err.println("kirin-spark gensfen: " + metrics.describe());
            if (total != o.loop) {
                err.println("kirin-spark gensfen: " + total + " positions written, " + o.loop + " asked for");
                return 1;
            }
            return 0;
        }
    }

    /** Refuses an output folder that already holds shards: a second run must not mix into the first. */
    static void refuseShards(Configuration conf, String dir) throws IOException {
        Path p = new Path(dir);
        FileSystem fs = p.getFileSystem(conf);
        if (!fs.exists(p)) {
            return;
        }
        if (!fs.getFileStatus(p).isDirectory()) {
            throw new IOException(dir + " exists and is not a folder");
        }
        for (FileStatus s : fs.listStatus(p)) {
            if (s.getPath().getName().endsWith(".bin")) {
                throw new IOException(dir + " already holds shards (" + s.getPath().getName()
                        + "); choose another --out or remove them");
            }
        }
    }

    static String progress(long done, long loop, long startNanos) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        String eta = rate > 0 ? String.format(Locale.ROOT, ", ETA %.0f s", (loop - done) / rate) : "";
        return String.format(Locale.ROOT, "kirin-spark gensfen: %d of %d positions in %.0f s, %.0f positions/s%s",
                done, loop, seconds, rate, eta);
    }

    /** The innermost cause's message: Spark wraps a task's exception in several layers. */
    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage();
        String first = m == null ? t.toString() : m.lines().findFirst().orElse(m);
        return e == t ? first : first + " (" + t.getClass().getSimpleName() + ")";
    }
}
