package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ComparisonObjectiveTest {
    private final ComparisonObjective o = new ComparisonObjective(256);

    @Test
    void sigmoidValuesAndClamp() {
        assertEquals(0.5, o.t(0), 1e-12);
        double delta = 256 / 7.0;
        assertEquals(1 / (1 + Math.exp(-50 / delta)), o.t(50), 1e-12);
        assertEquals(o.t(256), o.t(10_000), 1e-15);
        assertEquals(o.t(-256), o.t(-10_000), 1e-15);
        assertEquals(1 / (1 + Math.exp(7)), o.t(-256), 1e-12);
    }

    @Test
    void derivativeMatchesFiniteDifferencesInsideAndIsZeroOutside() {
        for (double x : new double[] {-200, -37, 0, 12.5, 100, 250}) {
            double fd = (o.t(x + 1e-4) - o.t(x - 1e-4)) / 2e-4;
            assertEquals(fd, o.dt(x), 1e-8, "x = " + x);
        }
        assertEquals(0, o.dt(256));
        assertEquals(0, o.dt(-300));
        assertEquals(1 / (4 * 256 / 7.0), o.dt(0), 1e-12);
    }

    @Test
    void positionObjectiveAndItsGradientAgainstFiniteDifferences() {
        double record = 30;
        double[] others = {10, 45, 31, -500, 400};
        double[] d = new double[others.length];
        double j = o.position(record, others, others.length, d);
        double expected = 0;
        for (double v : others) {
            expected += o.t(v - record);
        }
        assertEquals(expected, j, 1e-12);
        double h = 1e-3;
        for (int i = 0; i < others.length; i++) {
            double[] up = others.clone();
            double[] down = others.clone();
            up[i] += h;
            down[i] -= h;
            double fd = (o.position(record, up, up.length, null) - o.position(record, down, down.length, null)) / (2 * h);
            assertEquals(fd, d[i], 1e-7, "move " + i);
        }
        double sum = 0;
        for (double x : d) {
            sum += x;
        }
        double fdRecord = (o.position(record + h, others, others.length, null)
                - o.position(record - h, others, others.length, null)) / (2 * h);
        assertEquals(fdRecord, -sum, 1e-7);
    }

    @Test
    void rejectsABadWindow() {
        assertThrows(IllegalArgumentException.class, () -> new ComparisonObjective(0));
    }
}
