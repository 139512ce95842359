package kirin.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;

/** Fixed positions for the benchmarks: named perft positions and a reproducible sample from random games. */
final class BenchPositions {
    static final String STARTPOS = Sfen.STARTPOS;
    /** YaneuraOu's "matsuri" position: 207 legal moves, many drops. */
    static final String MATSURI = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    /** YaneuraOu bench position 1, an early middle game. */
    static final String MIDDLE = "lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9";

    private BenchPositions() {}

    static String byName(String name) {
        switch (name) {
            case "startpos":
                return STARTPOS;
            case "matsuri":
                return MATSURI;
            case "middle":
                return MIDDLE;
            default:
                return name;
        }
    }

    /** {@code count} positions from random games (seeded), skipping finished games: a mix of all phases. */
    static List<Position> randomGames(int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        while (out.size() < count) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 160 && out.size() < count; ply++) {
                int n = MoveGenerator.generateAll(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                int move = moves[rnd.nextInt(n)];
                pos.doMove(move);
                if (ply % 4 == 3) {
                    out.add(Sfen.parse(pos.sfen()));
                }
            }
        }
        assert Move.NONE == 0;
        return out;
    }
}
