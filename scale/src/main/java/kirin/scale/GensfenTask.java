package kirin.scale;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kirin.core.search.SearchOptions;
import kirin.learn.PackedSfen;
import kirin.learn.gensfen.Gensfen;
import kirin.learn.gensfen.GensfenOptions;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.util.LongAccumulator;

/**
 * One gensfen task on an executor: the USI command's gensfen with the job's tokens, one generator thread, the task's
 * own {@code loop} and {@code seed}, writing to a local temporary file that is then committed as shard
 * {@code part-<index>.bin} of the output folder ({@link ShardWriter}). With one thread and a fixed seed the bytes
 * depend only on the tokens, the evaluation and the plan, never on where the task runs or how often it is retried.
 */
final class GensfenTask implements Function<GensfenTask.Plan, Long> {
    private static final long serialVersionUID = 1L;
    private static final Pattern WRITTEN = Pattern.compile("^gensfen: (\\d+) positions written");

    /** Task {@code index} writes {@code loop} positions with seed {@code seed}. */
    record Plan(int index, long loop, long seed) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private final List<String> tokens;
    private final String out;
    private final EvalSpec eval;
    private final Map<String, String> hadoop;
    private final LongAccumulator written;

    GensfenTask(List<String> tokens, String out, EvalSpec eval, Map<String, String> hadoop, LongAccumulator written) {
        this.tokens = new ArrayList<>(tokens);
        this.out = out;
        this.eval = eval;
        this.hadoop = hadoop;
        this.written = written;
    }

    /**
     * The seed of task {@code index}: the base seed and the index mixed (SplittableRandom's finaliser), never 0
     * (which gensfen reads as "from the clock").
     */
    static long seed(long base, int index) {
        long z = base + 0x9E3779B97F4A7C15L * (index + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return z == 0 ? 1 : z;
    }

    /** The plans of {@code tasks} tasks sharing {@code loop} positions (the first ones one more when uneven). */
    static List<Plan> plans(long loop, int tasks, long baseSeed) {
        List<Plan> ps = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            ps.add(new Plan(i, loop / tasks + (i < loop % tasks ? 1 : 0), seed(baseSeed, i)));
        }
        return ps;
    }

    @Override
    public Long call(Plan p) throws IOException {
        if (p.loop() == 0) {
            return 0L;
        }
        Path local = Files.createTempFile("kirin-gensfen-" + p.index() + "-", ".bin");
        try {
            List<String> t = new ArrayList<>(tokens);
            t.addAll(List.of("loop", Long.toString(p.loop()), "seed", Long.toString(p.seed()),
                    "output_file_name", local.toString()));
            GensfenOptions o = GensfenOptions.parse(t);
            long[] reported = new long[1];
            Gensfen g = new Gensfen(o, 1, eval.evaluator(), new SearchOptions(), PackedSfen::encode, line -> {
                Matcher m = WRITTEN.matcher(line);
                if (m.find()) {
                    long n = Long.parseLong(m.group(1));
                    written.add(n - reported[0]);
                    reported[0] = n;
                }
            });
            Gensfen.Summary s = g.run();
            written.add(s.written() - reported[0]);
            if (s.written() != p.loop()) {
                throw new IOException("gensfen task " + p.index() + " stopped after " + s.written() + " of "
                        + p.loop() + " positions; no shard written");
            }
            ShardWriter.copy(SparkSetup.hadoop(hadoop), local, out, ShardWriter.name(p.index()));
            return s.written();
        } finally {
            Files.deleteIfExists(local);
        }
    }
}
