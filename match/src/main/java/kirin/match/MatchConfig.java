package kirin.match;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import kirin.core.EnteringKingRule;

/**
 * A match's settings, parsed from the command line in the style of cutechess-cli and fastchess:
 *
 * <pre>
 * -engine name=A cmd=PATH [dir=DIR] [arg=X ...] [option.NAME=VALUE ...] [tc=...] [timemargin=MS] ...
 * -engine name=B cmd=...
 * -each tc=byoyomi:1000 [timemargin=MS] [handshake=MS] [timeout=MS] [option.NAME=VALUE ...] [rule=NAME]
 * -games N  -concurrency N  -maxmoves N  -rule NAME  -out DIR
 * -openings file=F [order=sequential|random] [seed=S]   or   -openings random=PLIES [seed=S]
 *   or   -openings book=FILE plies=N [balance=CP] [seed=S]
 * -sprt elo0=0 elo1=5 alpha=0.05 beta=0.05
 * </pre>
 */
public final class MatchConfig {
    /** Default move limit: a draw once the game passes 320 plies (YaneuraOu's MaxMovesToDraw semantics). */
    public static final int DEFAULT_MAX_MOVES = 320;
    /** Games when {@code -games} is not given: one pair, or effectively unlimited under SPRT. */
    static final int DEFAULT_GAMES = 2;
    static final int DEFAULT_SPRT_GAMES = 1_000_000;

    final List<EngineConfig> engines = new ArrayList<>();
    int games;
    int concurrency = 1;
    int maxMoves = DEFAULT_MAX_MOVES;
    EnteringKingRule rule = EnteringKingRule.CSA_RULE_27;
    Openings openings = Openings.startpos();
    Sprt sprt;
    Path out;

    public List<EngineConfig> engines() {
        return engines;
    }

    public int games() {
        return games;
    }

    public int concurrency() {
        return concurrency;
    }

    public int maxMoves() {
        return maxMoves;
    }

    public EnteringKingRule rule() {
        return rule;
    }

    public Openings openings() {
        return openings;
    }

    /** The SPRT, or null if none was asked for. */
    public Sprt sprt() {
        return sprt;
    }

    /** Folder for the records and the games file. */
    public Path out() {
        return out;
    }

