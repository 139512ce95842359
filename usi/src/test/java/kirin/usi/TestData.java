package kirin.usi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Test helper: reads the perft vectors and mate problems kept in core's test resources
 * ({@code core/src/test/resources}, sources and licences in the README there). They are not on this module's test
 * class path, so the folder is found on disk: the repository root is the working directory (Maven runs the tests in
 * {@code usi/}) or one of its parents.
 */
final class TestData {
    static final String FOLDER = "core/src/test/resources";

    private TestData() {}

    /** Core's test resource folder, holding {@code perft.txt} and {@code mate/}. */
    static Path folder() {
        Path here = Path.of("").toAbsolutePath();
        for (Path root = here; root != null; root = root.getParent()) {
            Path data = root.resolve(FOLDER);
            if (Files.exists(root.resolve("pom.xml")) && Files.isRegularFile(data.resolve("perft.txt"))) {
                return data;
            }
        }
        throw new IllegalStateException("test data folder " + FOLDER + " not found in " + here + " or its parents");
    }

    /** Non-comment, non-blank lines of a file of that folder (e.g. {@code mate/mate-1.txt}), split on {@code |}. */
    static List<String[]> records(String relative) {
        try {
            List<String[]> out = new ArrayList<>();
            for (String line : Files.readAllLines(folder().resolve(relative))) {
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
}
