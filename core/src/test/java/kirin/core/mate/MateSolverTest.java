package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The df-pn solver on the shared mate problems: every one solved within 1 s with a checked line of the stated length. */
class MateSolverTest {
    @Test
    void solvesEverySharedProblemWithALineOfTheStatedLength() {
        List<String> failures = new ArrayList<>();
        try (MateSolver solver = new MateSolver(16)) {
            for (String file : new String[] {"mate-1.txt", "mate-3.txt", "mate-5.txt", "mate-7.txt", "mate-9.txt",
                    "mate-11.txt"}) {
                long totalMs = 0;
                long nodes = 0;
                long slowest = 0;
                int count = 0;
                for (MateProblems.Problem p : MateProblems.read(file)) {
                    Position pos = Sfen.parse(p.sfen());
                    solver.table().clear();
                    MateResult r = solver.solve(pos, 1000, MateSolver.DEFAULT_MAX_PLY, null);
                    totalMs += r.millis;
                    nodes += r.nodes;
                    slowest = Math.max(slowest, r.millis);
                    count++;
                    if (r.status != MateResult.Status.MATE || r.moves.length != p.plies()
                            || MateLineCheck.problem(pos, r.moves) != null || r.millis > 1000) {
                        failures.add(p.file() + " " + p.sfen() + " (" + p.plies() + ") -> " + r.usiAnswer() + " in "
                                + r.millis + " ms");
                    }
                }
                System.err.printf("%s: %d problems, total %d ms, slowest %d ms, %d nodes, %d nps%n", file, count,
                        totalMs, slowest, nodes, nodes * 1000 / Math.max(1, totalMs));
            }
        }
        failures.forEach(System.err::println);
        assertEquals(0, failures.size(), failures.size() + " failures, first: " + (failures.isEmpty() ? "" : failures.get(0)));
    }
}
