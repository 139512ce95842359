package kirin.usi;

import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.core.Sfen;
import kirin.core.search.Score;
import kirin.core.search.QuietListener;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;

import java.util.List;
import java.util.Locale;

/**
 * {@code bench [depth D] [time MS] [eval material|random|loaded]}: searches a fixed set of positions to a fixed
 * depth and prints one line per position, then {@code Total nodes}, {@code Time (ms)} and {@code Nodes/second};
 * then searches each position again for a fixed time (default {@value #DEFAULT_TIME_MS} ms, {@code time 0} leaves
 * this out) and prints one line per position and {@code Average depth}, the mean of the completed depths. Each
 * search runs on the command thread alone (whatever {@code Threads} says) with a freshly cleared
 * {@value #HASH_MB} MB table and default search options. The evaluator is the material one unless {@code eval} says otherwise: {@code random} uses KPP tables
 * filled with fixed random values (seed {@value #RANDOM_SEED}, KPP in +-{@value #RANDOM_KPP}, KK and KKP in
 * +-{@value #RANDOM_KKP}), {@code loaded} the evaluation loaded from {@code EvalDir} (shifted by the draw model when the
 * search would be: a model loaded, {@code DrawModel} on, a draw value not 0). With the material or random
 * evaluator the node count depends only on the code: a count that changes means the search changed. The lines
 * are for people, not for GUIs. Refused while a search runs.
 */
final class BenchCommand implements Command {
    /** Chosen so that the bench takes about 5 to 15 seconds on a small two-core machine. */
    static final int DEFAULT_DEPTH = 9;
    static final int MAX_DEPTH = 64;
    /** The fixed time per position of the second part; a second each keeps the whole bench under 15 seconds. */
    static final int DEFAULT_TIME_MS = 1000;
    static final int MAX_TIME_MS = 600_000;
    static final int HASH_MB = 16;
    static final long RANDOM_SEED = 1;
    static final int RANDOM_KPP = 64;
    static final int RANDOM_KKP = 512;

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
        int depth = DEFAULT_DEPTH;
        int timeMs = DEFAULT_TIME_MS;
        String eval = "material";
        while (args.hasNext()) {
            String key = args.next();
            if (key.equals("depth")) {
                depth = parseNumber(args, "depth", 1, MAX_DEPTH);
            } else if (key.equals("time")) {
                timeMs = parseNumber(args, "time", 0, MAX_TIME_MS);
            } else if (key.equals("eval") && args.hasNext()) {
                eval = args.next();
            } else {
                throw new UsiException(USAGE);
            }
        }
        KppTables randomTables = null;
        Evaluator evaluator;
        switch (eval) {
            case "material" -> evaluator = new MaterialEvaluator();
            case "random" -> {
                randomTables = new KppTables();
                randomTables.fillRandom(RANDOM_SEED, RANDOM_KPP, RANDOM_KKP);
                evaluator = new KppEvaluator(randomTables);
            }
            case "loaded" -> evaluator = engine.searchEvaluator(); // with the draw model's shift when it is on
            default -> throw new UsiException(USAGE);
        }
        try {
            run(depth, timeMs, evaluator, eval);
        } finally {
            if (randomTables != null) {
                randomTables.close();
            }
        }
    }

    private void run(int depth, int timeMs, Evaluator evaluator, String eval) {
        UsiOutput out = engine.out();
        out.line("Evaluator: " + eval + " (" + evaluator.getClass().getSimpleName() + ")");
        TranspositionTable tt = new TranspositionTable(HASH_MB);
        SearchLimits toDepth = new SearchLimits();
        toDepth.depth = depth;
        long totalNodes = 0;
        long totalNanos = 0;
        for (int i = 0; i < POSITIONS.size(); i++) {
            long start = System.nanoTime();
            SearchResult r = search(i, toDepth, tt, evaluator);
            long nanos = System.nanoTime() - start;
            totalNodes += r.nodes;
            totalNanos += nanos;
            out.line(String.format("Position %d/%d: depth %d nodes %d time %d ms bestmove %s score %s",
                    i + 1, POSITIONS.size(), r.depth, r.nodes, nanos / 1_000_000, r.usiText(), Score.toUsi(r.score)));
        }
        long millis = totalNanos / 1_000_000;
        out.lines(List.of("", "Total nodes: " + totalNodes, "Time (ms): " + millis,
                "Nodes/second: " + totalNodes * 1_000_000_000L / Math.max(1, totalNanos)));
        if (timeMs > 0) {
            runTimed(timeMs, tt, evaluator);
        }
    }

    /** The second part: each position for {@code timeMs}, then the average depth completed. */
    private void runTimed(int timeMs, TranspositionTable tt, Evaluator evaluator) {
        UsiOutput out = engine.out();
        out.line("");
        SearchLimits forTime = new SearchLimits();
        forTime.moveTime = timeMs;
        int totalDepth = 0;
        for (int i = 0; i < POSITIONS.size(); i++) {
            SearchResult r = search(i, forTime, tt, evaluator);
            totalDepth += r.depth;
            out.line(String.format("Position %d/%d: time %d ms depth %d nodes %d bestmove %s score %s",
                    i + 1, POSITIONS.size(), timeMs, r.depth, r.nodes, r.usiText(), Score.toUsi(r.score)));
        }
        out.line(String.format(Locale.ROOT, "Average depth: %.2f (%d ms per position)",
                (double) totalDepth / POSITIONS.size(), timeMs));
    }

    /** Position {@code i} from a cleared table, on one thread, with default options (no time reserve). */
    private static SearchResult search(int i, SearchLimits limits, TranspositionTable tt, Evaluator evaluator) {
        tt.clear();
        SearchOptions options = new SearchOptions();
        options.keepReserve = false; // a movetime here is the time searched, not a game's clock
        return new Search(tt, evaluator.copy()).go(Sfen.parse(POSITIONS.get(i)), limits, options,
                QuietListener.INSTANCE);
    }

    static final String USAGE = "bench takes [depth D] (D from 1 to " + MAX_DEPTH + "), [time MS] (MS from 0 to "
            + MAX_TIME_MS + ") and [eval material|random|loaded]";

    private static int parseNumber(Tokens args, String name, int min, int max) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException(USAGE);
        }
        String text = args.next();
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsiException(USAGE + ", got " + name + " '" + text + "'");
        }
        if (v < min || v > max) {
            throw new UsiException(USAGE);
        }
        return v;
    }
}
