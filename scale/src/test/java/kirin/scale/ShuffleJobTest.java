package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shuffle in local mode: a permutation of its input (the same multiset of records, another order), equal shards,
 * the validation split, the same bytes for a seed on local[1] and local[2], and duplicate removal. The shuffle moves
 * bytes without decoding them, so the inputs are random records. About 15 s.
 */
class ShuffleJobTest {
    @TempDir
    Path tmp;

    /** Two input files of random records; every 10th record of the second repeats a packed position of the first. */
    private List<byte[]> inputs(Path a, Path b) throws Exception {
        Random r = new Random(3);
        List<byte[]> all = new ArrayList<>();
        ByteBuffer fa = ByteBuffer.allocate(40 * 700);
        ByteBuffer fb = ByteBuffer.allocate(40 * 301);
        for (int i = 0; i < 700; i++) {
            byte[] rec = new byte[40];
            r.nextBytes(rec);
            all.add(rec);
            fa.put(rec);
        }
        for (int i = 0; i < 301; i++) {
            byte[] rec = new byte[40];
            r.nextBytes(rec);
            if (i % 10 == 0) {
                System.arraycopy(all.get(i), 0, rec, 0, 32); // same position, other score and move
            }
            all.add(rec);
            fb.put(rec);
        }
        Files.createDirectories(a.getParent());
        Files.write(a, fa.array());
        Files.write(b, fb.array());
        return all;
    }

    private static Map<String, Integer> multiset(List<byte[]> rs) {
        Map<String, Integer> m = new HashMap<>();
        for (byte[] r : rs) {
            m.merge(Arrays.toString(r), 1, Integer::sum);
        }
        return m;
    }

    @Test
    void aPermutationIntoEqualShardsTheSameOnAnyMaster() throws Exception {
        Path in = tmp.resolve("in");
        List<byte[]> all = inputs(in.resolve("a.bin"), in.resolve("b.bin"));
        Path one = tmp.resolve("one");
        Path two = tmp.resolve("two");
        String out = Jobs.run("shuffle", "--master", "local[1]", "--shards", "4", "--seed", "11", "--validation",
                "0.1", "--out", one.toString(), in.toString());
        Jobs.run("shuffle", "--master", "local[2]", "--shards", "4", "--seed", "11", "--validation", "0.1", "--out",
                two.toString(), in.resolve("a.bin").toString(), in.resolve("b.bin").toString());
        assertTrue(out.startsWith("shuffle: 1001 records (0 duplicates removed) into 4 shards of 225 to 226 records"
                + " and 100 validation records"), out);
        List<Path> shards = Jobs.shards(one);
        assertEquals(4, shards.size());
        for (Path s : shards) {
            long n = Files.size(s) / 40;
            assertTrue(n == 225 || n == 226, s + ": " + n);
        }
        List<Path> files = new ArrayList<>(shards);
        files.add(one.resolve("validation").resolve("part-00000.bin"));
        List<byte[]> shuffled = Jobs.records(files);
        assertEquals(multiset(all), multiset(shuffled), "the same multiset of records");
        int inPlace = 0;
        for (int i = 0; i < all.size(); i++) {
            inPlace += Arrays.equals(all.get(i), shuffled.get(i)) ? 1 : 0;
        }
        assertTrue(inPlace < 20, "the order changed: " + inPlace + " records in place");
        List<Path> files2 = new ArrayList<>(Jobs.shards(two));
        files2.add(two.resolve("validation").resolve("part-00000.bin"));
        for (int i = 0; i < files.size(); i++) {
            assertTrue(Arrays.equals(Files.readAllBytes(files.get(i)), Files.readAllBytes(files2.get(i))),
                    "the same bytes on local[1] and local[2]: " + files.get(i).getFileName());
        }
        assertFalse(Files.exists(one.resolve(ShardWriter.TEMP)));
        assertFalse(Files.exists(one.resolve("validation").resolve(ShardWriter.TEMP)));
    }

    @Test
    void dedupKeepsOneRecordPerPosition() throws Exception {
        Path in = tmp.resolve("in");
        List<byte[]> all = inputs(in.resolve("a.bin"), in.resolve("b.bin"));
        Path out = tmp.resolve("out");
        String text = Jobs.run("shuffle", "--master", "local[2]", "--shards", "2", "--seed", "1", "--dedup",
                "--out", out.toString(), in.toString());
        assertTrue(text.startsWith("shuffle: 970 records (31 duplicates removed) into 2 shards of 485 to 485"),
                text);
        List<byte[]> kept = Jobs.records(Jobs.shards(out));
        Set<String> positions = new HashSet<>();
        for (byte[] r : kept) {
            assertTrue(positions.add(Arrays.toString(Arrays.copyOf(r, 32))), "a position twice");
        }
        Set<String> expected = new HashSet<>();
        all.forEach(r -> expected.add(Arrays.toString(Arrays.copyOf(r, 32))));
        assertEquals(expected, positions);
        assertNotEquals(0, kept.size());
    }

    @Test
    void refusesATornFile() throws Exception {
        Path bad = tmp.resolve("bad.bin");
        Files.write(bad, new byte[41]);
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int code = Main.run(new String[] {"shuffle", "--master", "local[1]", "--shards", "1", "--out",
            tmp.resolve("o").toString(), bad.toString()}, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()),
                new java.io.PrintStream(err, true));
        assertEquals(1, code);
        assertTrue(err.toString().contains("41 bytes is not a whole number of 40-byte records"), err.toString());
    }
}
