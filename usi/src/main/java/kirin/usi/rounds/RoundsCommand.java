package kirin.usi.rounds;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.List;
import kirin.learn.rounds.Rounds;
import kirin.learn.rounds.RoundsConfig;
import kirin.learn.rounds.RoundsReport;

/**
 * {@code kirin rounds ...}: learning in rounds ({@link Rounds}) from the command line. Progress goes to stderr; at
 * the end the summary table ({@code summary.md}) goes to stdout. Exit codes: 0 done, 1 failed or interrupted (the
 * same command resumes), 2 bad arguments.
 */
public final class RoundsCommand {
    private RoundsCommand() {}

    public static int main(String[] args) {
        return run(args, System.out, System.err);
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || List.of(args).contains("-help") || List.of(args).contains("--help")) {
            err.println(RoundsConfig.USAGE);
            return args.length == 0 ? 2 : 0;
        }
        RoundsConfig config;
        try {
            config = RoundsConfig.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("kirin rounds: " + e.getMessage());
            err.println(RoundsConfig.USAGE);
            return 2;
        }
        try {
            new Rounds(config, new KirinSteps(config, err), err).run();
            out.print(Files.readString(config.out.resolve(RoundsReport.MARKDOWN)));
            out.flush();
            return 0;
        } catch (IOException | RuntimeException e) {
            err.println("kirin rounds: " + e.getMessage());
            return 1;
        }
    }
}
