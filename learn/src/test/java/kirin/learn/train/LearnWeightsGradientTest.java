package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kirin.core.Color;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.EvalBreakdown;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Finite-difference check of {@link LearnWeights#addGradient}: for delta = 1 the accumulated gradient of a table
 * cell must be the derivative of the evaluation (from the root side's view, in evaluation units) with respect to
 * that cell. The derivative is taken on the exact (untruncated) value {@code ((stm == black ? board : -board) +
 * turn) / 32} computed from {@link EvalBreakdown}, and cross-checked with {@link KppEvaluator} on large steps.
 */
class LearnWeightsGradientTest {
    private static KppTables tables;
    private static List<Position> positions;
    private static LearnWeights weights;

    @BeforeAll
    static void setUp() {
        tables = new KppTables();
        tables.fillRandom(7, 200, 2000);
        positions = TrainPositions.positions();
        weights = new LearnWeights(tables, TrainPositions.kings(positions));
    }

    @AfterAll
    static void tearDown() {
        tables.close();
    }

    /** The exact evaluation from {@code rootColor}'s view. */
    private static double exact(Position pos, int rootColor) {
        EvalBreakdown b = EvalBreakdown.of(tables, pos);
        int stm = pos.sideToMove();
        double v = ((stm == Color.BLACK ? b.board() : -b.board()) + b.turn()) / 32.0;
        return stm == rootColor ? v : -v;
    }

    private interface Cell {
        int get();

        void set(int v);
    }

    private static void check(Position pos, int root, Cell cell, double grad, String what) {
        double base = exact(pos, root);
        int old = cell.get();
        int h = 5;
        cell.set(old + h);
        double up = exact(pos, root);
        cell.set(old);
        assertEquals((up - base) / h, grad, 1e-9, what);
    }

    @Test
    void accumulatedGradientIsTheDerivativeOfTheEvaluation() {
        int checked = 0;
        for (Position pos : positions) {
            int bk = pos.kingSquare(Color.BLACK);
            int wk = pos.kingSquare(Color.WHITE);
            int iwk = Square.inverse(wk);
            int[] fb = pos.pieceListFb();
            int[] fw = pos.pieceListFw();
            for (int root = 0; root < 2; root++) {
                weights.addGradient(pos, root, 1.0);
                weights.accumulate();
                String at = pos.sfen() + " root " + root;
                for (int part = 0; part < 2; part++) {
                    int pt = part;
                    check(pos, root, new Cell() {
                        public int get() { return tables.kk(bk, wk, pt); }
                        public void set(int v) { tables.setKk(bk, wk, pt, v); }
                    }, weights.gradKk(bk, wk, part), "kk " + part + " " + at);
                    checked++;
                    for (int i = 0; i < fb.length; i++) {
                        int p = fb[i];
                        check(pos, root, new Cell() {
                            public int get() { return tables.kkp(bk, wk, p, pt); }
                            public void set(int v) { tables.setKkp(bk, wk, p, pt, v); }
                        }, weights.gradKkp(bk, wk, p, part), "kkp " + p + " " + part + " " + at);
                        checked++;
                    }
                }
                for (int i = 0; i < fb.length; i++) {
                    for (int j = 0; j < i; j++) {
                        int a = fb[i];
                        int b = fb[j];
                        check(pos, root, new Cell() {
                            public int get() { return tables.kpp(bk, a, b); }
                            public void set(int v) { tables.setKpp(bk, a, b, v); }
                        }, weights.gradKpp(bk, a, b), "kpp black " + a + "," + b + " " + at);
                        int c = fw[i];
                        int d = fw[j];
                        check(pos, root, new Cell() {
                            public int get() { return tables.kpp(iwk, c, d); }
                            public void set(int v) { tables.setKpp(iwk, c, d, v); }
                        }, weights.gradKpp(iwk, c, d), "kpp white " + c + "," + d + " " + at);
                        checked += 2;
                    }
                }
                // Cells the position does not use have no gradient.
                int other = Square.mirror(bk) == bk ? (bk + 1) % 81 : Square.mirror(bk);
                assertEquals(0f, weights.gradKk(other, wk, 0));
                assertEquals(0f, weights.gradKpp(bk, 1, 2)); // black hand pawns 1 and 2: no position here has one
                weights.clearGradients();
            }
        }
        assertTrue(checked > 8000, "checked " + checked);
    }

    @Test
    void truncatedEvaluatorAgreesOnLargeSteps() {
        // Step a cell by 32 * 10 table units: the evaluator's value moves by 10 * derivative * 32, within the
        // truncation of the division by 32.
        Position pos = positions.get(2);
        int root = Color.WHITE;
        int bk = pos.kingSquare(Color.BLACK);
        int wk = pos.kingSquare(Color.WHITE);
        int[] fw = pos.pieceListFw();
        weights.addGradient(pos, root, 1.0);
        weights.accumulate();
        int iwk = Square.inverse(wk);
        int a = fw[5];
        int b = fw[17];
        double grad = weights.gradKpp(iwk, a, b);
        int old = tables.kpp(iwk, a, b);
        int before = rootValue(pos, root);
        tables.setKpp(iwk, a, b, old + 320);
        int after = rootValue(pos, root);
        tables.setKpp(iwk, a, b, old);
        assertEquals(320 * grad, after - before, 1.0);
        assertEquals(1.0 / 32, Math.abs(grad), 1e-12);
        double gk = weights.gradKk(bk, wk, 1);
        int oldK = tables.kk(bk, wk, 1);
        tables.setKk(bk, wk, 1, oldK + 320);
        int afterK = rootValue(pos, root);
        tables.setKk(bk, wk, 1, oldK);
        assertEquals(320 * gk, afterK - before, 1.0);
        weights.clearGradients();
    }

    private static int rootValue(Position pos, int root) {
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos);
        int v = e.value(pos);
        return pos.sideToMove() == root ? v : -v;
    }
}
