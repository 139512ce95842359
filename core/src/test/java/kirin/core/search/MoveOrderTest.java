package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

class MoveOrderTest {

    /**
     * The quiescence ordering without SEE keeps the same moves in the same order as the full ordering, once the moves
     * that lose material are dropped (as the quiescence search drops them): the same set, and in pick order the same
     * sequence of (victim, attacker, promotion) classes, so only equal-scored moves may trade places.
     */
    @Test
    void quiescenceOrderingKeepsTheFullOrderingsMoves() {
        Random rnd = new Random(20261123);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        MoveOrder order = new MoveOrder();
        int lists = 0;
        int kept = 0;
        while (lists < 3000) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 200; ply++) {
                int legal = MoveGenerator.generateAll(pos, all, 0);
                if (legal == 0) {
                    break;
                }
                if (!pos.inCheck()) {
                    int n = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, moves, 0);
                    n = MoveGenerator.generatePawnPromotions(pos, moves, n);
                    if (n > 1) {
                        int hash = rnd.nextInt(3) == 0 ? Move.to16(moves[rnd.nextInt(n)]) : 0;
                        int[] copy = moves.clone();
                        order.score(pos, moves, scores, 0, n, hash, 0, 0, 0);
                        List<Integer> full = keptInPickOrder(pos, moves, scores, n);
                        order.scoreQuiescence(pos, copy, scores, 0, n, hash);
                        List<Integer> lazy = keptInPickOrder(pos, copy, scores, n);
                        assertEquals(new HashSet<>(full), new HashSet<>(lazy), pos.sfen());
                        for (int i = 0; i < full.size(); i++) {
                            assertEquals(orderClass(pos, full.get(i), hash), orderClass(pos, lazy.get(i), hash),
                                    "move " + i + " in " + pos.sfen());
                        }
                        lists++;
                        kept += full.size();
                    }
                }
                // Capture half the time when possible, so that games reach tactical, open positions.
                int m = all[rnd.nextInt(legal)];
                if (rnd.nextBoolean()) {
                    for (int i = 0; i < legal; i++) {
                        if (!Move.isDrop(all[i]) && pos.pieceOn(Move.to(all[i])) != Piece.EMPTY) {
                            m = all[i];
                            break;
                        }
                    }
                }
                pos.doMove(m);
            }
        }
        assertTrue(kept > lists, "kept " + kept + " moves from " + lists + " lists");
    }

    /** The moves a quiescence node would try, in pick order: those that do not lose material by SEE. */
    private static List<Integer> keptInPickOrder(Position pos, int[] moves, int[] scores, int n) {
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int m = MoveOrder.pick(moves, scores, 0, i, n);
            if (See.ge(pos, m, 0)) {
                kept.add(m);
            }
        }
        return kept;
    }

    /** What decides a kept move's place: hash move, or victim, attacker and promotion. */
    private static String orderClass(Position pos, int m, int hash) {
        if (Move.to16(m) == hash) {
            return "hash";
        }
        int victim = Move.isDrop(m) ? Piece.EMPTY : pos.pieceOn(Move.to(m));
        return Piece.type(victim) + "x" + Piece.type(Move.piece(m)) + (Move.isPromotion(m) ? "+" : "");
    }
}
