package kirin.usi;

import kirin.core.Move;
import kirin.core.search.Score;
import kirin.core.search.SearchListener;
import kirin.core.search.SearchResult;

/**
 * Turns the search's reports into {@code info} lines in YaneuraOu's order:
 * {@code info depth D seldepth S score cp X [lowerbound|upperbound] [multipv K] nodes N nps N hashfull H time T pv
 * m1 m2 ...}, with {@code multipv} only when MultiPV is above 1 and {@code pv} always last. The search reports once
 * per completed iteration, so this never floods the GUI. It also builds the final line printed just before
 * {@code bestmove}. Used by the search thread only.
 *
 * <p>{@code time} counts from the {@code go} command, also after a {@code ponderhit} (the search restarts its own
 * clock there, for its time limits), so that {@code time} and {@code nps} stay consistent with {@code nodes}.
 */
final class InfoWriter implements SearchListener {
    private final UsiOutput out;
    private final boolean showMultiPv;
    private final long startNanos;

    // The last principal variation reported (multipv 1), for the final line.
    private int lastSelDepth;
    private int lastScore = Score.NONE;
    private int[] lastPv = new int[0];

    InfoWriter(UsiOutput out, boolean showMultiPv, long startNanos) {
        this.out = out;
        this.showMultiPv = showMultiPv;
        this.startNanos = startNanos;
    }

    /** Milliseconds since the {@code go}. */
    long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    @Override
    public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long millis,
            int hashfull, int[] pv) {
        if (!valid(score)) {
            return; // stopped before this line had a score
        }
        if (multiPv == 1) {
            lastSelDepth = selDepth;
            lastScore = score;
            lastPv = pv.clone();
        }
        out.line(format(depth, selDepth, score, bound, showMultiPv ? multiPv : 0, nodes, elapsedMillis(), hashfull,
                pv));
    }

    @Override
    public void message(String text) {
        out.info(text);
    }

    /**
     * The line printed just before {@code bestmove}: the final node count and time, the result's score and a PV
     * that starts with the best move (the last reported one if it does, else the best and ponder moves).
     */
    String finalLine(SearchResult r, long nodes, int hashfull) {
        int score = lastScore;
        int[] pv = lastPv;
        int depth = 0;
        if (r != null) {
            depth = r.depth;
            if (r.declareWin) {
                score = Score.mateIn(1);
                pv = new int[0];
            } else if (valid(r.score)) {
                score = r.score;
            }
            if (!r.declareWin && (pv.length == 0 || pv[0] != r.bestMove)) {
                pv = r.bestMove == Move.NONE ? new int[0]
                        : r.ponderMove == Move.NONE ? new int[] {r.bestMove} : new int[] {r.bestMove, r.ponderMove};
            }
        }
        return format(depth, Math.max(depth, lastSelDepth), score, EXACT, 0, nodes, elapsedMillis(), hashfull, pv);
    }

    private static boolean valid(int score) {
        return score != Score.NONE && Math.abs(score) <= Score.MATE;
    }

    static String format(int depth, int selDepth, int score, int bound, int multiPv, long nodes, long millis,
            int hashfull, int[] pv) {
        StringBuilder sb = new StringBuilder(64 + 6 * pv.length);
        sb.append("info depth ").append(depth).append(" seldepth ").append(selDepth);
        if (valid(score)) {
            sb.append(" score ").append(Score.toUsi(score));
            if (bound == LOWER_BOUND) {
                sb.append(" lowerbound");
            } else if (bound == UPPER_BOUND) {
                sb.append(" upperbound");
            }
        }
        if (multiPv > 0) {
            sb.append(" multipv ").append(multiPv);
        }
        sb.append(" nodes ").append(nodes).append(" nps ").append(nodes * 1000 / Math.max(1, millis))
                .append(" hashfull ").append(hashfull).append(" time ").append(millis);
        if (pv.length > 0) {
            sb.append(" pv");
            for (int m : pv) {
                sb.append(' ').append(Move.toUsi(m));
            }
        }
        return sb.toString();
    }
}
