package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;

/**
 * Test helper: random games along which the incremental evaluator is checked against an oracle. At every position
 * up to {@code tries} random legal moves are played, evaluated, answered by a random reply (or a null move when
 * there is none and no check) and evaluated again, then taken back and the position evaluated once more, so that
 * moves, captures, drops, promotions, king moves, null moves and undo are all checked.
 */
final class RandomGameWalk {
    /** How many positions were checked after a move, and how many of those moves were of each kind. */
    int checked;
    int captures;
    int drops;
    int promotions;
    int kingMoves;

    /** Walks {@code games} games of at most {@code plies} plies; every value must equal {@code oracle}'s. */
    RandomGameWalk run(KppEvaluator e, ToIntFunction<Position> oracle, long seed, int games, int plies, int tries) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            Position pos = Position.startpos();
            e.reset(pos);
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                int root = e.value(pos);
                assertEquals(oracle.applyAsInt(pos), root, pos.sfen());
                for (int k = 0; k < Math.min(n, tries); k++) {
                    int m = buf[rnd.nextInt(n)];
                    count(pos, m);
                    pos.doMove(m);
                    e.onMove(pos, m);
                    assertEquals(oracle.applyAsInt(pos), e.value(pos), Move.toUsi(m) + " " + pos.sfen());
                    checked++;
                    int r = MoveGenerator.generateAll(pos, replies, 0);
                    if (r > 0) {
                        int reply = replies[rnd.nextInt(r)];
                        pos.doMove(reply);
                        e.onMove(pos, reply);
                        assertEquals(oracle.applyAsInt(pos), e.value(pos), pos.sfen());
                        checked++;
                        pos.undoMove();
                    } else if (!pos.inCheck()) {
                        pos.doNullMove();
                        e.onNullMove(pos);
                        assertEquals(oracle.applyAsInt(pos), e.value(pos), "null " + pos.sfen());
                        pos.undoNullMove();
                    }
                    pos.undoMove();
                    assertEquals(root, e.value(pos), "after undo " + pos.sfen());
                }
                int m = buf[rnd.nextInt(n)];
                pos.doMove(m);
                e.onMove(pos, m); // the next iteration evaluates it incrementally
            }
        }
        return this;
    }

    private void count(Position pos, int m) {
        if (Move.isDrop(m)) {
            drops++;
            return;
        }
        captures += pos.pieceOn(Move.to(m)) != Piece.EMPTY ? 1 : 0;
        promotions += Move.isPromotion(m) ? 1 : 0;
        kingMoves += Piece.type(Move.piece(m)) == Piece.KING ? 1 : 0;
    }

    @Override
    public String toString() {
        return checked + " positions checked incrementally (" + captures + " captures, " + drops + " drops, "
                + promotions + " promotions, " + kingMoves + " king moves)";
    }
}
