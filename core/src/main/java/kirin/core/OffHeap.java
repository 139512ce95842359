package kirin.core;

import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * Zeroing and copying of large off-heap blocks (tables of hundreds of megabytes) in steps of 1 MiB.
 *
 * <p>One {@code Unsafe.setMemory} or {@code copyMemory} call over a whole table keeps its thread out of reach of the
 * JVM's safepoints until it returns: every other thread of the process that reaches a safepoint then waits for it.
 * Clearing a 400 MB table took the other threads' time by up to 935 ms in the tests' JVM (seen with
 * {@code -Xlog:safepoint}, "Reaching safepoint"); a search waiting there misses its clock. Steps of 1 MiB, the
 * step {@code java.nio} uses for the same reason, let a safepoint in between at a negligible cost.
 */
public final class OffHeap {
    /** The largest block one call handles. */
    static final long STEP = 1L << 20;
    private static final Unsafe U = UnsafeAccess.UNSAFE;

    private OffHeap() {
    }

    /** Sets {@code bytes} bytes from {@code address} to zero. */
    public static void zero(long address, long bytes) {
        for (long done = 0; done < bytes; done += STEP) {
            U.setMemory(address + done, Math.min(STEP, bytes - done), (byte) 0);
        }
    }

    /** Copies {@code bytes} bytes from {@code from} to {@code to}; the two blocks must not overlap. */
    public static void copy(long from, long to, long bytes) {
        for (long done = 0; done < bytes; done += STEP) {
            U.copyMemory(from + done, to + done, Math.min(STEP, bytes - done));
        }
    }
}
