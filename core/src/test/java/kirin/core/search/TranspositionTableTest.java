package kirin.core.search;

import static kirin.core.search.TranspositionTable.BOUND_EXACT;
import static kirin.core.search.TranspositionTable.BOUND_LOWER;
import static kirin.core.search.TranspositionTable.BOUND_NONE;
import static kirin.core.search.TranspositionTable.BOUND_UPPER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Round trips, misses, replacement, hashfull, sizes and a two-thread torn-write check. */
class TranspositionTableTest {
    private TranspositionTable tt = new TranspositionTable(1);

    @AfterEach
    void free() {
        tt.close();
    }

    /** Keys that all fall into the same bucket: the bucket comes from the key's top bits. */
    private static long sameBucketKey(int i) {
        return 0x5A5A_5000_0000_0000L | (i * 0x9E37_79B9L + 1);
    }

    @Test
    void roundTripsEveryField() {
        int[][] cases = {
            {0x1234, 0, 0, 0, BOUND_NONE},
            {0xFFFF, -32002, -32001, -10, BOUND_UPPER},
            {0x8081, 32002, 32001, 245, BOUND_LOWER},
            {1, -1, -90, -1, BOUND_EXACT},
            {0, 12345, -12345, 17, BOUND_EXACT},
        };
        long key = 0x0123_4567_89AB_CDEFL;
        for (int[] c : cases) {
            key = key * 6364136223846793005L + 1442695040888963407L;
            tt.store(key, c[0], c[1], c[2], c[3], c[4]);
            long data = tt.probe(key);
            assertNotEquals(0, data);
            assertEquals(c[0], TranspositionTable.move16(data));
            assertEquals(c[1], TranspositionTable.value(data));
            assertEquals(c[2], TranspositionTable.eval(data));
            assertEquals(c[3], TranspositionTable.depth(data));
            assertEquals(c[4], TranspositionTable.bound(data));
        }
    }

    @Test
    void depthsOutsideTheRangeAreClamped() {
        tt.store(7, 0, 0, 0, -40, BOUND_UPPER);
        assertEquals(TranspositionTable.DEPTH_MIN, TranspositionTable.depth(tt.probe(7)));
        tt.store(8, 0, 0, 0, 1000, BOUND_UPPER);
        assertEquals(TranspositionTable.DEPTH_MAX, TranspositionTable.depth(tt.probe(8)));
    }

    @Test
    void otherKeysMiss() {
        long key = 0xDEAD_BEEF_0000_1111L;
        tt.store(key, 77, 5, 6, 3, BOUND_LOWER);
        assertEquals(0, tt.probe(key ^ 1), "same bucket, different key");
        assertEquals(0, tt.probe(~key));
        assertEquals(0, tt.probe(0), "key 0 on an empty entry");
        assertNotEquals(0, tt.probe(key));
    }

    @Test
    void sameKeyOverwritesButKeepsTheMoveWhenNoneIsGiven() {
        tt.store(42, 300, 10, 20, 5, BOUND_LOWER);
        tt.store(42, 0, -10, 21, 6, BOUND_UPPER);
        long data = tt.probe(42);
        assertEquals(300, TranspositionTable.move16(data));
        assertEquals(-10, TranspositionTable.value(data));
        assertEquals(6, TranspositionTable.depth(data));
        tt.store(42, 301, 11, 21, 7, BOUND_EXACT);
        assertEquals(301, TranspositionTable.move16(tt.probe(42)));
    }

    @Test
    void deepExactEntriesOfThisSearchSurviveShallowBounds() {
        tt.store(42, 300, 100, 0, 12, BOUND_EXACT);
        tt.store(42, 301, -50, 0, 3, BOUND_UPPER);
        assertEquals(12, TranspositionTable.depth(tt.probe(42)), "much shallower bound is dropped");
        tt.store(42, 302, -50, 0, 8, BOUND_LOWER);
        assertEquals(8, TranspositionTable.depth(tt.probe(42)), "within the margin it replaces");
        tt.store(42, 0, 10, 0, 20, BOUND_EXACT);
        tt.newSearch();
        tt.store(42, 0, 10, 0, 1, BOUND_UPPER);
        assertEquals(1, TranspositionTable.depth(tt.probe(42)), "an exact entry of an older search goes");
    }

    @Test
    void replacementPrefersShallowThenOldEntries() {
        for (int i = 0; i < 4; i++) {
            tt.store(sameBucketKey(i), 1, 0, 0, 10 + i, BOUND_EXACT);
        }
        tt.store(sameBucketKey(4), 1, 0, 0, 1, BOUND_EXACT);
        assertEquals(0, tt.probe(sameBucketKey(0)), "the shallowest (depth 10) went");
        for (int i = 1; i <= 4; i++) {
            assertNotEquals(0, tt.probe(sameBucketKey(i)));
        }
        // Two searches later the depth-13 entry is older than the fresh depth-1 one by 16 "plies".
        tt.newSearch();
        tt.newSearch();
        tt.store(sameBucketKey(1), 1, 0, 0, 11, BOUND_EXACT); // refreshed: now current
        tt.store(sameBucketKey(4), 1, 0, 0, 1, BOUND_EXACT);  // refreshed: now current
        tt.store(sameBucketKey(5), 1, 0, 0, 1, BOUND_EXACT);
        assertEquals(0, tt.probe(sameBucketKey(2)), "old depth 12 scores -4, below fresh depth 1");
        assertNotEquals(0, tt.probe(sameBucketKey(3)), "old depth 13 scores -3");
        assertNotEquals(0, tt.probe(sameBucketKey(5)));
    }

