package kirin.usi;

import kirin.core.MaterialEvaluator;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads USI commands line by line and dispatches them until {@code quit} or the end of the input. Commands run on
 * the reading thread; a search runs on its own thread and prints through the same {@link UsiOutput}. When the
 * loop ends, a search still running is stopped and its bestmove printed before {@link #run} returns.
 */
public final class UsiLoop {
    private final BufferedReader in;
    private final CommandDispatcher dispatcher;
    private final Engine engine;
    private volatile boolean quit;

    /** A loop with the standard commands and a fresh material-evaluation engine, reading {@code in}. */
    public UsiLoop(InputStream in, PrintStream out) {
        this(in, new Engine(new UsiOutput(out), new MaterialEvaluator()));
    }

    /** A loop with the standard commands over the given engine, answering on the engine's output. */
    public UsiLoop(InputStream in, Engine engine) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.engine = engine;
        this.dispatcher = new CommandDispatcher(engine.out());
        UsiCommands.install(dispatcher, engine, () -> quit = true);
    }

    /** Runs until {@code quit} or end of input. */
    public void run() throws IOException {
        try {
            String line;
            while (!quit && (line = in.readLine()) != null) {
                dispatcher.dispatch(line);
            }
        } finally {
            engine.shutdown();
        }
    }
}
