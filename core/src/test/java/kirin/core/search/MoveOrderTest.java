package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

class MoveOrderTest {

    @Test
    void seeSignOfAScoredCaptureAgreesWithSee() {
        Random rnd = new Random(20261123);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        MoveOrder order = new MoveOrder();
        int good = 0;
        int bad = 0;
        while (good < 2000 || bad < 2000) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 200; ply++) {
                int n = MoveGenerator.generateAll(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                int hash = Move.to16(moves[rnd.nextInt(n)]);
                order.score(pos, moves, scores, 0, n, hash, 0, 0, 0);
                int captures = 0;
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    int sign = MoveOrder.seeSign(scores[i]);
                    boolean capture = !Move.isDrop(m) && pos.pieceOn(Move.to(m)) != Piece.EMPTY;
                    if (!capture || Move.to16(m) == hash) {
                        assertEquals(0, sign, "no SEE was run for " + Move.toUsi(m) + " in " + pos.sfen());
                        continue;
                    }
                    captures++;
                    assertTrue(sign != 0, "a scored capture must say its SEE sign");
                    assertEquals(See.ge(pos, m, 0), sign > 0, Move.toUsi(m) + " in " + pos.sfen());
                    if (sign > 0) {
                        good++;
                    } else {
                        bad++;
                    }
                }
                // Capture half the time when possible, so that games reach tactical, open positions.
                int m = moves[rnd.nextInt(n)];
                if (captures > 0 && rnd.nextBoolean()) {
                    for (int i = 0; i < n; i++) {
                        if (!Move.isDrop(moves[i]) && pos.pieceOn(Move.to(moves[i])) != Piece.EMPTY) {
                            m = moves[i];
                            break;
                        }
                    }
                }
                pos.doMove(m);
            }
        }
    }
}
