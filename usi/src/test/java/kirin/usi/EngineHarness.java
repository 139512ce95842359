package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import kirin.core.MaterialEvaluator;

/**
 * Test helper: an {@link Engine} with the standard commands, driven synchronously on the test's thread, for
 * commands that answer at once (options, positions); its output is read back line by line.
 */
final class EngineHarness {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    final Engine engine = new Engine(new UsiOutput(new PrintStream(bytes, true, StandardCharsets.UTF_8)),
            new MaterialEvaluator());
    private final CommandDispatcher dispatcher = new CommandDispatcher(engine.out());

    EngineHarness() {
        UsiCommands.install(dispatcher, engine, () -> { });
    }

    /** Runs the commands and returns what they printed (and clears it), see {@link Usi#lines}. */
    List<String> run(String... commands) {
        List<String> out = Usi.lines(runText(commands));
        return out;
    }

    /**
     * Runs {@code go} and collects the output until its bestmove: the search runs on its own thread, and on a loaded
     * machine it may still be thinking when the command returns (at most two minutes).
     */
    List<String> untilBestmove(String go) throws InterruptedException {
        List<String> out = new java.util.ArrayList<>(run(go));
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (out.stream().noneMatch(l -> l.startsWith("bestmove")) && System.nanoTime() < deadline) {
            Thread.sleep(20);
            out.addAll(run());
        }
        return out;
    }

    /** Runs the commands and returns every line they printed (and clears it). */
    List<String> runRaw(String... commands) {
        return Usi.rawLines(runText(commands));
    }

    private String runText(String... commands) {
        for (String c : commands) {
            dispatcher.dispatch(c);
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        bytes.reset();
        return text;
    }

    /**
     * Runs {@code gensfen OPTIONS output_file_name OUT}, checks that it finished, and returns what it printed (see
     * {@link #run}).
     */
    List<String> gensfen(String options, Path out) {
        List<String> g = run("gensfen " + options + " output_file_name " + out);
        assertEquals("gensfen finished.", g.get(g.size() - 1), g::toString);
        return g;
    }

    EngineOptions options() {
        return engine.options();
    }
}
