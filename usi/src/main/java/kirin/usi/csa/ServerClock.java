package kirin.usi.csa;

import kirin.core.Color;

/**
 * Kirin's model of the server's two clocks (interop.md 10.4), kept only from the {@code ,T} values the server
 * echoes, never from our own stopwatch: shogi-server charges {@code t = max(floor(interval), Least_Time_Per_Move)}
 * whole units, counting the network delay both ways, then sets {@code remaining = max(0, remaining + Increment - t)};
 * a move is on time only if {@code remaining + Byoyomi + Increment - t > 0}. Both clocks start at
 * {@code Total_Time}, even after listed moves.
 */
public final class ServerClock {
    private final TimeRules[] rules;
    private final long[] remaining = new long[2];

    public ServerClock(TimeRules[] rules) {
        this.rules = rules;
        remaining[Color.BLACK] = rules[Color.BLACK].totalMs();
        remaining[Color.WHITE] = rules[Color.WHITE].totalMs();
    }

    /** The main time left for {@code color}, in ms. */
    public long remaining(int color) {
        return remaining[color];
    }

    /**
     * Charges a move's {@code T} value (in units) to {@code color}; returns false if the server should have ruled
     * it a time loss (the server's word, {@code #TIME_UP}, still decides).
     */
    public boolean charge(int color, long units) {
        TimeRules r = rules[color];
        long t = Math.max(units, r.leastPerMoveUnits()) * r.unitMs();
        boolean onTime = !limited(r) || remaining[color] + r.byoyomiMs() + r.incrementMs() - t > 0;
        remaining[color] = Math.max(0, remaining[color] + r.incrementMs() - t);
        return onTime;
    }

    /** True if the game has a clock (some time value non-zero). */
    public boolean limited() {
        return limited(rules[0]) || limited(rules[1]);
    }

    private static boolean limited(TimeRules r) {
        return r.totalMs() > 0 || r.byoyomiMs() > 0 || r.incrementMs() > 0;
    }

    /**
     * The USI {@code go} clock tokens for a search by {@code us}, with {@code marginMs} taken off for the network
     * and the truncation the server does not give back reliably: from the byoyomi when there is one (the main time
     * may be gone), else from the main time. The server counts strictly-less-than, and the engine's own
     * {@code NetworkDelay} options come on top of this margin. An unlimited game gets {@code unlimitedMs} per move.
     */
    public String goTokens(int us, long marginMs, long unlimitedMs) {
        if (!limited()) {
            return "movetime " + unlimitedMs;
        }
        long[] time = remaining.clone();
        long byoyomi = rules[us].byoyomiMs();
        if (byoyomi > 0) {
            // Keep at least half the byoyomi: a margin larger than that would make every move a blunder.
            byoyomi = Math.max(byoyomi / 2, byoyomi - marginMs);
        } else {
            time[us] = Math.max(0, time[us] - marginMs);
        }
        return "btime " + time[Color.BLACK] + " wtime " + time[Color.WHITE] + " byoyomi " + byoyomi
                + " binc " + rules[Color.BLACK].incrementMs() + " winc " + rules[Color.WHITE].incrementMs();
    }
}
