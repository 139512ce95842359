package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The depth skipping of the helpers; the pool itself is exercised through {@link SearchThreadsTest}. */
class HelperThreadsTest {
    @Test
    void firstHelperTakesEveryOtherDepth() {
        // Helper 1: skip size 1, phase 0, so it searches the depths where depth + gamePly is even.
        assertTrue(HelperThreads.skipsDepth(1, 1, 0));
        assertFalse(HelperThreads.skipsDepth(1, 2, 0));
        assertTrue(HelperThreads.skipsDepth(1, 3, 0));
        assertFalse(HelperThreads.skipsDepth(1, 1, 1));
        // Helper 2 (phase 1) takes the other half.
        for (int d = 1; d < 20; d++) {
            assertTrue(HelperThreads.skipsDepth(1, d, 0) != HelperThreads.skipsDepth(2, d, 0), "depth " + d);
        }
    }

    @Test
    void everyHelperSearchesHalfTheDepths() {
        for (int helper = 1; helper <= 40; helper++) {
            int searched = 0;
            for (int d = 1; d <= 48; d++) {
                if (!HelperThreads.skipsDepth(helper, d, 7)) {
                    searched++;
                }
            }
            assertTrue(searched >= 20 && searched <= 28, "helper " + helper + " searches " + searched + " of 48");
        }
        assertEquals(HelperThreads.skipsDepth(1, 5, 3), HelperThreads.skipsDepth(21, 5, 3), "the pattern repeats");
    }
}
