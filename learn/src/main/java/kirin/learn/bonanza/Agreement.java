package kirin.learn.bonanza;

/**
 * The record-move agreement of one position: whether the searched values put the game move first. A move valued
 * strictly above the record move means disagreement (0); otherwise the record move shares the top with the
 * {@code k} other moves valued the same and scores {@code 1 / (k + 1)}, the chance that a move chosen at random
 * among the best is the game move. Ties are common with zero tables (every quiet move is worth the same material),
 * and counting them as agreement would make an untrained evaluation look good.
 */
public final class Agreement {
    private Agreement() {}

    /**
     * @param record the record move's value (root side's view)
     * @param others the other legal moves' values, the first {@code n} used
     * @return the agreement in [0, 1]
     */
    public static double of(int record, int[] others, int n) {
        int ties = 0;
        for (int i = 0; i < n; i++) {
            if (others[i] > record) {
                return 0;
            }
            if (others[i] == record) {
                ties++;
            }
        }
        return 1.0 / (ties + 1);
    }

    /**
     * The record move's rank (1 = best) counting only moves strictly above it, as Bonanza's "Move Prediction"
     * table does.
     */
    public static int rank(int record, int[] others, int n) {
        int above = 0;
        for (int i = 0; i < n; i++) {
            if (others[i] > record) {
                above++;
            }
        }
        return above + 1;
    }
}
