package kirin.core;

/**
 * Squares as plain ints in YaneuraOu/Apery numbering: {@code sq = (file-1)*9 + (rank-1)}, so 0 = 1a, 8 = 1i,
 * 80 = 9i. Files run 1..9 (right to left from black's side), ranks 1..9 are written a..i.
 */
public final class Square {
    public static final int NB = 81;
    /** "No square", used for a missing king. */
    public static final int NONE = 81;

    private static final int[] FILE = new int[NB];
    private static final int[] RANK = new int[NB];

    static {
        for (int sq = 0; sq < NB; sq++) {
            FILE[sq] = sq / 9 + 1;
            RANK[sq] = sq % 9 + 1;
        }
    }

    private Square() {}

    /** The square at file 1..9 and rank 1..9. */
    public static int of(int file, int rank) {
        return (file - 1) * 9 + (rank - 1);
    }

    public static int file(int sq) {
        return FILE[sq];
    }

    public static int rank(int sq) {
        return RANK[sq];
    }

    /** Rank as seen by {@code color}: 1 is the far rank (where its pawns promote last). */
    public static int relativeRank(int color, int sq) {
        return color == Color.BLACK ? RANK[sq] : 10 - RANK[sq];
    }

    /** True if the square lies in the promotion zone of {@code color} (the three far ranks). */
    public static boolean inPromotionZone(int color, int sq) {
        return relativeRank(color, sq) <= 3;
    }

    /** Point reflection through the centre (the square as seen by the other side). */
    public static int inverse(int sq) {
        return 80 - sq;
    }

    /** Left-right reflection: file f becomes file 10-f. */
    public static int mirror(int sq) {
        return of(10 - FILE[sq], RANK[sq]);
    }

    /** USI name such as {@code 7g}. */
    public static String name(int sq) {
        return "" + (char) ('0' + FILE[sq]) + (char) ('a' + RANK[sq] - 1);
    }

    /** Parses two characters at {@code at} such as {@code 7g}; returns -1 if they do not name a square. */
    public static int parse(CharSequence s, int at) {
        if (at + 2 > s.length()) {
            return -1;
        }
        int file = s.charAt(at) - '0';
        int rank = s.charAt(at + 1) - 'a' + 1;
        if (file < 1 || file > 9 || rank < 1 || rank > 9) {
            return -1;
        }
        return of(file, rank);
    }
}
