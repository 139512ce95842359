package kirin.usi.match;

import java.time.format.DateTimeFormatter;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;

/**
 * Writes a {@link GameRecord} as a CSA V2.2 record: the version line, {@code N+}/{@code N-} names, game info
 * ({@code $EVENT}, {@code $START_TIME}, {@code $END_TIME}, and {@code $TIME_LIMIT} for byoyomi in whole seconds),
 * the start position ({@code PI} for hirate, otherwise rows {@code P1}..{@code P9} and hands {@code P+}/{@code P-}),
 * the side to move, the moves ({@code +7776FU}; the engines' moves followed by {@code T<whole seconds>}), the
 * terminator ({@code %TORYO}, {@code %TSUMI}, {@code %SENNICHITE}, ...), and Floodgate's {@code 'summary:} comment.
 * Lines end with LF.
 */
public final class CsaWriter {
    private static final String[] CODES = {
        "", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"
    };
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss");

    private CsaWriter() {}

    /** The record as CSA text. */
    public static String write(GameRecord g) {
        StringBuilder sb = new StringBuilder();
        line(sb, "V2.2");
        line(sb, "N+" + g.black());
        line(sb, "N-" + g.white());
        line(sb, "$EVENT:kirin match game " + g.number());
        line(sb, "$START_TIME:" + TIME.format(g.start()));
        line(sb, "$END_TIME:" + TIME.format(g.end()));
        String limit = timeLimit(g.timeControl());
        if (limit != null) {
            line(sb, "$TIME_LIMIT:" + limit);
        }
        line(sb, "'time control " + g.timeControl());
        Position pos = g.opening().root();
        writePosition(sb, pos, g.opening().sfen() == null || isHirate(pos));
        for (String text : g.opening().moves()) {
            line(sb, move(pos, text));
        }
        if (!g.opening().moves().isEmpty()) {
            line(sb, "'end of opening (" + g.opening().moves().size() + " plies)");
        }
        for (int i = 0; i < g.moves().size(); i++) {
            line(sb, move(pos, g.moves().get(i)));
            line(sb, "T" + g.timesMs().get(i) / 1000);
        }
        line(sb, terminator(g, pos.sideToMove()));
        String b = g.winner() < 0 ? "draw" : g.winner() == Color.BLACK ? "win" : "lose";
        String w = g.winner() < 0 ? "draw" : g.winner() == Color.WHITE ? "win" : "lose";
        line(sb, "'summary:" + g.reason().summary() + ":" + g.black() + " " + b + ":" + g.white() + " " + w);
        if (!g.detail().isEmpty()) {
            line(sb, "'" + g.description() + ": " + g.detail());
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, String s) {
        sb.append(s).append('\n');
    }

    /** {@code hh:mm+ss} for byoyomi time controls in whole minutes and seconds, else null. */
    private static String timeLimit(String tcText) {
        TimeControl tc;
        try {
            tc = TimeControl.parse(tcText);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (tc.kind() != TimeControl.Kind.BYOYOMI || tc.main() % 60_000 != 0 || tc.perMove() % 1000 != 0) {
            return null;
        }
        long minutes = tc.main() / 60_000;
        return String.format("%02d:%02d+%02d", minutes / 60, minutes % 60, tc.perMove() / 1000);
    }

    private static boolean isHirate(Position pos) {
        String sfen = pos.sfen();
        return sfen.substring(0, sfen.lastIndexOf(' '))
                .equals(Sfen.STARTPOS.substring(0, Sfen.STARTPOS.lastIndexOf(' ')));
    }

    private static void writePosition(StringBuilder sb, Position pos, boolean hirate) {
        if (hirate) {
            line(sb, "PI");
        } else {
            for (int rank = 1; rank <= 9; rank++) {
                StringBuilder row = new StringBuilder("P").append(rank);
                for (int file = 9; file >= 1; file--) {
                    int pc = pos.pieceOn(Square.of(file, rank));
                    row.append(pc == Piece.EMPTY ? " * " : sign(Piece.color(pc)) + CODES[Piece.type(pc)]);
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
                    for (int k = Hand.count(hand, type); k > 0; k--) {
                        h.append("00").append(CODES[type]);
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

    /** The CSA text of a legal USI move, played on {@code pos}. */
    private static String move(Position pos, String text) {
        int m = pos.toMove(text);
        if (m == Move.NONE) {
            throw new IllegalArgumentException("illegal move '" + text + "' in a game record");
        }
        int to = Move.to(m);
        String from = Move.isDrop(m) ? "00" : square(Move.from(m));
        String s = sign(pos.sideToMove()) + from + square(to) + CODES[Piece.type(Move.pieceAfter(m))];
        pos.doMove(m);
        return s;
    }

    private static String square(int sq) {
        return "" + Square.file(sq) + Square.rank(sq);
    }

    /** The terminator; the signed ILLEGAL_ACTION where the reason's own one would name the wrong side. */
    private static String terminator(GameRecord g, int sideToMove) {
        EndReason r = g.reason();
        String csa = r.csa();
        if (r.isDraw()) {
            return csa;
        }
        int loser = 1 - g.winner();
        boolean fits = csa != null && (r.csaWinnerMoves() ? g.winner() == sideToMove : loser == sideToMove);
        return fits ? csa : "%" + sign(loser) + "ILLEGAL_ACTION";
    }
}
