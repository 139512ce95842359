package kirin.eval.nnue;

import kirin.core.BonaPiece;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;

/**
 * Test oracle: the NNUE value computed the plain way, from the board and the hands rather than from the position's
 * piece list, with the net's row-major layers and int arithmetic throughout. The features of a perspective are its
 * board pieces, its hand pieces ({@code base + i} for the i-th piece of a type) and one BonaPiece 0 feature for each of
 * the 38 non-king slots not used (pieces in the box).
 */
final class NnueReference {
    private NnueReference() {}

    static int value(NnueNet net, Position pos, int fvScale) {
        int v = rawOutput(net, pos) / fvScale;
        return Math.max(-NnueEvaluator.VALUE_MAX_EVAL, Math.min(NnueEvaluator.VALUE_MAX_EVAL, v));
    }

    /** The int16 accumulator of perspective {@code c}. */
    static short[] accumulator(NnueNet net, Position pos, int c) {
        int king = c == Color.BLACK ? pos.kingSquare(Color.BLACK) : Square.inverse(pos.kingSquare(Color.WHITE));
        int[] sum = new int[NnueNet.HALF];
        for (int j = 0; j < NnueNet.HALF; j++) {
            sum[j] = net.ftBias[j];
        }
        int used = 0;
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc == Piece.EMPTY || Piece.type(pc) == Piece.KING) {
                continue;
            }
            add(net, sum, king, c == Color.BLACK ? BonaPiece.boardFb(pc, sq) : BonaPiece.boardFw(pc, sq));
            used++;
        }
        for (int hc = 0; hc < 2; hc++) {
            for (int t : Piece.HAND_ORDER) {
                int n = Hand.count(pos.hand(hc), t);
                for (int i = 0; i < n; i++) {
                    add(net, sum, king, c == Color.BLACK ? BonaPiece.handFb(hc, t, i) : BonaPiece.handFw(hc, t, i));
                    used++;
                }
            }
        }
        for (; used < Position.PIECE_NO_KING; used++) {
            add(net, sum, king, BonaPiece.ZERO);
        }
        short[] out = new short[NnueNet.HALF];
        for (int j = 0; j < NnueNet.HALF; j++) {
            out[j] = (short) sum[j]; // int16 wrap-around, as YaneuraOu's accumulator
        }
        return out;
    }

    private static void add(NnueNet net, int[] sum, int king, int bp) {
        int row = (BonaPiece.FE_END * king + bp) * NnueNet.HALF;
        for (int j = 0; j < NnueNet.HALF; j++) {
            sum[j] += net.ftWeight[row + j];
        }
    }

    static int rawOutput(NnueNet net, Position pos) {
        int stm = pos.sideToMove();
        short[] us = accumulator(net, pos, stm);
        short[] them = accumulator(net, pos, stm ^ 1);
        int[] in = new int[2 * NnueNet.HALF];
        for (int j = 0; j < NnueNet.HALF; j++) {
            in[j] = Math.max(0, Math.min(127, us[j]));
            in[NnueNet.HALF + j] = Math.max(0, Math.min(127, them[j]));
        }
        int[] h1 = layer(net.l1Bias, net.l1Weight, in);
        int[] h2 = layer(net.l2Bias, net.l2Weight, h1);
        int out = net.outBias;
        for (int j = 0; j < h2.length; j++) {
            out += net.outWeight[j] * h2[j];
        }
        return out;
    }

    private static int[] layer(int[] bias, byte[] weight, int[] in) {
        int[] out = new int[bias.length];
        for (int i = 0; i < bias.length; i++) {
            long s = bias[i];
            for (int j = 0; j < in.length; j++) {
                s += weight[i * in.length + j] * in[j];
            }
            out[i] = (int) Math.max(0, Math.min(127, s >> 6));
        }
        return out;
    }
}
