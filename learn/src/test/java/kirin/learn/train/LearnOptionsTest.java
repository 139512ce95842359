package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LearnOptionsTest {
    @Test
    void defaults() {
        LearnOptions o = LearnOptions.parse(List.of("a.bin"));
        assertEquals(1_000_000, o.batchSize);
        assertEquals(1, o.loop);
        assertEquals(30.0, o.eta(0));
        assertEquals(30.0, o.eta(1000));
        assertEquals(0.33, o.lambda);
        assertEquals(0.33, o.lambda2);
        assertEquals(32000, o.lambdaLimit);
        assertEquals(32000, o.evalLimit);
        assertEquals(1, o.reductionGameply);
        assertEquals(1_000_000_000L, o.evalSaveInterval);
        assertEquals(1_000_000, o.lossInterval());
        assertFalse(o.saveOnlyOnce || o.noShuffle || o.freezeKk || o.freezeKkp || o.freezeKpp);
        assertNull(o.validationSetFileName);
        assertNull(o.mode);
        assertEquals(List.of("a.bin"), o.files);
    }

    @Test
    void everyToken() {
        LearnOptions o = LearnOptions.parse(List.of("bat", "3", "loop", "2", "basedir", "d", "targetdir", "t", "x.bin",
                "eta", "2", "eta2", "4", "eta3", "1", "eta1_epoch", "10", "eta2_epoch", "20", "lambda", "0.5",
                "lambda2", "0.2", "lambda_limit", "1500", "discount_rate", "0.9", "freeze_kk", "1", "freeze_kkp",
                "true", "freeze_kpp", "0", "reduction_gameply", "4", "eval_limit", "3000", "save_only_once",
                "no_shuffle", "eval_save_interval", "500", "loss_output_interval", "100", "mirror_percentage", "50",
                "validation_set_file_name", "v.bin", "y.bin"));
        assertEquals(30_000, o.batchSize);
        assertEquals(2, o.loop);
        assertEquals("d", o.baseDir);
        assertEquals("t", o.targetDir);
        assertEquals(0.5, o.lambda);
        assertEquals(0.2, o.lambda2);
        assertEquals(1500, o.lambdaLimit);
        assertEquals(0.9, o.discountRate);
        assertTrue(o.freezeKk && o.freezeKkp && !o.freezeKpp);
        assertEquals(4, o.reductionGameply);
        assertEquals(3000, o.evalLimit);
        assertTrue(o.saveOnlyOnce && o.noShuffle);
        assertEquals(500, o.evalSaveInterval);
        assertEquals(100, o.lossInterval());
        assertEquals(50, o.mirrorPercentage);
        assertEquals("v.bin", o.validationSetFileName);
        assertEquals(List.of("x.bin", "y.bin"), o.files);
        // eta schedule: 2 -> 4 over epochs [0, 10), 4 -> 1 over [10, 20), then 1
        assertEquals(2.0, o.eta(0), 1e-12);
        assertEquals(3.0, o.eta(5), 1e-12);
        assertEquals(4.0, o.eta(10), 1e-12);
        assertEquals(2.5, o.eta(15), 1e-12);
        assertEquals(1.0, o.eta(20), 1e-12);
        assertEquals(1.0, o.eta(99), 1e-12);
        assertEquals(30_000, LearnOptions.parse(List.of("batchsize", "30000")).batchSize);
        assertEquals(23, o.describe("learn ...", o.files).size());
    }

    @Test
    void errors() {
        assertThrows(IllegalArgumentException.class, () -> LearnOptions.parse(List.of("loop")));
        assertThrows(IllegalArgumentException.class, () -> LearnOptions.parse(List.of("loop", "x")));
        assertThrows(IllegalArgumentException.class, () -> LearnOptions.parse(List.of("freeze_kk", "2")));
        assertThrows(IllegalArgumentException.class, () -> LearnOptions.parse(List.of("mirror_percentage", "101")));
        assertEquals("convert_plain", LearnOptions.parse(List.of("convert_plain", "a")).mode);
    }
}
