package kirin.core.search;

/**
 * Search scores in internal units (pawn = 90). Mate scores count plies from the root: {@code MATE - n} means the
 * side to move mates in n plies, {@code -MATE + n} that it is mated in n plies.
 */
public final class Score {
    public static final int INFINITE = 32001;
    public static final int MATE = 32000;
    /** Scores beyond this are mate scores. */
    public static final int MATE_BOUND = MATE - 1000;
    public static final int NONE = 32002;

    private Score() {}

    public static int mateIn(int ply) {
        return MATE - ply;
    }

    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
    }

    /** USI score text: {@code cp X} (cp = 100 * value / 90) or {@code mate N} in plies, negative when mated. */
    public static String toUsi(int score) {
        if (isMate(score)) {
            int plies = MATE - Math.abs(score);
            return score > 0 ? "mate " + plies : "mate -" + plies;
        }
        return "cp " + kirin.core.PieceValue.toCentipawns(score);
    }
}
