package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * gensfen on Spark in local mode (the material evaluation: the build sets KIRIN_DEFAULT_EVAL=none): the record
 * count, every record decodes to a legal position with a legal move, and the shards for a fixed seed and task count
 * are the same bytes on local[1] and local[2]. About 15 s.
 */
class GensfenJobTest {
    @TempDir
    Path tmp;

    @Test
    void sameShardsWhateverTheMasterAndEveryRecordLegal() throws Exception {
        int loadsBefore = EvalSpec.loads();
        Path one = tmp.resolve("one");
        Path two = tmp.resolve("two");
        String[] tokens = {"depth", "1", "loop", "301", "seed", "42", "write_minply", "4", "random_move_count", "3"};
        String out1 = Jobs.run(concat(new String[] {"gensfen", "--master", "local[1]", "--tasks", "3", "--out",
            one.toString()}, tokens));
        Jobs.run(concat(new String[] {"gensfen", "--master", "local[2]", "--tasks", "3", "--out", two.toString()},
                tokens));
        assertTrue(out1.startsWith("gensfen: 301 positions in 3 shards"), out1);
        List<Path> a = Jobs.shards(one);
        List<Path> b = Jobs.shards(two);
        assertEquals(List.of("part-00000.bin", "part-00001.bin", "part-00002.bin"),
                a.stream().map(p -> p.getFileName().toString()).toList());
        for (int i = 0; i < a.size(); i++) {
            assertArrayEquals(Files.readAllBytes(a.get(i)), Files.readAllBytes(b.get(i)), "shard " + i);
        }
        assertEquals(101 * 40, Files.size(a.get(0)), "the first task takes the odd position");
        assertEquals(100 * 40, Files.size(a.get(2)));
        assertFalse(Files.exists(one.resolve(ShardWriter.TEMP)), "no temporary files left");
        List<byte[]> records = Jobs.records(a);
        assertEquals(301, records.size());
        Set<String> positions = new HashSet<>();
        for (byte[] r : records) {
            PackedSfenValue v = PackedSfenValue.read(r, 0);
            Position pos = PackedSfen.toPosition(r, 0, 1);
            assertNotEquals(Move.NONE, MoveGenerator.legalFrom16(pos, v.move()), "a legal move in " + pos);
            assertTrue(v.gameResult() >= -1 && v.gameResult() <= 1);
            positions.add(new String(v.sfen(), java.nio.charset.StandardCharsets.ISO_8859_1));
        }
        assertTrue(positions.size() > 250, "tasks with different seeds play different games: " + positions.size());
        assertTrue(EvalSpec.loads() - loadsBefore <= 1, "the evaluation is loaded once per JVM");
    }

    @Test
    void taskSeedsDifferAndDependOnlyOnBaseAndIndex() {
        assertEquals(GensfenTask.seed(5, 0), GensfenTask.seed(5, 0));
        assertNotEquals(GensfenTask.seed(5, 0), GensfenTask.seed(5, 1));
        assertNotEquals(GensfenTask.seed(5, 0), GensfenTask.seed(6, 0));
        List<GensfenTask.Plan> plans = GensfenTask.plans(10, 4, 1);
        assertEquals(List.of(3L, 3L, 2L, 2L), plans.stream().map(GensfenTask.Plan::loop).toList());
    }

    @Test
    void refusesTokensThatNameTheOutput() {
        int code = Main.run(new String[] {"gensfen", "--out", tmp.toString(), "output_file_name", "x"},
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()),
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        assertEquals(2, code);
    }

    static String[] concat(String[] a, String[] b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
