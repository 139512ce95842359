package kirin.usi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Test helper: locates the shared data folder (system property {@code kirin.shared}, set by surefire, else
 * {@code ../shared} next to the repository root) and reads its record files. Same lookup as core's TestData.
 */
final class TestData {
    private TestData() {}

    /** The shared folder, holding {@code data/perft.txt} and {@code data/mate/}. */
    static Path shared() {
        String prop = System.getProperty("kirin.shared");
        if (prop != null && Files.isDirectory(Paths.get(prop, "data"))) {
            return Paths.get(prop);
        }
        Path here = Paths.get("").toAbsolutePath();
        for (Path root = here; root != null; root = root.getParent()) {
            if (Files.exists(root.resolve("pom.xml")) && Files.isDirectory(root.resolve("../shared/data"))) {
                return root.resolve("../shared").normalize();
            }
        }
        throw new IllegalStateException("shared data folder not found: set -Dkirin.shared");
    }

    /** Non-comment, non-blank lines of a file under {@code shared/data}, each split on {@code |} and trimmed. */
    static List<String[]> records(String relative) {
        try {
            List<String[]> out = new ArrayList<>();
            for (String line : Files.readAllLines(shared().resolve("data").resolve(relative))) {
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
