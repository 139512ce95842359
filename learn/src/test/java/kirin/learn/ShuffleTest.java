package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shuffle modes: outputs are permutations of the inputs, uniform, reproducible by seed; bad files refused. */
class ShuffleTest {
    private static final int R = PackedSfenValue.BYTES;

    @TempDir
    Path dir;

    /** Records whose first 4 bytes hold their number {@code from..from+n-1}; the rest is filler. */
    private Path file(String name, int from, int n) throws IOException {
        byte[] b = new byte[n * R];
        for (int i = 0; i < n; i++) {
            int v = from + i;
            for (int k = 0; k < 4; k++) {
                b[i * R + k] = (byte) (v >>> (8 * k));
            }
            b[i * R + 39] = (byte) v;
        }
        Path p = dir.resolve(name);
        Files.write(p, b);
        return p;
    }

    private static int[] numbers(byte[] b) {
        int[] v = new int[b.length / R];
        for (int i = 0; i < v.length; i++) {
            v[i] = (b[i * R] & 0xFF) | (b[i * R + 1] & 0xFF) << 8 | (b[i * R + 2] & 0xFF) << 16 | (b[i * R + 3] & 0xFF) << 24;
            assertEquals((byte) v[i], b[i * R + 39], "record " + i + " was torn apart");
        }
        return v;
    }

    private static void assertPermutation(int[] got, int n) {
        assertEquals(n, got.length);
        boolean[] seen = new boolean[n];
        for (int v : got) {
            assertFalse(seen[v], "record " + v + " twice");
            seen[v] = true;
        }
    }

    private static boolean inOrder(int[] v) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] != i) {
                return false;
            }
        }
        return true;
    }

    @Test
    void eachModeWritesAPermutationOfItsInputs() throws Exception {
        List<Path> in = List.of(file("a.bin", 0, 250), file("b.bin", 250, 0), file("c.bin", 250, 333));
        Path m = dir.resolve("m.bin");
        Path e = dir.resolve("e.bin");
        Path q = dir.resolve("q.bin");
        assertEquals(583, Shuffle.inMemory(in, m, new SplittableRandom(1)));
        assertEquals(583, Shuffle.external(in, e, 100, new SplittableRandom(1)));
        assertEquals(583, Shuffle.merge(in, q, new SplittableRandom(1)));
        for (Path out : List.of(m, e, q)) {
            int[] v = numbers(Files.readAllBytes(out));
            assertPermutation(v, 583);
            assertFalse(inOrder(v), out + " is not shuffled");
        }
        // shuffleq keeps the order within each input: it only interleaves them.
        int[] q1 = numbers(Files.readAllBytes(q));
        int lastA = -1;
        int lastC = 249;
        for (int v : q1) {
            if (v < 250) {
                assertTrue(v > lastA);
                lastA = v;
            } else {
                assertTrue(v > lastC);
                lastC = v;
            }
        }
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(6, s.count(), "temporary files left behind"); // 3 inputs, 3 outputs
        }
    }

    @Test
    void theSameSeedGivesTheSameFile() throws Exception {
        List<Path> in = List.of(file("a.bin", 0, 500));
        Path x = dir.resolve("x.bin");
        Path y = dir.resolve("y.bin");
        Shuffle.external(in, x, 64, new SplittableRandom(9));
        Shuffle.external(in, y, 64, new SplittableRandom(9));
        assertArrayEquals(Files.readAllBytes(x), Files.readAllBytes(y));
        Shuffle.external(in, y, 64, new SplittableRandom(10));
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(x), Files.readAllBytes(y)));
    }

    /**
     * Chunk shuffle plus weighted merge is a uniform permutation: three records in chunks of two and one give
     * each of the 6 orders about equally often (expected 1000 of 6000, standard deviation about 29).
     */
    @Test
    void chunksThenMergeIsUniform() throws Exception {
        SplittableRandom rnd = new SplittableRandom(42);
        Map<String, Integer> counts = new HashMap<>();
        for (int t = 0; t < 6000; t++) {
            byte[] chunk1 = new byte[2 * R];
            chunk1[0] = 0;
            chunk1[R] = 1;
            Shuffle.shuffleRecords(chunk1, 2, rnd);
            byte[] chunk2 = new byte[R];
            chunk2[0] = 2;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Shuffle.merge(new InputStream[] {new ByteArrayInputStream(chunk1), new ByteArrayInputStream(chunk2)},
                    new long[] {2, 1}, out, rnd);
            byte[] b = out.toByteArray();
            counts.merge("" + b[0] + b[R] + b[2 * R], 1, Integer::sum);
        }
        assertEquals(6, counts.size(), counts::toString);
        for (int c : counts.values()) {
            assertTrue(c > 850 && c < 1150, counts::toString);
        }
    }

    @Test
    void aTornFileIsRefusedWithItsName() throws Exception {
        Path good = file("good.bin", 0, 10);
        Path torn = dir.resolve("torn.bin");
        Files.write(torn, new byte[R + 7]);
        Path out = dir.resolve("out.bin");
        for (int mode = 0; mode < 3; mode++) {
            final int m = mode;
            IOException e = assertThrows(IOException.class, () -> {
                if (m == 0) {
                    Shuffle.inMemory(List.of(good, torn), out, new SplittableRandom(1));
                } else if (m == 1) {
                    Shuffle.external(List.of(good, torn), out, 4, new SplittableRandom(1));
                } else {
                    Shuffle.merge(List.of(good, torn), out, new SplittableRandom(1));
                }
            });
            assertTrue(e.getMessage().contains("torn.bin") && e.getMessage().contains("47"), e.getMessage());
        }
        assertFalse(Files.exists(out));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(2, s.count(), "temporary files left behind");
        }
    }

    @Test
    void shuffleRecordsMovesWholeRecords() {
        byte[] buf = new byte[R * 50];
        for (int i = 0; i < 50; i++) {
            java.util.Arrays.fill(buf, i * R, i * R + R, (byte) i);
        }
        Shuffle.shuffleRecords(buf, 50, new SplittableRandom(1));
        boolean[] seen = new boolean[50];
        for (int i = 0; i < 50; i++) {
            byte v = buf[i * R];
            for (int k = 1; k < R; k++) {
                assertEquals(v, buf[i * R + k]);
            }
            assertFalse(seen[v]);
            seen[v] = true;
        }
    }
}
