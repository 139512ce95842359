package kirin.core.search;

import kirin.core.Color;
import kirin.core.Position;

/**
 * What the search has learnt about the static evaluation's errors, keyed by parts of the position: the pawns, the
 * minor pieces (lance, knight, silver, gold and the promoted minors) and each side's pieces other than pawns. When a
 * node's search result differs from its static evaluation, the entries of its keys move towards the difference;
 * later nodes with the same pawns or pieces add the weighted entries to their evaluation. With a material-only
 * evaluation this is the search's only positional knowledge: a pawn structure or a piece placement that keeps
 * losing material deeper in the tree (an exposed king, a trapped piece) is scored down before it is searched.
 *
 * <p>Entries are per side to move, kept within +-{@link #LIMIT} by the same gravity rule as {@link History}, and
 * indexed by the part keys that {@link Position} keeps incrementally ({@link Position#pawnKey} and the others).
 */
final class CorrectionHistory {
    static final int LIMIT = 1024;
    /** The largest single update, a quarter of the limit, so that one node cannot overwrite what many taught. */
    static final int MAX_UPDATE = LIMIT / 4;
    private static final int BITS = 14;
    private static final int SIZE = 1 << BITS;
    private static final int MASK = SIZE - 1;
    /** Weights of the pawn, minor and (per side) non-pawn entries, in 1/131072: at most about 300 units in all. */
    private static final int PAWN_WEIGHT = 8867;
    private static final int MINOR_WEIGHT = 8136;
    private static final int NON_PAWN_WEIGHT = 10757;
    private static final int SCALE_SHIFT = 17;

    private final short[] pawn = new short[2 * SIZE];
    private final short[] minor = new short[2 * SIZE];
    /** Indexed by side to move, then by the colour whose pieces make the key. */
    private final short[] nonPawn = new short[4 * SIZE];

    // The indices of the position last looked at (set by {@link #index}).
    private int pawnIndex;
    private int minorIndex;
    private int blackIndex;
    private int whiteIndex;

    void clear() {
        java.util.Arrays.fill(pawn, (short) 0);
        java.util.Arrays.fill(minor, (short) 0);
        java.util.Arrays.fill(nonPawn, (short) 0);
    }

    /** The correction to add to the static evaluation of {@code pos} (side to move's view). */
    int correction(Position pos) {
        index(pos);
        long sum = (long) PAWN_WEIGHT * pawn[pawnIndex] + (long) MINOR_WEIGHT * minor[minorIndex]
                + (long) NON_PAWN_WEIGHT * (nonPawn[blackIndex] + nonPawn[whiteIndex]);
        return (int) (sum >> SCALE_SHIFT);
    }

    /**
     * Teaches the entries of {@code pos} that its search found {@code searched} where the corrected static
     * evaluation said {@code corrected}, at {@code depth}.
     */
    void update(Position pos, int searched, int corrected, int depth) {
        int bonus = Math.max(-MAX_UPDATE, Math.min(MAX_UPDATE, (searched - corrected) * depth / 8));
        index(pos);
        pawn[pawnIndex] = gravity(pawn[pawnIndex], bonus);
        minor[minorIndex] = gravity(minor[minorIndex], bonus);
        nonPawn[blackIndex] = gravity(nonPawn[blackIndex], bonus);
        nonPawn[whiteIndex] = gravity(nonPawn[whiteIndex], bonus);
    }

    private static short gravity(short h, int bonus) {
        return (short) (h + bonus - h * Math.abs(bonus) / LIMIT);
    }

    private void index(Position pos) {
        int stm = pos.sideToMove();
        pawnIndex = stm * SIZE + slot(pos.pawnKey());
        minorIndex = stm * SIZE + slot(pos.minorKey(Color.BLACK) ^ pos.minorKey(Color.WHITE));
        blackIndex = (stm * 2 + Color.BLACK) * SIZE + slot(pos.nonPawnKey(Color.BLACK));
        whiteIndex = (stm * 2 + Color.WHITE) * SIZE + slot(pos.nonPawnKey(Color.WHITE));
    }

    private static int slot(long h) {
        return (int) (h >>> (64 - BITS)) & MASK;
    }
}
