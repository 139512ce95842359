package kirin.learn.nnue;

import java.util.SplittableRandom;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.learn.PackedSfenValue;
import kirin.learn.train.ElmoLoss;
import kirin.learn.train.LearnOptions;
import kirin.learn.train.LearnPool;
import kirin.learn.train.RecordFilter;
import kirin.learn.train.RecordGate;
import kirin.learn.train.ValidationSet;

/**
 * One of the NNUE learner's worker threads: per training record, the KPP learner's filters ({@link RecordFilter},
 * the validation set's keys, duplicates in the pass), then, unless {@code nn_skip_noisy 0}, positions in check and
 * records whose move captures are skipped (the net is trained on the record's own position, not on a quiescence
 * leaf as YaneuraOu's learner does, so noisy positions, whose score depends on the exchange, would teach it the
 * search's result instead of the position's value). The position's HalfKP features go forward through the float
 * net and the elmo loss's gradient goes back into the worker's {@link NetPass}.
 */
final class NnueWorker implements LearnPool.Trainer {
    /** Skip reason numbers past {@link RecordFilter#NAMES}: noisy positions and positions without both kings. */
    static final int NOISY = RecordFilter.NAMES.length;
    static final int NO_KING = NOISY + 1;
    static final String[] NAMES;

    static {
        NAMES = java.util.Arrays.copyOf(RecordFilter.NAMES, RecordFilter.NAMES.length + 2);
        NAMES[NOISY] = "noisy (in check or capture)";
        NAMES[NO_KING] = "no king";
    }

    private final LearnOptions o;
    private final ElmoLoss loss;
    /** Decodes and filters the records (a reused position: decoding allocates none). */
    private final RecordGate gate;
    final NetPass pass;
    final ElmoLoss.Sums sums;
    private final SplittableRandom rnd;
    final long[] skips;
    /** Records that gave a gradient since the last step, and in all. */
    long usedInBatch;
    long used;

    NnueWorker(LearnOptions o, FloatNet net, ElmoLoss loss, RecordFilter filter, ValidationSet validation,
               long seed) {
        this.o = o;
        this.loss = loss;
        gate = new RecordGate(filter, validation, NAMES.length);
        skips = gate.skips;
        pass = new NetPass(net);
        sums = loss.newSums();
        rnd = new SplittableRandom(seed);
    }

    /** Trains on records {@code from} (inclusive) to {@code to} of {@code buf}. */
    @Override
    public void train(byte[] buf, int from, int to) {
        for (int r = from; r < to; r++) {
            trainOne(PackedSfenValue.read(buf, r * PackedSfenValue.BYTES));
        }
    }

    private void trainOne(PackedSfenValue v) {
        Position pos = gate.decode(v, rnd);
        if (pos == null) {
            return;
        }
        if (!HalfKp.hasKings(pos)) {
            gate.skip(NO_KING);
            return;
        }
        if (!gate.positionPasses(pos)) {
            return;
        }
        if (o.nnSkipNoisy && noisy(pos, v.move())) {
            gate.skip(NOISY);
            return;
        }
        if (!gate.fresh(pos)) {
            return;
        }
        HalfKp.features(pos, pass.own, pass.other);
        double z = pass.forward();
        pass.backward(gradient(loss, v.score(), z, v.gameResult()));
        sums.add(v.score(), (int) Math.round(600 * z), v.gameResult());
        usedInBatch++;
        used++;
    }

    /**
     * d loss / d z for the output z (value / 600): {@code q - m} with {@code q = sigmoid(z)} and the elmo target
     * {@code m = (1 - lambda) t + lambda wp(teacher)} ({@link ElmoLoss#gradient}, which takes an integer value).
     */
    static double gradient(ElmoLoss loss, int teacher, double z, int result) {
        double p = ElmoLoss.winningPercentage(teacher);
        double q = 1 / (1 + Math.exp(-z));
        double t = (result + 1) / 2.0;
        double l = loss.lambdaFor(teacher);
        return (1 - l) * (q - t) + l * (q - p);
    }

    /** The elmo cross-entropy of output {@code z} (the loss {@link #gradient} differentiates). */
    static double lossOf(ElmoLoss loss, int teacher, double z, int result) {
        double p = ElmoLoss.winningPercentage(teacher);
        double t = (result + 1) / 2.0;
        double l = loss.lambdaFor(teacher);
        return ElmoLoss.crossEntropy((1 - l) * t + l * p, 1 / (1 + Math.exp(-z)));
    }

    /** True if the side to move is in check or the recorded move (a Move16) captures. */
    static boolean noisy(Position pos, int move16) {
        if (pos.inCheck()) {
            return true;
        }
        int m = MoveGenerator.legalFrom16(pos, move16);
        return m != Move.NONE && !Move.isDrop(m) && pos.pieceOn(Move.to(m)) != Piece.EMPTY;
    }
}
