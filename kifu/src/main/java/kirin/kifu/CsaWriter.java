package kirin.kifu;

import java.util.Map;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;

/**
 * Writes a {@link Kifu} as CSA text (interop.md 7.1), the one CSA writer of Kirin (the match runner uses it too):
 * for V3.0 first {@code 'CSA encoding=UTF-8}; then the version line, {@code N+}/{@code N-} names, {@code $KEY:value}
 * game information, the header comments, the start position ({@code PI} for hirate, otherwise rows
 * {@code P1}..{@code P9} and hands {@code P+00..}/{@code P-00..}), the side to move, each move ({@code +7776FU})
 * followed by {@code T<seconds>} when its time is known (whole seconds, truncated; V3.0 keeps milliseconds as a
 * fraction) and its comments, the terminal and the trailing comments. Lines end with LF.
 */
public final class CsaWriter {
    private CsaWriter() {}

    /** The record as CSA text. */
    public static String write(Kifu k) {
        StringBuilder sb = new StringBuilder();
        boolean v3 = k.version().equals("V3.0");
        if (v3) {
            line(sb, "'CSA encoding=UTF-8");
        }
        line(sb, k.version());
        if (k.black() != null) {
            line(sb, "N+" + k.black());
        }
        if (k.white() != null) {
            line(sb, "N-" + k.white());
        }
        for (Map.Entry<String, String> e : k.info().entrySet()) {
            line(sb, "$" + e.getKey() + ":" + e.getValue());
        }
        for (String c : k.headerComments()) {
            line(sb, "'" + c);
        }
        Position pos = k.startPosition();
        writePosition(sb, pos);
        for (Kifu.Ply p : k.plies()) {
            line(sb, move(pos, p.move()));
            pos.doMove(p.move());
            if (p.timeMs() >= 0) {
                line(sb, "T" + seconds(p.timeMs(), v3));
            }
            for (String c : p.comments()) {
                line(sb, "'" + c);
            }
        }
        if (k.terminal() != null) {
            line(sb, k.terminal());
        }
        for (String c : k.trailingComments()) {
            line(sb, "'" + c);
        }
        return sb.toString();
    }

    /** The CSA text of {@code move} ({@code +7776FU}) in {@code pos}, before it is played. */
    public static String move(Position pos, int move) {
        String from = Move.isDrop(move) ? "00" : square(Move.from(move));
        return sign(pos.sideToMove()) + from + square(Move.to(move)) + CsaReader.CODES[Piece.type(Move.pieceAfter(move))];
    }

    private static String seconds(long ms, boolean fraction) {
        if (!fraction || ms % 1000 == 0) {
            return String.valueOf(ms / 1000);
        }
        String f = String.format("%03d", ms % 1000).replaceAll("0+$", "");
        return ms / 1000 + "." + f;
    }

    private static void line(StringBuilder sb, String s) {
        sb.append(s).append('\n');
    }

    /** True if {@code pos} is the hirate position (the move number aside). */
    public static boolean isHirate(Position pos) {
        String sfen = pos.sfen();
        return sfen.substring(0, sfen.lastIndexOf(' '))
                .equals(Sfen.STARTPOS.substring(0, Sfen.STARTPOS.lastIndexOf(' ')));
    }

    private static void writePosition(StringBuilder sb, Position pos) {
        if (isHirate(pos)) {
            line(sb, "PI");
        } else {
            for (int rank = 1; rank <= 9; rank++) {
                StringBuilder row = new StringBuilder("P").append(rank);
                for (int file = 9; file >= 1; file--) {
                    int pc = pos.pieceOn(Square.of(file, rank));
                    row.append(pc == Piece.EMPTY ? " * " : sign(Piece.color(pc)) + CsaReader.CODES[Piece.type(pc)]);
                }
                line(sb, row.toString());
            }
            for (int color = Color.BLACK; color <= Color.WHITE; color++) {
                int hand = pos.hand(color);
                if (hand == Hand.EMPTY) {
                    continue;
                }
                StringBuilder h = new StringBuilder("P").append(sign(color));
                for (int type : Piece.HAND_ORDER) {
                    for (int n = Hand.count(hand, type); n > 0; n--) {
                        h.append("00").append(CsaReader.CODES[type]);
                    }
                }
                line(sb, h.toString());
            }
        }
        line(sb, String.valueOf(sign(pos.sideToMove())));
    }

    private static char sign(int color) {
        return color == Color.BLACK ? '+' : '-';
    }

    private static String square(int sq) {
        return "" + Square.file(sq) + Square.rank(sq);
    }
}
