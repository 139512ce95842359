package kirin.core.search;

/**
 * How long one move may take. Two limits: {@link #optimum()} (do not start another iteration after this) and
 * {@link #maximum()} (stop at once). Both are measured from the moment the clock started for this move ({@code go},
 * or {@code ponderhit} for a ponder search).
 *
 * <ul>
 *   <li>Byoyomi with no main time left: use the byoyomi fully, less {@code NetworkDelay}; never more.</li>
 *   <li>Main time (with byoyomi or increment): spread the remaining time over the moves still expected in the
 *       game ({@code movestogo} if given, else a horizon that shrinks as the game goes on), scaled by
 *       {@code SlowMover}; the hard limit is a fraction of the remaining time plus the byoyomi and increment, less
 *       {@code NetworkDelay2}, and never below {@code MinimumThinkingTime} when the clock allows it.</li>
 *   <li>{@code movetime}: exactly that, less {@code NetworkDelay}.</li>
 * </ul>
 */
public final class TimeManager {
    private long optimum;
    private long maximum;
    private boolean timed;

    /** Sets the limits for a search by {@code us} at {@code gamePly}. */
    public void init(SearchLimits limits, SearchOptions options, int us, int gamePly) {
        timed = false;
        optimum = Long.MAX_VALUE;
        maximum = Long.MAX_VALUE;
        if (limits.moveTime > 0) {
            timed = true;
            maximum = Math.max(1, limits.moveTime - options.networkDelay);
            optimum = maximum;
            return;
        }
        if (!limits.hasClock || limits.infinite) {
            return;
        }
        timed = true;
        long remaining = Math.max(0, limits.time[us]);
        long inc = Math.max(0, limits.increment[us]);
        long byoyomi = Math.max(0, limits.byoyomi);
        long delay = options.networkDelay;
        long delay2 = options.networkDelay2;
        // The most this move can take without losing on time (GUIs add the increment before the move).
        long hardCap = Math.max(1, remaining + byoyomi + inc - delay);
        if (remaining < 100 && byoyomi > 0) {
            // Pure byoyomi: the time does not carry over, so use all of it.
            maximum = hardCap;
            optimum = maximum;
            return;
        }
        int movesLeft = limits.movesToGo > 0 ? limits.movesToGo : Math.max(20, 80 - gamePly / 4);
        long share = remaining / movesLeft * options.slowMover / 100 + inc + byoyomi;
        long hard = remaining / Math.max(3, Math.min(movesLeft, 8)) + inc + byoyomi - delay2;
        hard = Math.max(hard, Math.min(options.minimumThinkingTime, hardCap));
        maximum = Math.max(1, Math.min(hard, hardCap));
        optimum = Math.max(1, Math.min(Math.max(share, Math.min(options.minimumThinkingTime, hardCap)), maximum));
    }

    /** True if the search must watch the clock. */
    public boolean isTimed() {
        return timed;
    }

    /** Milliseconds after which no new iteration should start. */
    public long optimum() {
        return optimum;
    }

    /** Milliseconds after which the search must stop. */
    public long maximum() {
        return maximum;
    }
}
