package kirin.learn.rounds;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.core.AtomicFile;
import kirin.core.FileTrees;

/**
 * The learning loop of {@code kirin rounds}: for each round, gensfen with the current tables, learn from that
 * data, and a match of the learned tables against the current ones; the learned tables become current only if they
 * score more than 50% (wins plus half the draws). Every round has its folder {@code round-N/} ({@code gensfen.bin},
 * {@code learn/} with {@code loss.csv}, {@code loss.png} and the tables in {@code learn/final}, {@code match/} with
 * the games and {@code summary.txt}, {@code settings.txt}); the experiment folder has {@code summary.md},
 * {@code summary.csv} and {@code rounds.png}, rewritten after every match.
 *
 * <p>Resuming: {@link RoundsState} records each finished step. A run starts at the first step without a record,
 * deleting whatever that step had left (a half-written gensfen file, a learn stopped half-way, a cut match), so an
 * interrupted run (Ctrl-C) and the same command again give the experiment an uninterrupted run would have. Once the
 * JVM is exiting no step is recorded any more: a step that "finished" because its processes were being killed is
 * redone.
 */
public final class Rounds {
    private final RoundsConfig config;
    private final RoundSteps steps;
    private final PrintStream log;
    private final Object stateLock = new Object();
    private volatile boolean exiting;
    private final long startNanos = System.nanoTime();

    public Rounds(RoundsConfig config, RoundSteps steps, PrintStream log) {
        this.config = config;
        this.steps = steps;
        this.log = log;
    }

    /** Thrown when a step did not finish (stopped); the experiment is left to be resumed. */
    static final class Interrupted extends IOException {
        Interrupted(String message) {
            super(message);
        }
    }

    static Path roundDir(Path out, int round) {
        return out.resolve("round-" + round);
    }

    /**
     * The tables current after the first {@code rounds} rounds: those of the last accepted round, or the starting
     * evaluation (null: zero tables).
     */
    Path current(RoundsState s, int rounds) {
        Path cur = config.startEval;
        for (int n = 1; n <= rounds; n++) {
            RoundsState.Round r = s.rounds.get(n);
            if (r != null && r.accepted()) {
                cur = steps.learnedTables(roundDir(config.out, n).resolve("learn"));
            }
        }
        return cur;
    }

