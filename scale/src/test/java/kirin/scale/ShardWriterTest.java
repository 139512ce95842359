package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Shards appear whole or not at all, through Hadoop's local file system. */
class ShardWriterTest {
    @TempDir
    Path dir;

    @Test
    void writesWholeShardsAndNoChecksumFiles() throws Exception {
        byte[] a = new byte[40];
        byte[] b = new byte[40];
        b[0] = 7;
        long n = ShardWriter.write(new Configuration(), dir.toString(), ShardWriter.name(3), List.of(a, b).iterator());
        assertEquals(2, n);
        Path shard = dir.resolve("part-00003.bin");
        assertEquals(80, Files.size(shard));
        assertEquals(7, Files.readAllBytes(shard)[40]);
        ShardWriter.cleanUp(new Configuration(), dir.toString());
        try (var s = Files.list(dir)) {
            assertEquals(List.of(shard), s.toList(), "the shard only: no _tmp, no .crc");
        }
    }

    @Test
    void aFailedWriteLeavesNoShard() throws Exception {
        Iterator<byte[]> failing = new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public byte[] next() {
                if (i++ == 5) {
                    throw new IllegalStateException("task killed");
                }
                return new byte[40];
            }
        };
        assertThrows(IllegalStateException.class,
                () -> ShardWriter.write(new Configuration(), dir.toString(), ShardWriter.name(0), failing));
        assertFalse(Files.exists(dir.resolve("part-00000.bin")));
        try (var s = Files.list(dir.resolve(ShardWriter.TEMP))) {
            assertEquals(0, s.count(), "the temporary file is removed");
        }
    }

    @Test
    void aSecondAttemptKeepsTheFirstShard() throws IOException {
        byte[] first = new byte[40];
        first[1] = 1;
        ShardWriter.write(new Configuration(), dir.toString(), ShardWriter.name(0), List.of(first).iterator());
        ShardWriter.write(new Configuration(), dir.toString(), ShardWriter.name(0), List.of(new byte[40]).iterator());
        assertArrayEquals(first, Files.readAllBytes(dir.resolve("part-00000.bin")));
    }
}
