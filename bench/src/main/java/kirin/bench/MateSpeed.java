package kirin.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.mate.MateResult;
import kirin.core.mate.MateSolver;

/**
 * CPU time per node of the mate solver: ROUNDS rounds over the problems IDS of FILE, each stopped after NODES nodes
 * (table cleared per problem); one line per round (the first includes the JIT warm-up). Compare two builds by
 * alternating runs on the same machine.
 *
 * <pre>
 * nice -n 5 java --add-opens java.base/java.nio=ALL-UNNAMED -cp bench/target/benchmarks.jar kirin.bench.MateSpeed \
 *     FILE NODES IDS ROUNDS
 * </pre>
 */
public class MateSpeed {
    public static void main(String[] a) throws Exception {
        long budget = Long.parseLong(a[1]);
        List<String> ids = Arrays.asList(a[2].split(","));
        int rounds = Integer.parseInt(a[3]);
        Map<String, String> sfen = new HashMap<>();
        for (String line : Files.readAllLines(Path.of(a[0]))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\|");
            sfen.put(f[3].strip(), f[0].strip());
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        try (MateSolver solver = new MateSolver(128)) {
            for (int r = 0; r < rounds; r++) {
                long cpu = 0, nodes = 0;
                for (String id : ids) {
                    Position pos = Sfen.parse(sfen.get(id));
                    solver.table().clear();
                    solver.prepare();
                    long start = mx.getThreadCpuTime(tid);
                    Thread w = new Thread(() -> {
                        boolean reset = false;
                        while (true) {
                            long n = solver.nodes();
                            reset |= n < budget;
                            if (reset && n >= budget) break;
                            try { Thread.sleep(1); } catch (InterruptedException e) { return; }
                        }
                        solver.stop();
                    });
                    w.setDaemon(true);
                    w.start();
                    MateResult res = solver.solve(pos, 0, MateSolver.DEFAULT_MAX_PLY, null);
                    w.interrupt();
                    cpu += mx.getThreadCpuTime(tid) - start;
                    nodes += res.nodes;
                }
                System.out.printf("round %d: %d nodes, %d ms cpu, %.0f ns/node%n", r, nodes, cpu / 1000000, (double) cpu / nodes);
            }
        }
    }
}
