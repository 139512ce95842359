package kirin.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kirin.core.Position;
import kirin.core.search.Mate1;

/**
 * {@link Mate1#find} over the positions of {@link Mate1Benchmark}, timed by this thread's CPU time, for a machine
 * shared with other jobs: {@code java -cp bench/target/benchmarks.jar kirin.bench.Mate1Speed [passes 15]}. Each pass
 * asks every position 20 times; prints per pass the nanoseconds of CPU time per call and the number of mates found
 * (which must not change), then the median of the passes after the first third (JIT warm-up).
 */
public final class Mate1Speed {
    private static final Mate1 MATE1 = new Mate1(); // one thread
    private Mate1Speed() {}

    public static void main(String[] args) {
        int passes = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        List<Position> list = new ArrayList<>();
        for (Position pos : BenchPositions.randomGames(2000, 2026)) {
            if (!pos.inCheck()) {
                list.add(pos);
            }
        }
        Position[] positions = list.toArray(new Position[0]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] ns = new double[passes];
        for (int pass = 0; pass < passes; pass++) {
            int mates = 0;
            long c0 = threads.getCurrentThreadCpuTime();
            for (int rep = 0; rep < 20; rep++) {
                for (Position pos : positions) {
                    if (MATE1.find(pos) != 0) {
                        mates++;
                    }
                }
            }
            long cpu = threads.getCurrentThreadCpuTime() - c0;
            ns[pass] = (double) cpu / (20.0 * positions.length);
            System.out.printf("pass %d: %d positions, %d mates, %.1f ns CPU per call%n", pass + 1, positions.length,
                    mates / 20, ns[pass]);
        }
        double[] warm = Arrays.copyOfRange(ns, passes / 3, passes);
        Arrays.sort(warm);
        System.out.printf("median: %.1f ns CPU per call%n", warm[warm.length / 2]);
    }
}
