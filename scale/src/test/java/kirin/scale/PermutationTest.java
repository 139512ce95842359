package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import org.junit.jupiter.api.Test;

class PermutationTest {
    @Test
    void isABijectionOfItsRange() {
        for (long n : new long[] {1, 2, 3, 5, 17, 64, 1000, 4097}) {
            Permutation p = new Permutation(n, 99);
            BitSet seen = new BitSet();
            for (long i = 0; i < n; i++) {
                long x = p.apply(i);
                assertTrue(x >= 0 && x < n, n + ": " + x);
                assertTrue(!seen.get((int) x), n + ": " + x + " twice");
                seen.set((int) x);
            }
            assertEquals(n, seen.cardinality());
        }
    }

    @Test
    void dependsOnTheSeedAndMovesMostElements() {
        Permutation a = new Permutation(10_000, 1);
        Permutation b = new Permutation(10_000, 2);
        int same = 0;
        int fixed = 0;
        for (long i = 0; i < 10_000; i++) {
            same += a.apply(i) == b.apply(i) ? 1 : 0;
            fixed += a.apply(i) == i ? 1 : 0;
        }
        assertTrue(same < 50, "seeds give different orders: " + same);
        assertTrue(fixed < 50, "a shuffle moves records: " + fixed);
        assertNotEquals(a.apply(0), b.apply(0) + 0.5);
    }
}
