package kirin.learn.nnue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;

/** Positions of random games, for the NNUE learner's tests. */
final class Positions {
    private Positions() {}

    static List<Position> randomGames(int games, int plies, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        List<Position> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                pos.doMove(buf[rnd.nextInt(n)]);
                if (!HalfKp.hasKings(pos)) {
                    break;
                }
                out.add(Sfen.parse(pos.sfen()));
            }
        }
        return out;
    }
}
