package kirin.learn.bonanza;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Evaluator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.learn.train.GradientBatch;

/**
 * Parse 2 (interop.md 8.3, Bonanza's {@code calc_deriv}): for every position kept by parse 1, the leaves of its
 * stored lines are evaluated with the current tables; the objective adds {@code T(v_m - v_record)} for each other
 * stored move and the constants of the moves outside the window; the gradient {@code T'(v_m - v_record)} goes to
 * the features of move m's leaf and {@code -sum T'} to the record move's leaf, through the elmo learner's
 * {@link GradientBatch} (which scales by 1/32 as Bonanza's {@code inc_param} does and handles the turn part).
 * The tables must not change while it runs.
 */
final class Parse2 {
    /** One worker's tools: its evaluator and gradient buffer. */
    record Worker(Evaluator evaluator, GradientBatch batch) {}

    private Parse2() {}

    /** Returns the objective summed over the positions (including the out-of-window constants). */
    static double run(List<RecordGames.Game> games, Parse1.Result parse1, Worker[] workers, GameTasks tasks,
                      ComparisonObjective objective, boolean gradients) throws IOException {
        double[] sums = new double[workers.length];
        List<GameTasks.Job> jobs = new ArrayList<>();
        long positions = 0;
        for (List<PositionLeaves> l : parse1.leaves) {
            positions += l.size();
        }
        for (int w = 0; w < workers.length; w++) {
            int wi = w;
            Worker worker = workers[w];
            double[] values = new double[kirin.core.MoveGenerator.MAX_MOVES];
            double[] d = new double[kirin.core.MoveGenerator.MAX_MOVES];
            Position[] scratch = new Position[1];
            jobs.add((g, done) -> {
                List<PositionLeaves> leaves = parse1.leaves.get(g);
                if (leaves.isEmpty()) {
                    return;
                }
                RecordGames.Game game = games.get(g);
                Position pos = Sfen.parse(game.startSfen());
                int ply = 0;
                for (PositionLeaves pl : leaves) {
                    while (ply < pl.ply) {
                        pos.doMove(game.moves()[ply++]);
                    }
                    sums[wi] += position(pos, pl, worker, objective, gradients, values, d, scratch);
                    done.incrementAndGet();
                }
            });
        }
        tasks.run("parse2", games.size(), positions, jobs);
        double j = 0;
        for (double s : sums) {
            j += s;
        }
        return j;
    }

    /** The objective of one position; adds its gradients to the worker's batch if {@code gradients}. */
    static double position(Position root, PositionLeaves pl, Worker worker, ComparisonObjective objective,
                           boolean gradients, double[] values, double[] d, Position[] scratch) {
        int side = root.sideToMove();
        int n = pl.lines();
        int at = 1;
        for (int i = 0; i < n; i++) {
            Position leaf = scratch[0] = root.copyInto(scratch[0]);
            int len = pl.packed[at];
            for (int k = 0; k < len; k++) {
                leaf.doMove(pl.packed[at + 1 + k]);
            }
            values[i] = LeafValue.of(worker.evaluator(), leaf, side);
            at += 1 + len;
        }
        double j = objective.position(values[0], shift(values, n), n - 1, d);
        j += pl.outAbove * objective.t(objective.window()) + pl.outBelow * objective.t(-objective.window());
        if (!gradients) {
            return j;
        }
        at = 1;
        for (int i = 0; i < n; i++) {
            int len = pl.packed[at];
            double delta;
            if (i == 0) {
                delta = 0;
                for (int k = 0; k < n - 1; k++) {
                    delta -= d[k];
                }
            } else {
                delta = d[i - 1];
            }
            if (delta != 0) {
                Position leaf = scratch[0] = root.copyInto(scratch[0]);
                for (int k = 0; k < len; k++) {
                    leaf.doMove(pl.packed[at + 1 + k]);
                }
                worker.batch().addGradient(leaf, side, delta);
            }
            at += 1 + len;
        }
        return j;
    }

    /** values[1..n-1] moved to values[0..n-2] in a view array (values[0] stays the record's value). */
    private static double[] shift(double[] values, int n) {
        double[] others = new double[Math.max(0, n - 1)];
        System.arraycopy(values, 1, others, 0, n - 1);
        return others;
    }
}
