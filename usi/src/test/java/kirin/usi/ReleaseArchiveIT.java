package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import kirin.core.Position;
import kirin.eval.CompactEval;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive as a player gets it (run by failsafe after {@code package}, in {@code mvn verify}): unpacked
 * into an empty folder with the file modes it records, it holds one folder {@code kirin-VERSION/} with the
 * launchers, the jar, the default evaluation, README and LICENSE; {@code kirin} started from another working
 * directory, with no Maven on the {@code PATH}, answers the USI handshake with the release's default evaluation
 * loaded and plays a legal move at {@code go byoyomi 1000}; {@code kirin.bat} names the same jar and JVM options.
 */
class ReleaseArchiveIT {
    /** What the archive holds under its top folder, and nothing else. */
    private static final Set<String> CONTENTS = Set.of("kirin", "kirin.bat", "README.md", "LICENSE",
            LauncherOptionsTest.RELEASE_JAR, "eval/" + CompactEval.DEFAULT_NAME);

    /** Shared by the tests: the archive is unpacked once. */
    @TempDir
    static Path tmp;
    private static Path release;

    @BeforeAll
    static void unpackOnce() throws IOException {
        release = unpack(zip(), tmp.resolve("unpacked")).toRealPath();
    }

    private static Path zip() {
        String p = System.getProperty("kirin.release.zip");
        assertNotNull(p, "system property kirin.release.zip not set (run through failsafe: mvn verify)");
        Path zip = Path.of(p);
        assertTrue(Files.isRegularFile(zip), zip + " missing (built by mvn package in usi)");
        return zip;
    }

    private static String top() {
        return "kirin-" + System.getProperty("kirin.version");
    }

    @Test
    void holdsTheReleaseFilesInOneFolder() throws IOException {
        try (Stream<Path> s = Files.list(release.getParent())) {
            assertEquals(List.of(top()), s.map(p -> p.getFileName().toString()).toList());
        }
        Set<String> files = new TreeSet<>();
        try (Stream<Path> s = Files.walk(release)) {
            s.filter(Files::isRegularFile).forEach(f -> files.add(release.relativize(f).toString().replace('\\', '/')));
        }
        assertEquals(new TreeSet<>(CONTENTS), files);
        LauncherOptionsTest.assertInStep(Files.readString(release.resolve("kirin"), StandardCharsets.UTF_8),
                Files.readString(release.resolve("kirin.bat"), StandardCharsets.UTF_8));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void launcherPlaysFromAnotherFolderWithoutMaven() throws IOException {
        Path launcher = release.resolve("kirin");
        assertTrue(Files.isExecutable(launcher), "kirin is not executable after unpacking");
        Path gui = Files.createDirectories(tmp.resolve("gui")); // a GUI starts engines from its own folder
        ProcessBuilder pb = new ProcessBuilder(launcher.toString()).directory(gui.toFile());
        Map<String, String> env = pb.environment();
        env.put("PATH", pathWithoutMaven(Files.createDirectories(tmp.resolve("bin"))));
        // Nothing of the build's environment: no evaluation override (the tests' "none"), no JDK chosen for it.
        for (String v : new String[] {DefaultEval.VARIABLE, "JAVA_HOME", "KIRIN_JAVA_OPTS", "KIRIN_MVN_OPTS"}) {
            env.remove(v);
        }
        // Recording the JDK 25 AOT cache takes 20 s or more; the test keeps to the run itself.
        env.put("KIRIN_AOT", "0");

        try (EngineDriver e = EngineDriver.start(pb, tmp.resolve("stderr.txt"))) {
            e.send("usi");
            List<String> usi = e.readUntil(l -> l.equals("usiok"), 60_000);
            assertTrue(usi.stream().anyMatch(l -> l.startsWith("id name Kirin")), usi::toString);
            e.send("isready");
            List<String> ready = e.readUntil(l -> l.equals("readyok"), 60_000);
            String kce = release.resolve("eval").resolve(CompactEval.DEFAULT_NAME).toString();
            String loaded = ready.stream().filter(l -> l.startsWith("info string")
                    && l.contains("loaded the default evaluation") && l.contains(kce)).findFirst().orElse(null);
            assertNotNull(loaded, () -> "no info string about loading " + kce + ": " + ready + "\nstderr: "
                    + e.stderrText());
            System.err.println("ReleaseArchiveIT: " + loaded);
            e.send("position startpos");
            e.send("go byoyomi 1000");
            String move = e.bestmove(30_000).move();
            assertTrue(TestGames.legal(Position.startpos(), move), "bestmove " + move + " is not legal");
            System.err.println("ReleaseArchiveIT: bestmove " + move);
            assertEquals(0, e.quit(10_000));
        }
        try (Stream<Path> s = Files.list(gui)) {
            assertEquals(List.of(), s.toList(), "the engine wrote into the GUI's folder");
        }
    }

    /**
     * Unpacks {@code zip} into {@code into} as unzip does on Unix: the permissions the archive records (the launcher's
     * executable bit) are applied. Returns the release folder.
     */
    static Path unpack(Path zip, Path into) throws IOException {
        Files.createDirectories(into);
        try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of("enablePosixFileAttributes", "true"))) {
            Path root = fs.getPath("/");
            try (Stream<Path> s = Files.walk(root)) {
                for (Path entry : s.toList()) {
                    Path out = into.resolve(root.relativize(entry).toString()).normalize();
                    assertTrue(out.startsWith(into), "entry outside the folder: " + entry);
                    if (Files.isDirectory(entry)) {
                        Files.createDirectories(out);
                    } else {
                        Files.copy(entry, out);
                        if (!File.separator.equals("\\")) {
                            Set<PosixFilePermission> perms =
                                    Files.readAttributes(entry, PosixFileAttributes.class).permissions();
                            Files.setPosixFilePermissions(out, perms);
                        }
                    }
                }
            }
        }
        return into.resolve(top());
    }

    /**
     * A {@code PATH} of one folder, {@code bin}, holding links to every program of this one except Maven's: the
     * launcher still finds {@code bash}, {@code java} and the tools it uses, as on a player's machine.
     */
    private static String pathWithoutMaven(Path bin) throws IOException {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (dir.isEmpty() || !Files.isDirectory(Path.of(dir))) {
                continue;
            }
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                for (Path p : s.toList()) {
                    String name = p.getFileName().toString();
                    Path link = bin.resolve(name);
                    if (!name.startsWith("mvn") && Files.isExecutable(p) && !Files.isDirectory(p)
                            && !Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, p.toAbsolutePath());
                    }
                }
            }
        }
        Path java = bin.resolve("java");
        if (!Files.exists(java, LinkOption.NOFOLLOW_LINKS)) {
            Files.createSymbolicLink(java, Path.of(System.getProperty("java.home"), "bin", "java"));
        }
        assertFalse(Files.exists(bin.resolve("mvn"), LinkOption.NOFOLLOW_LINKS));
        return bin.toString();
    }
}
