package kirin.core.search;

/**
 * How a search reports to the protocol layer. Calls come from the search thread; implementations must be
 * thread-safe with respect to other output. The search allocates the {@code pv} array only when reporting.
 */
public interface SearchListener {
    /** Score kinds for {@link #iteration}. */
    int EXACT = 0;
    int LOWER_BOUND = 1;
    int UPPER_BOUND = 2;

    /**
     * One principal variation at the end of an iteration (or of an aspiration re-search).
     *
     * @param score internal units from the side to move; mate scores are beyond {@link Score#MATE_BOUND}
     * @param bound {@link #EXACT}, {@link #LOWER_BOUND} or {@link #UPPER_BOUND}
     * @param pv full 32-bit moves
     */
    void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long millis,
            int hashfull, int[] pv);

    /** A free-text message for {@code info string}. */
    void message(String text);

    /**
     * True if {@link #iteration} ignores what it is told: the search then skips the report (the table's fill
     * sample and the PV copy cost about 2% of a depth-3 gensfen search).
     */
    default boolean ignoresIterations() {
        return false;
    }
}
