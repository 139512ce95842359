package kirin.core;

/**
 * Waiting that an interrupt does not cut short. The engine's threads (the search, the mate solver) stop within a
 * node once asked, and their caller must read what they leave behind: so it waits for the end whatever happens,
 * and an interrupt that arrives meanwhile is passed on afterwards (the thread's interrupt flag set again).
 */
public final class Uninterruptibly {
    private Uninterruptibly() {}

    /** Waits until {@code thread} has ended; an interrupt meanwhile is kept for the caller's thread. */
    public static void join(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
