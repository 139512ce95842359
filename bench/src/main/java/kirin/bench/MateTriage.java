package kirin.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.mate.MateLineCheck;
import kirin.core.mate.MateResult;
import kirin.core.mate.MateSolver;

/**
 * Kirin's mate solver on a problem file with a budget of CPU time (of the solving thread) per problem, the table
 * cleared before each; one line per problem: id, stated plies, the verdict (MATE n [shortest], TIMEOUT, NOMATE, or
 * WRONG and what failed the move-by-move check), CPU and wall milliseconds, nodes, nodes when the first mate was
 * proved (-1 if none), and the line. A budget written {@code n200000} is a number of nodes instead of CPU
 * milliseconds (reproducible on a loaded machine, where CPU time per node varies).
 *
 * <pre>
 * nice -n 19 java --add-opens java.base/java.nio=ALL-UNNAMED -cp bench/target/benchmarks.jar kirin.bench.MateTriage \
 *     core/src/test/resources/mate/long-mates.txt 1000 [id,id,...]
 * </pre>
 * (FILE lines: {@code <sfen> | <plies> | <solution> | <id>}; the optional ids restrict the run to those problems.)
 */
public class MateTriage {
    public static void main(String[] a) throws Exception {
        boolean byNodes = a[1].startsWith("n");
        long budget = Long.parseLong(byNodes ? a[1].substring(1) : a[1]);
        Set<String> only = a.length > 2 ? Set.of(a[2].split(",")) : Set.of();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        try (MateSolver solver = new MateSolver(128)) {
            for (String line : Files.readAllLines(Path.of(a[0]))) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\\|");
                String id = f[3].strip();
                if (!only.isEmpty() && !only.contains(id)) continue;
                Position pos = Sfen.parse(f[0].strip());
                solver.table().clear();
                solver.prepare();
                long start = mx.getThreadCpuTime(tid);
                Thread w = new Thread(() -> {
                    // By nodes: the count of the previous problem stays until this solve resets it, so wait for a
                    // count under the budget first.
                    boolean reset = false;
                    while (true) {
                        if (byNodes) {
                            long n = solver.nodes();
                            reset |= n < budget;
                            if (reset && n >= budget) break;
                        } else if (mx.getThreadCpuTime(tid) - start >= budget * 1_000_000L) {
                            break;
                        }
                        try { Thread.sleep(10); } catch (InterruptedException e) { return; }
                    }
                    solver.stop();
                });
                w.setDaemon(true);
                w.start();
                MateResult r = solver.solve(pos, 0, MateSolver.DEFAULT_MAX_PLY, null);
                w.interrupt();
                long cpu = (mx.getThreadCpuTime(tid) - start) / 1_000_000;
                String v = r.status.toString();
                if (r.status == MateResult.Status.MATE) {
                    String pr = MateLineCheck.problem(pos, r.moves);
                    v = pr != null ? "WRONG " + pr : "MATE " + r.moves.length + (r.shortest ? " shortest" : "");
                }
                System.out.printf("%s\t%s\t%s\t%d cpu\t%d wall\t%d nodes\t%d first\t%s%n", id, f[1].strip(), v, cpu,
                        r.millis, r.nodes, solver.firstMateNodes(), r.status == MateResult.Status.MATE ? r.usiAnswer().substring(10) : "");
            }
        }
    }
}
