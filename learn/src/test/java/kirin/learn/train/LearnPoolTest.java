package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** {@link LearnPool}: a mini-batch covers every record once across the workers; a failing task is an IOException. */
class LearnPoolTest {
    @Test
    void aBatchGivesEveryRecordToExactlyOneWorker() throws Exception {
        AtomicIntegerArray seen = new AtomicIntegerArray(1000);
        LearnPool.Trainer w = (chunk, from, to) -> {
            assertTrue(to - from <= 7, "slices of at most 7");
            for (int r = from; r < to; r++) {
                seen.incrementAndGet(r);
            }
        };
        try (LearnPool pool = new LearnPool(3, new AtomicBoolean())) {
            pool.trainBatch(new LearnPool.Trainer[] {w, w, w}, 7, new byte[0], 100, 901);
        }
        for (int r = 0; r < seen.length(); r++) {
            assertEquals(r >= 100 && r < 901 ? 1 : 0, seen.get(r), "record " + r);
        }
    }

    @Test
    void aFailingTaskIsAnIoException() {
        try (LearnPool pool = new LearnPool(2, new AtomicBoolean())) {
            Callable<Void> bad = () -> {
                throw new IllegalStateException("boom");
            };
            IOException e = assertThrows(IOException.class, () -> pool.runAll(List.of(bad)));
            assertTrue(e.getMessage().startsWith("learn: a worker failed: java.lang.IllegalStateException: boom"),
                    e.getMessage());
        }
    }
}
