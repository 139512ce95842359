package kirin.learn.gensfen;

import java.util.ArrayList;
import java.util.List;
import kirin.core.search.TranspositionTable;
import kirin.learn.TokenValues;

/**
 * The tokens of {@code gensfen}, as in YaneuraOu (interop.md section 3.1): {@code name value} pairs in any order,
 * with YaneuraOu's defaults, plus Kirin's {@code nodes N} (a node limit per move) and {@code seed N} (reproducible
 * runs). An unknown token or a bad value is an {@link IllegalArgumentException} whose message says which.
 */
public final class GensfenOptions {
    private static final TokenValues V = new TokenValues("gensfen");

    public int depth = 3;
    /** Each move searches at a depth drawn uniformly from [depth, depth2]; defaults to depth. */
    public int depth2 = -1;
    /** Positions to write. */
    public long loop = 8_000_000_000L;
    public String outputFileName = "generated_kifu.bin";
    /** A game ends when |search value| reaches this (capped below mate scores). */
    public int evalLimit = 3000;
    /**
     * 1-based first ply eligible for random moves; -1: the random moves are made in a row where the book ends (at
     * the very start without a book).
     */
    public int randomMoveMinPly = 1;
    public int randomMoveMaxPly = 24;
    public int randomMoveCount = 5;
    /** If N > 0: with probability 1/N a random move is a king move, and then the reply is random with p = 1/2. */
    public int randomMoveLikeApery = 0;
    /** If > 0, a random move is drawn among the best N moves of a MultiPV search. */
    public int randomMultiPv = 0;
    public int randomMultiPvDiff = 32000;
    /** Depth of that MultiPV search; defaults to depth. */
    public int randomMultiPvDepth = -1;
    /** Positions at 0-based ply below writeMinPly - 1 are not written. */
    public int writeMinPly = 16;
    /** Also the maximum game length: reaching it ends the game as a draw, written only with {@link #writeDraws}. */
    public int writeMaxPly = 400;
    /** After this many positions the output moves to {@code <name>_<n>}. */
    public long saveEvery = Long.MAX_VALUE;
    public boolean randomFileName = false;
    /** Kirin: a node limit per move instead of a depth (0 = none). */
    public long nodes = 0;
    /** Kirin: the seed of the random moves (thread i uses seed + i); 0 = a fresh seed from the clock. */
    public long seed = 0;
    /**
     * {@code write_out_draw_game_in_training_data_generation}: drawn games (write_maxply reached, repetition) are
     * written with result 0, as YaneuraOu built with {@code LEARN_GENSFEN_USE_DRAW_RESULT} does (interop.md 3). Off by
     * default, as in YaneuraOu's default build.
     */
    public boolean writeDraws = false;
    /** YaneuraOu accepts it; Kirin's evaluator always keeps its own small eval hash, so it changes nothing. */
    public boolean useEvalHash = false;

    private boolean depthGiven;

