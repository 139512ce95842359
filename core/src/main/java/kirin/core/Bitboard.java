package kirin.core;

/**
 * Bitboards as two longs, passed and stored as separate words so that the hot paths never allocate: files 1-7
 * (squares 0..62) in the low word, files 8-9 (squares 63..80) in bits 0..17 of the high word. This class holds
 * the per-square masks and the small helpers that work on such pairs.
 */
public final class Bitboard {
    /** Squares below this index live in the low word. */
    public static final int SPLIT = 63;
    /** Every square of the low word (bit 63 is never used). */
    public static final long ALL_LO = (1L << 63) - 1;
    /** Every square of the high word. */
    public static final long ALL_HI = (1L << 18) - 1;

    private static final long[] SQ_LO = new long[Square.NB + 1];
    private static final long[] SQ_HI = new long[Square.NB + 1];
    private static final long[] FILE_LO = new long[10];
    private static final long[] FILE_HI = new long[10];
    private static final long[] RANK_LO = new long[10];
    private static final long[] RANK_HI = new long[10];

    static {
        for (int sq = 0; sq < Square.NB; sq++) {
            if (sq < SPLIT) {
                SQ_LO[sq] = 1L << sq;
            } else {
                SQ_HI[sq] = 1L << (sq - SPLIT);
            }
            FILE_LO[Square.file(sq)] |= SQ_LO[sq];
            FILE_HI[Square.file(sq)] |= SQ_HI[sq];
            RANK_LO[Square.rank(sq)] |= SQ_LO[sq];
            RANK_HI[Square.rank(sq)] |= SQ_HI[sq];
        }
        // SQ_LO/HI[Square.NONE] stay 0, so a missing king contributes nothing.
    }

    private Bitboard() {}

    /** Low word of the one-square bitboard ({@code 0} for {@link Square#NONE}). */
    public static long lo(int sq) {
        return SQ_LO[sq];
    }

    /** High word of the one-square bitboard. */
    public static long hi(int sq) {
        return SQ_HI[sq];
    }

    public static long fileLo(int file) {
        return FILE_LO[file];
    }

    public static long fileHi(int file) {
        return FILE_HI[file];
    }

    public static long rankLo(int rank) {
        return RANK_LO[rank];
    }

    public static long rankHi(int rank) {
        return RANK_HI[rank];
    }

    /** True if the square is set in the pair. */
    public static boolean test(long lo, long hi, int sq) {
        return ((lo & SQ_LO[sq]) | (hi & SQ_HI[sq])) != 0;
    }

    public static int count(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** The lowest square of a non-empty pair. */
    public static int first(long lo, long hi) {
        return lo != 0 ? Long.numberOfTrailingZeros(lo) : SPLIT + Long.numberOfTrailingZeros(hi);
    }

    /** Square of a low-word bit index. */
    public static int squareLo(long lo) {
        return Long.numberOfTrailingZeros(lo);
    }

    /** Square of a high-word bit index. */
    public static int squareHi(long hi) {
        return SPLIT + Long.numberOfTrailingZeros(hi);
    }

    /** A 9x9 diagram (rank a at the top, file 9 at the left) for debugging and test messages. */
    public static String toString(long lo, long hi) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 1; rank <= 9; rank++) {
            for (int file = 9; file >= 1; file--) {
                sb.append(test(lo, hi, Square.of(file, rank)) ? 'X' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
