package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.learn.PackedSfenValue;
import kirin.learn.PsvReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** gensfen in a real engine process: Ctrl-C (SIGINT) leaves whole records, and the next run appends. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GensfenProcessTest {
    @TempDir
    Path tmp;
    private final List<Process> started = new ArrayList<>();

    /** A failed test must not leave an engine behind: this one would write records until the disk is full. */
    @AfterEach
    void stopEngines() {
        started.forEach(Process::destroyForcibly);
    }

    private Process start(String commands) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-Xss16m", "-cp", System.getProperty("java.class.path"),
                "kirin.usi.Main");
        pb.redirectError(tmp.resolve("stderr.txt").toFile());
        pb.redirectOutput(tmp.resolve("stdout.txt").toFile());
        Process p = pb.start();
        started.add(p);
        OutputStream in = p.getOutputStream();
        in.write(commands.getBytes(StandardCharsets.UTF_8));
        in.flush(); // stdin stays open: the engine must not see the end of its input
        return p;
    }

    @Test
    void sigintLeavesWholeRecordsAndTheNextRunAppends() throws Exception {
        assumeFalse(SigintDisposition.ignored(), SigintDisposition.SKIP);
        Path file = tmp.resolve("kifu.bin");
        Process p = start("gensfen depth 1 loop 100000000 seed 1 output_file_name " + file + "\n");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while ((!Files.exists(file) || Files.size(file) < 40 * 500) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertTrue(Files.size(file) >= 40 * 500, "gensfen did not write");
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start();
        assertEquals(0, kill.waitFor());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the engine did not stop on SIGINT");
        long size = Files.size(file);
        assertEquals(0, size % 40, "size " + size + " is not a whole number of records");
        long records = size / 40;
        assertEquals(records, countValid(file));
        String stderr = Files.readString(tmp.resolve("stderr.txt"));
        assertTrue(stderr.contains("(stopped)"), stderr);

        Process again = start("gensfen depth 1 loop 300 seed 2 output_file_name " + file + "\nquit\n");
        assertTrue(again.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, again.exitValue());
        assertEquals((records + 300) * 40, Files.size(file));
        assertEquals(records + 300, countValid(file));
        String stdout = Files.readString(tmp.resolve("stdout.txt"));
        assertTrue(stdout.endsWith("gensfen finished.\n"), stdout);
    }

    private static long countValid(Path file) throws Exception {
        long n = 0;
        try (PsvReader r = new PsvReader(file)) {
            PackedSfenValue v;
            while ((v = r.next()) != null) {
                v.position(); // decodes to a legal position or throws
                n++;
            }
        }
        return n;
    }
}
