package kirin.eval;

import java.util.List;
import kirin.core.Color;
import kirin.core.MaterialEvaluator;
import kirin.core.Position;
import kirin.core.Square;

/**
 * The terms of the KPP_KKPT or KPPT evaluation of one position, computed from scratch (for the {@code eval} command and
 * for checks, not for the search). Table terms are in table units (1/32 of the evaluation unit); {@code material}
 * is in evaluation units (pawn = 90), black's view.
 *
 * @param material     black-minus-white material
 * @param kkBoard      KK board part (black's view)
 * @param kkTurn       KK turn part (for the side to move)
 * @param kkpBoard     sum of KKP board parts
 * @param kkpTurn      sum of KKP turn parts
 * @param kppBlack     P0, the KPP sum for black's king
 * @param kppWhite     P1, the KPP sum for white's (inverted) king; it enters the board part with a minus sign
 * @param kppTurn      P0[1] + P1[1], the KPP turn parts (for the side to move; always 0 in KPP_KKPT)
 * @param layout       the layout of the tables
 * @param sideToMove   the colour the value is for
 * @param value        the evaluation for the side to move
 */
public record EvalBreakdown(int material, int kkBoard, int kkTurn, int kkpBoard, int kkpTurn, int kppBlack,
                            int kppWhite, int kppTurn, EvalLayout layout, int sideToMove, int value) {

    /** The breakdown of {@code pos} with {@code tables}. */
    public static EvalBreakdown of(KppTables tables, Position pos) {
        int material = MaterialEvaluator.full(pos);
        int stm = pos.sideToMove();
        int bk = pos.kingSquare(Color.BLACK);
        int wk = pos.kingSquare(Color.WHITE);
        if (bk == Square.NONE || wk == Square.NONE) {
            return new EvalBreakdown(material, 0, 0, 0, 0, 0, 0, 0, tables.layout(), stm,
                    stm == Color.BLACK ? material : -material);
        }
        int[] fb = pos.pieceListFb();
        int[] fw = pos.pieceListFw();
        int kkpBoard = 0;
        int kkpTurn = 0;
        int p0 = 0;
        int p1 = 0;
        int kppTurn = 0;
        for (int i = 0; i < fb.length; i++) {
            kkpBoard += tables.kkp(bk, wk, fb[i], 0);
            kkpTurn += tables.kkp(bk, wk, fb[i], 1);
            for (int j = 0; j < i; j++) {
                p0 += tables.kpp(bk, fb[i], fb[j]);
                p1 += tables.kpp(Square.inverse(wk), fw[i], fw[j]);
                kppTurn += tables.kpp(bk, fb[i], fb[j], 1) + tables.kpp(Square.inverse(wk), fw[i], fw[j], 1);
            }
        }
        int kkBoard = tables.kk(bk, wk, 0);
        int kkTurn = tables.kk(bk, wk, 1);
        int board = p0 - p1 + kkBoard + kkpBoard + material * KppEvaluator.FV_SCALE;
        int value = ((stm == Color.BLACK ? board : -board) + kkTurn + kkpTurn + kppTurn) / KppEvaluator.FV_SCALE;
        return new EvalBreakdown(material, kkBoard, kkTurn, kkpBoard, kkpTurn, p0, p1, kppTurn, tables.layout(), stm,
                value);
    }

    /** The board part, black's view, in table units. */
    public int board() {
        return kppBlack - kppWhite + kkBoard + kkpBoard + material * KppEvaluator.FV_SCALE;
    }

    /** The turn part, for the side to move, in table units. */
    public int turn() {
        return kkTurn + kkpTurn + kppTurn;
    }

    /** Lines for people, ending with {@code eval = <value>}. */
    public List<String> lines() {
        return List.of(
                "layout   = " + layout,
                "material = " + material + " (black's view; x32 = " + material * KppEvaluator.FV_SCALE + ")",
                "KK       = " + kkBoard + " (board) " + kkTurn + " (turn)",
                "KKP      = " + kkpBoard + " (board) " + kkpTurn + " (turn)",
                "KPP      = " + (kppBlack - kppWhite) + " (board: black king " + kppBlack + ", white king " + kppWhite
                        + ") " + kppTurn + " (turn" + (layout.kppHasTurn() ? ")" : ": none in KPP_KKPT)"),
                "board    = " + board() + " (black's view, 1/32 units)",
                "turn     = " + turn() + " (for " + (sideToMove == Color.BLACK ? "black" : "white")
                        + ", the side to move)",
                "eval = " + value);
    }
}
