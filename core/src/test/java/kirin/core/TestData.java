package kirin.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Test helper: locates the shared data folder (system property {@code kirin.shared}, set by surefire, else
 * {@code ../shared} next to the repository root) and reads the perft and mate files in it.
 */
final class TestData {
    private TestData() {}

    /** The shared folder, holding {@code data/perft.txt} and {@code data/mate/}. */
    static Path shared() {
        String prop = System.getProperty("kirin.shared");
        if (prop != null && Files.isDirectory(Paths.get(prop, "data"))) {
            return Paths.get(prop);
        }
        // Tests run in the module folder (core/); the repository root is its parent or the folder itself.
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

    /** The distinct SFENs of perft.txt, in file order. */
    static List<String> perftSfens() {
        Set<String> s = new LinkedHashSet<>();
        for (String[] r : records("perft.txt")) {
            s.add(r[0]);
        }
        return new ArrayList<>(s);
    }
}