    @Test
    void hashfullCountsTheCurrentGeneration() {
        assertEquals(0, tt.hashfull());
        SplittableRandom rnd = new SplittableRandom(1);
        for (int i = 0; i < 200_000; i++) {
            tt.store(rnd.nextLong(), 1, 0, 0, 5, BOUND_LOWER);
        }
        int full = tt.hashfull();
        assertTrue(full > 900, "hashfull " + full);
        tt.newSearch();
        assertEquals(0, tt.hashfull(), "older entries do not count");
        for (int i = 0; i < 10_000; i++) {
            tt.store(rnd.nextLong(), 1, 0, 0, 5, BOUND_LOWER);
        }
        int some = tt.hashfull();
        assertTrue(some > 50 && some < 300, "hashfull " + some);
        tt.clear();
        assertEquals(0, tt.hashfull());
    }

    @Test
    void oddSizesWork() {
        for (int mb : new int[] {1, 3, 7}) {
            tt.resize(mb);
            assertEquals((long) mb << 20, tt.sizeBytes());
            assertEquals(mb, tt.megabytes());
            assertKeepsThenClears(tt, 1000, 990, mb);
        }
    }

    /** Tables under 1 MB (gensfen's): the size asked for, every entry usable, cleared by clear. */
    @Test
    void kilobyteTablesHoldWhatFits() {
        for (int kb : new int[] {4, 16, 64, 1024}) {
            try (TranspositionTable small = TranspositionTable.ofKilobytes(kb)) {
                assertEquals((long) kb << 10, small.sizeBytes());
                assertEquals(kb >> 10, small.megabytes());
                int keys = (kb << 10 >> 4) / 4; // a quarter of the entries: nearly every key keeps its own
                assertKeepsThenClears(small, keys, keys * 9 / 10, kb);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> TranspositionTable.ofKilobytes(2));
        assertThrows(IllegalArgumentException.class, () -> TranspositionTable.ofKilobytes(2048));
    }

    /**
     * Stores {@code count} random keys in {@code table}, expects more than {@code minHits} of them back with their own
     * move and evaluation, then that {@link TranspositionTable#clear} forgets every one.
     */
    private static void assertKeepsThenClears(TranspositionTable table, int count, int minHits, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        long[] keys = new long[count];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rnd.nextLong();
            table.store(keys[i], i + 1, i, -i, i % 200, BOUND_EXACT);
        }
        int hits = 0;
        for (int i = 0; i < keys.length; i++) {
            long data = table.probe(keys[i]);
            if (data != 0) {
                hits++;
                assertEquals(i + 1, TranspositionTable.move16(data));
                assertEquals(-i, TranspositionTable.eval(data));
            }
        }
        assertTrue(hits > minHits, table.sizeBytes() + " bytes: " + hits + " of " + count + " hits");
        table.clear();
        for (long k : keys) {
            assertEquals(0, table.probe(k));
        }
    }

    @Test
    void shallowSearchTablesGrowFourfoldPerPly() {
        assertEquals(16, TranspositionTable.kilobytesForDepth(1));
        assertEquals(16, TranspositionTable.kilobytesForDepth(3));
        assertEquals(64, TranspositionTable.kilobytesForDepth(4));
        assertEquals(256, TranspositionTable.kilobytesForDepth(5));
        assertEquals(1024, TranspositionTable.kilobytesForDepth(6));
        assertEquals(1024, TranspositionTable.kilobytesForDepth(40));
    }

    @Test
    void sizesOutsideTheRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> tt.resize(0));
        assertThrows(IllegalArgumentException.class, () -> tt.resize(32769));
    }

    /** What a writer stores for a key: move and value are functions of the key; depth and bound vary. */
    private static int moveFor(long key) {
        return (int) (key >>> 5) & 0x7FFF | 1;
    }

    private static int valueFor(long key) {
        return (short) (key * 0x9E37_79B9_7F4A_7C15L >>> 48);
    }

    @Test
    void concurrentWritersNeverYieldTornEntries() throws InterruptedException {
        // 24 keys share two buckets of 4 entries, so the two threads overwrite each other's entries constantly.
        long[] keys = new long[24];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = sameBucketKey(i) ^ ((i & 1) == 0 ? 0 : 0x0004_0000_0000_0000L);
        }
        AtomicReference<String> failure = new AtomicReference<>();
        AtomicLong hits = new AtomicLong();
        long deadline = System.nanoTime() + 800_000_000L;
        Thread[] threads = new Thread[2];
        for (int t = 0; t < threads.length; t++) {
            int seed = t;
            threads[t] = new Thread(() -> {
                SplittableRandom rnd = new SplittableRandom(seed);
                long myHits = 0;
                while (System.nanoTime() < deadline && failure.get() == null) {
                    for (int n = 0; n < 1000; n++) {
                        long key = keys[rnd.nextInt(keys.length)];
                        tt.store(key, moveFor(key), valueFor(key), ~valueFor(key), rnd.nextInt(-10, 40),
                                rnd.nextInt(4));
                        long probed = keys[rnd.nextInt(keys.length)];
                        long data = tt.probe(probed);
                        if (data != 0) {
                            myHits++;
                            if (TranspositionTable.move16(data) != moveFor(probed)
                                    || TranspositionTable.value(data) != valueFor(probed)
                                    || TranspositionTable.eval(data) != (short) ~valueFor(probed)) {
                                failure.compareAndSet(null, "key " + Long.toHexString(probed) + " data "
                                        + Long.toHexString(data));
                            }
                        }
                    }
                }
                hits.addAndGet(myHits);
            });
            threads[t].start();
        }
        for (Thread th : threads) {
            th.join();
        }
        assertEquals(null, failure.get());
        assertTrue(hits.get() > 1000, "hits " + hits.get());
    }
}
