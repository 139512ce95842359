package kirin.core;

/**
 * A hand as one packed int: a count field per piece type, each followed by a spare bit so that
 * {@link #dominates} can compare all fields with a single subtraction.
 *
 * <pre>
 * pawn 0-4 | lance 6-8 | knight 10-12 | silver 14-16 | bishop 18-19 | rook 21-22 | gold 24-26
 * </pre>
 */
public final class Hand {
    public static final int EMPTY = 0;

    private static final int[] SHIFT = {0, 0, 6, 10, 14, 18, 21, 24};
    private static final int[] MASK = {0, 0x1F, 7, 7, 7, 3, 3, 7};
    /** The spare bit above each field; a borrow into one of them means a field went negative. */
    private static final int BORROW = (1 << 5) | (1 << 9) | (1 << 13) | (1 << 17) | (1 << 20) | (1 << 23) | (1 << 27);

    private Hand() {}

    /** Number of pieces of base type {@code type} (pawn..gold) in the hand. */
    public static int count(int hand, int type) {
        return (hand >>> SHIFT[type]) & MASK[type];
    }

    /** The hand with one more piece of {@code type}. */
    public static int add(int hand, int type) {
        return hand + (1 << SHIFT[type]);
    }

    /** The hand with one piece of {@code type} fewer; the caller ensures there is one. */
    public static int remove(int hand, int type) {
        return hand - (1 << SHIFT[type]);
    }

    /** The hand with exactly {@code n} pieces of {@code type}; n must fit the field. */
    public static int with(int hand, int type, int n) {
        return (hand & ~(MASK[type] << SHIFT[type])) | (n << SHIFT[type]);
    }

    /** Largest count a field can hold. */
    public static int capacity(int type) {
        return MASK[type];
    }

    public static boolean has(int hand, int type) {
        return count(hand, type) != 0;
    }

    /** True if {@code a} holds at least as many of every type as {@code b}. */
    public static boolean dominates(int a, int b) {
        return ((a - b) & BORROW) == 0;
    }

    /** Total number of pieces in the hand. */
    public static int total(int hand) {
        int n = 0;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            n += count(hand, t);
        }
        return n;
    }
}
