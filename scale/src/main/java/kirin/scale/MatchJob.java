package kirin.scale;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import kirin.match.EngineConfig;
import kirin.match.GameRecord;
import kirin.match.MatchConfig;
import kirin.match.MatchOutput;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code kirin-spark match --master M <kirin match arguments>}: a match with each colour-swapped game pair as a
 * Spark task ({@link PairTask}; one core per game, the engines started on the executors). The driver keeps as many
 * pairs running as the cluster has cores (each pair its own one-task job, so that its result arrives as soon as it
 * is done), adds the games to the match runner's totals ({@link MatchTally}), saves them under {@code -out} as the
 * runner does ({@link MatchOutput}), and with {@code -sprt} stops handing out pairs once the test decides (pairs in
 * flight finish and count, as in the runner). {@code -concurrency} is the cluster's: it is ignored. An engine's
 * {@code cmd=} and {@code dir=} that are relative paths existing here are made absolute, since executors run in
 * their own folders; on a real cluster the engines must be installed at the same path on every worker.
 */
final class MatchJob {
    private MatchJob() {}

    static int run(List<String> args, PrintStream out, PrintStream err) throws IOException, InterruptedException {
        JobArgs a = new JobArgs("match", args, Set.of("master"), Set.of());
        String[] matchArgs = absolutePaths(a.rest().toArray(new String[0]));
        MatchConfig config = MatchConfig.parse(matchArgs);
        EngineConfig first = config.engines().get(0);
        EngineConfig second = config.engines().get(1);
        int games = config.games();
        int pairs = (games + 1) / 2;
        try (JavaSparkContext sc = SparkSetup.start("match", a.get("master", null), a.confs())) {
            int slots = Math.max(1, Math.min(pairs, sc.defaultParallelism()));
            err.printf("kirin-spark match %s vs %s: %d games as %d pairs on %s, %d at a time, tc %s / %s, %s, "
                    + "output %s%n", first.name(), second.name(), games, pairs, sc.master(), slots, first.tc(),
                    second.tc(), config.openings().description(), config.out());
            PairTask task = new PairTask(PairTask.executorArgs(matchArgs));
            MatchOutput output = new MatchOutput(config.out());
            MatchTally tally = new MatchTally(first.name(), second.name(), config.sprt());
            long start = System.nanoTime();
            List<JavaFutureAction<List<List<GameData>>>> running = new ArrayList<>();
            int next = 0;
            String failure = null;
            while (true) {
                while (failure == null && !tally.decided() && next < pairs && running.size() < slots) {
                    PairTask.Pair p = new PairTask.Pair(next, config.openings().get(next).usi(),
                            Math.min(2, games - 2 * next));
                    running.add(sc.parallelize(List.of(p), 1).map(task).collectAsync());
                    next++;
                }
                if (running.isEmpty()) {
                    break;
                }
                Thread.sleep(100);
                for (Iterator<JavaFutureAction<List<List<GameData>>>> it = running.iterator(); it.hasNext(); ) {
                    JavaFutureAction<List<List<GameData>>> f = it.next();
                    if (!f.isDone()) {
                        continue;
                    }
                    it.remove();
                    try {
                        List<GameRecord> rs = new ArrayList<>();
                        for (GameData g : f.get().get(0)) {
                            rs.add(g.record());
                        }
                        for (GameRecord g : rs) {
                            output.save(g);
                            err.printf("Finished game %d (%s vs %s): %s {%s}%s%n", g.number(), g.black(), g.white(),
                                    g.resultText(), g.description(), g.detail().isEmpty() ? "" : " " + g.detail());
                        }
                        boolean wasDecided = tally.decided();
                        tally.addPair(rs);
                        if (!wasDecided && tally.decided()) {
                            err.println("SPRT decided after " + tally.decidedAfter() + " games; pairs in progress "
                                    + "finish");
                        }
                        err.println(tally.progress(games, (System.nanoTime() - start) / 1_000_000_000L));
                    } catch (ExecutionException e) {
                        failure = GensfenJob.rootMessage(e);
                        err.println("kirin-spark match: a pair failed: " + failure);
                    }
                }
            }
            List<String> summary = tally.summary();
            output.finish(summary);
            if (failure != null) {
                err.println("kirin-spark match: stopped: " + failure);
                return 1;
            }
            for (String line : summary) {
                out.println(line);
            }
            out.println("Finished match");
            out.flush();
            return 0;
        }
    }

    /**
     * The arguments with each {@code cmd=P} and {@code dir=P} whose P is a relative path that exists here made
     * absolute (executors do not run in the driver's folder).
     */
    static String[] absolutePaths(String[] args) {
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            for (String key : List.of("cmd=", "dir=")) {
                if (out[i].startsWith(key)) {
                    Path p = Path.of(out[i].substring(key.length()));
                    if (!p.isAbsolute() && Files.exists(p)) {
                        out[i] = key + p.toAbsolutePath().normalize();
                    }
                }
            }
        }
        return out;
    }
}
