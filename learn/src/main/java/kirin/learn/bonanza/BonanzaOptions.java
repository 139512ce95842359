package kirin.learn.bonanza;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.learn.TokenValues;

/**
 * The tokens of {@code learn bonanza}, Kirin's Bonanza-method (comparison) training (interop.md 8). Bonanza's own
 * command is {@code learn ini|no-ini steps games iterations tlp1 tlp2}; Kirin names its values the way YaneuraOu's
 * {@code learn} does, {@code name value}, and, as there, every other token is a game-record file or folder
 * (CSA, KIF, KIFU; many games per file). Threads come from the USI option {@code Threads} (Bonanza's tlp1/tlp2),
 * and training starts from the evaluation loaded (Bonanza's {@code no-ini}; point {@code EvalDir} at an empty
 * folder for zero tables, Bonanza's {@code ini}).
 */
public final class BonanzaOptions {
    private static final TokenValues V = new TokenValues("learn bonanza");

    /** Parse-1 + parse-2 rounds (Bonanza: unlimited until stopped). */
    public int iterations = 10;
    /** Search depth after each root move, in plies of full-width search before the quiescence search. */
    public int depth = 1;
    /** Parameter updates per iteration on the same PV leaves (Bonanza's {@code steps}, default 1). */
    public int steps = 1;
    /** AdaGrad learning rate (the first step of a weight moves it by about eta; Bonanza's steps are 0 to 2). */
    public double eta = 4;
    /** Sigmoid window in evaluation units (Bonanza's FV_WINDOW, 256). */
    public int window = ComparisonObjective.DEFAULT_WINDOW;
    /** L1 penalty per weight unit and step (Bonanza's FV_PENALTY = 0.2 / 32). */
    public double penalty = 0.2 / 32;
    /** Games held out (chosen at random) for the held-out objective and agreement; -1 = a tenth of the games. */
    public int validationGames = -1;
    /** At most this many games are read (Bonanza's {@code games}); 0 = all. */
    public int maxGames = 0;
    /** A numbered save every this many iterations (besides {@code final}); 0 = only the final save. */
    public int evalSaveInterval = 1;
    /** Plies from the start in which repeated (position, move) pairs are used once (Bonanza: 64). */
    public int dedupPlies = 64;
    /** Seed of the held-out choice; 0 = from the clock. */
    public long seed = 0;
    public String baseDir = "";
    public final List<String> files = new ArrayList<>();

    /** Parses the tokens after {@code learn bonanza}. */
    public static BonanzaOptions parse(List<String> tokens) {
        BonanzaOptions o = new BonanzaOptions();
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            switch (t) {
                case "iterations", "depth", "steps", "eta", "window", "penalty", "validation_games", "max_games",
                     "eval_save_interval", "dedup_plies", "seed", "basedir" -> {
                    if (i + 1 >= tokens.size()) {
                        throw new IllegalArgumentException("learn bonanza: '" + t + "' needs a value");
                    }
                    o.set(t, tokens.get(++i));
                }
                default -> o.files.add(t);
            }
        }
        return o;
    }

    private void set(String name, String v) {
        switch (name) {
            case "iterations" -> iterations = V.intIn(name, v, 1, 1_000_000);
            case "depth" -> depth = V.intIn(name, v, 1, 8);
            case "steps" -> steps = V.intIn(name, v, 1, 1000);
            case "eta" -> {
                eta = V.number(name, v);
                if (!(eta > 0) || Double.isInfinite(eta)) {
                    throw new IllegalArgumentException("learn bonanza: eta must be > 0, got " + v);
                }
            }
            case "window" -> window = V.intIn(name, v, 1, 30000);
            case "penalty" -> {
                penalty = V.number(name, v);
                if (!(penalty >= 0) || Double.isInfinite(penalty)) {
                    throw new IllegalArgumentException("learn bonanza: penalty must be >= 0, got " + v);
                }
            }
            case "validation_games" -> validationGames = V.intIn(name, v, 0, Integer.MAX_VALUE);
            case "max_games" -> maxGames = V.intIn(name, v, 0, Integer.MAX_VALUE);
            case "eval_save_interval" -> evalSaveInterval = V.intIn(name, v, 0, Integer.MAX_VALUE);
            case "dedup_plies" -> dedupPlies = V.intIn(name, v, 0, 10_000);
            case "seed" -> seed = V.longIn(name, v, Long.MIN_VALUE, Long.MAX_VALUE);
            case "basedir" -> baseDir = v;
            default -> throw new IllegalStateException(name);
        }
    }

    /** The settings, one per line, for the log. */
    public List<String> describe(int threads) {
        List<String> l = new ArrayList<>();
        l.add("learn bonanza    : comparison training (Bonanza method)");
        l.add("record files     : " + String.join(", ", files));
        l.add(String.format(Locale.ROOT, "iterations %d , depth %d , steps %d , eta %s , window %d , penalty %s",
                iterations, depth, steps, eta, window, penalty));
        l.add(String.format(Locale.ROOT, "validation_games %s , max_games %s , dedup_plies %d , "
                + "eval_save_interval %d , threads %d", validationGames < 0 ? "auto (1/10)" : validationGames,
                maxGames == 0 ? "all" : maxGames, dedupPlies, evalSaveInterval, threads));
        return l;
    }
}
