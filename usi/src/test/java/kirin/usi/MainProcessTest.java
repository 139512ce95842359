package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@link Main} as a real process, the way a GUI does, on the test class path (so it needs no packaged jar):
 * checks the exit code and that stdout carries protocol lines only.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class MainProcessTest {
    /** Every line the commands below may legitimately produce. */
    private static final Pattern PROTOCOL = Pattern.compile(
            "id name Kirin \\S+|id author .+|option name \\S+ type \\S+.*|usiok|readyok"
                    + "|([1-9][a-i][1-9][a-i]\\+?|[RBGSNLP]\\*[1-9][a-i]): \\d+|"
                    + "|Nodes searched: \\d+");

    @TempDir
    Path tmp;

    private record Result(int exitCode, List<String> stdout, String stderr) {}

    private Result runMain(String input) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-Xss16m",
                "--add-opens", "java.base/java.nio=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), "kirin.usi.Main");
        File err = tmp.resolve("stderr.txt").toFile();
        pb.redirectError(err);
        Process p = pb.start();
        // Read stdout concurrently so that a full pipe can never block the engine.
        CompletableFuture<byte[]> stdout = CompletableFuture.supplyAsync(() -> {
            try {
                return p.getInputStream().readAllBytes();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        try (OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(p.waitFor(50, TimeUnit.SECONDS), "engine did not exit");
        String out = new String(stdout.join(), StandardCharsets.UTF_8);
        return new Result(p.exitValue(), Usi.lines(out), Files.readString(err.toPath()));
    }

    @Test
    void sessionOverRealPipes() throws Exception {
        Result r = runMain("usi\nisready\nposition startpos\ngo perft 3\nquit\n");
        assertEquals(0, r.exitCode(), r.stderr());
        List<String> out = r.stdout();
        assertEquals(List.of("id name Kirin " + Version.VERSION, "id author Kirin developers"), out.subList(0, 2));
        int usiok = out.indexOf("usiok");
        assertEquals("readyok", out.get(usiok + 1));
        assertEquals(usiok + 2 + 30 + 2, out.size(), () -> String.join("\n", out));
        assertEquals("", out.get(out.size() - 2));
        assertEquals("Nodes searched: 25470", out.get(out.size() - 1));
        for (String line : out) {
            assertTrue(PROTOCOL.matcher(line).matches(), () -> "not a protocol line: '" + line + "'");
        }
    }

    @Test
    void endOfInputExitsCleanly() throws Exception {
        Result r = runMain("isready\n");
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals(List.of("readyok"), r.stdout());
    }
}
