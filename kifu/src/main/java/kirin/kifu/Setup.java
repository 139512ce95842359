package kirin.kifu;

import java.util.Map;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;
import kirin.core.Square;

/**
 * A start position being set up piece by piece (CSA {@code P} lines, KIF board diagrams), and the handicap start
 * positions KIF names in its {@code 手合割} line.
 */
final class Setup {
    /**
     * 手合割 names and their start positions (white, the uwate, moves first). "Left" is the uwate's left: file 1
     * for the lance and the knight on 2a, as GUIs set them up.
     */
    static final Map<String, String> HANDICAPS = Map.ofEntries(
            Map.entry("平手", Sfen.STARTPOS),
            Map.entry("香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("左五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Map.entry("十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"));

    final int[] board = new int[Square.NB];
    final int[] hands = new int[Color.NB];

    /** An empty board. */
    Setup() {}

    /** The hirate position. */
    static Setup hirate() {
        Setup s = new Setup();
        Position p = Position.startpos();
        for (int sq = 0; sq < Square.NB; sq++) {
            s.board[sq] = p.pieceOn(sq);
        }
        return s;
    }

    void put(int sq, int piece) {
        board[sq] = piece;
    }

    void addToHand(int color, int type) {
        hands[color] = Hand.add(hands[color], type);
    }

    /** Every piece not on the board or in a hand (kings excepted) into {@code color}'s hand: CSA's {@code AL}. */
    void restToHand(int color) {
        for (int type : Piece.HAND_ORDER) {
            int used = Hand.count(hands[0], type) + Hand.count(hands[1], type);
            for (int pc : board) {
                if (pc != Piece.EMPTY && Piece.base(Piece.type(pc)) == type) {
                    used++;
                }
            }
            for (int k = used; k < Piece.setCount(type); k++) {
                addToHand(color, type);
            }
        }
    }

    /** The position as SFEN with move number 1, checked by core's SFEN reader. */
    String sfen(int sideToMove) {
        String s = Sfen.format(board, hands[0], hands[1], sideToMove, 1);
        Sfen.parse(s); // throws SfenException with the reason if the position is not a shogi position
        return s;
    }

    /** {@link #sfen} or null with the reason in {@code why[0]}. */
    String sfenOrNull(int sideToMove, String[] why) {
        try {
            return sfen(sideToMove);
        } catch (SfenException e) {
            why[0] = e.getMessage();
            return null;
        }
    }
}
