package kirin.usi;

import kirin.core.MaterialEvaluator;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The USI engine run inside the same JVM and driven by USI text, for clients of other protocols (the CSA network
 * client): the very {@link Engine} and commands of {@code kirin} on stdin/stdout, so that search, time management,
 * book, ponder and the entering-king declaration behave exactly as under a GUI. Commands run on the caller's thread;
 * the search thread's {@code bestmove} lines are queued for {@link #awaitBestmove}; the last {@code info} line with
 * a score is kept for the caller's comments; {@code info string} lines go to the log consumer.
 */
public final class EmbeddedEngine implements AutoCloseable {
    /** One {@code bestmove} answer with the last scored {@code info} line before it (null if none). */
    public record Answer(String bestmove, String ponder, String info) {}

    private final CommandDispatcher dispatcher;
    private final Engine engine;
    private final BlockingQueue<String> bestmoves = new LinkedBlockingQueue<>();
    private volatile String lastInfo;
    private final Consumer<String> log;

    /** An engine with a fresh material evaluator (replaced from {@code EvalDir} at the first idle isready). */
    public EmbeddedEngine(Consumer<String> log) {
        this.log = log;
        UsiOutput out = new UsiOutput(new PrintStream(new LineSplitter(this::onLine), true, StandardCharsets.UTF_8));
        this.engine = new Engine(out, new MaterialEvaluator());
        this.dispatcher = new CommandDispatcher(out);
        UsiCommands.install(dispatcher, engine, () -> { });
    }

    /** Runs one USI command on this thread (as a GUI's line would be). */
    public void command(String line) {
        dispatcher.dispatch(line);
    }

    /** {@code setoption name N value V}; errors are reported to the log as {@code info string error:} lines. */
    public void setOption(String name, String value) {
        command("setoption name " + name + (value == null ? "" : " value " + value));
    }

    /** Forgets the last scored info line (call before each {@code go}). */
    public void clearInfo() {
        lastInfo = null;
    }

    /** Waits up to {@code millis} ms for the next {@code bestmove}; null on timeout. */
    public Answer awaitBestmove(long millis) throws InterruptedException {
        String line = bestmoves.poll(millis, TimeUnit.MILLISECONDS);
        if (line == null) {
            return null;
        }
        String[] t = line.trim().split("\\s+");
        String best = t.length > 1 ? t[1] : "resign";
        String ponder = t.length > 3 && t[2].equals("ponder") ? t[3] : null;
        return new Answer(best, ponder, lastInfo);
    }

    /** Stops a running search and drops its bestmove (a ponder search on the wrong move). */
    public void stopAndDiscard() throws InterruptedException {
        command("stop");
        engine.stopAndWait();
        bestmoves.clear();
    }

    private void onLine(String line) {
        if (line.startsWith("bestmove")) {
            bestmoves.add(line);
        } else if (line.startsWith("info string")) {
            log.accept(line);
        } else if (line.startsWith("info") && line.contains(" score ") && line.contains(" pv ")) {
            lastInfo = line;
        }
    }

    @Override
    public void close() {
        engine.shutdown();
    }

    /** Turns the bytes the engine prints into lines (UTF-8, LF-terminated). */
    private static final class LineSplitter extends OutputStream {
        private final Consumer<String> sink;
        private final java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();

        LineSplitter(Consumer<String> sink) {
            this.sink = sink;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                sink.accept(buf.toString(StandardCharsets.UTF_8));
                buf.reset();
            } else {
                buf.write(b);
            }
        }
    }
}
