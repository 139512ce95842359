package kirin.learn;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Lets a long command (gensfen, learn) finish cleanly when the JVM is asked to exit (Ctrl-C, SIGINT, SIGTERM): while
 * open, a shutdown hook sets the command's stop flag and holds the JVM up until {@link #close} (or a time limit), so
 * the command can write whole records or its final save and print its closing lines. Open it around everything that
 * must happen before exit, closing lines included: the JVM ends as soon as it is closed.
 */
public final class StopOnExit implements AutoCloseable {
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    /** Installs the hook; {@code name} names its thread, {@code waitSeconds} bounds how long exit is held up. */
    public StopOnExit(String name, AtomicBoolean stop, int waitSeconds) {
        hook = new Thread(() -> {
            stop.set(true);
            try {
                finished.await(waitSeconds, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, name + "-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Releases a waiting hook and removes it. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook is running and has just been released
        }
    }
}
