package kirin.scale;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * {@code kirin-spark JOB [options]}: the jobs of Kirin on Apache Spark, on {@code --master local[*]} unless another
 * master is given (or spark-submit's). Results go to stdout, progress and Spark's warnings to stderr. Exit codes: 0
 * done, 1 failed, 2 bad arguments.
 */
public final class Main {
    static final String USAGE = String.join("\n",
            "usage: kirin-spark gensfen --master M --tasks N --out PATH [--eval DIR|FILE|none] <gensfen tokens>",
            "       kirin-spark shuffle --master M --shards K --out PATH [--seed S] [--dedup]",
            "                           [--validation FRACTION] INPUT...",
            "       kirin-spark stats [--master M] INPUT...",
            "       kirin-spark match --master M <kirin match arguments>",
            "options of every job: --master M (default local[*]), --conf key=value (any Spark setting, repeatable)",
            "paths: any Hadoop path (file://, hdfs://, s3a://, or a local path); an INPUT is a file or a folder of",
            "  .bin shards. See docs/training.md, section 'Scale-out on Spark'.");

    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs a job; returns the exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("-help") || args[0].equals("--help")) {
            err.println(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        try {
            return switch (args[0]) {
                case "gensfen" -> GensfenJob.run(rest, out, err);
                case "shuffle" -> ShuffleJob.run(rest, out, err);
                case "stats" -> StatsJob.run(rest, out, err);
                case "match" -> MatchJob.run(rest, out, err);
                default -> {
                    err.println("kirin-spark: unknown job '" + args[0] + "'");
                    err.println(USAGE);
                    yield 2;
                }
            };
        } catch (IllegalArgumentException e) {
            err.println("kirin-spark " + args[0] + ": " + e.getMessage());
            err.println(USAGE);
            return 2;
        } catch (IOException e) {
            err.println("kirin-spark " + args[0] + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
