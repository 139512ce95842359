package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ElmoLossTest {
    @Test
    void winningPercentageIsTheSigmoidOverSixHundred() {
        assertEquals(0.5, ElmoLoss.winningPercentage(0), 0);
        assertEquals(0.7310585786300049, ElmoLoss.winningPercentage(600), 1e-15);
        assertEquals(1 - 0.7310585786300049, ElmoLoss.winningPercentage(-600), 1e-15);
    }

    @Test
    void gradientWorkedByHand() {
        // p = wp(600) = 0.7310586, q = wp(0) = 0.5, t = 1, lambda 0.33:
        // 0.67 (0.5 - 1) + 0.33 (0.5 - 0.7310586) = -0.335 - 0.0762493 = -0.4112493.
        ElmoLoss loss = ElmoLoss.defaults();
        assertEquals(-0.4112493309479016, loss.gradient(600, 0, 1), 1e-12);
        // A loss (t = 0) and a draw (t = 1/2).
        assertEquals(0.67 * 0.5 + 0.33 * (0.5 - 0.7310585786300049), loss.gradient(600, 0, -1), 1e-12);
        assertEquals(0.33 * (0.5 - 0.7310585786300049), loss.gradient(600, 0, 0), 1e-12);
    }

    @Test
    void lambda2AppliesFromTheLimitOn() {
        ElmoLoss loss = new ElmoLoss(0.25, 1.0, 1000);
        assertEquals(0.25, loss.lambdaFor(999));
        assertEquals(1.0, loss.lambdaFor(1000));
        assertEquals(1.0, loss.lambdaFor(-1000));
        double q = ElmoLoss.winningPercentage(100);
        assertEquals(q - ElmoLoss.winningPercentage(1000), loss.gradient(1000, 100, -1), 1e-15);
    }

    @Test
    void gradientIsTheDerivativeOfTheMixedCrossEntropy() {
        // d/dv CE(m, wp(v)) = (q - m) / 600, and (q - m) is the elmo gradient.
        ElmoLoss loss = new ElmoLoss(0.4, 0.4, 32000);
        int teacher = -350;
        int result = 1;
        double m = 0.6 * 1 + 0.4 * ElmoLoss.winningPercentage(teacher);
        for (int v : new int[] {-2000, -100, 0, 250, 1800}) {
            double h = 1e-3;
            double num = (ElmoLoss.crossEntropy(m, ElmoLoss.winningPercentage(v + h))
                    - ElmoLoss.crossEntropy(m, ElmoLoss.winningPercentage(v - h))) / (2 * h);
            assertEquals(loss.gradient(teacher, v, result) / 600, num, 1e-9);
        }
    }

    @Test
    void sumsGiveTheLossLine() {
        ElmoLoss loss = ElmoLoss.defaults();
        ElmoLoss.Sums s = loss.newSums();
        s.add(600, 0, 1);
        s.add(-300, -200, -1);
        ElmoLoss.Sums t = loss.newSums();
        t.add(s);
        assertEquals(2, t.count);
        assertEquals(200, t.norm, 0);
        // Entropy of a decided game is 0, not NaN.
        assertEquals(0, t.entropyWin, 1e-9);
        double p1 = ElmoLoss.winningPercentage(600);
        double p2 = ElmoLoss.winningPercentage(-300);
        assertEquals(ElmoLoss.crossEntropy(p1, 0.5) + ElmoLoss.crossEntropy(p2, ElmoLoss.winningPercentage(-200)),
                t.crossEntropyEval, 1e-12);
        assertEquals(-Math.log(0.5) - Math.log(1 - ElmoLoss.winningPercentage(-200)), t.crossEntropyWin, 1e-12);
        assertTrue(t.crossEntropy >= t.entropy, "KL divergence is not negative");
        assertTrue(t.crossEntropyEval >= t.entropyEval);
        String line = t.format("test");
        assertTrue(line.startsWith("test_cross_entropy_eval = "), line);
        assertTrue(line.contains(" , test_cross_entropy_win = "), line);
        assertTrue(line.contains(" , test_entropy_eval = "), line);
        assertTrue(line.contains(" , test_entropy_win = "), line);
        assertTrue(line.contains(" , test_cross_entropy = "), line);
        assertTrue(line.contains(" , test_entropy = "), line);
        t.clear();
        assertEquals(0, t.count);
    }
}
