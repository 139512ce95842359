package kirin.learn.train;

import java.util.List;
import kirin.core.Color;
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
}
