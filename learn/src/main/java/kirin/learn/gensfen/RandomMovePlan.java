package kirin.learn.gensfen;

import java.util.SplittableRandom;

/**
 * Which plies of one game get a random move: {@code count} plies drawn without repetition from the 0-based range
 * [minPly - 1, maxPly), by a partial Fisher-Yates shuffle (as YaneuraOu). With {@code minPly} = -1 (YaneuraOu's
 * "after the book" mode) and no book, the random moves are the first {@code count} plies; with a book,
 * {@link SelfPlayer} places them where the book ends.
 */
final class RandomMovePlan {
    private RandomMovePlan() {}

    /** A flag per ply 0..length-1. */
    static boolean[] draw(GensfenOptions o, SplittableRandom rnd, int length) {
        boolean[] random = new boolean[length];
        if (o.randomMoveMinPly == -1) {
            for (int i = 0; i < Math.min(o.randomMoveCount, length); i++) {
                random[i] = true;
            }
            return random;
        }
        int from = Math.max(0, o.randomMoveMinPly - 1);
        int to = Math.min(o.randomMoveMaxPly, length);
        int n = to - from;
        if (n <= 0) {
            return random;
        }
        int[] plies = new int[n];
        for (int i = 0; i < n; i++) {
            plies[i] = from + i;
        }
        int picks = Math.min(o.randomMoveCount, n);
        for (int i = 0; i < picks; i++) {
            int j = i + rnd.nextInt(n - i);
            int t = plies[i];
            plies[i] = plies[j];
            plies[j] = t;
            random[plies[i]] = true;
        }
        return random;
    }
}
