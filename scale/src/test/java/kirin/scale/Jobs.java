package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Test helper: runs a kirin-spark job in this JVM and returns its stdout; a failure shows stderr. */
final class Jobs {
    private Jobs() {}

    static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String errText = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, () -> "exit code of " + String.join(" ", args) + "; stderr:\n" + errText);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The *.bin files of a folder, by name. */
    static List<Path> shards(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".bin")).sorted().toList();
        }
    }

    /** Every 40-byte record of the files, in order. */
    static List<byte[]> records(List<Path> files) throws IOException {
        List<byte[]> out = new ArrayList<>();
        for (Path f : files) {
            byte[] all = Files.readAllBytes(f);
            assertEquals(0, all.length % 40, f + " holds whole records");
            for (int i = 0; i < all.length; i += 40) {
                byte[] r = new byte[40];
                System.arraycopy(all, i, r, 0, 40);
                out.add(r);
            }
        }
        return out;
    }
}
