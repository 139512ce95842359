package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kirin.core.Position;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

/**
 * The pieces together, as the learn command will use them: quiescence leaf, elmo gradient, accumulate, AdaGrad,
 * write back into the tables the evaluator reads. Fitting three positions to teacher scores (lambda 1) must lower
 * the loss against the teacher (cross-entropy minus entropy, the KL divergence) and move each value toward its
 * teacher.
 */
class LearnLoopTest {
    @Test
    void fittingTeacherScoresLowersTheLoss() {
        List<Position> ps = TrainPositions.positions();
        int[] teacher = {60, 400, -350};
        int[] result = {1, 1, -1};
        ElmoLoss loss = new ElmoLoss(1.0, 1.0, 32000);
        try (KppTables tables = new KppTables()) {
            LearnWeights w = new LearnWeights(tables, TrainPositions.kings(ps));
            w.correctEval();
            w.writeTo(tables);
            LeafSearch ls = new LeafSearch(new KppEvaluator(tables));
            double first = 0;
            double last = 0;
            int[] firstShallow = new int[ps.size()];
            int[] lastShallow = new int[ps.size()];
            int rounds = 40;
            for (int round = 0; round < rounds; round++) {
                ElmoLoss.Sums sums = loss.newSums();
                for (int i = 0; i < ps.size(); i++) {
                    Position pos = ps.get(i);
                    LeafSearch.Leaf leaf = ls.search(pos);
                    sums.add(teacher[i], leaf.shallow(), result[i]);
                    w.addGradient(leaf.position(), pos.sideToMove(),
                            loss.gradient(teacher[i], leaf.shallow(), result[i]));
                    if (round == 0) {
                        firstShallow[i] = leaf.shallow();
                    }
                    lastShallow[i] = leaf.shallow();
                }
                double kl = (sums.crossEntropyEval - sums.entropyEval) / sums.count;
                if (round == 0) {
                    first = kl;
                }
                last = kl;
                w.update(2.0);
                w.writeTo(tables);
                ls.tablesChanged();
            }
            System.out.printf("LearnLoopTest: KL %.5f -> %.5f in %d rounds; values %s -> %s, teachers %s%n", first,
                    last, rounds, java.util.Arrays.toString(firstShallow), java.util.Arrays.toString(lastShallow),
                    java.util.Arrays.toString(teacher));
            assertTrue(last < first / 4, "KL " + first + " -> " + last);
            for (int i = 0; i < ps.size(); i++) {
                assertTrue(Math.abs(lastShallow[i] - teacher[i]) < Math.abs(firstShallow[i] - teacher[i]),
                        "position " + i + ": " + firstShallow[i] + " -> " + lastShallow[i] + ", teacher "
                                + teacher[i]);
            }
        }
    }
}
