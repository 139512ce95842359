package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.agrona.UnsafeAccess;
import org.junit.jupiter.api.Test;
import sun.misc.Unsafe;

class OffHeapTest {
    private static final Unsafe U = UnsafeAccess.UNSAFE;

    @Test
    void zeroAndCopyCoverExactlyTheirBytesAcrossSteps() {
        long bytes = 2 * OffHeap.STEP + 12_345; // two whole steps and a part
        long a = U.allocateMemory(bytes + 16);
        long b = U.allocateMemory(bytes + 16);
        try {
            for (long i = 0; i < bytes + 16; i++) {
                U.putByte(a + i, (byte) (i * 31 + 7));
                U.putByte(b + i, (byte) 0x5a);
            }
            OffHeap.copy(a + 8, b + 8, bytes);
            for (long i = 0; i < bytes + 16; i++) {
                byte want = i < 8 || i >= bytes + 8 ? (byte) 0x5a : (byte) (i * 31 + 7);
                assertEquals(want, U.getByte(b + i), "copied byte " + i);
            }
            OffHeap.zero(a + 8, bytes);
            for (long i = 0; i < bytes + 16; i++) {
                byte want = i < 8 || i >= bytes + 8 ? (byte) (i * 31 + 7) : 0;
                assertEquals(want, U.getByte(a + i), "zeroed byte " + i);
            }
        } finally {
            U.freeMemory(a);
            U.freeMemory(b);
        }
    }
}
