package kirin.match;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a match: {@code concurrency} workers, each with its own pair of engine processes (reused from game to game,
 * restarted after a crash or a hang), take games in order. Games come in colour-swapped pairs: game 2k+1 has the
 * first engine as black from opening k, game 2k+2 the second. After each game the runner saves it, prints a
 * progress line on the log, and with an SPRT stops handing out games once the test has decided (games in flight
 * still finish and count).
 */
public final class MatchRunner {
    private final MatchConfig config;
    private final PrintStream log;
    private final Referee referee;
    private final AtomicInteger next = new AtomicInteger();
    private final Tally tally;
    private final SearchStats stats = new SearchStats();
    private final long startNanos = System.nanoTime();
    private volatile boolean stop;
    private volatile String abort;
    private MatchOutput output;

    public MatchRunner(MatchConfig config, PrintStream log) {
        this.config = config;
        this.log = log;
        this.referee = new Referee(config.maxMoves(), config.rule(), stats);
        this.tally = new Tally(config.engines().get(0).name(), config.engines().get(1).name());
    }

    /** Plays the match and returns the totals; throws IllegalStateException if an engine cannot be started. */
    public Tally run() throws IOException, InterruptedException {
        output = new MatchOutput(config.out());
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < config.concurrency(); i++) {
            Thread t = new Thread(this::work, "match-worker-" + (i + 1));
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
        List<String> summary = Summary.lines(tally, config.sprt(), stats);
        output.finish(summary);
        if (abort != null) {
            throw new IllegalStateException(abort);
        }
        return tally;
    }

    /** Each engine's search statistics, summed as the moves come. */
    public SearchStats stats() {
        return stats;
    }

    private void work() {
        UsiProcess first = new UsiProcess(config.engines().get(0));
        UsiProcess second = new UsiProcess(config.engines().get(1));
        try {
            for (UsiProcess e : List.of(first, second)) {
                try {
                    e.start();
                } catch (EngineException ex) {
                    abort = "could not start " + e.name() + ": " + ex.getMessage();
                    stop = true;
                    return;
                }
            }
            while (!stop) {
                int k = next.getAndIncrement();
                if (k >= config.games()) {
                    break;
                }
                boolean firstBlack = k % 2 == 0;
                UsiProcess black = firstBlack ? first : second;
                UsiProcess white = firstBlack ? second : first;
                log.printf("Started game %d of %d (%s vs %s)%n", k + 1, config.games(), black.name(), white.name());
                GameRecord g = referee.play(k + 1, config.openings().get(k / 2), black, white);
                finished(g);
            }
        } catch (RuntimeException e) {
            // A bug or a full disk: stop the match rather than lose a worker silently.
            abort = "match stopped: " + e;
            stop = true;
        } finally {
            first.close();
            second.close();
        }
    }

    private synchronized void finished(GameRecord g) {
        output.save(g);
        tally.add(g);
        log.printf("Finished game %d (%s vs %s): %s {%s}%s%n", g.number(), g.black(), g.white(), g.resultText(),
                g.description(), g.detail().isEmpty() ? "" : " " + g.detail());
        Sprt sprt = config.sprt();
        if (sprt != null && !stop && sprt.status(tally.wins(), tally.losses(), tally.draws()) != Sprt.Status.CONTINUE) {
            stop = true;
            log.println("SPRT decided after " + tally.games() + " games; games in progress finish");
        }
        log.println(progress());
    }

    /**
     * The live progress line: games done, score, Elo so far, LLR, both engines' average depths (once either gave
     * one), elapsed and estimated remaining time.
     */
    String progress() {
        int done = tally.games();
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000_000L;
        StringBuilder sb = new StringBuilder();
        sb.append('[').append(done).append('/').append(config.games()).append("] ").append(tally.first())
                .append(" vs ").append(tally.second()).append(": ")
                .append(Summary.score(tally.wins(), tally.losses(), tally.draws()));
        Elo elo = tally.elo();
        sb.append(", Elo ").append(Summary.num(elo.diff(), 1)).append(" +/- ")
                .append(Summary.num(elo.errorMargin(), 1));
        Sprt sprt = config.sprt();
        if (sprt != null) {
            double llr = sprt.llr(tally.wins(), tally.losses(), tally.draws());
            sb.append(String.format(Locale.ROOT, ", LLR %.2f [%.2f, %.2f]", llr, sprt.lowerBound(),
                    sprt.upperBound()));
        }
        double d1 = stats.depth(tally.first());
        double d2 = stats.depth(tally.second());
        if (!Double.isNaN(d1) || !Double.isNaN(d2)) {
            sb.append(", depth ").append(depth(d1)).append(" vs ").append(depth(d2));
        }
        sb.append(", elapsed ").append(clock(elapsed));
        if (!stop && done > 0 && done < config.games()) {
            sb.append(", left ~").append(clock(elapsed * (config.games() - done) / done));
        }
        return sb.toString();
    }

    private static String depth(double d) {
        return Double.isNaN(d) ? "-" : Summary.num(d, 1);
    }

    private static String clock(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
