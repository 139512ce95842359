package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save writes the tables (which read back the same) with the check-sum line, and the loss curve beside it; the
 * asynchronous write returns the check sum, and its failure comes out as the IOException it was.
 */
class LearnSavesTest {
    @TempDir
    Path dir;

    @Test
    void savesTablesAndCurve() throws Exception {
        List<String> log = new ArrayList<>();
        List<Learner.LossPoint> curve = new ArrayList<>();
        curve.add(new Learner.LossPoint(1000, 1, 10, 0.5, 0.6, 0.4, 0.7, 800, 40));
        curve.add(new Learner.LossPoint(2000, 2, 10, 0.45, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                Double.NaN));
        try (KppTables tables = new KppTables()) {
            tables.fillRandom(2, 30, 300);
            LearnSaves s = new LearnSaves(tables, dir, log::add, curve);
            s.save(dir.resolve("0"));
            try (KppTables back = EvalFiles.load(dir.resolve("0"))) {
                assertEquals(tables.checkSum(), back.checkSum());
            }
            assertEquals(List.of("save_eval() start. folder = " + dir.resolve("0"),
                    "Check Sum = " + Long.toHexString(tables.checkSum()),
                    "save_eval() finished. folder = " + dir.resolve("0")), log);
            List<String> csv = Files.readAllLines(dir.resolve("loss.csv"));
            assertEquals(3, csv.size());
            assertTrue(csv.get(0).startsWith("records,epoch,eta,train_loss,test_loss"));
            assertEquals("1000,1,10.0,0.5,0.6,0.4,0.7,800.0,40.0", csv.get(1));
            assertEquals("2000,2,10.0,0.45,,,,,", csv.get(2));
            assertTrue(Files.exists(dir.resolve("loss.png")));

            assertEquals(tables.checkSum(), LearnSaves.join(s.writeTablesAsync(dir.resolve("final"))));
            Files.writeString(dir.resolve("blocked"), "a file where the folder should go");
            assertThrows(IOException.class, () -> LearnSaves.join(s.writeTablesAsync(dir.resolve("blocked"))));
        }
    }
}
