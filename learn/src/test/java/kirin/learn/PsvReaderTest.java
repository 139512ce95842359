package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading records back, with corrupt records and partial files reported by file and record index. */
class PsvReaderTest {
    @TempDir
    Path dir;

    /** {@code n} records from random games, with varied fields. */
    static List<PackedSfenValue> sample(int n, long seed) {
        List<PackedSfenValue> out = new ArrayList<>();
        java.util.Random rnd = new java.util.Random(seed);
        RandomPositions.walk(seed, n, 200, pos -> {
            int[] buf = new int[2 * kirin.core.MoveGenerator.MAX_MOVES];
            int m = RandomPositions.pick(pos, rnd, buf);
            out.add(PackedSfenValue.of(pos, rnd.nextInt(4001) - 2000, kirin.core.Move.to16(m), pos.gamePly() - 1,
                    rnd.nextInt(3) - 1));
        });
        return out;
    }

    static byte[] bytes(List<PackedSfenValue> records) {
        byte[] b = new byte[records.size() * 40];
        for (int i = 0; i < records.size(); i++) {
            records.get(i).write(b, 40 * i);
        }
        return b;
    }

    @Test
    void readsWhatWasWritten() throws IOException {
        List<PackedSfenValue> records = sample(10_000, 5);
        Path f = dir.resolve("a.bin");
        Files.write(f, bytes(records));
        try (PsvReader r = new PsvReader(f)) {
            assertEquals(10_000, r.recordCount());
            for (PackedSfenValue expected : records) {
                PackedSfenValue v = r.next();
                assertEquals(expected, v);
                assertEquals(expected.raw().toSfen(1), r.position().toSfen(1));
            }
            assertNull(r.next());
            assertNull(r.next());
        }
    }

    @Test
    void corruptRecordIsNamedByIndexAndTheReaderGoesOn() throws IOException {
        List<PackedSfenValue> records = sample(6, 9);
        byte[] b = bytes(records);
        b[3 * 40] |= (byte) 0xFE;     // record 3: black king square 127
        b[4 * 40 + 38] = 5;           // record 4: result 5
        b[5 * 40 + 34] = (byte) 81;   // record 5: move to square 81
        b[5 * 40 + 35] = 0;
        Path f = dir.resolve("bad.bin");
        Files.write(f, b);
        try (PsvReader r = new PsvReader(f)) {
            for (int i = 0; i < 3; i++) {
                assertEquals(records.get(i), r.next());
            }
            PsvFormatException e = assertThrows(PsvFormatException.class, r::next);
            assertTrue(e.getMessage().startsWith(f + ": record 3 (byte 120): king square out of range"),
                    e.getMessage());
            e = assertThrows(PsvFormatException.class, r::next);
            assertTrue(e.getMessage().contains("record 4 (byte 160): game result 5 is not -1, 0 or 1"),
                    e.getMessage());
            e = assertThrows(PsvFormatException.class, r::next);
            assertTrue(e.getMessage().contains("record 5 (byte 200): move 0x51 is not a Move16"), e.getMessage());
            assertNull(r.next());
        }
    }

    @Test
    void trailingBytesAreRefusedOrSkipped() throws IOException {
        byte[] b = bytes(sample(2, 1));
        Path f = dir.resolve("short.bin");
        Files.write(f, java.util.Arrays.copyOf(b, 87));
        PsvFormatException e = assertThrows(PsvFormatException.class, () -> new PsvReader(f));
        assertEquals(f + ": size 87 is not a multiple of 40: 2 whole records and 7 trailing bytes", e.getMessage());
        try (PsvReader r = new PsvReader(f, true)) {
            assertEquals(7, r.trailingBytes());
            assertEquals(2, r.recordCount());
            r.next();
            r.next();
            assertNull(r.next());
        }
    }

    @Test
    void emptyFile() throws IOException {
        Path f = dir.resolve("empty.bin");
        Files.write(f, new byte[0]);
        try (PsvReader r = new PsvReader(f)) {
            assertEquals(0, r.recordCount());
            assertNull(r.next());
        }
    }

    @Test
    void aMissingFileSaysNoSuchFileAfterThePath() {
        Path missing = dir.resolve("none.bin");
        IOException e = assertThrows(IOException.class, () -> new PsvReader(missing));
        assertEquals(missing + ": no such file", e.getMessage());
        IOException folder = assertThrows(IOException.class, () -> new PsvReader(dir));
        assertEquals(dir + ": is a folder, not a training file", folder.getMessage());
    }
}
