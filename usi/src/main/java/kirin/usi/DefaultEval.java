package kirin.usi;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import kirin.eval.CompactEval;

/**
 * Finds the shipped default evaluation, {@code eval/}{@value CompactEval#DEFAULT_NAME} in the project or release
 * folder, wherever the engine was started from: the folder is found from where this class was loaded, as the
 * {@code ./kirin} launcher finds its jar ({@code ROOT/lib/kirin-all.jar} in the release archive,
 * {@code ROOT/usi/target/kirin-all.jar} in the repository; under Maven's tests {@code ROOT/usi/target/classes}), by
 * looking for {@code eval/}{@value CompactEval#DEFAULT_NAME} in its parent folders. The environment variable {@value #VARIABLE} overrides the search: a file path, or {@code none}
 * for no default (the build sets it for the tests, so that a shipped default does not change what they test, in
 * the test JVM and in the engines it starts).
 */
final class DefaultEval {
    static final String VARIABLE = "KIRIN_DEFAULT_EVAL";
    /** How many parent folders of the code location are searched (jar, target, usi, root). */
    private static final int DEPTH = 4;

    private DefaultEval() {}

    /** The default's path (it may not exist yet), or null if there is none to look for. */
    static Path locate() {
        String p = System.getenv(VARIABLE);
        if (p != null) {
            return p.isBlank() || p.equals("none") ? null : Path.of(p);
        }
        try {
            var source = DefaultEval.class.getProtectionDomain().getCodeSource();
            return source == null ? null : search(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return null;
        }
    }

    /**
     * The first {@code eval/}{@value CompactEval#DEFAULT_NAME} found in {@code codeLocation}'s parent folders,
     * or, if none exists, where it would be in the project folder (the nearest parent with a {@code pom.xml} and an
     * {@code eval/} folder, so that a file added later is found); null if neither.
     */
    static Path search(Path codeLocation) {
        Path root = null;
        Path d = codeLocation.toAbsolutePath();
        for (int i = 0; i < DEPTH && d != null; i++, d = d.getParent()) {
            Path candidate = d.resolve("eval").resolve(CompactEval.DEFAULT_NAME);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
            if (root == null && Files.isRegularFile(d.resolve("pom.xml")) && Files.isDirectory(d.resolve("eval"))) {
                root = d;
            }
        }
        return root == null ? null : root.resolve("eval").resolve(CompactEval.DEFAULT_NAME);
    }
}
