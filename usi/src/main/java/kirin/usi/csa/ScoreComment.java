package kirin.usi.csa;

import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Position;
import kirin.kifu.CsaWriter;

/**
 * The floodgate score comment (interop.md 10.6): {@code * <score> <pv>} sent after the move and a comma
 * ({@code +7776FU,'* 30 -3334FU +2726FU}). The score is from black's point of view in centipawns (a mate in
 * {@code n} is {@code ±(100000 - n)}); the PV is in CSA notation and starts with the expected reply, as ShogiHome
 * sends it (the move played is already before the comma).
 */
final class ScoreComment {
    static final int MATE = 100_000;

    private ScoreComment() {}

    /**
     * The comment text without its apostrophe (e.g. {@code * 30 -3334FU}) for the engine's last scored {@code info}
     * line, searched from {@code root} (before {@code played}); null when there is no score to report.
     */
    static String of(String info, Position root, int played) {
        if (info == null) {
            return null;
        }
        String[] t = info.trim().split("\\s+");
        Integer score = null;
        int pvAt = -1;
        for (int i = 0; i + 1 < t.length; i++) {
            if (t[i].equals("score") && i + 2 < t.length) {
                try {
                    int v = Integer.parseInt(t[i + 2]);
                    if (t[i + 1].equals("cp")) {
                        score = v;
                    } else if (t[i + 1].equals("mate")) {
                        score = v >= 0 ? MATE - v : -MATE - v;
                    }
                } catch (NumberFormatException e) {
                    // "mate +" and the like: no number to report
                }
            } else if (t[i].equals("pv")) {
                pvAt = i + 1;
                break;
            }
        }
        if (score == null) {
            return null;
        }
        if (root.sideToMove() == Color.WHITE) {
            score = -score;
        }
        StringBuilder sb = new StringBuilder("* ").append(score);
        if (pvAt > 0) {
            Position p = root.copy();
            for (int i = pvAt; i < t.length; i++) {
                int m = p.toMove(t[i]);
                if (m == Move.NONE) {
                    break;
                }
                if (i == pvAt && m != played) {
                    break; // a PV of another move says nothing about the game's line
                }
                if (i > pvAt) {
                    sb.append(' ').append(CsaWriter.move(p, m));
                }
                p.doMove(m);
            }
        }
        return sb.toString();
    }
}
