package kirin.core;

import com.sun.jna.Native;
import com.sun.jna.Platform;

/**
 * Asks Linux for transparent huge pages on a memory range ({@code madvise(MADV_HUGEPAGE)}), which the JDK cannot do.
 * With the kernel in "madvise" mode this turns the transposition table's 4 KiB pages into 2 MiB ones, cutting TLB
 * misses on every probe. Best effort: anywhere it cannot work (not Linux, JNA unavailable, native access refused)
 * it does nothing. Used by the transposition table and the evaluation tables.
 */
public final class HugePages {
    private static final int MADV_HUGEPAGE = 14;
    private static final boolean AVAILABLE = load();

    private HugePages() {}

    private static boolean load() {
        if (!Platform.isLinux()) {
            return false;
        }
        try {
            Native.register(HugePages.class, Platform.C_LIBRARY_NAME);
            return true;
        } catch (Throwable e) {
            return false;
        }
    }

    /** Direct-mapped libc call; address and length are 64-bit on every platform this runs on. */
    private static native int madvise(long address, long length, int advice);

    /** Advises huge pages for [address, address + length); the range should be 2 MiB aligned. True on success. */
    public static boolean advise(long address, long length) {
        if (!AVAILABLE) {
            return false;
        }
        try {
            return madvise(address, length, MADV_HUGEPAGE) == 0;
        } catch (Throwable e) {
            return false;
        }
    }
}
