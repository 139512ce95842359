package kirin.core.search;

import java.lang.ref.Cleaner;
import kirin.core.HugePages;
import kirin.core.OffHeap;
import org.agrona.UnsafeAccess;
import org.agrona.concurrent.UnsafeBuffer;
import sun.misc.Unsafe;

/**
 * The transposition table shared by all search threads (Lazy SMP): lock-free and off-heap.
 *
 * <p><b>Layout.</b> The table is an array of 64-byte buckets (one cache line each) of four 16-byte entries. An entry
 * is two longs: {@code key ^ data} at offset 0 and {@code data} at offset 8. Threads read and write entries without
 * locks, so a reader may see the two words of different writes; it recomputes {@code key} from the pair and a torn
 * entry then fails the key check and reads as a miss instead of returning another position's data (Hyatt's
 * lockless hashing). {@code data} packs:
 *
 * <pre>
 * bits  0-15  move16 (YaneuraOu Move16, 0 = none)
 * bits 16-31  value, signed 16 bits
 * bits 32-47  static evaluation, signed 16 bits
 * bits 48-55  depth - DEPTH_MIN, so depths -10..245 fit (quiescence uses negative depths)
 * bits 56-57  bound: NONE, UPPER, LOWER, EXACT
 * bits 58-62  generation (mod 32) of the search that wrote it
 * bit  63     occupied: set in every stored entry, so data != 0 exactly for stored entries
 * </pre>
 *
 * <p><b>Index.</b> The bucket is the high word of the unsigned 128-bit product {@code key * buckets}, which maps
 * keys uniformly onto any bucket count, so any size in megabytes works (no power of two, no modulo), and so do the
 * small tables of {@link #ofKilobytes} for searches of a few hundred nodes (gensfen's, the learner's).
 *
 * <p><b>Replacement</b> (see {@link #store}): an entry with the same key is overwritten in place, keeping its move
 * when the new one has none, unless it is an entry of this search and the new data is a non-exact bound more
 * than {@link #EXACT_KEEP_MARGIN} plies shallower. Otherwise the entry with the lowest {@code depth - 8 * age}
 * is replaced, an empty one first; age is the number of searches ({@link #newSearch}) since it was written, mod 32.
 *
 * <p><b>Scores.</b> The table stores values as given. Mate scores count plies from the root ({@link Score}), so the
 * search must convert them to "plies from this node" before storing and back after probing; that is not the table's
 * job.
 *
 * <p><b>Memory.</b> Memory comes from {@code Unsafe.allocateMemory} (not direct {@code ByteBuffer}s, whose total is
 * capped by {@code -XX:MaxDirectMemorySize}, by default the heap size, which a large USI_Hash would exceed), aligned
 * to 4 KiB pages or, for chunks of 2 MiB and more, to 2 MiB so that transparent huge pages can back it. Each chunk is
 * wrapped in an Agrona {@link UnsafeBuffer} of at most 1 GiB (a buffer holds less than 2 GiB). Memory is freed by
 * {@link #resize}, {@link #close}, or when the table is garbage collected.
 *
 * <p><b>Threads.</b> {@link #probe} and {@link #store} may run concurrently from any number of threads.
 * {@link #newSearch}, {@link #clear}, {@link #resize} and {@link #close} must run only while no search runs (between
 * {@code go} commands); the thread start of the search publishes their effects.
 */
public final class TranspositionTable implements AutoCloseable {
    public static final int BOUND_NONE = 0;
    public static final int BOUND_UPPER = 1;
    public static final int BOUND_LOWER = 2;
    public static final int BOUND_EXACT = 3;

