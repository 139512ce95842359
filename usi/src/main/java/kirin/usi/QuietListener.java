package kirin.usi;

import kirin.core.search.SearchListener;

/** A search listener that prints nothing, for searches whose lines are not for the GUI (bench, warm-up). */
enum QuietListener implements SearchListener {
    INSTANCE;

    @Override
    public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long millis,
            int hashfull, int[] pv) {
    }

    @Override
    public void message(String text) {
    }
}
