package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The two launchers, {@code kirin} (bash) and {@code kirin.bat} (Windows), stay in step: the same JVM options
 * (always, and from a Java version on), the same Maven build command, the same environment variables, the same jar
 * paths (the release layout's and the repository's), and the bat file keeps CRLF line endings for cmd.exe.
 * The options are read from the scripts' text, so a change to one launcher alone fails here.
 */
class LauncherOptionsTest {
    private static final Pattern BASH_BASE = Pattern.compile("(?s)\njvm_opts=\\((.*?)\\)\n");
    private static final Pattern BASH_FROM =
            Pattern.compile("if \\[\\[ \"\\$JAVA_MAJOR\" -ge (\\d+) \\]\\]; then jvm_opts\\+=\\(([^)]*)\\)");
    private static final Pattern BAT_BASE = Pattern.compile("(?m)^set JVM_OPTS=(?!%JVM_OPTS%)(.*)$");
    private static final Pattern BAT_FROM =
            Pattern.compile("(?m)^if %JAVA_MAJOR% GEQ (\\d+) set JVM_OPTS=%JVM_OPTS% (.*)$");
    /** Where the release archive puts the jar, relative to the launchers; the launchers look there first. */
    static final String RELEASE_JAR = "lib/kirin-all.jar";
    private static final Pattern BASH_MVN = Pattern.compile("(?s)mvn (-q.*?) package");
    private static final Pattern BAT_MVN = Pattern.compile("call mvn (-q[^\\r\\n]*?) package");

    static Path root() {
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("kirin")) && Files.exists(p.resolve("pom.xml"))) {
                return p;
            }
        }
        throw new IllegalStateException("repository root (with the kirin launcher) not found");
    }

    @Test
    void bothLaunchersUseTheSameJvmOptionsAndBuild() throws IOException {
        assertInStep(Files.readString(root().resolve("kirin"), StandardCharsets.UTF_8),
                Files.readString(root().resolve("kirin.bat"), StandardCharsets.UTF_8));
    }

    /**
     * The bash launcher's text {@code bash} and the bat file's {@code bat} name the same JVM options, Maven build,
     * environment variables and jars (the release's and the repository's); also used on the release archive's copies
     * ({@code ReleaseArchiveIT}).
     */
    static void assertInStep(String bash, String bat) {
        Matcher m = BASH_BASE.matcher(bash);
        assertTrue(m.find(), "jvm_opts=( ... ) not found in kirin");
        List<String> bashBase = new ArrayList<>();
        for (String line : m.group(1).split("\n")) {
            String code = line.replaceAll("#.*", "").trim();
            if (!code.isEmpty()) {
                bashBase.addAll(Arrays.asList(code.split("\\s+")));
            }
        }
        m = BAT_BASE.matcher(bat);
        assertTrue(m.find(), "set JVM_OPTS=... not found in kirin.bat");
        List<String> batBase = Arrays.asList(m.group(1).trim().split("\\s+"));
        assertEquals(bashBase, batBase);
        assertTrue(bashBase.contains("-Xss16m"), bashBase::toString);

        Map<Integer, List<String>> bashFrom = versioned(BASH_FROM.matcher(bash));
        Map<Integer, List<String>> batFrom = versioned(BAT_FROM.matcher(bat));
        assertFalse(bashFrom.isEmpty());
        assertEquals(bashFrom, batFrom);

        m = BASH_MVN.matcher(bash);
        assertTrue(m.find(), "the mvn command not found in kirin");
        List<String> bashMvn = new ArrayList<>(Arrays.asList(m.group(1).replace("\\\n", " ").trim().split("\\s+")));
        bashMvn.removeIf(t -> t.contains("mvn_opts"));
        m = BAT_MVN.matcher(bat);
        assertTrue(m.find(), "the mvn command not found in kirin.bat");
        List<String> batMvn = new ArrayList<>(Arrays.asList(m.group(1).split("\\s+")));
        batMvn.removeIf(t -> t.equals("%KIRIN_MVN_OPTS%"));
        assertEquals(bashMvn, batMvn);

        for (String s : new String[] {"JAVA_HOME", "KIRIN_JAVA_OPTS", "KIRIN_MVN_OPTS", "KIRIN_AOT",
                "--sun-misc-unsafe-memory-access=allow"}) {
            assertTrue(bash.contains(s), "kirin lacks " + s);
            assertTrue(bat.contains(s), "kirin.bat lacks " + s);
        }
        // The jars, as the code names them (not only a comment): the release's, then the repository's.
        for (String jar : new String[] {RELEASE_JAR, "usi/target/kirin-all.jar"}) {
            assertTrue(bash.contains("JAR=\"$ROOT/" + jar + "\""), "kirin does not set JAR to " + jar);
            assertTrue(bat.replace('\\', '/').contains("set \"JAR=%ROOT%/" + jar + "\""),
                    "kirin.bat does not set JAR to " + jar);
        }
    }

    @Test
    void batchFileHasCrlfLineEndings() throws IOException {
        byte[] b = Files.readAllBytes(root().resolve("kirin.bat"));
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\n') {
                assertTrue(i > 0 && b[i - 1] == '\r', "LF without CR at byte " + i);
            }
        }
    }

    private static Map<Integer, List<String>> versioned(Matcher m) {
        Map<Integer, List<String>> out = new TreeMap<>();
        while (m.find()) {
            out.computeIfAbsent(Integer.parseInt(m.group(1)), k -> new ArrayList<>())
                    .addAll(Arrays.asList(m.group(2).trim().split("\\s+")));
        }
        return out;
    }
}
