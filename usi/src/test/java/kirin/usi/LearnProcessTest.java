package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** learn in a real engine process: Ctrl-C (SIGINT) stops after the current mini-batch and saves whole files. */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class LearnProcessTest {
    @TempDir
    Path tmp;
    private Process engine;

    /** A failed test must not leave its engine behind (it learns for 100,000 passes). */
    @AfterEach
    void stopEngine() {
        if (engine != null) {
            engine.destroyForcibly();
        }
    }

    @Test
    void sigintSavesTheFinalTables() throws Exception {
        assumeFalse(SigintDisposition.ignored(), SigintDisposition.SKIP);
        Path data = tmp.resolve("kifu.bin");
        Path save = tmp.resolve("evalsave");
        Path stderrFile = tmp.resolve("stderr.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-Xss16m", "-Xmx3g", "-cp", System.getProperty("java.class.path"),
                "kirin.usi.Main");
        pb.redirectError(stderrFile.toFile());
        pb.redirectOutput(tmp.resolve("stdout.txt").toFile());
        Process p = pb.start();
        engine = p;
        OutputStream in = p.getOutputStream();
        // loop 100000: far more passes than the test waits for, so only the signal can end it.
        String commands = "gensfen depth 1 loop 2000 seed 1 output_file_name " + data + "\n"
                + "evalsavedir " + save + "\n"
                + "learn batchsize 500 eta 1 loop 100000 validation_size 100 " + data + "\n";
        in.write(commands.getBytes(StandardCharsets.UTF_8));
        in.flush(); // stdin stays open: the engine must not see the end of its input

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.readString(stderrFile).contains("epoch = 2 ") && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertTrue(Files.readString(stderrFile).contains("epoch = 2 "), "learn did not train");
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start();
        assertEquals(0, kill.waitFor());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the engine did not stop on SIGINT");

        String stderr = Files.readString(stderrFile);
        assertTrue(stderr.contains("(stopped)"), stderr);
        assertTrue(stderr.contains("save_eval() finished. folder = " + save.resolve("final")), stderr);
        Path fin = save.resolve("final");
        assertEquals(KppTables.KK_BYTES, Files.size(fin.resolve(EvalFiles.KK)));
        assertEquals(KppTables.KKP_BYTES, Files.size(fin.resolve(EvalFiles.KKP)));
        assertEquals(KppTables.KPP_BYTES, Files.size(fin.resolve(EvalFiles.KPP)));
        try (var files = Files.list(fin)) {
            assertEquals(3, files.count(), "temporary files left behind in " + fin);
        }
        assertTrue(Files.exists(save.resolve("loss.csv")));
    }
}
