package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Appending records: across sessions, through the buffer, and never onto a partial record. */
class PsvWriterTest {
    @TempDir
    Path dir;

    @Test
    void appendsAcrossSessions() throws IOException {
        List<PackedSfenValue> records = PsvReaderTest.sample(20_000, 3);
        Path f = dir.resolve("out.bin");
        try (PsvWriter w = new PsvWriter(f)) {
            for (PackedSfenValue v : records.subList(0, 12_345)) {
                w.write(v);
            }
            assertEquals(12_345, w.written());
        }
        try (PsvWriter w = new PsvWriter(f)) {
            for (PackedSfenValue v : records.subList(12_345, 20_000)) {
                w.write(v);
            }
        }
        assertArrayEquals(PsvReaderTest.bytes(records), Files.readAllBytes(f));
    }

    @Test
    void flushHandsTheRecordsToTheFile() throws IOException {
        Path f = dir.resolve("f.bin");
        try (PsvWriter w = new PsvWriter(f)) {
            w.write(Position.startpos(), 12, 0, 1, 1);
            assertEquals(0, Files.size(f));
            w.flush();
            assertEquals(40, Files.size(f));
        }
        try (PsvReader r = new PsvReader(f)) {
            assertEquals(PackedSfenValue.of(Position.startpos(), 12, 0, 1, 1), r.next());
        }
    }

    @Test
    void refusesToAppendToAPartialRecord() throws IOException {
        Path f = dir.resolve("p.bin");
        Files.write(f, new byte[41]);
        PsvFormatException e = assertThrows(PsvFormatException.class, () -> new PsvWriter(f));
        assertTrue(e.getMessage().contains("1 trailing bytes"), e.getMessage());
        assertEquals(41, Files.size(f));
    }
}
