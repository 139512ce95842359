package kirin.core;

/**
 * Random keys for hashing positions. The board part is an xor of piece-square keys (plus {@link #SIDE} when white
 * is to move); the hand part is a sum of one key per piece in hand, so that it does not depend on the order in
 * which pieces arrived. Keys come from a fixed seed: the same position always hashes the same.
 */
public final class Zobrist {
    /** Xored into the board key when white is to move. */
    public static final long SIDE;
    private static final long[] PIECE_SQUARE = new long[Piece.NB * Square.NB];
    private static final long[] HAND = new long[Color.NB * 8];

    static {
        long s = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            s = next(s);
            PIECE_SQUARE[i] = mix(s);
        }
        for (int i = 0; i < HAND.length; i++) {
            s = next(s);
            HAND[i] = mix(s);
        }
        s = next(s);
        SIDE = mix(s);
    }

    private Zobrist() {}

    private static long next(long s) {
        return s + 0x9E3779B97F4A7C15L;
    }

    /** SplitMix64 finaliser. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public static long pieceSquare(int piece, int sq) {
        return PIECE_SQUARE[piece * Square.NB + sq];
    }

    /** Key added once per piece of base type {@code type} in {@code color}'s hand. */
    public static long hand(int color, int type) {
        return HAND[color * 8 + type];
    }

    /** Hand key of a whole packed hand (sum over its pieces). */
    public static long handKey(int color, int handValue) {
        long k = 0;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            k += Hand.count(handValue, t) * HAND[color * 8 + t];
        }
        return k;
    }
}
