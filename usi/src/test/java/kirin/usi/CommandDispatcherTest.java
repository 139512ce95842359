package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandDispatcherTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final UsiOutput out = new UsiOutput(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    private final CommandDispatcher dispatcher = new CommandDispatcher(out);

    private List<String> output() {
        return Usi.lines(bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void handlerGetsTheRemainingTokens() {
        dispatcher.register("echo", args -> {
            StringBuilder sb = new StringBuilder();
            while (args.hasNext()) {
                sb.append('[').append(args.next()).append(']');
            }
            out.line(sb.toString());
        });
        dispatcher.dispatch("  echo  a\tb   c ");
        assertEquals(List.of("[a][b][c]"), output());
    }

    @Test
    void failingHandlersAreReportedAndTheNextCommandRuns() {
        dispatcher.register("bad", args -> {
            throw new UsiException("bad input\nsecond line");
        });
        dispatcher.register("bug", args -> {
            throw new IllegalStateException("oops");
        });
        dispatcher.register("deep", args -> {
            throw new StackOverflowError();
        });
        dispatcher.register("ok", args -> out.line("ok"));
        PrintStream stderr = System.err;
        try {
            // Keep the expected stack traces out of the build log.
            System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            dispatcher.dispatch("bad");
            dispatcher.dispatch("bug");
            dispatcher.dispatch("deep");
        } finally {
            System.setErr(stderr);
        }
        dispatcher.dispatch("ok");
        assertEquals(List.of(
                "info string error: bad input second line",
                "info string error: internal error in 'bug': java.lang.IllegalStateException: oops",
                "info string error: internal error in 'deep': java.lang.StackOverflowError",
                "ok"), output());
    }

    @Test
    void unknownCommand() {
        dispatcher.dispatch("setoptionx name Foo");
        assertEquals(List.of("info string error: unknown command 'setoptionx'"), output());
    }

    @Test
    void duplicateRegistrationIsABug() {
        dispatcher.register("x", args -> { });
        assertThrows(IllegalStateException.class, () -> dispatcher.register("x", args -> { }));
    }
}
