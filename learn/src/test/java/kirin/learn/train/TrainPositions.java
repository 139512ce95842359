package kirin.learn.train;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.Color;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Square;

/** Test helper: a few legal positions (kings moved, pieces in hand, both sides to move) and their king set. */
final class TrainPositions {
    private TrainPositions() {}

    static Position play(String moves) {
        Position pos = Position.startpos();
        for (String m : moves.trim().split(" +")) {
            if (!m.isEmpty()) {
                pos.doMove(pos.toMove(m));
            }
        }
        return pos;
    }

    /** Start position; bishops exchanged with black's king on 6h (white to move); then white's king on 3b. */
    static List<Position> positions() {
        return List.of(
                Position.startpos(),
                play("7g7f 3c3d 8h2b+ 3a2b 5i6h"),
                play("7g7f 3c3d 8h2b+ 3a2b 5i6h 5a4b 2g2f 4b3b"));
    }

    /** Every king square whose tables the positions touch: black kings and inverted white kings. */
    static int[] kings(List<Position> ps) {
        int[] ks = new int[2 * ps.size()];
        for (int i = 0; i < ps.size(); i++) {
            ks[2 * i] = ps.get(i).kingSquare(Color.BLACK);
            ks[2 * i + 1] = Square.inverse(ps.get(i).kingSquare(Color.WHITE));
        }
        return ks;
    }

    /** {@code n} positions of random games from the start, each game at most {@code maxPly} plies. */
    static List<Position> randomGames(int n, long seed, int maxPly) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        Position pos = Position.startpos();
        while (out.size() < n) {
            int count = MoveGenerator.generateAll(pos, moves, 0);
            if (count == 0 || pos.gamePly() > maxPly) {
                pos = Position.startpos();
                continue;
            }
            pos.doMove(moves[rnd.nextInt(count)]);
            out.add(pos.copyInto(null));
        }
        return out;
    }

    /** The same random gradient (delta and root side, drawn from {@code rnd}) of each position into every batch. */
    static void addSameGradients(List<Position> positions, SplittableRandom rnd, GradientBatch... batches) {
        for (Position p : positions) {
            double delta = rnd.nextDouble(-400, 400);
            int root = rnd.nextBoolean() ? Color.BLACK : Color.WHITE;
            for (GradientBatch b : batches) {
                b.addGradient(p, root, delta);
            }
        }
    }
}
