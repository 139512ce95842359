package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Color;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.train.LearnWeights;
import org.junit.jupiter.api.Test;

/**
 * Parse 2's gradient on one hand-made position against finite differences of its objective on the tables: a wide
 * window (2560, so the sigmoid is nearly linear over the step) and steps of 64 evaluation units per cell.
 */
class Parse2Test {
    private static final int H = 32 * 64;

    @Test
    void gradientMatchesFiniteDifferencesOfTheObjective() {
        ComparisonObjective obj = new ComparisonObjective(2560);
        Position root = Sfen.parse(MoveSearcherTest.middle());
        try (KppTables t = new KppTables()) {
            t.fillRandom(3, 30, 60);
            LearnWeights w = new LearnWeights(t, Square.of(5, 9));
            MoveSearcher s = new MoveSearcher(new KppEvaluator(t), new SearchOptions(), 1, obj);
            int record = root.toMove("2c2d");
            PositionLeaves leaves = s.search(root, record, 0).leaves();
            int[] all = new int[MoveGenerator.MAX_MOVES];
            assertEquals(MoveGenerator.generateAll(root, all, 0), leaves.lines(), "the wide window keeps every move");

            Parse2.Worker worker = new Parse2.Worker(new KppEvaluator(t), w.newBatch());
            double j = objective(root, leaves, worker, obj, true);
            assertTrue(j > 0);
            w.accumulate();

            Position leaf = root.copy();
            for (int m : leaves.line(0)) {
                leaf.doMove(m);
            }
            int bk = leaf.kingSquare(Color.BLACK);
            int wk = leaf.kingSquare(Color.WHITE);
            assertEquals(Square.of(5, 9), bk);
            int[] fb = leaf.pieceListFb();
            for (int pt = 0; pt < 2; pt++) {
                int part = pt;
                int p = fb[3];
                int base = t.kkp(bk, wk, p, part);
                double fd = finiteDifference(root, leaves, t, obj,
                        v -> t.setKkp(bk, wk, p, part, base + v));
                double analytic = w.gradKkp(bk, wk, p, part);
                assertNotEquals(0, analytic);
                assertEquals(fd, analytic, 0.03 * Math.abs(fd), "kkp part " + part);
            }
            int a = fb[3];
            int b = fb[9];
            int base = t.kpp(bk, a, b);
            double fd = finiteDifference(root, leaves, t, obj, v -> t.setKpp(bk, a, b, base + v));
            double analytic = w.gradKpp(bk, a, b);
            assertNotEquals(0, analytic);
            assertEquals(fd, analytic, 0.03 * Math.abs(fd), "kpp");
        }
    }

    private static double objective(Position root, PositionLeaves leaves, Parse2.Worker worker,
                                    ComparisonObjective obj, boolean gradients) {
        int n = MoveGenerator.MAX_MOVES;
        return Parse2.position(root, leaves, worker, obj, gradients, new double[n], new double[n], new Position[1]);
    }

    /** (J(w + H) - J(w - H)) / 2H for the cell that {@code set} changes by its argument; the cell is restored. */
    private static double finiteDifference(Position root, PositionLeaves leaves, KppTables t, ComparisonObjective obj,
                                           java.util.function.IntConsumer set) {
        set.accept(H);
        double up = objective(root, leaves, new Parse2.Worker(new KppEvaluator(t), null), obj, false);
        set.accept(-H);
        double down = objective(root, leaves, new Parse2.Worker(new KppEvaluator(t), null), obj, false);
        set.accept(0);
        return (up - down) / (2.0 * H);
    }
}
