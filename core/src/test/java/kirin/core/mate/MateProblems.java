package kirin.core.mate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Test helper: the mate problems of {@code shared/data/mate} (system property {@code kirin.shared}, set by surefire,
 * else {@code ../shared} beside the repository root), one {@link Problem} per line.
 */
final class MateProblems {
    private MateProblems() {}

    /** One problem: the position, the mate length in plies and the stated solution. */
    record Problem(String file, String sfen, int plies, String solution) {}

    static Path shared() {
        String prop = System.getProperty("kirin.shared");
        if (prop != null && Files.isDirectory(Paths.get(prop, "data"))) {
            return Paths.get(prop);
        }
        for (Path root = Paths.get("").toAbsolutePath(); root != null; root = root.getParent()) {
            if (Files.exists(root.resolve("pom.xml")) && Files.isDirectory(root.resolve("../shared/data"))) {
                return root.resolve("../shared").normalize();
            }
        }
        throw new IllegalStateException("shared data folder not found: set -Dkirin.shared");
    }

    /** The problems of {@code data/mate/<name>}. */
    static List<Problem> read(String name) {
        try {
            List<Problem> out = new ArrayList<>();
            for (String line : Files.readAllLines(shared().resolve("data").resolve("mate").resolve(name))) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\|");
                out.add(new Problem(name, f[0].strip(), Integer.parseInt(f[1].strip()), f[2].strip()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
