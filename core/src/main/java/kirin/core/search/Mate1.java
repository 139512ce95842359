package kirin.core.search;

import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * Mate in one: a check after which the opponent has no legal move. Pawn-drop mates never appear because the move
 * generator already excludes them. Uses the caller's move buffer from {@code start}.
 */
final class Mate1 {
    private Mate1() {}

    /** The mating move for the side to move (not in check), or 0. */
    static int find(Position pos, int[] buffer, int start) {
        int end = MoveGenerator.generateChecks(pos, buffer, start);
        for (int i = start; i < end; i++) {
            int move = buffer[i];
            pos.doMove(move);
            boolean mate = MoveGenerator.generate(pos, MoveGenerator.ALL, buffer, end) == end;
            pos.undoMove();
            if (mate) {
                return move;
            }
        }
        return 0;
    }
}
