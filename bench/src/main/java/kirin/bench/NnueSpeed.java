package kirin.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueNet;
import kirin.eval.nnue.NnueRandom;
import kirin.eval.nnue.NnueSimdChooser;

/**
 * {@link NnueBenchmark}'s {@code incremental}, {@code full} and {@code doUndo} workloads timed by this thread's CPU
 * time, for a machine shared with matches where JMH's clock mostly measures the neighbours:
 * {@code java --add-modules jdk.incubator.vector -cp bench/target/benchmarks.jar kirin.bench.NnueSpeed [passes 7]}
 * (add {@code -Dkirin.nnue.simd=false} for the scalar path). Each pass runs every legal move of the 1,000 positions
 * once per workload; prints the nanoseconds per call of each pass and the medians (the first pass warms the JIT up).
 */
public final class NnueSpeed {
    private NnueSpeed() {}

    public static void main(String[] args) {
        int passes = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        NnueNet net = NnueRandom.generate(1);
        Position[] positions = BenchPositions.randomGames(1000, 2026).toArray(new Position[0]);
        NnueEvaluator scratch = new NnueEvaluator(net, NnueEvaluator.DEFAULT_FV_SCALE);
        NnueEvaluator[] evaluators = new NnueEvaluator[positions.length];
        int[][] moves = new int[positions.length][];
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int total = 0;
        for (int i = 0; i < positions.length; i++) {
            evaluators[i] = (NnueEvaluator) scratch.copy();
            evaluators[i].reset(positions[i]);
            moves[i] = Arrays.copyOf(buf, MoveGenerator.generateAll(positions[i], buf, 0));
            total += moves[i].length;
        }
        System.out.println("NNUE path " + NnueSimdChooser.describe() + ", " + positions.length + " positions, "
                + total + " moves; ns per call by thread CPU time: incremental, full, doUndo");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[][] ns = new double[3][passes];
        long sink = 0;
        for (int pass = 0; pass < passes; pass++) {
            long c0 = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < positions.length; i++) {
                Position pos = positions[i];
                NnueEvaluator e = evaluators[i];
                for (int m : moves[i]) {
                    pos.doMove(m);
                    e.onMove(pos, m);
                    sink += e.value(pos);
                    pos.undoMove();
                }
            }
            long c1 = threads.getCurrentThreadCpuTime();
            for (int r = 0; r < 20; r++) {
                for (Position pos : positions) {
                    sink += scratch.rawOutput(pos);
                }
            }
            long c2 = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < positions.length; i++) {
                Position pos = positions[i];
                for (int m : moves[i]) {
                    pos.doMove(m);
                    sink += pos.key();
                    pos.undoMove();
                }
            }
            long c3 = threads.getCurrentThreadCpuTime();
            ns[0][pass] = (double) (c1 - c0) / total;
            ns[1][pass] = (double) (c2 - c1) / (20.0 * positions.length);
            ns[2][pass] = (double) (c3 - c2) / total;
            System.out.printf("pass %d: %.0f %.0f %.0f%n", pass + 1, ns[0][pass], ns[1][pass], ns[2][pass]);
        }
        System.out.printf("median: incremental %.0f ns, full %.0f ns, doUndo %.0f ns (checksum %d)%n",
                median(ns[0]), median(ns[1]), median(ns[2]), sink);
    }

    private static double median(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
