package kirin.usi;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.FileTrees;
import kirin.core.MaterialEvaluator;

/**
 * {@code kirin aot-training}: the workload from which the launcher records the JVM's ahead-of-time cache (JDK 25
 * and later, {@code -XX:AOTCacheOutput}). A run loads the classes of the hot paths and gathers their method
 * profiles; later runs started with the cache ({@code -XX:AOTCache}) begin with both, so the compiler makes the
 * search fast within the first second instead of the first few (gensfen's first five seconds ran at half its later
 * speed without the cache).
 *
 * <p>It runs the USI commands a user would, in-process, in the working directory (the launcher runs it from the
 * repository, so {@code isready} loads the shipped evaluation): {@code bench} with that evaluation, a timed move
 * with two threads (Lazy SMP helpers, time management), and a short {@code gensfen} with two threads into a
 * temporary folder that is deleted afterwards. {@code learn} is left out: its state needs 1.4 GB of heap, which a
 * small machine's default heap may not have, and a cache recorded from it did not speed it up. Everything the
 * engine prints, protocol lines included, goes to stderr.
 */
final class AotTraining {
    /** gensfen positions: about five seconds on two cores, past the point where its code is compiled. */
    static final int GENSFEN_POSITIONS = 30_000;
    /** The timed move, in milliseconds. */
    static final int MOVE_MS = 2000;

    private AotTraining() {}

    static int main(String[] args) throws IOException {
        if (args.length != 0) {
            System.err.println("usage: kirin aot-training   (no arguments; the launcher runs it once per build)");
            return 2;
        }
        Path tmp = Files.createTempDirectory("kirin-aot-");
        try {
            return run(script(tmp, GENSFEN_POSITIONS, MOVE_MS), System.err);
        } finally {
            FileTrees.delete(tmp);
        }
    }

    /** The commands, in order; {@code go} waits for its bestmove before the next command. */
    static List<String> script(Path tmp, int gensfenPositions, int moveMs) {
        return List.of(
                "usi",
                "setoption name Threads value 2",
                "setoption name USI_Hash value 64",
                "isready",
                "bench time 0 eval loaded",
                "usinewgame",
                "position startpos moves 7g7f 3c3d 2g2f",
                "go btime 0 wtime 0 byoyomi " + moveMs,
                "gensfen depth 3 loop " + gensfenPositions + " output_file_name " + tmp.resolve("train.bin"));
    }

    /**
     * Runs {@code commands} on a fresh engine whose output goes to {@code out}; returns 0, or 1 if a command was
     * refused (the engine's {@code info string error} line says which).
     */
    static int run(List<String> commands, PrintStream out) {
        ErrorCounter counter = new ErrorCounter(out);
        Engine engine = new Engine(new UsiOutput(counter), new MaterialEvaluator());
        CommandDispatcher dispatcher = new CommandDispatcher(engine.out());
        UsiCommands.install(dispatcher, engine, () -> { });
        try {
            for (String line : commands) {
                out.println("aot-training: " + line);
                dispatcher.dispatch(line);
                while (engine.thinking()) {
                    sleep();
                }
            }
        } finally {
            engine.shutdown();
            counter.flush();
        }
        return counter.errors == 0 ? 0 : 1;
    }

    private static void sleep() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("aot-training interrupted", e);
        }
    }


    /** Passes the engine's lines through and counts its {@code info string error} lines. */
    private static final class ErrorCounter extends PrintStream {
        int errors;

        ErrorCounter(PrintStream target) {
            super(target, true, StandardCharsets.UTF_8);
        }

        // UsiOutput prints whole lines, or several at once, with print(String) and print(Object).
        @Override
        public void print(String text) {
            count(text);
            super.print(text);
        }

        @Override
        public void print(Object text) {
            count(String.valueOf(text));
            super.print(text);
        }

        private void count(String text) {
            for (int i = text.indexOf("info string error"); i >= 0; i = text.indexOf("info string error", i + 1)) {
                errors++;
            }
        }
    }
}
