package kirin.usi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Test helper: feeds commands to an in-process {@link UsiLoop} and returns what it printed, line by line. */
final class Usi {
    private Usi() {}

    /** Runs the commands (one per element) until the end of input and returns every output line. */
    static List<String> run(String... commands) {
        String input = String.join("\n", commands) + "\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try {
            new UsiLoop(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out).run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines(bytes.toString(StandardCharsets.UTF_8));
    }

    /** Splits output into lines, keeping empty lines; the text must end with a line break (or be empty). */
    static List<String> lines(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        if (!text.endsWith("\n")) {
            throw new AssertionError("output does not end with a line break: " + text);
        }
        return List.of(text.substring(0, text.length() - 1).split("\n", -1));
    }
}
