package kirin.eval;

import java.lang.ref.Cleaner;
import kirin.core.HugePages;
import kirin.core.OffHeap;
import org.agrona.UnsafeAccess;

/**
 * One block of native memory (zeroed unless a file is to fill it), 2 MiB aligned and advised for transparent huge pages, freed by {@link #free}
 * or when its owner is garbage collected. Memory comes from {@code Unsafe.allocateMemory} rather than direct
 * {@code ByteBuffer}s, whose total is capped by {@code -XX:MaxDirectMemorySize}.
 */
final class OffHeapBlock {
    private static final long HUGE_PAGE = 2L << 20;
    private static final Cleaner CLEANER = Cleaner.create();

    /** Usable, aligned address of the first byte. */
    final long address;
    final long bytes;
    private final Cleaner.Cleanable cleanable;

    /** A zeroed block of {@code bytes} bytes whose memory is freed when {@code owner} becomes unreachable. */
    OffHeapBlock(Object owner, long bytes) {
        this(owner, bytes, true);
    }

    /**
     * A block of {@code bytes} bytes, zeroed only if {@code zeroed}: a block that a file is about to fill entirely
     * is not zeroed first, which would touch every page once more.
     */
    OffHeapBlock(Object owner, long bytes, boolean zeroed) {
        this.bytes = bytes;
        long raw = UnsafeAccess.UNSAFE.allocateMemory(bytes + HUGE_PAGE);
        this.address = (raw + HUGE_PAGE - 1) & -HUGE_PAGE;
        HugePages.advise(address, bytes & -HUGE_PAGE); // before the first touch, so faults map 2 MiB pages
        if (zeroed) {
            OffHeap.zero(address, bytes); // in steps: a safepoint may come in between
        }
        this.cleanable = CLEANER.register(owner, () -> UnsafeAccess.UNSAFE.freeMemory(raw));
    }

    /** Frees the memory now; the block must not be used afterwards. */
    void free() {
        cleanable.clean();
    }
}
