package kirin.match;

import java.time.format.DateTimeFormatter;
import java.util.List;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Position;
import kirin.kifu.CsaWriter;
import kirin.kifu.Kifu;

/**
 * A match game as a game record of the kifu module: {@link #toKifu} turns a {@link GameRecord} into a {@link Kifu}
 * and {@link #csa} writes it through Kirin's one CSA writer, {@link CsaWriter}; this class holds only what is
 * particular to a match game. The CSA V2.2 text has the version line, {@code N+}/{@code N-} names, game info
 * ({@code $EVENT}, {@code $START_TIME}, {@code $END_TIME}, and {@code $TIME_LIMIT} for byoyomi in whole seconds), the
 * time control as a comment, the start position ({@code PI} for hirate, otherwise rows {@code P1}..{@code P9} and
 * hands {@code P+}/{@code P-}), the side to move, the moves ({@code +7776FU}; the engines' moves followed by
 * {@code T<whole seconds>}, the last opening move by {@code 'end of opening (N plies)}), the terminator
 * ({@code %TORYO}, {@code %TSUMI}, {@code %SENNICHITE}, ...), and Floodgate's {@code 'summary:} comment. Lines end
 * with LF.
 */
public final class GameKifu {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss");

    private GameKifu() {}

    /** The game as CSA text, written by the kifu module's {@link CsaWriter}. */
    public static String csa(GameRecord g) {
        return CsaWriter.write(toKifu(g));
    }

    /** The match game as a {@link Kifu}: opening moves untimed, the engines' moves with their times. */
    public static Kifu toKifu(GameRecord g) {
        Kifu k = new Kifu("match game " + g.number(), g.number()).version("V2.2").players(g.black(), g.white());
        k.info().put("EVENT", "kirin match game " + g.number());
        k.info().put("START_TIME", TIME.format(g.start()));
        k.info().put("END_TIME", TIME.format(g.end()));
        String limit = timeLimit(g.timeControl());
        if (limit != null) {
            k.info().put("TIME_LIMIT", limit);
        }
        k.headerComments().add("time control " + g.timeControl());
        Position pos = g.opening().root();
        k.start(pos.sfen());
        List<String> opening = g.opening().moves();
        for (int i = 0; i < opening.size(); i++) {
            k.plies().add(new Kifu.Ply(play(pos, opening.get(i)), -1,
                    i == opening.size() - 1 ? List.of("end of opening (" + opening.size() + " plies)") : List.of()));
        }
        for (int i = 0; i < g.moves().size(); i++) {
            k.plies().add(new Kifu.Ply(play(pos, g.moves().get(i)), g.timesMs().get(i)));
        }
        k.end(terminator(g, pos.sideToMove()), g.winner() < 0 ? Kifu.DRAW : g.winner());
        String b = g.winner() < 0 ? "draw" : g.winner() == Color.BLACK ? "win" : "lose";
        String w = g.winner() < 0 ? "draw" : g.winner() == Color.WHITE ? "win" : "lose";
        k.trailingComments().add("summary:" + g.reason().summary() + ":" + g.black() + " " + b + ":" + g.white() + " "
                + w);
        if (!g.detail().isEmpty()) {
            k.trailingComments().add(g.description() + ": " + g.detail());
        }
        return k;
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

    /** Plays the legal USI move {@code text} on {@code pos} and returns it. */
    private static int play(Position pos, String text) {
        int m = pos.toMove(text);
        if (m == Move.NONE) {
            throw new IllegalArgumentException("illegal move '" + text + "' in a game record");
        }
        pos.doMove(m);
        return m;
    }

    private static char sign(int color) {
        return color == Color.BLACK ? '+' : '-';
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
