package kirin.usi;

import kirin.core.MaterialEvaluator;
import kirin.core.Sfen;
import kirin.core.search.Score;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchListener;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;

import java.util.List;

/**
 * {@code bench [depth D]}: searches a fixed set of positions to a fixed depth and prints one line per position,
 * then {@code Total nodes}, {@code Time (ms)} and {@code Nodes/second}. Each position is searched on the command
 * thread with a freshly cleared {@value #HASH_MB} MB table, the material evaluator and default search options, so
 * the node count depends only on the code: a count that changes means the search changed. The lines are for
 * people, not for GUIs. Refused while a search runs.
 */
final class BenchCommand implements Command {
    /** Chosen so that the bench takes about 5 to 15 seconds on a small two-core machine. */
    static final int DEFAULT_DEPTH = 9;
    static final int MAX_DEPTH = 64;
    static final int HASH_MB = 16;

    /** Start position, YaneuraOu's bench positions 1 to 3, and the "matsuri" position (YaneuraOu's 4th). */
    static final List<String> POSITIONS = List.of(
            Sfen.STARTPOS,
            "lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9",
            "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
            "6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");

    private final Engine engine;

    BenchCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if (engine.thinking()) {
            throw new UsiException("bench: a search is running; send stop first");
        }
        engine.stopAndWait();
        int depth = parseDepth(args);
        UsiOutput out = engine.out();
        TranspositionTable tt = new TranspositionTable(HASH_MB);
        long totalNodes = 0;
        long totalNanos = 0;
        for (int i = 0; i < POSITIONS.size(); i++) {
            tt.clear();
            Search search = new Search(tt, new MaterialEvaluator());
            SearchLimits limits = new SearchLimits();
            limits.depth = depth;
            long start = System.nanoTime();
            SearchResult r = search.go(Sfen.parse(POSITIONS.get(i)), limits, new SearchOptions(), Quiet.INSTANCE);
            long nanos = System.nanoTime() - start;
            totalNodes += r.nodes;
            totalNanos += nanos;
            out.line(String.format("Position %d/%d: depth %d nodes %d time %d ms bestmove %s score %s",
                    i + 1, POSITIONS.size(), r.depth, r.nodes, nanos / 1_000_000, r.usiText(), Score.toUsi(r.score)));
        }
        long millis = totalNanos / 1_000_000;
        out.lines(List.of("", "Total nodes: " + totalNodes, "Time (ms): " + millis,
                "Nodes/second: " + totalNodes * 1_000_000_000L / Math.max(1, totalNanos)));
    }

    private static int parseDepth(Tokens args) throws UsiException {
        if (!args.hasNext()) {
            return DEFAULT_DEPTH;
        }
        String usage = "bench takes 'depth D' with D from 1 to " + MAX_DEPTH;
        if (!args.next().equals("depth") || !args.hasNext()) {
            throw new UsiException(usage);
        }
        String text = args.next();
        int depth;
        try {
            depth = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsiException(usage + ", got '" + text + "'");
        }
        if (depth < 1 || depth > MAX_DEPTH || args.hasNext()) {
            throw new UsiException(usage);
        }
        return depth;
    }

    /** Bench prints its own summary, not the search's info lines. */
    private enum Quiet implements SearchListener {
        INSTANCE;

        @Override
        public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long millis,
                int hashfull, int[] pv) {
        }

        @Override
        public void message(String text) {
        }
    }
}
