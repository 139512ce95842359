package kirin.core.search;

import kirin.core.PieceValue;

/**
 * How long one move may take. Two limits: {@link #optimum()} (do not start another iteration after this) and
 * {@link #maximum()} (stop at once). Both are measured from the moment the clock started for this move ({@code go},
 * or {@code ponderhit} for a ponder search).
 *
 * <ul>
 *   <li>Byoyomi with no main time left: use the byoyomi fully, less the reserve ({@link #reserve}); never more.</li>
 *   <li>Main time (with byoyomi or increment): spread the remaining time over the moves still expected in the
 *       game ({@code movestogo} if given, else a horizon that shrinks as the game goes on), scaled by
 *       {@code SlowMover}; the hard limit is a fraction of the remaining time plus the byoyomi and increment, less
 *       {@code NetworkDelay2}, and never below {@code MinimumThinkingTime} when the clock allows it. After each
 *       iteration the optimum is scaled by how settled the search looks ({@link #iterationDone}).</li>
 *   <li>{@code movetime}: exactly that, less the reserve.</li>
 * </ul>
 *
 * <p>The reserve is what the engine keeps back from a byoyomi or a {@code movetime} so that its {@code bestmove}
 * reaches the GUI in time: {@code NetworkDelay} when the user set one, else Kirin's own estimate of its overhead,
 * whichever is larger. Kirin's own is 1/{@link #RESERVE_SHARE} of the time plus {@link #RESERVE_BASE} ms, or plus 1.5
 * times the worst overshoot of the last {@link #RECENT} answers (as measured by {@link #answered}) when that is more. A fixed 120 ms, YaneuraOu's
 * default, left 12% of a 1 s byoyomi and 40% of a 300 ms one unused on a local GUI.
 */
public final class TimeManager {
    /** Repetitions of the same best move (iterations after the one that found it) from which the optimum shrinks. */
    static final int STABLE_FROM = 3;
    /** How much each further stable iteration takes off the optimum, down to {@link #STABLE_LEAST}. */
    static final double STABLE_STEP = 0.07;
    static final double STABLE_LEAST = 0.5;
    /** A fall of this many internal units (in the sum of the two comparisons) adds half the optimum. */
    static final double FALL_PER_HALF = 2 * PieceValue.PAWN;
    static final double FALL_LEAST = 0.75;
    static final double FALL_MOST = 1.5;
    /** Bounds of the product of the three factors. */
    static final double SCALE_LEAST = 0.4;
    static final double SCALE_MOST = 2.5;
    /**
     * The least Kirin keeps back from a byoyomi or movetime besides its share, in ms: the clock is checked every 1024
     * nodes, then the threads stop and the move is printed. A byoyomi test measured up to 25 ms past the limit.
     */
    static final long RESERVE_BASE = 40;
    /** The reserve grows with the time by 1/this (2%): scheduling hiccups and pauses grow with the search. */
    static final long RESERVE_SHARE = 50;
    /** How many recent answers' overshoots are remembered (a slow spell of the machine raises the reserve). */
    static final int RECENT = 8;

    private long optimum;
    private long maximum;
    private boolean timed;

    // Main-time play only: the optimum before scaling, its floor, and what the last iterations found.
    private boolean adaptive;
    private long baseOptimum;
    private long floor;
    private int lastBestMove;
    private int stableSince;
    private double changes;
    /** The best scores of the last iterations, most recent at {@code iterations - 1} (mod the length). */
    private final int[] scores = new int[4];
    private int iterations;

    /** How far past {@link #maximum()} the last answers came, in ms, 0 when on time; a ring of {@link #RECENT}. */
    private final long[] overshoot = new long[RECENT];
    private int answers;

