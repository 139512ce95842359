package kirin.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Whole folders on disk: the temporary and per-round folders that shuffles, rounds and the AOT training clear. */
public final class FileTrees {
    private FileTrees() {}

    /** Deletes a file, or a folder with everything in it, deepest entries first; nothing if it is absent. */
    public static void delete(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> all = Files.walk(path)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
