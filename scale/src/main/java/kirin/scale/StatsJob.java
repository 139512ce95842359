package kirin.scale;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import kirin.learn.PackedSfenValue;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code kirin-spark stats [--master M] INPUT...}: the statistics of a data set ({@link DataStats}), each file read
 * whole, in order, by one task (so that games, runs of rising ply, are found), the tasks' results merged on the driver. The
 * report goes to stdout.
 */
final class StatsJob {
    private StatsJob() {}

    static int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        JobArgs a = new JobArgs("stats", args, Set.of("master"), Set.of());
        try (JavaSparkContext sc = SparkSetup.start("stats", a.get("master", null), a.confs())) {
            List<Inputs.File> files = Inputs.list(sc.hadoopConfiguration(), a.rest());
            long start = System.nanoTime();
            List<String> paths = new ArrayList<>();
            files.forEach(f -> paths.add(f.path()));
            DataStats total = sc.parallelize(paths, Math.max(1, Math.min(paths.size(), 10_000)))
                    .map(new ReadFile(SparkSetup.hadoopSettings(sc)))
                    .reduce(DataStats::merge);
            for (String line : total.report()) {
                out.println(line);
            }
            err.printf("kirin-spark stats: %d files in %.1f s%n", files.size(), (System.nanoTime() - start) / 1e9);
            return 0;
        }
    }

    /** Reads one file into a fresh {@link DataStats}. */
    static final class ReadFile implements org.apache.spark.api.java.function.Function<String, DataStats> {
        private static final long serialVersionUID = 1L;
        private final java.util.Map<String, String> hadoop;

        ReadFile(java.util.Map<String, String> hadoop) {
            this.hadoop = hadoop;
        }

        @Override
        public DataStats call(String file) throws IOException {
            DataStats s = new DataStats();
            org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file);
            try (InputStream in = new java.io.BufferedInputStream(
                    p.getFileSystem(SparkSetup.hadoop(hadoop)).open(p), 1 << 20)) {
                read(s, in, file);
            }
            return s;
        }
    }

    /** Adds every record of {@code in} (one file) to {@code s}. */
    static void read(DataStats s, InputStream in, String name) throws IOException {
        s.startFile();
        byte[] rec = new byte[PackedSfenValue.BYTES];
        long index = 0;
        while (true) {
            int n = in.readNBytes(rec, 0, rec.length);
            if (n < rec.length) {
                s.endFile(n);
                return;
            }
            s.add(rec, 0, name + ": record " + index++);
        }
    }
}
