package kirin.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kirin.core.Position;
import kirin.core.search.QuietListener;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.TranspositionTable;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfenValue;
import kirin.learn.PsvReader;
import kirin.learn.gensfen.GensfenOptions;

/**
 * The speed of gensfen's searches on a fixed workload, so that a change to the search or the evaluator can be timed
 * without the noise of different self-play games: {@code java -Xss16m -cp bench/target/benchmarks.jar
 * kirin.bench.ShallowSearchSpeed FILE.bin [depth 3] [positions 5000] [passes 5] [evalDir]}. It searches the first
 * positions of a PackedSfenValue file in order (consecutive records come from one game, as in gensfen) at a fixed
 * depth, with gensfen's options and gensfen's table for that depth ({@code TranspositionTable.kilobytesForDepth}: 16 KB
 * at depth 3) cleared before each pass; with no evalDir the KPP tables are all zero; {@code -Dkirin.bench.hash=MB} sets
 * the table size (deeper searches with a large table time the search as it plays, where table reads miss the caches).
 * Prints to stdout (a stand-alone tool, not the USI engine), for each pass and as medians, nodes per second of wall
 * time and per second of this thread's CPU time. CPU time leaves out the time a shared host gives to other guests
 * (steal); it does not remove the slowdown from neighbours sharing caches and memory, which on the development machine
 * was the whole of the noise (both figures agreed within 1%).
 */
public final class ShallowSearchSpeed {
    private ShallowSearchSpeed() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: ShallowSearchSpeed FILE.bin [depth] [positions] [passes] [evalDir]");
            System.exit(2);
        }
        int depth = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int count = args.length > 2 ? Integer.parseInt(args[2]) : 5000;
        int passes = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        KppTables tables = args.length > 4 ? EvalFiles.load(Path.of(args[4])) : new KppTables();
        List<Position> positions = new ArrayList<>();
        try (PsvReader r = new PsvReader(Path.of(args[0]))) {
            PackedSfenValue v;
            while (positions.size() < count && (v = r.next()) != null) {
                positions.add(v.position());
            }
        }
        SearchOptions options = new SearchOptions();
        options.mateOneInSearch = Boolean.parseBoolean(System.getProperty("kirin.bench.mateOne",
                String.valueOf(GensfenOptions.mateOneAtDepth(depth))));
        Integer hashMb = Integer.getInteger("kirin.bench.hash");
        TranspositionTable tt = hashMb != null ? new TranspositionTable(hashMb)
                : TranspositionTable.ofKilobytes(TranspositionTable.kilobytesForDepth(depth));
        Search search = new Search(tt, new KppEvaluator(tables));
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] rates = new double[passes];
        double[] cpuRates = new double[passes];
        for (int pass = 0; pass < passes; pass++) {
            tt.clear();
            long nodes = 0;
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            for (Position pos : positions) {
                nodes += search.go(pos, limits, options, QuietListener.INSTANCE).nodes;
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            double cpuSeconds = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
            rates[pass] = nodes / seconds;
            cpuRates[pass] = nodes / cpuSeconds;
            System.out.printf("pass %d: %d searches, %,d nodes in %.2f s = %,.0f nodes/s; %.2f s CPU = %,.0f nodes per"
                    + " CPU second (Java %s)%n", pass + 1, positions.size(), nodes, seconds, rates[pass], cpuSeconds,
                    cpuRates[pass], System.getProperty("java.version"));
        }
        Arrays.sort(rates);
        Arrays.sort(cpuRates);
        System.out.printf("median: %,.0f nodes/s, %,.0f nodes per CPU second%n", rates[passes / 2],
                cpuRates[passes / 2]);
    }
}
