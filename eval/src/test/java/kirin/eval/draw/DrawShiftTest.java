package kirin.eval.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The draw shift's formula (docs/search.md). */
class DrawShiftTest {
    @Test
    void offWhenTheDrawValueIsZeroOrNoDrawIsPredicted() {
        for (int v : new int[] {-30000, -1234, -1, 0, 1, 77, 29999}) {
            assertEquals(v, DrawShift.shift(v, 0.3, 0));
            assertEquals(v, DrawShift.shift(v, 0, -90));
        }
    }

    @Test
    void anEvenPositionMovesTowardTheDrawValueInProportionToPDraw() {
        // v = 0: p = 1/2, so p' = 1/2 + d (q - 1/2) with q = sigmoid(dv / 600).
        double q = 1 / (1 + Math.exp(90 / 600.0));
        double p = 0.5 + 0.2 * (q - 0.5);
        assertEquals(Math.round(600 * Math.log(p / (1 - p))), DrawShift.shift(0, 0.2, -90));
        assertTrue(DrawShift.shift(0, 0.2, -90) < 0);
        assertTrue(DrawShift.shift(0, 0.4, -90) < DrawShift.shift(0, 0.2, -90), "more drawish, lower");
        assertTrue(DrawShift.shift(100, 0.2, 90) > 100, "a welcome draw raises the value");
        // At d = 1 an even position is worth exactly the draw value.
        assertEquals(-90, DrawShift.shift(0, 1, -90));
    }

    @Test
    void decidedPositionsHardlyMoveAndValuesStayBounded() {
        // P(draw) is capped by 2 min(p, 1 - p): a won position cannot be a likely draw.
        // P(draw) is scaled by 1 - |2p - 1|: the smaller of P(win), P(loss) changes by a factor within
        // 1 -+ d |2q - 1|, so a decided position moves by a bounded step.
        double k = 2 / (1 + Math.exp(-900 / 600.0)) - 1; // |2q - 1| for a draw value of 900
        for (int v : new int[] {-30000, -3000, -600, 0, 600, 3000, 30000}) {
            for (double d : new double[] {0.01, 0.1, 0.5, 0.9}) {
                double bound = 600 * (Math.log(1 + d * k) - Math.log(1 - d * k)) + 1; // both probabilities
                int s = DrawShift.shift(v, d, -900);
                assertTrue(s <= v && s >= v - bound, v + " " + d + " -> " + s);
                int up = DrawShift.shift(v, d, 900);
                assertTrue(up >= v && up <= v + bound, v + " " + d + " -> " + up);
            }
        }
        assertTrue(Math.abs(DrawShift.shift(-30000, 0.5, 27000)) <= 30000);
        int extreme = DrawShift.shift(0, 1, 1_000_000);
        assertEquals(0, extreme, "q rounds to 1: left alone rather than infinite");
        assertEquals(DrawShift.shiftCentipawns(50, 0.1, -100), DrawShift.shift(45, 0.1, -90) * 100.0 / 90, 2.0,
                "the centipawn scale is the same curve");
    }
}