    /** Parses the arguments after {@code match}; throws IllegalArgumentException with a readable message. */
    public static MatchConfig parse(String[] args) throws IOException {
        MatchConfig c = new MatchConfig();
        EngineConfig each = new EngineConfig();
        List<EngineConfig> engines = new ArrayList<>();
        Integer games = null;
        List<String> openingArgs = null;
        int i = 0;
        while (i < args.length) {
            String flag = args[i++];
            List<String> values = new ArrayList<>();
            while (i < args.length && !args[i].startsWith("-")) {
                values.add(args[i++]);
            }
            switch (flag) {
                case "-engine" -> {
                    EngineConfig e = new EngineConfig();
                    for (String kv : values) {
                        String[] p = keyValue(flag, kv);
                        if (!e.set(p[0], p[1])) {
                            throw new IllegalArgumentException("-engine: unknown key '" + p[0] + "'");
                        }
                    }
                    engines.add(e);
                }
                case "-each" -> {
                    for (String kv : values) {
                        String[] p = keyValue(flag, kv);
                        if (p[0].equals("rule")) {
                            c.rule = rule(p[1]);
                        } else if (!each.set(p[0], p[1])) {
                            throw new IllegalArgumentException("-each: unknown key '" + p[0] + "'");
                        }
                    }
                }
                case "-games" -> games = positive(flag, single(flag, values));
                case "-concurrency" -> c.concurrency = positive(flag, single(flag, values));
                case "-maxmoves" -> c.maxMoves = nonNegative(flag, single(flag, values));
                case "-rule" -> c.rule = rule(single(flag, values));
                case "-out" -> c.out = Path.of(single(flag, values));
                case "-openings" -> openingArgs = values;
                case "-sprt" -> c.sprt = sprt(values);
                default -> throw new IllegalArgumentException("unknown option '" + flag + "'");
            }
        }
        if (engines.size() != 2) {
            throw new IllegalArgumentException("a match needs exactly two -engine options, got " + engines.size());
        }
        for (EngineConfig e : engines) {
            c.engines.add(e.withDefaults(each));
        }
        if (c.engines.get(0).name().equals(c.engines.get(1).name())) {
            c.engines.get(1).name = c.engines.get(1).name() + "-2";
        }
        c.games = games != null ? games : c.sprt != null ? DEFAULT_SPRT_GAMES : DEFAULT_GAMES;
        if (openingArgs != null) {
            c.openings = openings(openingArgs);
        }
        if (c.out == null) {
            c.out = Path.of("match-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        }
        return c;
    }

    private static String[] keyValue(String flag, String token) {
        int eq = token.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException(flag + ": expected key=value, got '" + token + "'");
        }
        return new String[] {token.substring(0, eq), token.substring(eq + 1)};
    }

    private static String single(String flag, List<String> values) {
        if (values.size() != 1) {
            throw new IllegalArgumentException(flag + " takes one value");
        }
        return values.get(0);
    }

    private static int nonNegative(String flag, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(flag + " needs a number, got '" + v + "'");
    }

    private static int positive(String flag, String v) {
        int n = nonNegative(flag, v);
        if (n == 0) {
            throw new IllegalArgumentException(flag + " must be at least 1");
        }
        return n;
    }

    private static EnteringKingRule rule(String name) {
        EnteringKingRule r = EnteringKingRule.fromUsiName(name);
        if (r == null) {
            throw new IllegalArgumentException("unknown entering-king rule '" + name
                    + "' (NoEnteringKing, CSARule24, CSARule24H, CSARule27, CSARule27H, TryRule)");
        }
        return r;
    }

    private static Sprt sprt(List<String> values) {
        double elo0 = 0;
        double elo1 = 5;
        double alpha = 0.05;
        double beta = 0.05;
        for (String kv : values) {
            String[] p = keyValue("-sprt", kv);
            double v;
            try {
                v = Double.parseDouble(p[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("-sprt " + p[0] + " needs a number, got '" + p[1] + "'");
            }
            switch (p[0]) {
                case "elo0" -> elo0 = v;
                case "elo1" -> elo1 = v;
                case "alpha" -> alpha = v;
                case "beta" -> beta = v;
                default -> throw new IllegalArgumentException("-sprt: unknown key '" + p[0] + "'");
            }
        }
        return new Sprt(elo0, elo1, alpha, beta);
    }

    private static Openings openings(List<String> values) throws IOException {
        String file = null;
        String book = null;
        Integer bookPlies = null;
        int balance = 100;
        Integer randomPlies = null;
        boolean shuffle = false;
        long seed = System.currentTimeMillis() % 1_000_000;
        for (String kv : values) {
            String[] p = keyValue("-openings", kv);
            switch (p[0]) {
                case "file" -> file = p[1];
                case "book" -> book = p[1];
                case "plies" -> bookPlies = positive("-openings plies", p[1]);
                case "balance" -> balance = positive("-openings balance", p[1]);
                case "random" -> randomPlies = positive("-openings random", p[1]);
                case "order" -> {
                    if (!p[1].equals("random") && !p[1].equals("sequential")) {
                        throw new IllegalArgumentException("-openings order is 'sequential' or 'random'");
                    }
                    shuffle = p[1].equals("random");
                }
                case "seed" -> {
                    try {
                        seed = Long.parseLong(p[1]);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("-openings seed needs a number, got '" + p[1] + "'");
                    }
                }
                default -> throw new IllegalArgumentException("-openings: unknown key '" + p[0] + "'");
            }
        }
        if (book != null) {
            if (file != null || randomPlies != null) {
                throw new IllegalArgumentException("-openings takes one of file=F, random=PLIES and book=FILE");
            }
            if (bookPlies == null) {
                throw new IllegalArgumentException("-openings book=FILE needs plies=N");
            }
            return Openings.book(Path.of(book), bookPlies, seed, balance);
        }
        if (bookPlies != null) {
            throw new IllegalArgumentException("-openings plies=N goes with book=FILE");
        }
        if ((file == null) == (randomPlies == null)) {
            throw new IllegalArgumentException("-openings needs one of file=F, random=PLIES and book=FILE plies=N");
        }
        return file != null ? Openings.load(Path.of(file), shuffle, seed) : Openings.random(randomPlies, seed);
    }
}
