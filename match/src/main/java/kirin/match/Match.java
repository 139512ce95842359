package kirin.match;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code kirin match ...}: engine-against-engine matches with Elo, error bars and SPRT. Progress goes to stderr,
 * the final summary (cutechess-cli's lines) to stdout; the games are saved under {@code -out}.
 */
public final class Match {
    static final String USAGE = String.join("\n",
            "usage: kirin match -engine name=A cmd=PATH [dir=DIR] [arg=X ...] [option.NAME=VALUE ...]",
            "                   -engine name=B cmd=PATH ...",
            "                   -each tc=TC [timemargin=MS] [handshake=MS] [timeout=MS] [option.NAME=VALUE ...]",
            "                   [-games N] [-concurrency N] [-maxmoves N] [-rule NAME] [-out DIR]",
            "                   [-openings file=F [order=sequential|random] [seed=S] | -openings random=PLIES [seed=S]",
            "                    | -openings book=FILE plies=N [balance=CP] [seed=S]]",
            "                   [-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05]",
            "TC: byoyomi:MS, MAIN+byoyomi:MS, MAIN+INC (Fischer), movetime:MS, nodes:N, depth:N (times in ms)",
            "engine keys (in -engine, or in -each for both): name, cmd, dir, arg, option.NAME, tc,",
            "  timemargin (alias margin; forfeit margin, default 100 ms), handshake (usiok/readyok wait, default",
            "  30000 ms), timeout (bestmove wait under nodes/depth, default 60000 ms)",
            "defaults: -games 2 (1000000 with -sprt), -concurrency 1, -maxmoves 320 (0: none), -rule CSARule27,",
            "  -out match-<date>-<time>, openings: the start position");

    private Match() {}

    /** Runs the sub-command; returns the exit code (0 done, 1 failed, 2 bad arguments). */
    public static int main(String[] args) {
        return run(args, System.out, System.err);
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || List.of(args).contains("-help") || List.of(args).contains("--help")) {
            err.println(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        MatchConfig config;
        try {
            config = MatchConfig.parse(args);
        } catch (IllegalArgumentException | IOException e) {
            err.println("kirin match: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
        EngineConfig a = config.engines().get(0);
        EngineConfig b = config.engines().get(1);
        err.printf("Match %s vs %s: %d games, tc %s / %s, concurrency %d, %s, rule %s, max moves %d, output %s%n",
                a.name(), b.name(), config.games(), a.tc(), b.tc(), config.concurrency(),
                config.openings().description(), config.rule().usiName(), config.maxMoves(), config.out());
        try {
            MatchRunner runner = new MatchRunner(config, err);
            Tally tally = runner.run();
            for (String line : Summary.lines(tally, config.sprt(), runner.stats())) {
                out.println(line);
            }
            out.println("Finished match");
            out.flush();
            return 0;
        } catch (IllegalStateException | IOException e) {
            err.println("kirin match: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
