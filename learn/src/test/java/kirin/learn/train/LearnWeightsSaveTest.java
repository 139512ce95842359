package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Learned weights written back to tables, saved as KPP_KKPT files and loaded again: rounding and clamping. */
class LearnWeightsSaveTest {
    @Test
    void writeSaveLoadKeepsTheRoundedClampedValues(@TempDir Path dir) throws Exception {
        try (KppTables t = new KppTables()) {
            t.fillRandom(11, 300, 3000);
            LearnWeights w = new LearnWeights(t, 30);
            // Mirror of 30 (4d) is 48 (6d): both learned.
            w.setKpp(30, 100, 7, 12.5f);      // halves round up (Math.round): 13
            w.setKpp(30, 101, 7, -12.5f);     // Math.round: -12 (half up)
            w.setKpp(30, 102, 7, 12.49f);     // 12
            w.setKpp(48, 103, 7, 40000.4f);   // int16 clamp: 32767
            w.setKpp(48, 104, 7, -40000f);    // -32768
            w.setKkp(30, 5, 200, 0, 3e9f);    // int32 clamp: 2147483647
            w.setKkp(30, 5, 200, 1, -3e9f);   // -2147483648
            w.setKkp(48, 6, 201, 1, -7.6f);   // -8
            w.setKk(3, 4, 0, 1234.5f);        // 1235
            w.setKk(3, 4, 1, -0.4f);          // 0
            w.writeTo(t);
            EvalFiles.save(t, dir);
            try (KppTables back = EvalFiles.load(dir)) {
                assertEquals(13, back.kpp(30, 100, 7));
                assertEquals(13, back.kpp(30, 7, 100));
                assertEquals(-12, back.kpp(30, 101, 7));
                assertEquals(12, back.kpp(30, 7, 102));
                assertEquals(32767, back.kpp(48, 103, 7));
                assertEquals(-32768, back.kpp(48, 7, 104));
                assertEquals(Integer.MAX_VALUE, back.kkp(30, 5, 200, 0));
                assertEquals(Integer.MIN_VALUE, back.kkp(30, 5, 200, 1));
                assertEquals(-8, back.kkp(48, 6, 201, 1));
                assertEquals(1235, back.kk(3, 4, 0));
                assertEquals(0, back.kk(3, 4, 1));
                // Every other value of the learned kings comes back as it was read; other kings are untouched.
                for (int k : new int[] {30, 48, 0, 80}) {
                    for (int a = 0; a < 1548; a += 37) {
                        for (int b = 0; b < 1548; b += 29) {
                            if (a >= 100 && a <= 104 && b == 7 || b >= 100 && b <= 104 && a == 7) {
                                continue;
                            }
                            assertEquals(t.kpp(k, a, b), back.kpp(k, a, b));
                        }
                    }
                    for (int p = 0; p < 1548; p += 13) {
                        assertEquals(t.kkp(k, 40, p, 0), back.kkp(k, 40, p, 0));
                        assertEquals(t.kkp(k, 40, p, 1), back.kkp(k, 40, p, 1));
                    }
                }
            }
        }
    }
}
