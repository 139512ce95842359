package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * generatePromotions yields exactly the legal non-capturing promotions (for a side not in check), and
 * generatePawnPromotions exactly the pawn ones among them.
 */
class MoveGeneratorPromotionsTest {
    @Test
    void equalsTheFilteredLegalMoves() {
        Random rnd = new Random(7);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 150; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                if (!pos.inCheck()) {
                    Set<Integer> expected = new TreeSet<>();
                    for (int i = 0; i < n; i++) {
                        int m = buf[i];
                        if (Move.isPromotion(m) && pos.pieceOn(Move.to(m)) == Piece.EMPTY) {
                            expected.add(m);
                        }
                    }
                    int[] p = new int[MoveGenerator.MAX_MOVES];
                    int end = MoveGenerator.generatePromotions(pos, p, 0);
                    Set<Integer> got = new TreeSet<>();
                    for (int i = 0; i < end; i++) {
                        got.add(p[i]);
                    }
                    assertEquals(expected, got, pos.sfen());
                    assertEquals(end, got.size(), "no duplicates");
                    Set<Integer> pawns = new TreeSet<>();
                    for (int m : expected) {
                        if (Piece.type(Move.piece(m)) == Piece.PAWN) {
                            pawns.add(m);
                        }
                    }
                    int pawnEnd = MoveGenerator.generatePawnPromotions(pos, p, 0);
                    Set<Integer> gotPawns = new TreeSet<>();
                    for (int i = 0; i < pawnEnd; i++) {
                        gotPawns.add(p[i]);
                    }
                    assertEquals(pawns, gotPawns, pos.sfen());
                    checked++;
                }
                pos.doMove(buf[rnd.nextInt(n)]);
            }
        }
        assertEquals(true, checked > 3000, "checked " + checked);
    }
}
