package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/**
 * The df-pn solver on the mate problems of the test resources (mate/): every one solved within 1 s with a checked line
 * of the stated length.
 * The second is the solving thread's CPU time ({@link LongMateSolverTest#solveWithCpuBudget}): at nice 19 beside
 * engine matches the test gets a small share of a core, and a wall-time limit failed problems that take 20 ms on an
 * idle core.
 */
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
                    solver.prepare();
                    MateResult r = LongMateSolverTest.solveWithCpuBudget(solver, pos, 1000);
                    long cpu = LongMateSolverTest.cpuUsed;
                    totalMs += cpu;
                    nodes += r.nodes;
                    slowest = Math.max(slowest, cpu);
                    count++;
                    if (r.status != MateResult.Status.MATE || r.moves.length != p.plies()
                            || MateLineCheck.problem(pos, r.moves) != null || cpu > 1000) {
                        failures.add(p.file() + " " + p.sfen() + " (" + p.plies() + ") -> " + r.usiAnswer() + " in "
                                + cpu + " ms of CPU");
                    }
                }
                System.err.printf("%s: %d problems, CPU time total %d ms, slowest %d ms, %d nodes, %d nps%n", file, count,
                        totalMs, slowest, nodes, nodes * 1000 / Math.max(1, totalMs));
            }
        }
        failures.forEach(System.err::println);
        assertEquals(0, failures.size(), failures.size() + " failures, first: " + (failures.isEmpty() ? "" : failures.get(0)));
    }
}
