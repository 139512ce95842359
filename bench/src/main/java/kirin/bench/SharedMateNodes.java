package kirin.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.mate.MateLineCheck;
import kirin.core.mate.MateResult;
import kirin.core.mate.MateSolver;

/**
 * Kirin's mate solver on the mate problem sets DIR/mate-{1,3,5,...,11}.txt without a time limit: per set the
 * problems whose line is not a checked mate of exactly the stated length, and the nodes summed (the figures of
 * README "Mate solver", first numbers of a check).
 *
 * <pre>
 * nice -n 19 java --add-opens java.base/java.nio=ALL-UNNAMED -cp bench/target/benchmarks.jar \
 *     kirin.bench.SharedMateNodes DIR
 * </pre>
 */
public class SharedMateNodes {
    public static void main(String[] a) throws Exception {
        if (a.length != 1) {
            System.err.println("usage: SharedMateNodes DIR (the folder holding mate-1.txt ... mate-11.txt)");
            System.exit(2);
        }
        Path dir = Path.of(a[0]);
        var mx = ManagementFactory.getThreadMXBean();
        try (MateSolver solver = new MateSolver(16)) {
            for (String file : new String[] {"mate-1.txt", "mate-3.txt", "mate-5.txt", "mate-7.txt", "mate-9.txt", "mate-11.txt"}) {
                int bad = 0, n = 0; long total = 0, slowest = 0, nodes = 0;
                for (String line : Files.readAllLines(dir.resolve(file))) {
                    if (line.isBlank() || line.startsWith("#")) continue;
                    String[] f = line.split("\\|");
                    Position pos = Sfen.parse(f[0].strip());
                    int plies = Integer.parseInt(f[1].strip());
                    solver.table().clear();
                    long c0 = mx.getCurrentThreadCpuTime();
                    MateResult r = solver.solve(pos, 0, MateSolver.DEFAULT_MAX_PLY, null);
                    long c = (mx.getCurrentThreadCpuTime() - c0) / 1_000_000;
                    total += c; slowest = Math.max(slowest, c); nodes += r.nodes; n++;
                    if (r.status != MateResult.Status.MATE || r.moves.length != plies || MateLineCheck.problem(pos, r.moves) != null) {
                        bad++;
                        System.out.println("BAD " + file + " " + f[0] + " -> " + r.usiAnswer());
                    }
                }
                System.out.printf("%s: %d problems, %d bad, cpu total %d ms, slowest %d ms, %d nodes%n", file, n, bad, total, slowest, nodes);
            }
        }
    }
}
