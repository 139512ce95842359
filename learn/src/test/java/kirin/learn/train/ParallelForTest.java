package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** Every index runs exactly once, in order on the caller with one thread, and a task's failure reaches the caller. */
class ParallelForTest {
    @Test
    void oneThreadRunsInOrderOnTheCaller() {
        List<Integer> seen = new ArrayList<>();
        Thread caller = Thread.currentThread();
        ParallelFor.run(5, 1, i -> {
            assertSame(caller, Thread.currentThread());
            seen.add(i);
        });
        assertArrayEquals(new Object[] {0, 1, 2, 3, 4}, seen.toArray());
    }

    @Test
    void everyIndexOnceOnManyThreads() {
        for (int threads : new int[] {2, 3, 200}) {
            AtomicIntegerArray count = new AtomicIntegerArray(81);
            ParallelFor.run(81, threads, count::incrementAndGet);
            int[] got = new int[81];
            for (int i = 0; i < 81; i++) {
                got[i] = count.get(i);
            }
            int[] once = new int[81];
            java.util.Arrays.fill(once, 1);
            assertArrayEquals(once, got, "threads " + threads);
        }
    }

    @Test
    void failuresReachTheCaller() {
        assertThrows(IllegalArgumentException.class, () -> ParallelFor.run(10, 2, i -> {
            if (i == 7) {
                throw new IllegalArgumentException("task 7");
            }
        }));
        assertThrows(OutOfMemoryError.class, () -> ParallelFor.run(10, 2, i -> {
            if (i == 3) {
                throw new OutOfMemoryError("task 3");
            }
        }));
        assertThrows(IllegalStateException.class, () -> ParallelFor.run(3, 1, i -> {
            throw new IllegalStateException("one thread");
        }));
    }
}
