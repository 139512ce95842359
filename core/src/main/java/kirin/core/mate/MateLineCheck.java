package kirin.core.mate;

import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * Checks a mate line move by move with the rules alone, before the solver reports it: every attacker move legal
 * and giving check, every defence legal, and the final position checkmate (in check with no legal move). Pawn-drop
 * mate is illegal, so a line ending with one fails the legality test of its last move.
 */
public final class MateLineCheck {
    private MateLineCheck() {}

    /** Null if {@code line} is a valid mate from {@code root}, else what is wrong with it. */
    public static String problem(Position root, int[] line) {
        if (line.length == 0 || line.length % 2 == 0) {
            return "a mate line has an odd number of moves, this one " + line.length;
        }
        Position p = root.copy();
        for (int i = 0; i < line.length; i++) {
            int m = line[i];
            if (!MoveGenerator.isLegal(p, m)) {
                return "move " + (i + 1) + " is illegal";
            }
            if (i % 2 == 0 && !MoveGenerator.givesCheck(p, m)) {
                return "attacker move " + (i + 1) + " gives no check";
            }
            p.doMove(m);
        }
        if (!p.inCheck()) {
            return "the final position is not check";
        }
        if (MoveGenerator.countLegal(p, new int[MoveGenerator.MAX_MOVES], 0) != 0) {
            return "the defender still has a legal move at the end";
        }
        return null;
    }
}