    public static final int MIN_MB = 1;
    /** The smallest table {@link #ofKilobytes} makes: 64 buckets. */
    public static final int MIN_KB = 4;
    public static final int MAX_MB = 32768;
    /** Depths outside [DEPTH_MIN, DEPTH_MAX] are clamped when stored. */
    public static final int DEPTH_MIN = -10;
    public static final int DEPTH_MAX = 245;
    /** Generations wrap around after this many searches. */
    public static final int GENERATIONS = 32;
    /** A non-exact store may replace a current exact entry of the same key only if at most this much shallower. */
    public static final int EXACT_KEEP_MARGIN = 4;
    /**
     * Whether any deeper entry of this search, not only an exact one, is kept against a shallow bound, as
     * Stockfish does. Off: neutral at nodes:60000 (400 games, 193-204-3 against the exact-only rule, Elo -9.6 +/-
     * 34.0, 2026-11-24); kept as a switch ({@code -Dkirin.flip=KEEP_DEEPER_BOUNDS}).
     */
    static final boolean KEEP_DEEPER_BOUNDS = Ablation.flag("KEEP_DEEPER_BOUNDS", false);

    /** Checks arguments of {@link #store}; off in play, so the JIT drops the checks. */
    private static final boolean DEBUG = false;

    private static final int ENTRY_BYTES = 16;
    private static final int BUCKET_SHIFT = 6; // 64-byte buckets
    private static final int CHUNK_SHIFT = 24; // 2^24 buckets of 64 bytes = 1 GiB per buffer
    private static final long CHUNK_MASK = (1L << CHUNK_SHIFT) - 1;
    private static final int HASHFULL_SAMPLE = 1000;

    private static final int VALUE_SHIFT = 16;
    private static final int EVAL_SHIFT = 32;
    private static final int DEPTH_SHIFT = 48;
    private static final int BOUND_SHIFT = 56;
    private static final int GEN_SHIFT = 58;
    private static final long OCCUPIED = 1L << 63;

    private static final Cleaner CLEANER = Cleaner.create();
    private static final Unsafe UNSAFE = UnsafeAccess.UNSAFE;

    private final Memory memory = new Memory();
    private final Cleaner.Cleanable cleanable;
    private UnsafeBuffer[] chunks;
    /** Address of each chunk's first byte, for the raw reads and writes of probe and store. */
    private long[] addresses = new long[0];
    private long buckets;
    private int megabytes;
    private int generation;

    /** A table of {@code megabytes} MiB (1..32768), all entries empty. */
    public TranspositionTable(int megabytes) {
        cleanable = CLEANER.register(this, memory);
        resize(megabytes);
    }

    private TranspositionTable() {
        cleanable = CLEANER.register(this, memory);
    }

    /**
     * A table of {@code kilobytes} KiB ({@value #MIN_KB} to 1024), for searches so small that a table in the core's
     * own caches serves them as well as a large one and probes faster (gensfen's shallow searches). Its
     * {@link #megabytes} is 0 below 1 MiB.
     */
    public static TranspositionTable ofKilobytes(int kilobytes) {
        if (kilobytes < MIN_KB || kilobytes > 1024) {
            throw new IllegalArgumentException("table size " + kilobytes + " KB outside " + MIN_KB + "..1024");
        }
        TranspositionTable t = new TranspositionTable();
        t.allocate((long) kilobytes << 10 >>> BUCKET_SHIFT);
        t.megabytes = kilobytes >> 10;
        return t;
    }

    // ---- data decoding ----

    public static int move16(long data) {
        return (int) data & 0xFFFF;
    }

    public static int value(long data) {
        return (short) (data >>> VALUE_SHIFT);
    }

    public static int eval(long data) {
        return (short) (data >>> EVAL_SHIFT);
    }

    public static int depth(long data) {
        return (int) ((data >>> DEPTH_SHIFT) & 0xFF) + DEPTH_MIN;
    }

    public static int bound(long data) {
        return (int) (data >>> BOUND_SHIFT) & 3;
    }

    /** Generation (mod 32) of the search that wrote the entry. */
    static int generation(long data) {
        return (int) (data >>> GEN_SHIFT) & (GENERATIONS - 1);
    }

    /** Packs the fields of an entry; depth must already lie in [DEPTH_MIN, DEPTH_MAX]. */
    static long pack(int move16, int value, int eval, int depth, int bound, int generation) {
        return (move16 & 0xFFFFL)
                | ((value & 0xFFFFL) << VALUE_SHIFT)
                | ((eval & 0xFFFFL) << EVAL_SHIFT)
                | ((long) (depth - DEPTH_MIN) << DEPTH_SHIFT)
                | ((long) bound << BOUND_SHIFT)
                | ((long) generation << GEN_SHIFT)
                | OCCUPIED;
    }

