package kirin.bench;

import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.mate.MateResult;
import kirin.core.mate.MateSolver;

/**
 * Kirin's mate solver on one position after some moves, with a bound on the mate length: prints the USI answer, the
 * nodes and whether the line is proved shortest. Used to check a record's stated length against a defence.
 *
 * <pre>
 * java --add-opens java.base/java.nio=ALL-UNNAMED -cp bench/target/benchmarks.jar kirin.bench.MateBound \
 *     SFEN "MOVES" MAXPLY MILLIS
 * </pre>
 */
public class MateBound {
    public static void main(String[] a) {
        Position root = Sfen.parse(a[0]);
        for (String m : a[1].split(" ")) {
            if (!m.isEmpty()) {
                root.doMove(root.toMove(m));
            }
        }
        try (MateSolver s = new MateSolver(256)) {
            s.prepare();
            MateResult r = s.solve(root, Long.parseLong(a[3]), Integer.parseInt(a[2]), null);
            System.out.println(r.usiAnswer() + "\t" + r.nodes + " nodes" + (r.shortest ? "\tshortest" : ""));
        }
    }
}
