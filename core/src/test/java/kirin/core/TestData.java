package kirin.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Test helper: the perft vectors and mate problems of core's test resources ({@code src/test/resources/perft.txt}
 * and {@code mate/}; sources and licences in the README there), found on the test class path so that the tests need
 * nothing outside the repository and run from any working directory.
 */
public final class TestData {
    private TestData() {}

    /** A file of the test resources, e.g. {@code perft.txt} or {@code mate/mate-3.txt}. */
    public static Path file(String relative) {
        URL url = TestData.class.getResource("/" + relative);
        if (url == null) {
            throw new IllegalStateException("test resource " + relative + " is missing (core/src/test/resources)");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("test resource " + relative + " has no file path: " + url, e);
        }
    }

    /** Non-comment, non-blank lines of a test resource file, each split on {@code |} and trimmed. */
    public static List<String[]> records(String relative) {
        try {
            List<String[]> out = new ArrayList<>();
            for (String line : Files.readAllLines(file(relative))) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\|");
                for (int i = 0; i < f.length; i++) {
                    f[i] = f[i].strip();
                }
                out.add(f);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The distinct SFENs of perft.txt, in file order. */
    static List<String> perftSfens() {
        Set<String> s = new LinkedHashSet<>();
        for (String[] r : records("perft.txt")) {
            s.add(r[0]);
        }
        return new ArrayList<>(s);
    }
}
