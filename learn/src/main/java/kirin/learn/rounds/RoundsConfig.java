package kirin.learn.rounds;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kirin.learn.gensfen.GensfenOptions;
import kirin.learn.train.LearnOptions;

/**
 * The settings of {@code kirin rounds}: how many rounds, the folder, the starting evaluation, the {@code gensfen}
 * and {@code learn} tokens (YaneuraOu's, as typed after those commands) and the match settings. Parsing checks the
 * tokens with the commands' own parsers, so a typo fails before any work starts.
 */
public final class RoundsConfig {
    /**
     * The data of the round that made the shipped default (the default-round experiment of 2026-11-28 in
     * docs/experiments): 20,000,000 positions of depth-3 self-play, drawn games written with result 0; learning
     * them from the current tables gave +136.0 +/- 36.8 Elo at 10,000 nodes. Rounds of 3,000,000 positions with the
     * old learn settings gave +8 to +14 a round (2026-11-26). About an hour of gensfen on 2 cores.
     */
    static final String DEFAULT_GENSFEN =
            "depth 3 loop 20000000 eval_limit 32000 write_out_draw_game_in_training_data_generation 1";
    /**
     * The learn settings the tuning by matches measured best (the learn-tuning experiment of 2026-11-27 in
     * docs/experiments: 3,000,000 positions, each setting against {@code batchsize 300000 eta 30 lambda 0.33}):
     * eta 10 +58.7 +/- 34.5 Elo, lambda 0.5 +43.7 +/- 34.3, batch size 100000 -34.0 +/- 34.1.
     */
    static final String DEFAULT_LEARN = "batchsize 300000 eta 10 lambda 0.5";

    public final Path out;
    public final int rounds;
    /** The evaluation of round 1's gensfen and the first opponent, or null for the built-in zero tables. */
    public final Path startEval;
    public final int threads;
    public final long seed;
    public final List<String> gensfen;
    public final List<String> learn;
    public final int games;
    public final long nodes;
    public final int concurrency;
    public final int openingPlies;

    private RoundsConfig(Map<String, String> v) {
        out = Path.of(v.get("-out"));
        rounds = intIn(v, "-rounds", 1, 10_000);
        startEval = v.get("-eval").isEmpty() ? null : Path.of(v.get("-eval"));
        threads = intIn(v, "-threads", 1, 1024);
        seed = longIn(v, "-seed", 1);
        gensfen = tokens(v.get("-gensfen"));
        learn = tokens(v.get("-learn"));
        games = intIn(v, "-games", 2, 1_000_000);
        nodes = longIn(v, "-nodes", 1);
        concurrency = intIn(v, "-concurrency", 1, 256);
        openingPlies = intIn(v, "-openings", 0, 100);
        check();
    }

    /** The command's usage text. */
    public static final String USAGE = String.join("\n",
            "usage: kirin rounds -out DIR [-rounds N] [-eval DIR] [-threads N] [-seed S]",
            "                    [-gensfen \"TOKENS\"] [-learn \"TOKENS\"]",
            "                    [-games N] [-nodes N] [-concurrency N] [-openings PLIES]",
            "Each round: gensfen with the current tables, learn from that data, a match of the learned tables",
            "against the current ones at fixed nodes; the learned tables are kept only if they score above 50%.",
            "  -out DIR       the experiment folder (required); the same command again resumes it",
            "  -rounds N      rounds in all (default 3; may be raised on a resume)",
            "  -eval DIR      starting evaluation (default: the built-in zero tables)",
            "  -threads N     Threads of gensfen and learn (default 2)",
            "  -seed S        base seed of gensfen, learn and the match openings (default 1)",
            "  -gensfen T     gensfen tokens (default \"" + DEFAULT_GENSFEN + "\"; not output_file_name/seed)",
            "  -learn T       learn tokens (default \"" + DEFAULT_LEARN + "\"; no file names)",
            "  -games N       match games per round, even (default 100)",
            "  -nodes N       nodes per move in the match (default 10000)",
            "  -concurrency N games at once (default 1)",
            "  -openings P    random opening plies of the match (default 8)");

