package kirin.usi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads USI commands line by line and dispatches them until {@code quit} or the end of the input. Commands run on
 * the reading thread; a future search runs on its own thread and prints through the same {@link UsiOutput}.
 */
public final class UsiLoop {
    private final BufferedReader in;
    private final CommandDispatcher dispatcher;
    private volatile boolean quit;

    /** A loop with the standard commands and a fresh engine, reading {@code in} and answering on {@code out}. */
    public UsiLoop(InputStream in, PrintStream out) {
        this(in, new UsiOutput(out), new Engine());
    }

    /** A loop with the standard commands over the given engine. */
    public UsiLoop(InputStream in, UsiOutput out, Engine engine) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.dispatcher = new CommandDispatcher(out);
        UsiCommands.install(dispatcher, engine, out, () -> quit = true);
    }

    /** Runs until {@code quit} or end of input. */
    public void run() throws IOException {
        String line;
        while (!quit && (line = in.readLine()) != null) {
            dispatcher.dispatch(line);
        }
    }
}
