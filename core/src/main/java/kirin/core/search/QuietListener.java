package kirin.core.search;

/**
 * A search listener that prints nothing, for searches whose lines are for nobody: bench, warm-up, gensfen and the
 * learner.
 */
public enum QuietListener implements SearchListener {
    INSTANCE;

    @Override
    public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long millis,
            int hashfull, int[] pv) {
    }

    @Override
    public void message(String text) {
    }

    @Override
    public boolean ignoresIterations() {
        return true;
    }
}
