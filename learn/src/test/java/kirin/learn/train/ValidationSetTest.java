package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import kirin.core.Position;
import kirin.core.search.SearchOptions;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Taking the set (corrupt records counted, filtered records left out but their keys excluded from training) and
 * measuring it: one test-loss term per record, the same sums from run to run, and with one part per thread.
 */
class ValidationSetTest {
    @TempDir
    Path dir;

    @Test
    void takesFiltersAndMeasures() throws Exception {
        List<Position> ps = TrainPositions.randomGames(40, 5, 30);
        byte[] file = new byte[42 * PackedSfenValue.BYTES];
        for (int i = 0; i < 40; i++) {
            PackedSfenValue.of(ps.get(i), 50 * (i - 20), 0, 1 + i, i % 2 == 0 ? 1 : -1).write(file,
                    i * PackedSfenValue.BYTES);
        }
        Position draw = TrainPositions.play("2g2f 8c8d");
        PackedSfenValue.of(draw, 0, 0, 3, 0).write(file, 40 * PackedSfenValue.BYTES);
        new PackedSfenValue(PackedSfen.encode(draw), 0, 0, 3, 5).write(file, 41 * PackedSfenValue.BYTES); // corrupt
        Path f = dir.resolve("v.bin");
        Files.write(f, file);
        SearchOptions so = new SearchOptions();
        try (KppTables tables = new KppTables()) {
            tables.fillRandom(3, 20, 100);
            RecordFilter filter = new RecordFilter(LearnOptions.parse(List.of("x.bin")), so);
            ValidationSet v = new ValidationSet(filter, tables, so);
            try (RecordStream s = new RecordStream(List.of(f), 1)) {
                v.load(s, Integer.MAX_VALUE, true);
            }
            assertEquals(40, v.size(), "the draw is filtered out");
            assertEquals(1, v.corrupt());
            assertTrue(v.excludes(ps.get(7).key()));
            assertTrue(v.excludes(draw.key()), "a filtered record's position is still held out");
            assertFalse(v.excludes(Position.startpos().key()));

            ElmoLoss loss = ElmoLoss.defaults();
            ValidationSet.TaskRunner inline = ValidationSetTest::runInline;
            ValidationSet.Measure one = v.measure(1, loss, inline);
            assertEquals(40, one.test().count);
            assertTrue(one.hits() >= 0 && one.hits() <= 40);
            ValidationSet.Measure again = v.measure(1, loss, inline);
            assertEquals(one.test().crossEntropy, again.test().crossEntropy);
            assertEquals(one.hits(), again.hits());
            ValidationSet.Measure two = v.measure(2, loss, inline);
            assertEquals(40, two.test().count);

            ValidationSet first = new ValidationSet(filter, tables, so);
            try (RecordStream s = new RecordStream(List.of(f), 1)) {
                first.load(s, 5, false);
            }
            assertEquals(5, first.size());
            assertFalse(first.excludes(ps.get(0).key()), "not excluded when taken from a validation file");
        }
    }

    private static void runInline(List<Callable<Void>> tasks) {
        try {
            for (Callable<Void> t : tasks) {
                t.call();
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
