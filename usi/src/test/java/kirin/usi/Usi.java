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

    /**
     * The notice an engine prints at its first {@code isready} when {@code EvalDir} holds no evaluation files (the
     * tests run without any); {@link #lines} leaves it out so that tests about other things need not repeat it.
     * EvalCommandsTest checks it.
     */
    static final String NO_EVAL_FILES = "info string no evaluation files in ";

    /** The notice of a missing book file ({@code BookDir/BookFile}; the tests run without a book). */
    static final String NO_BOOK_FILE = "info string " + BookSource.MISSING;

    /** Output lines as {@link #rawLines}, without the no-evaluation-files and no-book-file notices. */
    static List<String> lines(String text) {
        return rawLines(text).stream().filter(l -> !l.startsWith(NO_EVAL_FILES) && !l.startsWith(NO_BOOK_FILE))
                .toList();
    }

    /** Splits output into lines, keeping empty lines; the text must end with a line break (or be empty). */
    static List<String> rawLines(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        if (!text.endsWith("\n")) {
            throw new AssertionError("output does not end with a line break: " + text);
        }
        return List.of(text.substring(0, text.length() - 1).split("\n", -1));
    }
}
