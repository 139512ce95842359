package kirin.learn.train;

import java.util.Arrays;
import kirin.core.Color;
import kirin.core.Position;
import kirin.core.Square;

/**
 * One thread's gradients for a mini-batch, kept as compact feature records rather than in table-sized buffers:
 * per leaf position the two king squares, the 38 black-view and 38 white-view piece indices (78 shorts) and the
 * gradient pair (2 floats), 164 bytes in all, so 300,000 positions take about 50 MB whatever the table size.
 * {@link LearnWeights#update} (or {@link LearnWeights#accumulate}) later spreads the records over the gradient
 * tables, in parallel by king square so that no two threads write the same cell and no atomics are needed.
 *
 * <p>A batch is used by one thread at a time; each worker thread gets its own from {@link LearnWeights#newBatch}.
 */
public final class GradientBatch {
    static final int N = Position.PIECE_NO_KING;
    /** Shorts per record: bk, wk, fb[38], fw[38]. */
    static final int STRIDE = 2 + 2 * N;

    short[] features = new short[STRIDE * 1024];
    float[] grads = new float[2 * 1024];
    int size;

    GradientBatch() {}

    /**
     * Records the gradient {@code delta} (d loss / d value, the value being the evaluation of {@code leaf} from
     * {@code rootColor}'s point of view, in evaluation units) for every feature of {@code leaf}, as in YaneuraOu's
     * {@code add_grad} (interop.md 3.3): {@code d = delta / 32}, board part {@code rootColor == BLACK ? d : -d},
     * turn part {@code rootColor == side to move of leaf ? d : -d}. A position without both kings (valued on
     * material alone) has no table features and is skipped.
     */
    public void addGradient(Position leaf, int rootColor, double delta) {
        int bk = leaf.kingSquare(Color.BLACK);
        int wk = leaf.kingSquare(Color.WHITE);
        if (bk == Square.NONE || wk == Square.NONE) {
            return;
        }
        double d = delta / 32.0;
        float g0 = (float) (rootColor == Color.BLACK ? d : -d);
        float g1 = (float) (rootColor == leaf.sideToMove() ? d : -d);
        add(bk, wk, leaf.pieceListFb(), leaf.pieceListFw(), g0, g1);
    }

    /** Records raw features: kings, the two piece lists (38 each) and the gradient pair. */
    void add(int bk, int wk, int[] fb, int[] fw, float g0, float g1) {
        if (size * STRIDE + STRIDE > features.length) {
            features = Arrays.copyOf(features, features.length * 2);
            grads = Arrays.copyOf(grads, grads.length * 2);
        }
        int at = size * STRIDE;
        features[at] = (short) bk;
        features[at + 1] = (short) wk;
        for (int i = 0; i < N; i++) {
            features[at + 2 + i] = (short) fb[i];
            features[at + 2 + N + i] = (short) fw[i];
        }
        grads[2 * size] = g0;
        grads[2 * size + 1] = g1;
        size++;
    }

    /** Number of positions recorded since the last update. */
    public int size() {
        return size;
    }

    /** Forgets the recorded positions (keeps the buffers). */
    public void clear() {
        size = 0;
    }
}
