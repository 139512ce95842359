package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.learn.PackedSfenValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two files (3 records and 7 stray bytes, then 2 records) read twice over in blocks of 4: a block fills across the
 * file boundary but never across the end of a pass, {@code pass()} names the pass, the stray bytes are dropped.
 */
class RecordStreamTest {
    @TempDir
    Path dir;

    @Test
    void readsWholeRecordsPassByPass() throws Exception {
        Path a = dir.resolve("a.bin");
        Path b = dir.resolve("b.bin");
        Files.write(a, records(0, 3, 7));
        Files.write(b, records(3, 2, 0));
        byte[] buf = new byte[4 * PackedSfenValue.BYTES];
        try (RecordStream s = new RecordStream(List.of(a, b), 2)) {
            for (int pass = 0; pass < 2; pass++) {
                assertEquals(4, s.read(buf, 4));
                assertEquals(pass, s.pass());
                assertIds(buf, 0, 1, 2, 3);
                assertEquals(1, s.read(buf, 4), "the end of the pass ends the block");
                assertEquals(pass, s.pass());
                assertIds(buf, 4);
            }
            assertEquals(0, s.read(buf, 4));
            assertEquals(0, s.read(buf, 4));
        }
    }

    @Test
    void smallBlocks() throws Exception {
        Path a = dir.resolve("c.bin");
        Files.write(a, records(0, 3, 0));
        byte[] buf = new byte[PackedSfenValue.BYTES];
        try (RecordStream s = new RecordStream(List.of(a), 1)) {
            for (int i = 0; i < 3; i++) {
                assertEquals(1, s.read(buf, 1));
                assertIds(buf, i);
            }
            assertEquals(0, s.read(buf, 1));
        }
    }

    /** {@code n} records whose every byte is its id, ids from {@code first}, then {@code stray} bytes of 99. */
    private static byte[] records(int first, int n, int stray) {
        byte[] out = new byte[n * PackedSfenValue.BYTES + stray];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) (i / PackedSfenValue.BYTES < n ? first + i / PackedSfenValue.BYTES : 99);
        }
        return out;
    }

    private static void assertIds(byte[] buf, int... ids) {
        for (int r = 0; r < ids.length; r++) {
            for (int i = 0; i < PackedSfenValue.BYTES; i++) {
                assertEquals(ids[r], buf[r * PackedSfenValue.BYTES + i], "record " + r + " byte " + i);
            }
        }
    }
}
