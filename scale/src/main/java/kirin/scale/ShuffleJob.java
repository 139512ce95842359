package kirin.scale;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import kirin.learn.PackedSfen;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * {@code kirin-spark shuffle --master M --shards K --out PATH [--seed S] [--dedup] [--validation F] INPUT...}: a
 * global random shuffle of any number of record files through Spark's shuffle, into K shards of equal size
 * ({@code part-NNNNN.bin}; the first {@code n mod K} one record larger). Each record's place comes from a seeded
 * {@link Permutation} of its index in the input (the files in the order given, a folder's shards by name), so no
 * machine needs the whole data set in memory, and the same seed gives the same shards on any master. With
 * {@code --dedup} only one record of each position (the 32-byte packed sfen) is kept, the smallest record of the
 * duplicates, so the choice does not depend on the order tasks run in. With {@code --validation F} the first
 * {@code round(F n)} places go to {@code validation/part-00000.bin} instead (learn's {@code targetdir} on the
 * output folder does not see it; give it to {@code learn} as its validation set).
 */
final class ShuffleJob {
    private ShuffleJob() {}

    static int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        JobArgs a = new JobArgs("shuffle", args, Set.of("master", "shards", "out", "seed", "validation"),
                Set.of("dedup"));
        if (!a.has("out")) {
            throw new IllegalArgumentException("shuffle: --out PATH is required (a folder for the shards)");
        }
        if (!a.has("shards")) {
            throw new IllegalArgumentException("shuffle: --shards K is required");
        }
        int shards = (int) a.number("shards", 1, 1, 1_000_000);
        long seed = a.number("seed", System.nanoTime(), Long.MIN_VALUE, Long.MAX_VALUE);
        double validation = a.fraction("validation", 0);
        boolean dedup = a.has("dedup");
        String outDir = a.get("out", null);
        try (JavaSparkContext sc = SparkSetup.start("shuffle", a.get("master", null), a.confs())) {
            Configuration hconf = sc.hadoopConfiguration();
            List<Inputs.File> files = Inputs.list(hconf, a.rest());
            Inputs.requireWholeRecords(files);
            GensfenJob.refuseShards(hconf, outDir);
            long inputRecords = Inputs.records(files);
            err.printf(Locale.ROOT, "kirin-spark shuffle: %d records in %d files into %d shards on %s, seed %d%s%s%n",
                    inputRecords, files.size(), shards, sc.master(), seed, dedup ? ", duplicates removed" : "",
                    validation > 0 ? ", validation fraction " + validation : "");
            JobMetrics metrics = new JobMetrics();
            sc.sc().addSparkListener(metrics);
            long start = System.nanoTime();
            JavaRDD<byte[]> records = sc.binaryRecords(Inputs.joined(files), 40);
            if (dedup) {
                records = dedup(records);
            }
            JavaPairRDD<byte[], Long> indexed = records.zipWithIndex();
            long n = dedup ? indexed.count() : inputRecords;
            if (n == 0) {
                throw new IOException("shuffle: no records in the inputs");
            }
            long valid = Math.round(validation * n);
            if (valid >= n) {
                throw new IllegalArgumentException("shuffle: --validation " + validation + " leaves no training "
                        + "records");
            }
            Places places = new Places(new Permutation(n, seed), valid, shards);
            Map<String, String> hadoop = SparkSetup.hadoopSettings(sc);
            List<Long> counts = indexed
                    .mapToPair(t -> new Tuple2<>(places.perm.apply(t._2()), t._1()))
                    .repartitionAndSortWithinPartitions(places, new Ascending())
                    .mapPartitionsWithIndex((p, it) -> List.of(write(hadoop, outDir, p, shards, it)).iterator(),
                            false)
                    .collect();
            ShardWriter.cleanUp(hconf, outDir);
            long written = counts.stream().mapToLong(Long::longValue).sum();
            double seconds = (System.nanoTime() - start) / 1e9;
            out.printf(Locale.ROOT, "shuffle: %d records (%d duplicates removed) into %d shards of %d to %d records"
                    + "%s in %.1f s to %s%n", written, inputRecords - n, shards,
                    counts.subList(0, shards).stream().mapToLong(Long::longValue).min().orElse(0),
                    counts.subList(0, shards).stream().mapToLong(Long::longValue).max().orElse(0),
                    valid > 0 ? " and " + valid + " validation records" : "", seconds, outDir);
            try {
                Thread.sleep(500); // the listener bus delivers the last tasks' ends asynchronously
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            err.println("kirin-spark shuffle: " + metrics.describe());
            if (written != n) {
                err.println("kirin-spark shuffle: " + written + " records written, " + n + " expected");
                return 1;
            }
            return 0;
        }
    }

    /** One record per packed position (the smallest record of each), in an order fixed by the records alone. */
    static JavaRDD<byte[]> dedup(JavaRDD<byte[]> records) {
        return records
                .mapToPair(r -> new Tuple2<>(new SfenKey(Arrays.copyOf(r, PackedSfen.BYTES)), r))
                .reduceByKey((x, y) -> Arrays.compareUnsigned(x, y) <= 0 ? x : y)
                // The kept records in the order of their bytes: zipWithIndex then numbers them the same way each run.
                .mapToPair(t -> new Tuple2<>(new SfenKey(t._2()), t._2()))
                .sortByKey(true, records.getNumPartitions())
                .values();
    }

    private static long write(Map<String, String> hadoop, String outDir, int partition, int shards,
                              Iterator<Tuple2<Long, byte[]>> it) throws IOException {
        Iterator<byte[]> recs = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public byte[] next() {
                return it.next()._2();
            }
        };
        Configuration conf = SparkSetup.hadoop(hadoop);
        if (partition == shards) {
            return ShardWriter.write(conf, outDir + "/validation", ShardWriter.name(0), recs);
        }
        return ShardWriter.write(conf, outDir, ShardWriter.name(partition), recs);
    }

    /**
     * Places 0 .. valid-1 to the validation partition (number {@code shards}), the rest in equal consecutive
     * ranges to the shards.
     */
    static final class Places extends Partitioner {
        private static final long serialVersionUID = 1L;
        final Permutation perm;
        private final long valid;
        private final int shards;

        Places(Permutation perm, long valid, int shards) {
            this.perm = perm;
            this.valid = valid;
            this.shards = shards;
        }

        @Override
        public int numPartitions() {
            return shards + (valid > 0 ? 1 : 0);
        }

        @Override
        public int getPartition(Object key) {
            long place = (Long) key;
            if (place < valid) {
                return shards;
            }
            long train = perm.size() - valid;
            try {
                return (int) (Math.multiplyExact(place - valid, (long) shards) / train);
            } catch (ArithmeticException e) {
                return (int) Math.min(shards - 1, (long) ((double) (place - valid) / train * shards));
            }
        }
    }

    /** Places in ascending order (Spark's sort needs a serializable comparator). */
    static final class Ascending implements Comparator<Long>, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public int compare(Long x, Long y) {
            return Long.compare(x, y);
        }
    }

    /** A position's 32 packed bytes as a key, ordered as unsigned bytes. */
    static final class SfenKey implements Comparable<SfenKey>, Serializable {
        private static final long serialVersionUID = 1L;
        private final byte[] bytes;

        SfenKey(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SfenKey k && Arrays.equals(bytes, k.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public int compareTo(SfenKey o) {
            return Arrays.compareUnsigned(bytes, o.bytes);
        }
    }
}
