package kirin.match;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Each engine's search statistics over a match, summed move by move from the last {@code info} line with a depth
 * that the engine printed before its {@code bestmove}: average depth and selective depth (moves whose info lacks
 * them are not counted), nodes per second as total nodes over total time, and the referee's own milliseconds per
 * move (from {@code go} to {@code bestmove}, every answered move) with its maximum. Thread-safe: games run concurrently.
 */
public final class SearchStats {
    /** One engine's sums. */
    private static final class Sums {
        long moves;
        long elapsedMs;
        long maxElapsedMs;
        long depthMoves;
        long depthSum;
        long seldepthMoves;
        long seldepthSum;
        long nodes;
        long nodesMs;
    }

    private final Map<String, Sums> engines = new HashMap<>();

    /**
     * Counts one move of {@code engine}: the last info line with a depth before its bestmove (null if none) and the
     * time the referee measured.
     */
    public synchronized void add(String engine, InfoLine info, long elapsedMs) {
        Sums s = engines.computeIfAbsent(engine, k -> new Sums());
        s.moves++;
        s.elapsedMs += elapsedMs;
        s.maxElapsedMs = Math.max(s.maxElapsedMs, elapsedMs);
        if (info == null) {
            return;
        }
        if (info.depth() >= 0) {
            s.depthMoves++;
            s.depthSum += info.depth();
        }
        if (info.seldepth() >= 0) {
            s.seldepthMoves++;
            s.seldepthSum += info.seldepth();
        }
        // Nodes and time from the line; one of them worked out from nps when missing, the referee's time last.
        long time = info.timeMs() >= 0 ? info.timeMs()
                : info.nodes() >= 0 && info.nps() > 0 ? info.nodes() * 1000 / info.nps() : elapsedMs;
        long nodes = info.nodes() >= 0 ? info.nodes() : info.nps() >= 0 ? info.nps() * time / 1000 : -1;
        if (nodes >= 0) {
            s.nodes += nodes;
            s.nodesMs += time;
        }
    }

    /** How many moves of {@code engine} were counted. */
    public synchronized long moves(String engine) {
        Sums s = engines.get(engine);
        return s == null ? 0 : s.moves;
    }

    /** The average depth of {@code engine}'s moves that gave one; NaN if none did. */
    public synchronized double depth(String engine) {
        Sums s = engines.get(engine);
        return s == null || s.depthMoves == 0 ? Double.NaN : (double) s.depthSum / s.depthMoves;
    }

    /** The average selective depth of {@code engine}'s moves that gave one; NaN if none did. */
    public synchronized double seldepth(String engine) {
        Sums s = engines.get(engine);
        return s == null || s.seldepthMoves == 0 ? Double.NaN : (double) s.seldepthSum / s.seldepthMoves;
    }

    /** Total nodes over total search time of {@code engine}, per second; NaN without nodes or time. */
    public synchronized double nps(String engine) {
        Sums s = engines.get(engine);
        return s == null || s.nodesMs == 0 ? Double.NaN : s.nodes * 1000.0 / s.nodesMs;
    }

    /** The average time the referee measured per move of {@code engine}, in milliseconds; NaN with no moves. */
    public synchronized double msPerMove(String engine) {
        Sums s = engines.get(engine);
        return s == null || s.moves == 0 ? Double.NaN : (double) s.elapsedMs / s.moves;
    }

    /** The longest time the referee measured for one move of {@code engine}, in milliseconds; 0 with no moves. */
    public synchronized long maxMsPerMove(String engine) {
        Sums s = engines.get(engine);
        return s == null ? 0 : s.maxElapsedMs;
    }

    /**
     * {@code Stats of NAME: 5,210 moves, depth 11.82, seldepth 19.3, 1.03 M nodes/s, 172 ms/move (max 290)}; the
     * figures the engine never gave are left out. The maximum shows how close to the clock an engine plays.
     */
    public synchronized String line(String engine) {
        long moves = moves(engine);
        StringBuilder sb = new StringBuilder("Stats of ").append(engine).append(": ")
                .append(String.format(Locale.ROOT, "%,d", moves)).append(moves == 1 ? " move" : " moves");
        double depth = depth(engine);
        if (!Double.isNaN(depth)) {
            sb.append(String.format(Locale.ROOT, ", depth %.2f", depth));
        }
        double seldepth = seldepth(engine);
        if (!Double.isNaN(seldepth)) {
            sb.append(String.format(Locale.ROOT, ", seldepth %.1f", seldepth));
        }
        double nps = nps(engine);
        if (!Double.isNaN(nps)) {
            sb.append(", ").append(rate(nps)).append(" nodes/s");
        }
        if (moves > 0) {
            sb.append(String.format(Locale.ROOT, ", %.0f ms/move (max %d)", msPerMove(engine), maxMsPerMove(engine)));
        }
        return sb.toString();
    }

    /** {@code 1.03 M}, {@code 401.7 k} or {@code 950}. */
    static String rate(double perSecond) {
        if (perSecond >= 999_995) {
            return String.format(Locale.ROOT, "%.2f M", perSecond / 1e6);
        }
        if (perSecond >= 999.95) {
            return String.format(Locale.ROOT, "%.1f k", perSecond / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", perSecond);
    }
}
