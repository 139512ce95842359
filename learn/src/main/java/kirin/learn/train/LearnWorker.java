package kirin.learn.train;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfenValue;

/**
 * One of the learner's worker threads: per training record, the {@link RecordFilter}'s tests (and the validation
 * set's keys), then the quiescence PV leaf's elmo gradient into its own {@link GradientBatch} (with
 * {@code discount_rate}, also the PV's interior nodes, that gradient times the rate), and the record's terms into
 * its learn loss sums. With {@code mirror_percentage P}, P% of the records it trains on are mirrored left-right
 * before the search. A worker is used by one thread at a time; the learner reads its counts between mini-batches.
 *
 * <p>The per-record path allocates no position: records decode into one reused position (a position's history
 * arrays are about 25 KB).
 */
final class LearnWorker implements LearnPool.Trainer {
    private final LearnOptions o;
    private final ElmoLoss loss;
    /** Decodes and filters the records (a reused position: decoding allocates none). */
    private final RecordGate gate;
    final LeafSearch leafSearch;
    final GradientBatch batch;
    final ElmoLoss.Sums sums;
    private final SplittableRandom rnd;
    /** Records skipped, by {@link RecordFilter} reason. */
    final long[] skips;
    /** Records that gave a gradient. */
    long used;
    long mirrored;

    /**
     * @param tables the evaluation tables the worker's searches read
     * @param weights where the worker's gradient batch is registered
     * @param seed the seed of the worker's random choices ({@code reduction_gameply}, {@code mirror_percentage})
     */
    LearnWorker(LearnOptions o, KppTables tables, LearnWeights weights, SearchOptions searchOptions, ElmoLoss loss,
                RecordFilter filter, ValidationSet validation, long seed) {
        this.o = o;
        this.loss = loss;
        gate = new RecordGate(filter, validation, RecordFilter.NAMES.length);
        skips = gate.skips;
        leafSearch = new LeafSearch(new KppEvaluator(tables), searchOptions);
        batch = weights.newBatch();
        sums = loss.newSums();
        rnd = new SplittableRandom(seed);
    }

    /** Trains on records {@code from} (inclusive) to {@code to} of {@code buf}, packed records one after another. */
    @Override
    public void train(byte[] buf, int from, int to) {
        for (int r = from; r < to; r++) {
            trainOne(buf, r * PackedSfenValue.BYTES);
        }
    }

    private void trainOne(byte[] buf, int off) {
        PackedSfenValue v = PackedSfenValue.read(buf, off);
        Position pos = gate.decode(v, rnd);
        if (pos == null || !gate.positionPasses(pos) || !gate.fresh(pos)) {
            return;
        }
        if (o.mirrorPercentage > 0 && rnd.nextInt(100) < o.mirrorPercentage) {
            pos = mirror(pos);
            mirrored++;
        }
        LeafSearch.Leaf leaf = leafSearch.search(pos);
        int teacher = v.score();
        int result = v.gameResult();
        sums.add(teacher, leaf.shallow(), result);
        double delta = loss.gradient(teacher, leaf.shallow(), result);
        batch.addGradient(leaf.position(), pos.sideToMove(), delta);
        if (o.discountRate != 0 && leaf.pv().length > 0) {
            Position p = pos.copy();
            for (int i = 0; i < leaf.pv().length; i++) {
                batch.addGradient(p, pos.sideToMove(), delta * o.discountRate);
                p.doMove(leaf.pv()[i]);
            }
        }
        used++;
    }

    /** {@code pos} mirrored left-right (file f to 10 - f), same hands, side to move and move number. */
    static Position mirror(Position pos) {
        String[] f = pos.sfen().split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < ranks.length; r++) {
            List<String> cells = new ArrayList<>();
            String row = ranks[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c == '+') {
                    cells.add("+" + row.charAt(++i));
                } else {
                    cells.add(String.valueOf(c));
                }
            }
            if (r > 0) {
                b.append('/');
            }
            for (int i = cells.size() - 1; i >= 0; i--) {
                b.append(cells.get(i));
            }
        }
        f[0] = b.toString();
        return Sfen.parse(String.join(" ", f));
    }
}
