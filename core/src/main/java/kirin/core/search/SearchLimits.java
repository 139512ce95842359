package kirin.core.search;

/**
 * What a {@code go} command asks for. Times are in milliseconds; 0 means "not given" for every field except the
 * clock fields, where {@link #hasClock} tells whether {@code btime}/{@code wtime} were sent.
 */
public final class SearchLimits {
    public long[] time = new long[2];      // btime, wtime
    public long[] increment = new long[2]; // binc, winc
    public long byoyomi;
    public int movesToGo;
    public boolean hasClock;
    public long moveTime;
    public int depth;
    public long nodes;
    public boolean infinite;
    public boolean ponder;
    /** Root moves to consider (Move16 values), or null for all. */
    public int[] searchMoves;

    /** True if the search may stop on its own (no infinite search, no ponder). */
    public boolean useTimeManagement() {
        return hasClock && moveTime == 0;
    }

    /** A copy, so that a running search is not disturbed when the caller reuses its object. */
    public SearchLimits copy() {
        SearchLimits c = new SearchLimits();
        c.time = time.clone();
        c.increment = increment.clone();
        c.byoyomi = byoyomi;
        c.movesToGo = movesToGo;
        c.hasClock = hasClock;
        c.moveTime = moveTime;
        c.depth = depth;
        c.nodes = nodes;
        c.infinite = infinite;
        c.ponder = ponder;
        c.searchMoves = searchMoves == null ? null : searchMoves.clone();
        return c;
    }
}
