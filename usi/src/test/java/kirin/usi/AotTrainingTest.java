package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AotTrainingTest {
    @Test
    void trainingScriptRunsEveryCommandToTheEnd(@TempDir Path tmp) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int rc = AotTraining.run(AotTraining.script(tmp, 300, 200), out);
        String log = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, rc, log);
        assertTrue(log.contains("Nodes/second"), "bench ran: " + log);
        assertTrue(log.contains("bestmove "), "the timed move was answered before gensfen: " + log);
        assertTrue(log.indexOf("bestmove ") < log.indexOf("aot-training: gensfen"), log);
        assertEquals(300 * 40, Files.size(tmp.resolve("train.bin")), "gensfen wrote its records");
    }

    @Test
    void aRefusedCommandFailsTheTraining() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(1, AotTraining.run(List.of("usi", "bench depth 0"), out));
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("info string error"));
    }
}