    /** Sets the limits for a search by {@code us} at {@code gamePly}. */
    public void init(SearchLimits limits, SearchOptions options, int us, int gamePly) {
        timed = false;
        adaptive = false;
        optimum = Long.MAX_VALUE;
        maximum = Long.MAX_VALUE;
        lastBestMove = 0;
        stableSince = 0;
        changes = 0;
        iterations = 0;
        if (limits.moveTime > 0) {
            timed = true;
            maximum = Math.max(1, limits.moveTime - reserve(limits.moveTime, options));
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
        long delay2 = options.networkDelay2;
        // The most this move can take without losing on time (GUIs add the increment before the move).
        long hardCap = Math.max(1, remaining + byoyomi + inc - reserve(byoyomi + inc, options));
        if (remaining < 100 && byoyomi > 0) {
            // Pure byoyomi: the time does not carry over, so use all of it (as YaneuraOu does by default).
            maximum = hardCap;
            optimum = maximum;
            return;
        }
        int movesLeft = limits.movesToGo > 0 ? limits.movesToGo : Math.max(20, 80 - gamePly / 4);
        long share = remaining / movesLeft * options.slowMover / 100 + inc + byoyomi;
        long hard = remaining / Math.max(3, Math.min(movesLeft, 8)) + inc + byoyomi - delay2;
        floor = Math.min(options.minimumThinkingTime, hardCap);
        hard = Math.max(hard, floor);
        maximum = Math.max(1, Math.min(hard, hardCap));
        optimum = Math.max(1, Math.min(Math.max(share, floor), maximum));
        baseOptimum = optimum;
        adaptive = true;
    }

    /**
     * What to keep back from {@code millis} of byoyomi, increment or movetime: {@code NetworkDelay}, or Kirin's
     * own measured reserve when that is larger (see the class comment).
     */
    long reserve(long millis, SearchOptions options) {
        if (!options.keepReserve) {
            return 0;
        }
        long worst = 0;
        for (long o : overshoot) {
            worst = Math.max(worst, o);
        }
        return Math.max(options.networkDelay, millis / RESERVE_SHARE + Math.max(RESERVE_BASE, worst * 3 / 2));
    }

    /**
     * Records when the answer of the search these limits were set for went out, {@code elapsedMillis} after its
     * clock started, so that the reserve of the next moves covers an overshoot of {@link #maximum()}. Answers
     * without a time limit are not counted.
     */
    public void answered(long elapsedMillis) {
        if (!timed || maximum == Long.MAX_VALUE) {
            return;
        }
        overshoot[answers++ % RECENT] = Math.max(0, elapsedMillis - maximum);
    }

    /**
     * With exactly one legal move at the root, a search under a clock answers after its first iteration, which
     * gives the move a score: the move is forced, and the clock time is better kept for later (YaneuraOu does the
     * same). Not with {@code movetime}, a depth or node limit (of {@code go} or of the options), {@code infinite}
     * or {@code searchmoves}: those ask for a search, and get it. A ponder search still waits for {@code ponderhit}.
     */
    public static boolean answersAtOnce(int rootMoves, SearchLimits limits, SearchOptions options) {
        return rootMoves == 1 && limits.useTimeManagement() && !limits.infinite && limits.searchMoves == null
                && limits.depth == 0 && limits.nodes == 0 && options.depthLimit == 0 && options.nodesLimit == 0;
    }

    /**
     * After each completed iteration of the main search, with main time to manage: rescales the optimum as
     * Stockfish does (in its own numbers). It grows with the best-move changes of the recent iterations (this
     * one's count plus half the previous total, so that older changes fade) and with the fall of the score
     * compared with the previous iteration and with the one three back; it shrinks with the number of iterations
     * the best move has stayed the same, and when the score rises. It never goes below the floor
     * ({@code MinimumThinkingTime} when the clock allows it) nor above {@link #maximum()}. Other clocks keep their
     * limits.
     *
     * @param bestMoveChanges how often another root move became the best one during this iteration
     */
    public void iterationDone(int depth, int bestMove, int score, int bestMoveChanges) {
        if (!adaptive) {
            return;
        }
        changes = changes / 2 + bestMoveChanges;
        if (bestMove != lastBestMove) {
            lastBestMove = bestMove;
            stableSince = depth;
        }
        int fall = 0;
        if (iterations > 0 && !Score.isMate(score)) {
            int previous = scores[(iterations - 1) % scores.length];
            int older = scores[Math.max(0, iterations - 3) % scores.length];
            if (!Score.isMate(previous) && !Score.isMate(older)) {
                fall = previous - score + older - score;
            }
        }
        scores[iterations % scores.length] = score;
        iterations++;
        double instability = 1 + changes / 2;
        double falling = clamp(1 + fall / FALL_PER_HALF / 2, FALL_LEAST, FALL_MOST);
        int stable = depth - stableSince;
        double stability = Math.max(STABLE_LEAST, 1 - STABLE_STEP * Math.max(0, stable - STABLE_FROM + 1));
        double scale = clamp(instability * falling * stability, SCALE_LEAST, SCALE_MOST);
        optimum = Math.max(1, Math.min(Math.max((long) (baseOptimum * scale), floor), maximum));
    }

    private static double clamp(double v, double least, double most) {
        return Math.max(least, Math.min(most, v));
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