    // ---- probe and store ----

    /** The stored data for {@code key}, or 0 if the table holds no entry for it. */
    public long probe(long key) {
        long b = bucket(key);
        // Raw reads at the bucket's address: the bucket index is in range by construction, so the buffer's bounds
        // checks would only cost time.
        long base = addresses[(int) (b >>> CHUNK_SHIFT)] + ((b & CHUNK_MASK) << BUCKET_SHIFT);
        for (long a = base; a < base + (1 << BUCKET_SHIFT); a += ENTRY_BYTES) {
            long data = UNSAFE.getLong(a + 8);
            if ((UNSAFE.getLong(a) ^ data) == key && data != 0) {
                return data;
            }
        }
        return 0;
    }

    /**
     * Stores a search result. {@code value} and {@code eval} must fit in 16 signed bits (every {@link Score} does);
     * {@code depth} is clamped to [DEPTH_MIN, DEPTH_MAX]. See the class comment for the replacement rule.
     */
    public void store(long key, int move16, int value, int eval, int depth, int bound) {
        if (DEBUG && (value != (short) value || eval != (short) eval || (bound & ~3) != 0)) {
            throw new IllegalArgumentException("value " + value + " eval " + eval + " bound " + bound);
        }
        depth = Math.max(DEPTH_MIN, Math.min(DEPTH_MAX, depth));
        long b = bucket(key);
        long base = addresses[(int) (b >>> CHUNK_SHIFT)] + ((b & CHUNK_MASK) << BUCKET_SHIFT);
        int gen = generation;
        long victim = base;
        int worst = Integer.MAX_VALUE;
        for (long i = base; i < base + (1 << BUCKET_SHIFT); i += ENTRY_BYTES) {
            long data = UNSAFE.getLong(i + 8);
            if (data == 0) {
                if (worst != Integer.MIN_VALUE) {
                    victim = i;
                    worst = Integer.MIN_VALUE; // the first empty entry beats any stored one
                }
                continue;
            }
            if ((UNSAFE.getLong(i) ^ data) == key) {
                if (bound != BOUND_EXACT && generation(data) == gen && depth + EXACT_KEEP_MARGIN < depth(data)
                        && (KEEP_DEEPER_BOUNDS || bound(data) == BOUND_EXACT)) {
                    // A deeper result of this search is worth more than a shallow bound (a quiescence store at the
                    // same position used to wipe out the main search's entry); the new move is still kept.
                    if (move16 != 0 && move16 != move16(data)) {
                        write(i, key, (data & ~0xFFFFL) | (move16 & 0xFFFFL));
                    }
                    return;
                }
                write(i, key, pack(move16 != 0 ? move16 : move16(data), value, eval, depth, bound, gen));
                return;
            }
            int score = depth(data) - 8 * ((gen - generation(data)) & (GENERATIONS - 1));
            if (score < worst) {
                victim = i;
                worst = score;
            }
        }
        write(victim, key, pack(move16, value, eval, depth, bound, gen));
    }

    private static void write(long address, long key, long data) {
        UNSAFE.putLong(address + 8, data);
        UNSAFE.putLong(address, key ^ data);
    }

    /** Bucket number: the high word of the unsigned product key * buckets, in [0, buckets). */
    private long bucket(long key) {
        // multiplyHigh is signed; adding buckets when key is negative gives the unsigned high word (buckets > 0).
        return Math.multiplyHigh(key, buckets) + ((key >> 63) & buckets);
    }

    // ---- whole-table operations ----

    /** Starts a new search: entries written before age by one generation and become preferred victims. */
    public void newSearch() {
        generation = (generation + 1) & (GENERATIONS - 1);
    }

    /**
     * Per mille of entries holding data of the current generation, sampled over the first 1000 entries (USI
     * {@code info hashfull}).
     */
    public int hashfull() {
        long entries = buckets << 2;
        int sample = (int) Math.min(HASHFULL_SAMPLE, entries);
        UnsafeBuffer buf = chunks[0];
        int count = 0;
        for (int e = 0; e < sample; e++) {
            long data = buf.getLong(e * ENTRY_BYTES + 8);
            if (data != 0 && generation(data) == generation) {
                count++;
            }
        }
        return count * 1000 / sample;
    }

