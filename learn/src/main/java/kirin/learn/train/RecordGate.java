package kirin.learn.train;

import java.util.SplittableRandom;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;

/**
 * A worker's side of the {@link RecordFilter}, shared by the KPP and the NNUE learners' workers: decodes each
 * training record into one reused position (a position's history arrays are about 25 KB, so decoding allocates
 * none) and applies the filter's tests in their order, counting each skipped record under its reason. The tests
 * come in steps ({@link #decode}, {@link #positionPasses}, {@link #fresh}) so that a learner can put its own between
 * them ({@link #skip}), the order deciding which reason a record is counted under. One per worker thread.
 */
public final class RecordGate {
    private final RecordFilter filter;
    private final ValidationSet validation;
    /** Records skipped, by reason: {@link RecordFilter}'s numbers, then the learner's own, if any. */
    public final long[] skips;
    private final RawPosition raw = new RawPosition();
    private Position scratch;
    /** The mate test's move list. */
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];

    /** @param reasons how many skip reasons there are (at least {@link RecordFilter#NAMES}' length) */
    public RecordGate(RecordFilter filter, ValidationSet validation, int reasons) {
        this.filter = filter;
        this.validation = validation;
        this.skips = new long[reasons];
    }

    /**
     * The position of record {@code v}, decoded into the reused position, if it is well-formed and passes the tests
     * of its fields ({@link RecordFilter#preFilter}, {@code rnd} drawing the {@code reduction_gameply} cut); else
     * null, the record counted as skipped. The position stays valid until the next call.
     */
    public Position decode(PackedSfenValue v, SplittableRandom rnd) {
        // Decoded before the other filters so that every corrupt record is counted as such (a draw or eval_limit
        // skip now costs a decoding, about 1/30 of a leaf search).
        Position pos = RecordFilter.decode(v, raw, scratch);
        if (pos != null) {
            scratch = pos;
        }
        int why = pos == null ? RecordFilter.CORRUPT : filter.preFilter(v, rnd);
        return why >= 0 ? skip(why) : pos;
    }

    /** True if {@code pos} is neither mated nor a declaration win ({@link RecordFilter#positionFilter}); else counted. */
    public boolean positionPasses(Position pos) {
        int why = filter.positionFilter(pos, moves);
        if (why >= 0) {
            skip(why);
        }
        return why < 0;
    }

    /**
     * True if {@code pos} is neither a validation position nor met already in this pass (which marks it as met);
     * else counted.
     */
    public boolean fresh(Position pos) {
        int why = -1;
        if (validation.excludes(pos.key())) {
            why = RecordFilter.VALIDATION;
        } else if (filter.seenThisPass(pos.key())) {
            why = RecordFilter.DUPLICATE;
        }
        if (why >= 0) {
            skip(why);
        }
        return why < 0;
    }

    /** Counts a record skipped for reason {@code why}; returns null, for {@link #decode}'s callers' convenience. */
    public Position skip(int why) {
        skips[why]++;
        return null;
    }
}
