package kirin.usi.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kirin.learn.rounds.RoundsState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: usage, bad arguments (exit 2), an experiment folder with other settings (exit 1). */
class RoundsCommandTest {
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return RoundsCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void usageAndBadArguments() {
        assertEquals(2, run());
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("usage: kirin rounds -out DIR"));
        assertEquals(0, run("-help"));
        err.reset();
        assertEquals(2, run("-out", "x", "-gensfen", "depth"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("kirin rounds: gensfen: 'depth' needs a value"),
                err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anotherExperimentsFolderIsRefused() throws Exception {
        Files.writeString(dir.resolve(RoundsState.FILE), "setting.games = 2\n");
        assertEquals(1, run("-out", dir.toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.startsWith("kirin rounds: " + dir + " holds an experiment with other settings"), e);
        assertTrue(Files.readString(dir.resolve(RoundsState.FILE)).contains("setting.games = 2"), "left alone");
    }
}
