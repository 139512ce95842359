package kirin.learn.train;

import java.util.SplittableRandom;
import kirin.core.Declaration;
import kirin.core.GameEnd;
import kirin.core.Position;
import kirin.core.search.SearchOptions;
import kirin.learn.DuplicateFilter;
import kirin.learn.Move16;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;

/**
 * Which training records the learner skips, and why (interop.md 3.2): corrupt records, draws (unless
 * {@code use_draw_games_in_training 1}), {@code |score| > eval_limit} or {@code |score| == 28000}, records cut by
 * {@code reduction_gameply}, mated positions, positions where the side to move can declare a win, validation
 * positions, and positions already trained on in this pass. The reasons are numbered as the learner's skip counts
 * ({@link #NAMES}).
 *
 * <p>The duplicate test is YaneuraOu's KPPT learner's: a record whose key was seen recently is skipped (a
 * {@link DuplicateFilter} of 2^24 keys; YaneuraOu's has 2^26 and is not reset between passes). Keys are salted with
 * the pass number ({@link #startPass}), so that {@code loop N} trains on every position once per pass. The filter
 * is shared by the worker threads; everything else here only reads.
 */
public final class RecordFilter {
    /** Score YaneuraOu writes for "superior" positions; such records are skipped. */
    public static final int VALUE_SUPERIOR = 28000;
    public static final int DRAW = 0;
    public static final int EVAL_LIMIT = 1;
    public static final int REDUCTION = 2;
    public static final int MATED = 3;
    public static final int DECLARATION = 4;
    public static final int VALIDATION = 5;
    public static final int CORRUPT = 6;
    public static final int DUPLICATE = 7;
    /** The skip reasons' names, by number, as the learner's closing line prints them. */
    public static final String[] NAMES = {"draw", "eval_limit", "reduction_gameply", "mated", "declaration win",
            "validation position", "corrupt record", "duplicate"};

    private final LearnOptions o;
    private final SearchOptions searchOptions;
    /** Positions trained on recently. */
    private final DuplicateFilter recent = new DuplicateFilter(DuplicateFilter.DEFAULT_BITS);
    /** The salt of the pass the current chunk comes from. */
    private volatile long passSalt;

    public RecordFilter(LearnOptions o, SearchOptions searchOptions) {
        this.o = o;
        this.searchOptions = searchOptions;
    }

    /** The closing line of skip counts: {@code learn: skipped draw 12, eval_limit 3, ...}, by {@code names}. */
    public static String skipLine(String[] names, long[] skipped) {
        StringBuilder sk = new StringBuilder("learn: skipped");
        for (int i = 0; i < skipped.length; i++) {
            sk.append(i == 0 ? " " : ", ").append(names[i]).append(' ').append(skipped[i]);
        }
        return sk.toString();
    }

    /** The records that follow come from pass {@code pass} (0-based) over the training files. */
    public void startPass(int pass) {
        passSalt = pass * 0x9E3779B97F4A7C15L;
    }

    /**
     * The position of a record, or null if the record is corrupt: its packed sfen does not decode, its result is
     * not -1, 0 or 1, or its move is not a Move16 (the checks of {@code PsvReader}, which {@code sfenstats} uses).
     * Decoded through {@code raw} into {@code into} (reused; null for a new one).
     */
    public static Position decode(PackedSfenValue v, RawPosition raw, Position into) {
        if (!wellFormedFields(v)) {
            return null;
        }
        try {
            return v.position(raw, into);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** True if the result is -1, 0 or 1 and the move a Move16: a record failing this is corrupt. */
    private static boolean wellFormedFields(PackedSfenValue v) {
        return v.gameResult() >= -1 && v.gameResult() <= 1 && Move16.isWellFormed(v.move());
    }

    /**
     * The skip reason of a record by its fields alone, or -1; {@code rnd} draws the {@code reduction_gameply} cut
     * (null: no cut, for the validation set).
     */
    public int preFilter(PackedSfenValue v, SplittableRandom rnd) {
        if (v.gameResult() == 0 && !o.useDraws) {
            return DRAW;
        }
        int s = Math.abs(v.score());
        if (s > o.evalLimit || s == VALUE_SUPERIOR) {
            return EVAL_LIMIT;
        }
        if (o.reductionGameply > 1 && rnd != null && v.gamePly() < rnd.nextInt(o.reductionGameply)) {
            return REDUCTION;
        }
        return -1;
    }

    /** The skip reason of a position (mated, declaration win available), or -1; {@code moves} is scratch space. */
    public int positionFilter(Position pos, int[] moves) {
        if (GameEnd.isMated(pos, moves)) {
            return MATED;
        }
        if (Declaration.canDeclareWin(pos, searchOptions.enteringKingRule)) {
            return DECLARATION;
        }
        return -1;
    }

    /** True if the position with key {@code key} was met recently in this pass (and marks it as met). */
    public boolean seenThisPass(long key) {
        return recent.seen(key ^ passSalt);
    }
}
