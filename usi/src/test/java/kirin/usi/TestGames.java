package kirin.usi;

import kirin.core.Declaration;
import kirin.core.EnteringKingRule;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test helper: seeded random games and move legality through kirin.core. */
final class TestGames {
    private TestGames() {}

    /**
     * The moves (USI text) of a game of exactly {@code plies} uniformly random legal moves from the start position,
     * ending in a position that still has legal moves and no declaration: the first seed from {@code seed} on that
     * gives one.
     */
    static List<String> randomGame(long seed, int plies) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        for (long s = seed; ; s++) {
            Random rnd = new Random(s);
            Position pos = Position.startpos();
            List<String> moves = new ArrayList<>();
            while (moves.size() < plies) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                int m = buf[rnd.nextInt(n)];
                moves.add(Move.toUsi(m));
                pos.doMove(m);
            }
            if (moves.size() == plies && MoveGenerator.generateAll(pos, buf, 0) > 0
                    && !Declaration.canDeclareWin(pos, EnteringKingRule.CSA_RULE_27)) {
                return moves;
            }
        }
    }

    /** The position after {@code moves} from the start position. */
    static Position play(List<String> moves) {
        Position pos = Position.startpos();
        for (String m : moves) {
            int move = pos.toMove(m);
            if (move == Move.NONE) {
                throw new AssertionError("illegal move " + m + " in " + pos.sfen());
            }
            pos.doMove(move);
        }
        return pos;
    }

    /** True if {@code move} (USI text) is legal in {@code pos}. */
    static boolean legal(Position pos, String move) {
        return move != null && pos.toMove(move) != Move.NONE;
    }

    /**
     * True if {@code pos} has one legal move, or one move with and without promotion (the search leaves out the
     * useless non-promotions, so it too has one root move): the engine answers such a position at once.
     */
    static boolean forced(Position pos) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos, buf, 0);
        if (n == 1) {
            return true;
        }
        return n == 2 && Move.toUsi(buf[0]).replace("+", "").equals(Move.toUsi(buf[1]).replace("+", ""));
    }

    /** {@code position startpos moves ...} for these moves. */
    static String positionCommand(List<String> moves) {
        return moves.isEmpty() ? "position startpos" : "position startpos moves " + String.join(" ", moves);
    }
}
