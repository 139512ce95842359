package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/**
 * {@link MateLines} on a solver that has just proven its root: the line is read back from the table, checked, of the
 * proof's length, and no line comes out of a bound shorter than the mate.
 */
class MateLinesTest {

    @Test
    void readsTheProvenLineBackAndRefusesTooShortABound() {
        for (MateProblems.Problem p : MateProblems.read("mate-3.txt").subList(0, 5)) {
            Position root = Sfen.parse(p.sfen());
            try (MateSolver solver = new MateSolver(16)) {
                solver.prepare();
                MateResult r = solver.solve(root, 0, MateSolver.DEFAULT_MAX_PLY, null);
                assertEquals(MateResult.Status.MATE, r.status, p.sfen());
                MateLines lines = new MateLines(solver);
                int[] line = lines.checked(root, r.moves.length);
                assertEquals(r.moves.length, line.length, p.sfen());
                assertEquals(r.moves.length, lines.provedLength);
                assertNull(MateLineCheck.problem(root, line));
                assertNull(lines.checked(root, r.moves.length - 2), "no mate within two plies less: " + p.sfen());
            }
        }
    }
}
