package kirin.eval.draw;

import java.util.Arrays;
import kirin.core.Position;

/**
 * The draw model: logistic regression on {@link DrawFeatures}, {@code P(draw) = sigmoid(bias + sum of the active
 * features' weights)}, the probability that the game reaches a draw (repetition, the move limit or another draw)
 * from the position. Immutable once built; {@link #probability(Position, int[])} is allocation-free and safe to call
 * from several threads, each with its own scratch array.
 */
public final class DrawModel {
    private final float[] weights;
    private final float bias;
    private final String note;

    /**
     * @param weights one per feature ({@link DrawFeatures#COUNT}), copied
     * @param note free text kept in the file (how the model was trained), may be empty
     * @throws IllegalArgumentException on a wrong weight count or a weight that is not finite
     */
    public DrawModel(float[] weights, float bias, String note) {
        if (weights.length != DrawFeatures.COUNT) {
            throw new IllegalArgumentException("draw model: " + weights.length + " weights, the features need "
                    + DrawFeatures.COUNT);
        }
        for (int i = 0; i < weights.length; i++) {
            if (!Float.isFinite(weights[i])) {
                throw new IllegalArgumentException("draw model: weight " + i + " is " + weights[i]);
            }
        }
        if (!Float.isFinite(bias)) {
            throw new IllegalArgumentException("draw model: bias is " + bias);
        }
        this.weights = weights.clone();
        this.bias = bias;
        this.note = note;
    }

    /** A copy of the weights. */
    public float[] weights() {
        return weights.clone();
    }

    public float bias() {
        return bias;
    }

    public String note() {
        return note;
    }

    /** The logit for the active indices {@code idx[0..n)}. */
    public double logit(int[] idx, int n) {
        double z = bias;
        for (int i = 0; i < n; i++) {
            z += weights[idx[i]];
        }
        return z;
    }

    /**
     * P(draw) of {@code pos} with {@code ply} moves played from the start ({@link DrawFeatures#extract});
     * {@code scratch} holds at least {@link DrawFeatures#MAX_ACTIVE} ints.
     */
    public double probability(Position pos, int ply, int[] scratch) {
        return sigmoid(logit(scratch, DrawFeatures.extract(pos, ply, scratch)));
    }

    /** P(draw) of a position in a game: its ply is the SFEN move number minus one. */
    public double probability(Position pos, int[] scratch) {
        return probability(pos, pos.gamePly() - 1, scratch);
    }

    /** P(draw) of {@code pos} in a game, allocating its scratch (for commands, not for the search). */
    public double probability(Position pos) {
        return probability(pos, new int[DrawFeatures.MAX_ACTIVE]);
    }

    static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DrawModel m && Arrays.equals(weights, m.weights)
                && Float.floatToIntBits(bias) == Float.floatToIntBits(m.bias) && note.equals(m.note);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(weights) * 31 + Float.hashCode(bias);
    }
}
