package kirin.learn.train;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.eval.KppTables;

/**
 * Timing and memory of the full learning state; not a test. Run after {@code mvn -pl learn -am test-compile}:
 * <pre>
 * java -Xmx3g -cp learn/target/classes:learn/target/test-classes:core/target/classes:eval/target/classes:$AGRONA \
 *     kirin.learn.train.LearnSpeed [threads]
 * </pre>
 * First two rounds: 300,000 distinct positions from a random walk; then three rounds of 300,000 records from 10,000
 * positions used 30 times each (this separates the cost of addGradient from move generation). On the 2-core
 * development machine, full tables, 1409 MB of learning state (heap in use after init: 2090 MB, with the 10,000
 * positions), figures after JIT warm-up:
 * <pre>
 * threads 1: distinct: accumulate 0.575 s, update 0.582 s; repeated: addGradient 0.034 s, accumulate 0.50 s,
 *            update 0.45 s; writeTo 0.55 s; init 1.1-2.6 s
 * threads 2: distinct: accumulate 0.324 s, update 0.330 s; repeated: addGradient 0.04 s, accumulate 0.33 s,
 *            update 0.25 s; writeTo 0.35 s
 * </pre>
 * The first update costs about 2-3 s (JIT compilation). Then four more rounds alternate what the learner did after
 * each mini-batch before 2026-11-26 night ({@code update} + {@code writeTo}) and what it does now
 * ({@code updateAndWrite}, only the stepped KPP cells written): threads 2, with a fixed-node match holding both
 * cores, three runs: 1.54/1.62, 1.41/1.72, 1.60/1.41 s against 1.07/0.90, 1.27/0.89, 1.43/0.95 s.
 */
public final class LearnSpeed {
    private LearnSpeed() {}

    public static void main(String[] args) {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        List<Position> ps = new ArrayList<>();
        Random rnd = new Random(1);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        Position pos = Position.startpos();
        while (ps.size() < 10_000) {
            int n = MoveGenerator.generateAll(pos, buf, 0);
            if (n == 0 || pos.gamePly() > 150) {
                pos = Position.startpos();
                continue;
            }
            pos.doMove(buf[rnd.nextInt(n)]);
            ps.add(pos.copy());
        }
        try (KppTables t = new KppTables()) {
            t.fillRandom(5, 100, 1000);
            long t0 = System.nanoTime();
            LearnWeights w = new LearnWeights(t);
            w.setThreads(threads);
            long t1 = System.nanoTime();
            System.out.printf("init %.2f s, state %.1f MB, heap used %.1f MB%n", (t1 - t0) / 1e9, w.bytes() / 1e6,
                    (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1e6);
            GradientBatch b = w.newBatch();
            // Distinct positions: 300,000 from one long random walk, recorded as they come.
            for (int round = 0; round < 2; round++) {
                Position walk = Position.startpos();
                int recorded = 0;
                while (recorded < 300_000) {
                    int n = MoveGenerator.generateAll(walk, buf, 0);
                    if (n == 0 || walk.gamePly() > 150) {
                        walk = Position.startpos();
                        continue;
                    }
                    walk.doMove(buf[rnd.nextInt(n)]);
                    b.addGradient(walk, recorded & 1, (recorded % 7 - 3) * 0.1);
                    recorded++;
                }
                long d0 = System.nanoTime();
                w.accumulate();
                long d1 = System.nanoTime();
                w.update(30.0);
                long d2 = System.nanoTime();
                System.out.printf("threads %d: 300000 distinct positions: accumulate %.3f s, update %.3f s%n",
                        threads, (d1 - d0) / 1e9, (d2 - d1) / 1e9);
            }
            for (int round = 0; round < 3; round++) {
                long a0 = System.nanoTime();
                for (int rep = 0; rep < 30; rep++) {
                    for (int i = 0; i < ps.size(); i++) {
                        b.addGradient(ps.get(i), i & 1, (i % 7 - 3) * 0.1);
                    }
                }
                long a1 = System.nanoTime();
                w.accumulate();
                long a2 = System.nanoTime();
                w.update(30.0);
                long a3 = System.nanoTime();
                System.out.printf("threads %d: addGradient 300000 in %.3f s, accumulate %.3f s, update %.3f s%n",
                        threads, (a1 - a0) / 1e9, (a2 - a1) / 1e9, (a3 - a2) / 1e9);
            }
            long w0 = System.nanoTime();
            w.writeTo(t);
            System.out.printf("writeTo %.2f s%n", (System.nanoTime() - w0) / 1e9);
            // What the learner does after each mini-batch: the update with the stepped cells written as it goes,
            // against the update followed by the whole write-back, alternately on the same 300,000 records.
            for (int round = 0; round < 4; round++) {
                for (int rep = 0; rep < 30; rep++) {
                    for (int i = 0; i < ps.size(); i++) {
                        b.addGradient(ps.get(i), i & 1, (i % 7 - 3) * 0.1);
                    }
                }
                long u0 = System.nanoTime();
                if (round % 2 == 0) {
                    w.update(30.0);
                    w.writeTo(t);
                } else {
                    w.updateAndWrite(30.0, t);
                }
                System.out.printf("threads %d: %s %.3f s%n", threads,
                        round % 2 == 0 ? "update + writeTo" : "updateAndWrite  ", (System.nanoTime() - u0) / 1e9);
            }
        }
    }
}
