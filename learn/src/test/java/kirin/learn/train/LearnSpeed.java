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
 * Records 300,000 leaf gradients (10,000 positions from random games, each 30 times), then accumulates and updates.
 * On the 2-core development machine (third round, after JIT warm-up), full tables, 1409 MB of state:
 * <pre>
 * threads 1: addGradient 300000 in 0.039 s, accumulate 0.641 s, update 0.454 s; writeTo 0.64 s; init 2.6 s
 * threads 2: addGradient 300000 in 0.105 s, accumulate 0.320 s, update 0.250 s; writeTo 0.35 s
 * </pre>
 * (The 10,000 positions repeat, so accumulate's table writes hit the cache more often than real data would.)
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
        }
    }
}
