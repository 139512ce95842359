package kirin.eval.draw;

import kirin.core.PieceValue;

/**
 * The draw shift (docs/search.md, "Draw prediction"): a value {@code v} for the side to move, whose draw value is
 * {@code dv}, becomes
 *
 * <pre>
 *   p  = sigmoid(v / s)            the evaluation's win probability, a draw counted as 1/2
 *   q  = sigmoid(dv / s)           the draw's worth to the side to move
 *   d' = d (1 - |2p - 1|)          P(draw), scaled by the room the value leaves: P(win) = p - d'/2 and
 *                                  P(loss) = 1 - p - d'/2 stay >= 0, and a decided position hardly moves
 *   p' = p + d' (q - 1/2)          the draw now counted as q instead of 1/2
 *   v' = s * ln(p' / (1 - p'))
 * </pre>
 *
 * with {@code s} = 600 internal units (pawn = 90), the scale of the evaluation's learning (elmo's win rate,
 * {@code ElmoLoss}). At {@code v = 0} it is dlshogi's shift, the centre 1/2 moved to 1/2 + d (q - 1/2); far from
 * 0 the smaller of P(win) and P(loss) is multiplied by a factor between {@code 1 - d|2q - 1|} and
 * {@code 1 + d|2q - 1|}, so the value moves by a bounded logit step that shrinks with d. It is exactly the identity
 * when {@code dv} is 0.
 * Static and allocation-free.
 */
public final class DrawShift {
    /** The centipawn-to-probability scale in internal units. */
    public static final double SCALE = 600;
    /** The same scale for values in centipawns (book values): 600 * 100 / 90. */
    public static final double SCALE_CP = SCALE * 100 / PieceValue.PAWN;
    /** Shifted values are kept within this bound (or the unshifted value's magnitude, if larger). */
    static final int LIMIT = 30000;

    private DrawShift() {}

    /** {@code v} shifted toward {@code drawValue} by P(draw) {@code d}; all values in internal units. */
    public static int shift(int v, double d, int drawValue) {
        return shift(v, d, drawValue, SCALE);
    }

    /** As {@link #shift(int, double, int)} for values in centipawns (the book's). */
    public static int shiftCentipawns(int v, double d, int drawValue) {
        return shift(v, d, drawValue, SCALE_CP);
    }

    static int shift(int v, double d, int drawValue, double scale) {
        if (drawValue == 0 || !(d > 0)) {
            return v;
        }
        double a = Math.exp(-v / scale);
        double p = 1 / (1 + a);           // P(win) + P(draw)/2
        double notP = a / (1 + a);        // 1 - p, without the cancellation of 1 - p near p = 1
        double dEff = Math.min(d, 1) * 2 * Math.min(p, notP); // d (1 - |2p - 1|)
        double delta = dEff * (1 / (1 + Math.exp(-drawValue / scale)) - 0.5);
        double win = p + delta;
        double loss = notP - delta;
        if (!(win > 0) || !(loss > 0)) {
            return v; // only for draw values so large that q rounds to 0 or 1
        }
        long shifted = Math.round(scale * Math.log(win / loss));
        int limit = Math.max(LIMIT, Math.abs(v));
        return (int) Math.max(-limit, Math.min(limit, shifted));
    }
}
