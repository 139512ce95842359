package kirin.eval;

import java.util.ArrayList;
import java.util.List;
import kirin.core.BonaPiece;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.MaterialEvaluator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;

/**
 * Test oracle: the KPP_KKPT formula of interop.md section 5.1 computed straight from the board and hands with
 * the tables' element accessors, sharing nothing with the evaluator but the tables and {@link BonaPiece}.
 */
final class ReferenceEval {
    private ReferenceEval() {}

    static int value(KppTables t, Position pos) {
        int material = MaterialEvaluator.full(pos);
        int stm = pos.sideToMove();
        int bk = pos.kingSquare(Color.BLACK);
        int wk = pos.kingSquare(Color.WHITE);
        if (bk == Square.NONE || wk == Square.NONE) {
            return stm == Color.BLACK ? material : -material;
        }
        List<int[]> pieces = new ArrayList<>(); // {fb, fw}
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc != Piece.EMPTY && Piece.type(pc) != Piece.KING) {
                pieces.add(new int[] {BonaPiece.boardFb(pc, sq), BonaPiece.boardFw(pc, sq)});
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int type = Piece.PAWN; type <= Piece.GOLD; type++) {
                for (int i = 0; i < Hand.count(pos.hand(c), type); i++) {
                    pieces.add(new int[] {BonaPiece.handFb(c, type, i), BonaPiece.handFw(c, type, i)});
                }
            }
        }
        while (pieces.size() < Position.PIECE_NO_KING) {
            pieces.add(new int[] {BonaPiece.ZERO, BonaPiece.ZERO}); // pieces in the box
        }
        long p0 = 0;
        long p1 = 0;
        for (int i = 0; i < pieces.size(); i++) {
            for (int j = 0; j < i; j++) {
                p0 += t.kpp(bk, pieces.get(i)[0], pieces.get(j)[0]);
                p1 += t.kpp(Square.inverse(wk), pieces.get(i)[1], pieces.get(j)[1]);
            }
        }
        long board = t.kk(bk, wk, 0);
        long turn = t.kk(bk, wk, 1);
        for (int[] p : pieces) {
            board += t.kkp(bk, wk, p[0], 0);
            turn += t.kkp(bk, wk, p[0], 1);
        }
        board += p0 - p1 + 32L * material;
        return (int) (((stm == Color.BLACK ? board : -board) + turn) / 32);
    }
}