    /** Parses {@code args}; an {@link IllegalArgumentException} says what is wrong. */
    public static RoundsConfig parse(String[] args) {
        Map<String, String> v = defaults();
        for (int i = 0; i < args.length; i++) {
            String k = args[i];
            if (!v.containsKey(k)) {
                throw new IllegalArgumentException("unknown option '" + k + "'");
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(k + " needs a value");
            }
            v.put(k, args[++i]);
        }
        if (v.get("-out").isEmpty()) {
            throw new IllegalArgumentException("-out DIR is required");
        }
        return new RoundsConfig(v);
    }

    private static Map<String, String> defaults() {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("-out", "");
        v.put("-rounds", "3");
        v.put("-eval", "");
        v.put("-threads", "2");
        v.put("-seed", "1");
        v.put("-gensfen", DEFAULT_GENSFEN);
        v.put("-learn", DEFAULT_LEARN);
        v.put("-games", "100");
        v.put("-nodes", "10000");
        v.put("-concurrency", "1");
        v.put("-openings", "8");
        return v;
    }

    private void check() {
        if (games % 2 != 0) {
            throw new IllegalArgumentException("-games must be even (colour-swapped pairs), not " + games);
        }
        for (String t : List.of("output_file_name", "seed", "random_file_name", "save_every")) {
            if (gensfen.contains(t)) {
                throw new IllegalArgumentException("-gensfen: '" + t + "' is set by rounds (each round writes "
                        + "round-N/gensfen.bin with seed -seed + 1000 * N)");
            }
        }
        GensfenOptions.parse(gensfen); // the user's tokens alone, so that a missing value is not taken from ours
        LearnOptions l = LearnOptions.parse(learn);
        if (l.mode != null) {
            throw new IllegalArgumentException("-learn: the mode " + l.mode + " is not training");
        }
        if (!l.files.isEmpty()) {
            throw new IllegalArgumentException("-learn: unknown token or file name " + l.files
                    + " (rounds gives the round's gensfen file)");
        }
        for (String t : List.of("basedir", "targetdir", "seed", "save_only_once", "eval_save_interval")) {
            if (learn.contains(t)) {
                throw new IllegalArgumentException("-learn: '" + t + "' is set by rounds");
            }
        }
    }

    /** The gensfen options of a round: the user's tokens, the round's file and seed. */
    public GensfenOptions gensfenOptions(Path file, int round) {
        List<String> t = new ArrayList<>(gensfen);
        t.addAll(List.of("output_file_name", file.toString(), "seed", Long.toString(seed + 1000L * round)));
        return GensfenOptions.parse(t);
    }

    /** The learn options of a round: the user's tokens, one save at the end, the round's seed and data file. */
    public LearnOptions learnOptions(Path data, int round) {
        List<String> t = new ArrayList<>(learn);
        t.addAll(List.of("seed", Long.toString(seed + round), "eval_save_interval", Long.toString(Long.MAX_VALUE),
                data.toString()));
        return LearnOptions.parse(t);
    }

    /**
     * The settings that must not change on a resume, one {@code key = value} line each; {@code -rounds} is left out
     * so that a finished experiment can be extended.
     */
    List<String> fixedSettings() {
        List<String> l = new ArrayList<>();
        l.add("eval = " + (startEval == null ? "(zero tables)" : startEval.toAbsolutePath()));
        l.add("threads = " + threads);
        l.add("seed = " + seed);
        l.add("gensfen = " + String.join(" ", gensfen));
        l.add("learn = " + String.join(" ", learn));
        l.add("games = " + games);
        l.add("nodes = " + nodes);
        l.add("concurrency = " + concurrency);
        l.add("openings = " + openingPlies);
        return l;
    }

    private static List<String> tokens(String s) {
        String t = s.trim();
        return t.isEmpty() ? List.of() : Arrays.asList(t.split("\\s+"));
    }

    private static int intIn(Map<String, String> v, String k, int min, int max) {
        return (int) Math.min(longIn(v, k, min), max == Integer.MAX_VALUE ? max : checkMax(v, k, max));
    }

    private static long checkMax(Map<String, String> v, String k, long max) {
        if (longIn(v, k, Long.MIN_VALUE) > max) {
            throw new IllegalArgumentException(k + " must be at most " + max + ", not " + v.get(k));
        }
        return max;
    }

    private static long longIn(Map<String, String> v, String k, long min) {
        String s = v.get(k);
        long n;
        try {
            n = Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(k + " needs an integer, not '" + s + "'");
        }
        if (n < min) {
            throw new IllegalArgumentException(k + " must be at least " + min + ", not " + n);
        }
        return n;
    }
}
