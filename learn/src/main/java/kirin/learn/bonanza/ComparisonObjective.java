package kirin.learn.bonanza;

/**
 * Bonanza's comparison objective for one position (interop.md 8.3): every other move {@code m} whose PV leaf is
 * valued {@code v_m} adds {@code T(v_m - v_record)}, where {@code T(x) = 1 / (1 + e^(-x / delta))} is a sigmoid
 * with {@code delta = window / 7}, and {@code x} is clamped to {@code +-window}. So a move that the evaluation
 * puts above the game move costs nearly 1, one far below it nearly 0. The derivative {@code T'} is taken as 0
 * outside the window, as in Bonanza: such moves only add a constant.
 *
 * <p>Values are in evaluation units from the root side's point of view. The gradient with respect to
 * {@code v_m} is {@code T'(x)}, and with respect to {@code v_record} it is {@code -sum T'(x)}.
 */
public final class ComparisonObjective {
    /** Bonanza's FV_WINDOW. */
    public static final int DEFAULT_WINDOW = 256;

    private final double window;
    private final double delta;

    /** {@code window} > 0: the half-width of the sigmoid's useful range (Bonanza: 256). */
    public ComparisonObjective(double window) {
        if (!(window > 0)) {
            throw new IllegalArgumentException("window must be > 0, got " + window);
        }
        this.window = window;
        this.delta = window / 7.0;
    }

    public double window() {
        return window;
    }

    /** {@code T(x)} with {@code x} clamped to the window. */
    public double t(double x) {
        double c = Math.max(-window, Math.min(window, x));
        return 1.0 / (1.0 + Math.exp(-c / delta));
    }

    /** {@code T'(x)}, 0 outside {@code (-window, window)}. */
    public double dt(double x) {
        if (x <= -window || x >= window) {
            return 0;
        }
        double e = Math.exp(-x / delta);
        return e / (delta * (1 + e) * (1 + e));
    }

    /**
     * The objective of one position: {@code sum over i of T(others[i] - record)} for the first {@code n} entries;
     * if {@code dOthers} is not null, it receives {@code T'} per other move and the return value's derivative with
     * respect to {@code record} is {@code -sum(dOthers)}.
     */
    public double position(double record, double[] others, int n, double[] dOthers) {
        double j = 0;
        for (int i = 0; i < n; i++) {
            double x = others[i] - record;
            j += t(x);
            if (dOthers != null) {
                dOthers[i] = dt(x);
            }
        }
        return j;
    }
}
