package kirin.core;

import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Test helper: walks seeded random games and shows every position met to a visitor. Moves are drawn with a bias
 * toward captures (so that hands fill up and drops abound) and toward checks (so that many positions are in
 * check); games run until mate or a ply limit. The same seed always gives the same positions.
 */
final class RandomGames {
    private RandomGames() {}

    /** A random legal move, biased toward captures and checks, or {@link Move#NONE} if there is none. */
    static int pick(Position pos, Random rnd, int[] buf) {
        int n = MoveGenerator.generateAll(pos, buf, 0);
        if (n == 0) {
            return Move.NONE;
        }
        double roll = rnd.nextDouble();
        if (roll < 0.30) {
            int end = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, buf, n);
            if (end > n) {
                return buf[n + rnd.nextInt(end - n)];
            }
        } else if (roll < 0.45) {
            int end = MoveGenerator.generateChecks(pos, buf, n);
            if (end > n) {
                return buf[n + rnd.nextInt(end - n)];
            }
        }
        return buf[rnd.nextInt(n)];
    }

    /**
     * Plays one game from {@code sfen} for at most {@code maxPlies} moves, showing the visitor every position
     * (the start included, the final one too). The visitor must leave the position as it found it.
     * Returns the number of positions shown.
     */
    static int play(String sfen, long seed, int maxPlies, Consumer<Position> visitor) {
        Position pos = Sfen.parse(sfen);
        Random rnd = new Random(seed);
        int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
        int shown = 0;
        for (int ply = 0; ; ply++) {
            visitor.accept(pos);
            shown++;
            if (ply == maxPlies) {
                return shown;
            }
            int m = pick(pos, rnd, buf);
            if (m == Move.NONE) {
                return shown;
            }
            pos.doMove(m);
        }
    }

    /**
     * The standard corpus: {@code longGames} games of up to 300 plies from the start position, then a game of
     * {@code shortPlies} plies from every distinct position of perft.txt. Returns the number of positions shown.
     */
    static int corpus(int longGames, int shortPlies, Consumer<Position> visitor) {
        int shown = 0;
        for (int g = 0; g < longGames; g++) {
            shown += play(Sfen.STARTPOS, 1000 + g, 300, visitor);
        }
        List<String> starts = TestData.perftSfens();
        for (int i = 0; i < starts.size(); i++) {
            shown += play(starts.get(i), 5000 + i, shortPlies, visitor);
        }
        return shown;
    }
}