    /** Runs (or resumes) the experiment; returns the final state. */
    public RoundsState run() throws IOException {
        Path out = config.out;
        Files.createDirectories(out);
        RoundsState s = RoundsState.load(out);
        if (s.settings.isEmpty()) {
            s.settings.addAll(config.fixedSettings());
            record(s);
        } else if (!s.settings.equals(config.fixedSettings())) {
            List<String> diff = new ArrayList<>(config.fixedSettings());
            diff.removeAll(s.settings);
            throw new IllegalArgumentException(out + " holds an experiment with other settings (now " + diff
                    + ", there " + s.settings.stream().filter(x -> !config.fixedSettings().contains(x)).toList()
                    + "); use the same command to resume it, or another -out");
        }
        Thread hook = new Thread(() -> {
            synchronized (stateLock) {
                exiting = true;
            }
        }, "rounds-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            for (int n = 1; n <= config.rounds; n++) {
                runRound(s, n);
            }
            RoundsReport.write(out, s, config); // also when every round was already done (the report is rebuilt)
            log.printf("rounds: %d rounds done in %s; current tables %s%n", config.rounds, clock(elapsed()),
                    describe(current(s, config.rounds)));
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already exiting: the hook has run
            }
        }
        return s;
    }

    private void runRound(RoundsState s, int n) throws IOException {
        RoundsState.Round r = s.round(n);
        if (r.done()) {
            return;
        }
        Path dir = roundDir(config.out, n);
        Files.createDirectories(dir);
        Path cur = current(s, n - 1);
        Path data = dir.resolve("gensfen.bin");
        Path learnDir = dir.resolve("learn");
        Path matchDir = dir.resolve("match");
        writeSettings(dir, n, cur);
        if (r.generated == null) {
            stepStart(s, n, "gensfen", "with " + describe(cur));
            FileTrees.delete(data);
            r.generated = check(steps.gensfen(n, cur, data), "gensfen");
            record(s);
        }
        if (r.learned == null) {
            stepStart(s, n, "learn", "from " + describe(cur));
            FileTrees.delete(learnDir);
            r.learned = check(steps.learn(n, cur, data, learnDir), "learn");
            record(s);
        }
        stepStart(s, n, "match", describe(steps.learnedTables(learnDir)) + " against " + describe(cur));
        FileTrees.delete(matchDir);
        r.played = check(steps.match(n, steps.learnedTables(learnDir), cur, matchDir), "match");
        record(s);
        RoundsReport.write(config.out, s, config);
        RoundSteps.Played p = r.played;
        log.printf(Locale.ROOT, "rounds: round %d: %d-%d-%d, score %.3f: %s%n", n, p.wins(), p.losses(), p.draws(),
                p.score(), r.accepted() ? "accepted, the learned tables are current"
                        : "rejected, the tables stay " + describe(cur));
    }

    private <T> T check(T result, String step) throws Interrupted {
        if (result == null || exiting) {
            throw new Interrupted(step + " did not finish; the same command resumes it");
        }
        return result;
    }

    /** Saves the state unless the JVM is exiting (then the step just run is not trusted). */
    private void record(RoundsState s) throws IOException {
        synchronized (stateLock) {
            if (exiting) {
                throw new Interrupted("exiting; the step is redone on resume");
            }
            s.save(config.out);
        }
    }

    private void writeSettings(Path dir, int n, Path cur) throws IOException {
        List<String> l = new ArrayList<>();
        l.add("round = " + n);
        l.add("current tables (gensfen, learn start, match opponent) = " + describe(cur));
        l.add("gensfen = " + String.join(" ", config.gensfen) + " output_file_name " + dir.resolve("gensfen.bin")
                + " seed " + (config.seed + 1000L * n) + " (Threads " + config.threads + ")");
        // EvalSaveDir is an engine option (or the separate `evalsavedir` command), not a token of learn: the line
        // stays one a user can paste after setting it.
        l.add("learn = " + String.join(" ", config.learn) + " seed " + (config.seed + n) + " "
                + dir.resolve("gensfen.bin") + " (Threads " + config.threads + ", EvalSaveDir " + dir.resolve("learn")
                + ")");
        l.add("match = " + config.games + " games, tc nodes:" + config.nodes + ", concurrency " + config.concurrency
                + ", openings random=" + config.openingPlies + " seed=" + (config.seed + n));
        l.add("rule = the learned tables become current if they score more than 50% (wins + draws/2)");
        AtomicFile.write(dir.resolve("settings.txt"),
                o -> o.write((String.join("\n", l) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    /** The progress line before each step: where the experiment stands and the time left, from the steps done. */
    private void stepStart(RoundsState s, int n, String step, String what) {
        log.printf("rounds: round %d/%d, %s %s; elapsed %s%s%n", n, config.rounds, step, what, clock(elapsed()),
                eta(s, n, step));
    }

    /**
     * "; ETA h:mm:ss" from the mean time of each step kind over the finished rounds, for the steps not done yet,
     * or nothing before a step of each kind has finished.
     */
    String eta(RoundsState s, int n, String step) {
        double[] sum = new double[3];
        int[] count = new int[3];
        for (RoundsState.Round r : s.rounds.values()) {
            if (r.generated != null) {
                sum[0] += r.generated.seconds();
                count[0]++;
            }
            if (r.learned != null) {
                sum[1] += r.learned.seconds();
                count[1]++;
            }
            if (r.played != null) {
                sum[2] += r.played.seconds();
                count[2]++;
            }
        }
        if (count[0] == 0 || count[1] == 0 || count[2] == 0) {
            return "";
        }
        int first = switch (step) {
            case "gensfen" -> 0;
            case "learn" -> 1;
            default -> 2;
        };
        double left = 0;
        for (int k = first; k < 3; k++) {
            left += sum[k] / count[k];
        }
        left += (config.rounds - n) * (sum[0] / count[0] + sum[1] / count[1] + sum[2] / count[2]);
        return "; ETA " + clock((long) left);
    }

    private long elapsed() {
        return (System.nanoTime() - startNanos) / 1_000_000_000L;
    }

    static String describe(Path tables) {
        return tables == null ? "the zero tables" : tables.toString();
    }

    static String clock(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

}
