package kirin.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Locates the read-only shared test data (perft vectors, mate problems) beside the repository. */
public final class SharedData {
    private SharedData() {}

    /** Path of a file under {@code shared/data}: the {@code kirin.shared} property, else {@code ../shared}. */
    public static Path file(String name) {
        String prop = System.getProperty("kirin.shared");
        List<Path> roots = new ArrayList<>();
        if (prop != null) {
            roots.add(Path.of(prop));
        }
        roots.add(Path.of("../shared"));
        roots.add(Path.of("../../shared"));
        for (Path root : roots) {
            Path p = root.resolve("data").resolve(name);
            if (Files.exists(p)) {
                return p;
            }
        }
        throw new IllegalStateException("shared data file " + name + " not found (set -Dkirin.shared)");
    }

    /** The non-blank, non-comment lines of a shared data file, split on '|' and trimmed. */
    public static List<String[]> records(String name) {
        try {
            List<String[]> out = new ArrayList<>();
            for (String line : Files.readAllLines(file(name))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                for (int i = 0; i < f.length; i++) {
                    f[i] = f[i].trim();
                }
                out.add(f);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
