package kirin.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** {@link Uninterruptibly#join}: waits for the end through an interrupt, then passes the interrupt on. */
class UninterruptiblyTest {
    @Test
    void joinWaitsThroughAnInterruptAndKeepsIt() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        Thread caller = Thread.currentThread();
        Thread interrupter = new Thread(() -> {
            caller.interrupt();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            release.countDown();
        });
        interrupter.start();
        Uninterruptibly.join(worker);
        assertFalse(worker.isAlive(), "returned only once the thread had ended");
        assertTrue(Thread.interrupted(), "the interrupt is passed on (and cleared here)");
        interrupter.join();
    }
}