    /** Empties every entry and resets the generation. */
    public void clear() {
        for (UnsafeBuffer buf : chunks) {
            OffHeap.zero(buf.addressOffset(), buf.capacity());
        }
        generation = 0;
    }

    /**
     * The table, in KiB, for fixed-depth searches of at most {@code depth} plies one after the other (gensfen's, the
     * learner's): 16 KiB at depth 3 and less, four times as much per ply beyond, at most 1 MiB (depth 6 and more).
     * A depth-3 search visits about 400 nodes, and 16 KiB (1,024 entries) serve it as well as 1 MiB
     * (ShallowSearchSpeed on 5,000 gensfen positions: 2,027,719 nodes against 2,024,114) while each probe stays in
     * the core's first-level cache: about 6% more nodes per second (12 side-by-side pairs). At depth 4, 64 KiB
     * searched 0.3% fewer nodes than 1 MiB; 1 KiB at depth 3 searched 11% more.
     */
    public static int kilobytesForDepth(int depth) {
        return depth <= 3 ? 16 : depth >= 6 ? 1024 : 16 << (2 * (depth - 3));
    }

    /** Reallocates the table with {@code megabytes} MiB (1..32768); all entries are lost. */
    public void resize(int megabytes) {
        if (megabytes < MIN_MB || megabytes > MAX_MB) {
            throw new IllegalArgumentException("hash size " + megabytes + " MB outside " + MIN_MB + ".." + MAX_MB);
        }
        allocate((long) megabytes << 20 >>> BUCKET_SHIFT);
        this.megabytes = megabytes;
    }

    /** Frees the old table, then allocates {@code total} empty buckets. */
    private void allocate(long total) {
        memory.run(); // free the old table first, so that peak use is the new size, not old plus new
        int n = (int) ((total + CHUNK_MASK) >>> CHUNK_SHIFT);
        chunks = new UnsafeBuffer[n];
        addresses = new long[n];
        memory.raw = new long[n];
        try {
            for (int c = 0; c < n; c++) {
                long bytes = Math.min(total - ((long) c << CHUNK_SHIFT), 1L << CHUNK_SHIFT) << BUCKET_SHIFT;
                chunks[c] = memory.allocate(c, bytes);
                addresses[c] = chunks[c].addressOffset();
            }
        } catch (OutOfMemoryError e) {
            resize(MIN_MB); // leave a usable table behind, then report the failure
            throw e;
        }
        buckets = total;
        generation = 0;
    }

    /** Size in MiB, as last set. */
    public int megabytes() {
        return megabytes;
    }

    /** Bytes of entries (excluding alignment slack). */
    public long sizeBytes() {
        return buckets << BUCKET_SHIFT;
    }

    /** Frees the memory now; the table must not be used afterwards. */
    @Override
    public void close() {
        chunks = new UnsafeBuffer[0];
        addresses = new long[0];
        buckets = 0;
        cleanable.clean();
    }

    /** Owns the raw allocations; also the cleaning action, so it must not refer to the table. */
    private static final class Memory implements Runnable {
        private static final long HUGE_PAGE = 2L << 20;
        private static final long PAGE = 4096;
        long[] raw = new long[0];

        UnsafeBuffer allocate(int c, long bytes) {
            long align = bytes >= HUGE_PAGE ? HUGE_PAGE : PAGE;
            long address = UnsafeAccess.UNSAFE.allocateMemory(bytes + align);
            raw[c] = address;
            long aligned = (address + align - 1) & -align;
            if (align == HUGE_PAGE) {
                HugePages.advise(aligned, bytes & -HUGE_PAGE); // before the first touch, so faults map 2 MiB pages
            }
            OffHeap.zero(aligned, bytes);
            return new UnsafeBuffer(aligned, (int) bytes);
        }

        @Override
        public synchronized void run() {
            for (int c = 0; c < raw.length; c++) {
                if (raw[c] != 0) {
                    UnsafeAccess.UNSAFE.freeMemory(raw[c]);
                    raw[c] = 0;
                }
            }
        }
    }
}