    /** Parses the tokens after {@code gensfen}. */
    public static GensfenOptions parse(List<String> tokens) {
        GensfenOptions o = new GensfenOptions();
        for (int i = 0; i < tokens.size(); i++) {
            String name = tokens.get(i);
            if (i + 1 >= tokens.size()) {
                throw new IllegalArgumentException("gensfen: '" + name + "' needs a value");
            }
            String v = tokens.get(++i);
            switch (name) {
                case "depth" -> {
                    o.depth = V.intIn(name, v, 1, 100);
                    o.depthGiven = true;
                }
                case "depth2" -> o.depth2 = V.intIn(name, v, 1, 100);
                case "loop" -> o.loop = V.longIn(name, v, 1, Long.MAX_VALUE);
                case "output_file_name" -> o.outputFileName = v;
                case "eval_limit" -> o.evalLimit = V.intIn(name, v, 1, Integer.MAX_VALUE);
                case "random_move_minply" -> o.randomMoveMinPly = V.intIn(name, v, -1, 10000);
                case "random_move_maxply" -> o.randomMoveMaxPly = V.intIn(name, v, 0, 10000);
                case "random_move_count" -> o.randomMoveCount = V.intIn(name, v, 0, 10000);
                case "random_move_like_apery" -> o.randomMoveLikeApery = V.intIn(name, v, 0, Integer.MAX_VALUE);
                case "random_multi_pv" -> o.randomMultiPv = V.intIn(name, v, 0, 1000);
                case "random_multi_pv_diff" -> o.randomMultiPvDiff = V.intIn(name, v, 0, Integer.MAX_VALUE);
                case "random_multi_pv_depth" -> o.randomMultiPvDepth = V.intIn(name, v, 1, 100);
                case "write_minply" -> o.writeMinPly = V.intIn(name, v, 0, 10000);
                case "write_maxply" -> o.writeMaxPly = V.intIn(name, v, 1, 10000);
                case "save_every" -> o.saveEvery = V.longIn(name, v, 1, Long.MAX_VALUE);
                case "random_file_name" -> o.randomFileName = V.bool(name, v);
                case "use_eval_hash" -> o.useEvalHash = V.bool(name, v);
                case "write_out_draw_game_in_training_data_generation" -> o.writeDraws = V.bool(name, v);
                case "nodes" -> o.nodes = V.longIn(name, v, 1, Long.MAX_VALUE);
                case "seed" -> o.seed = V.longIn(name, v, Long.MIN_VALUE, Long.MAX_VALUE);
                default -> throw new IllegalArgumentException("gensfen: Illegal token '" + name + "'");
            }
        }
        if (o.depth2 < 0) {
            o.depth2 = o.depth;
        }
        if (o.depth2 < o.depth) {
            throw new IllegalArgumentException("gensfen: depth2 " + o.depth2 + " is below depth " + o.depth);
        }
        if (o.randomMultiPvDepth < 0) {
            o.randomMultiPvDepth = o.depth;
        }
        return o;
    }

    /** True when moves are searched to a depth (no node limit, or a depth given explicitly with it). */
    public boolean searchesByDepth() {
        return nodes == 0 || depthGiven;
    }

    /**
     * Whether searches of at most this depth look for a mate in one at the main search's nodes: they do not. At
     * depth 3 the test cost 3% to 8% of the time and was worth nothing in matches at that depth (docs/experiments/
     * 2026-11-27-gensfen-depth3): there every main-search node is within three plies of the
     * quiescence search, which keeps its own test and finds the same mates a ply later.
     */
    public static boolean mateOneAtDepth(int maxDepth) {
        return maxDepth > 3;
    }

    /**
     * {@link #mateOneAtDepth} for this run's searches limited to {@code maxDepth}; kept when moves are searched by
     * a node limit alone, as those searches may go deep.
     */
    public boolean mateOneInSearch(int maxDepth) {
        return !searchesByDepth() || mateOneAtDepth(maxDepth);
    }

    /** {@link #mateOneInSearch(int)} for the searches that choose the moves (depth up to {@code depth2}). */
    public boolean mateOneInSearch() {
        return mateOneInSearch(depth2);
    }

    /**
     * The transposition table of each generator thread, in KiB: {@link TranspositionTable#kilobytesForDepth} of the
     * deepest search these options make, 1 MiB when a node limit bounds the searches.
     */
    public int tableKilobytes() {
        if (nodes > 0) {
            return 1024;
        }
        return TranspositionTable.kilobytesForDepth(Math.max(depth2, randomMultiPv > 0 ? randomMultiPvDepth : 0));
    }

    /** The settings, one {@code name = value} line each, printed before generation as YaneuraOu does. */
    public List<String> describe(int threads) {
        List<String> l = new ArrayList<>();
        l.add("gensfen : search_depth = " + depth + " to " + depth2 + (nodes > 0 ? ", nodes = " + nodes : ""));
        l.add("  loop = " + loop + ", output_file_name = " + outputFileName + ", eval_limit = " + evalLimit);
        l.add("  random_move_minply = " + randomMoveMinPly + ", random_move_maxply = " + randomMoveMaxPly
                + ", random_move_count = " + randomMoveCount + ", random_move_like_apery = " + randomMoveLikeApery);
        l.add("  random_multi_pv = " + randomMultiPv + ", random_multi_pv_diff = " + randomMultiPvDiff
                + ", random_multi_pv_depth = " + randomMultiPvDepth);
        l.add("  write_minply = " + writeMinPly + ", write_maxply = " + writeMaxPly + ", save_every = "
                + (saveEvery == Long.MAX_VALUE ? "none" : Long.toString(saveEvery)) + ", random_file_name = "
                + randomFileName);
        l.add("  write_out_draw_game_in_training_data_generation = " + writeDraws);
        l.add("  threads = " + threads + ", seed = " + seed);
        return l;
    }
}
