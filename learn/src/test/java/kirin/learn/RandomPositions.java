package kirin.learn;

import java.util.Random;
import java.util.function.Consumer;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * Test helper: positions from seeded random legal games from the start position. Captures are preferred (60% of
 * the moves where one exists) so that hands fill up and drops and promoted pieces abound; a game ends at mate or
 * after {@code maxPlies} moves and the next one starts. The same seed always gives the same positions.
 */
final class RandomPositions {
    private RandomPositions() {}

    /** Shows {@code count} positions to {@code visitor}, which must leave the position as it found it. */
    static void walk(long seed, int count, int maxPlies, Consumer<Position> visitor) {
        Random rnd = new Random(seed);
        int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
        Position pos = Position.startpos();
        int ply = 0;
        for (int shown = 0; shown < count; shown++) {
            visitor.accept(pos);
            int m = ply < maxPlies ? pick(pos, rnd, buf) : Move.NONE;
            if (m == Move.NONE) {
                pos = Position.startpos();
                ply = 0;
            } else {
                pos.doMove(m);
                ply++;
            }
        }
    }

    /** A random legal move, preferring captures, or {@link Move#NONE} when there is none. */
    static int pick(Position pos, Random rnd, int[] buf) {
        int n = MoveGenerator.generateAll(pos, buf, 0);
        if (n == 0) {
            return Move.NONE;
        }
        if (rnd.nextDouble() < 0.6) {
            int end = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, buf, n);
            if (end > n) {
                return buf[n + rnd.nextInt(end - n)];
            }
        }
        return buf[rnd.nextInt(n)];
    }
}
