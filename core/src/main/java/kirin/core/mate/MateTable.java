package kirin.core.mate;

import java.lang.ref.Cleaner;
import kirin.core.Hand;
import kirin.core.HugePages;
import kirin.core.OffHeap;
import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * The df-pn solver's own off-heap table of proof and disproof numbers, used by one solver thread at a time.
 *
 * <p><b>Key.</b> A position is its board key (board and side to move) plus the attacker's hand. The defender's hand
 * is not part of it: the pieces in play never change, so the defender holds exactly what is neither on the board
 * nor in the attacker's hand (in a mate problem without an attacking king the piece box belongs to the defender,
 * as the problems write it). So one board key with several attacker hands forms a family whose members can be
 * compared by hand dominance: a proof with hand {@code h} proves the same board with any hand holding at least
 * {@code h} (the attacker may ignore pieces, and the defender then holds fewer), and a disproof with {@code h}
 * disproves it with any hand holding at most {@code h}. Entries of one board key lie in the same cluster so that a
 * probe sees the whole family.
 *
 * <p><b>Depth.</b> The solver searches with a bound on the plies left; a result is stored with the bound it holds
 * for: {@code provenLen} is the length of a mate found (valid for every bound at least that long) and
 * {@code disprovenDepth} the largest bound for which no mate exists ({@link #UNBOUNDED} when the disproof did not
 * depend on the bound). Both can be known at once, which is what lets the solver shorten a mate it has found by
 * searching again with a smaller bound.
 *
 * <p><b>Layout.</b> Clusters of {@value #CLUSTER} entries in 256 bytes (four cache lines): the eight board keys first,
 * so that a probe reads one cache line to find the entries of its key, then the data of each entry, 24 bytes:
 *
 * <pre>
 * cluster + 8 j        long  board key of entry j (0 = empty slot; a key of 0 is stored as 1)
 * cluster + 64 + 24 j:
 * 0  int   attacker hand
 * 4  int   proof number of the last unresolved search (0 = none stored)
 * 8  int   disproof number of the last unresolved search
 * 12 short provenLen (NO_PROOF if none)
 * 14 short disprovenDepth (-1 if none)
 * 16 int   effort: nodes spent below this entry (replacement priority)
 * 20 int   best move (16-bit form) of the last proof, for ordering
 * </pre>
 *
 * <p>The table is one block of native memory, read and written through {@code Unsafe} without bounds checks (every
 * address is a cluster index masked to the table's size plus a fixed offset below 256), aligned to 2 MiB and advised
 * for transparent huge pages ({@link HugePages}): probes land on random clusters, and with 4 KiB pages most of them
 * also missed the TLB.
 *
 * <p>Replacement: an entry with the same key and hand is updated in place; otherwise an empty slot, else the entry
 * with the least effort in the cluster is overwritten.
 */
public final class MateTable implements AutoCloseable {
    /** Proof or disproof number of a solved node. */
    public static final int INF = 1 << 30;
    public static final int NO_PROOF = Short.MAX_VALUE;
    public static final int UNBOUNDED = Short.MAX_VALUE;
    public static final int MIN_MB = 1;
    public static final int MAX_MB = 16384;

    static final int CLUSTER = 8;
    private static final int CLUSTER_SHIFT = 8; // 256 bytes
    private static final int DATA = 8 * CLUSTER; // data of entry 0, after the keys
    private static final int DATA_BYTES = 24;
    private static final int HAND = 0;
    private static final int PN = 4;
    private static final int DN = 8;
    private static final int LEN = 12;
    private static final int DD = 14;
    private static final int EFFORT = 16;
    private static final int MOVE = 20;
    private static final long HUGE_PAGE = 2L << 20;
    private static final Unsafe U = UnsafeAccess.UNSAFE;
    private static final Cleaner CLEANER = Cleaner.create();

    private final Memory memory = new Memory();
    private final Cleaner.Cleanable cleanable;
    /** Address of cluster 0. */
    private long address;
    private long bytes;
    private long clusterMask;
    private int megabytes;

    // Results of the last probe (single-threaded use).
    /** Proof number found, or 1 if nothing useful is stored. */
    public int pn;
    /** Disproof number found, or 1 if nothing useful is stored. */
    public int dn;
    /** Mate length when {@link #pn} is 0. */
    public int len;
    /** Bound the disproof holds for when {@link #dn} is 0. */
    public int disprovenDepth;
    /** Best move (16-bit) stored with a proof, 0 if none. */
    public int move16;
    /**
     * The hand stored with the proof ({@link #pn} 0) or disproof ({@link #dn} 0) found: its proof hand (dominated by
     * the probed hand) or disproof hand (dominating it); the probed hand otherwise.
     */
    public int hand;
    /** False if the probe found nothing about this position (pn and dn are then the default 1 and 1). */
    public boolean known;

    /** A table of the largest power of two of 256-byte clusters that fits in {@code megabytes} MiB. */
    public MateTable(int megabytes) {
        cleanable = CLEANER.register(this, memory);
        resize(megabytes);
    }

    /** Reallocates the table (all entries are lost). */
    public void resize(int megabytes) {
        if (megabytes < MIN_MB || megabytes > MAX_MB) {
            throw new IllegalArgumentException("mate hash size " + megabytes + " MB outside " + MIN_MB + ".." + MAX_MB);
        }
        memory.run();
        address = 0;
        long clusters = Long.highestOneBit(((long) megabytes << 20) >>> CLUSTER_SHIFT);
        bytes = clusters << CLUSTER_SHIFT;
        address = memory.allocate(bytes);
        clusterMask = clusters - 1;
        this.megabytes = megabytes;
    }

    public int megabytes() {
        return megabytes;
    }

    /** Empties every entry. */
    public void clear() {
        OffHeap.zero(address, bytes);
    }

    private long cluster(long key) {
        return address + (((key ^ (key >>> 29)) & clusterMask) << CLUSTER_SHIFT);
    }

    private static long stored(long key) {
        return key == 0 ? 1 : key;
    }

    /**
     * Looks up {@code key} with attacker hand {@code hand} for a search with {@code depth} plies left and sets
     * {@link #pn}, {@link #dn}, {@link #len}, {@link #disprovenDepth} and {@link #move16}: a proof of at most
     * {@code depth} plies with a hand this one dominates gives pn 0; a disproof for at least {@code depth} plies
     * with a hand dominating this one gives dn 0; else the numbers of an unresolved search with exactly this hand,
     * or 1 and 1.
     */
    public void probe(long key, int hand, int depth) {
        key = stored(key);
        long c = cluster(key);
        int bestLen = NO_PROOF;
        int bestMove = 0;
        int bestDd = -1;
        int proofHand = hand;
        int disproofHand = hand;
        int hpn = 1;
        int hdn = 1;
        boolean numbers = false;
        for (int j = 0; j < CLUSTER; j++) {
            if (U.getLong(c + 8 * j) != key) {
                continue;
            }
            long e = c + DATA + DATA_BYTES * j;
            int h = U.getInt(e + HAND);
            int pl = U.getShort(e + LEN);
            int dd = U.getShort(e + DD);
            if (pl <= depth && pl < bestLen && Hand.dominates(hand, h)) {
                bestLen = pl;
                bestMove = U.getInt(e + MOVE);
                proofHand = h;
            }
            if (dd >= depth && dd > bestDd && Hand.dominates(h, hand)) {
                bestDd = dd;
                disproofHand = h;
            }
            if (h == hand && U.getInt(e + PN) != 0) {
                hpn = U.getInt(e + PN);
                hdn = U.getInt(e + DN);
                numbers = true;
            }
        }
        move16 = bestMove;
        known = numbers || bestLen != NO_PROOF || bestDd >= 0;
        if (bestLen != NO_PROOF) {
            pn = 0;
            dn = INF;
            len = bestLen;
            disprovenDepth = -1;
            this.hand = proofHand;
        } else if (bestDd >= 0) {
            pn = INF;
            dn = 0;
            len = NO_PROOF;
            disprovenDepth = bestDd;
            this.hand = disproofHand;
        } else {
            pn = hpn;
            dn = hdn;
            len = NO_PROOF;
            disprovenDepth = -1;
            this.hand = hand;
        }
    }

    /**
     * Reads the first word of {@code key}'s cluster and returns it (the caller keeps the value so the load is not
     * removed): a node loads the clusters of all its children first, in a loop of independent loads whose cache
     * misses the processor overlaps, so that the probes that follow find the keys in the cache.
     */
    public long touch(long key) {
        return U.getLong(cluster(stored(key)));
    }

    /** Stores the unresolved numbers of a search of {@code key}/{@code hand}. */
    public void storeUnresolved(long key, int hand, int pn, int dn, long effort) {
        long e = slot(key, hand, effort);
        U.putInt(e + PN, pn);
        U.putInt(e + DN, dn);
    }

    /**
     * Stores a mate of {@code length} plies starting with {@code move16}, for {@code hand} and every hand that
     * dominates it (pass the proof hand, see {@link ProofHands}).
     */
    public void storeProof(long key, int hand, int length, int move16, long effort) {
        long e = slot(key, hand, effort);
        if (length < U.getShort(e + LEN)) {
            U.putShort(e + LEN, (short) length);
            U.putInt(e + MOVE, move16);
        }
    }

    /**
     * Stores that no mate exists within {@code depth} plies ({@link #UNBOUNDED}: none at all), for {@code hand} and
     * every hand it dominates.
     */
    public void storeDisproof(long key, int hand, int depth, long effort) {
        long e = slot(key, hand, effort);
        if (depth > U.getShort(e + DD)) {
            U.putShort(e + DD, (short) Math.min(depth, UNBOUNDED));
        }
    }

    /** Address of the data of the entry for key and hand, claimed (and initialised) if it did not exist. */
    private long slot(long key, int hand, long effort) {
        key = stored(key);
        long c = cluster(key);
        int victim = -1;
        long least = Long.MAX_VALUE;
        int ef = (int) Math.min(effort, Integer.MAX_VALUE);
        for (int j = 0; j < CLUSTER; j++) {
            long k = U.getLong(c + 8 * j);
            long e = c + DATA + DATA_BYTES * j;
            if (k == key && U.getInt(e + HAND) == hand) {
                if (ef > U.getInt(e + EFFORT)) {
                    U.putInt(e + EFFORT, ef);
                }
                return e;
            }
            long score = k == 0 ? -1 : U.getInt(e + EFFORT);
            if (score < least) {
                least = score;
                victim = j;
            }
        }
        long e = c + DATA + DATA_BYTES * victim;
        U.putLong(c + 8 * victim, key);
        U.putInt(e + HAND, hand);
        U.putInt(e + PN, 0);
        U.putInt(e + DN, 0);
        U.putShort(e + LEN, (short) NO_PROOF);
        U.putShort(e + DD, (short) -1);
        U.putInt(e + EFFORT, ef);
        U.putInt(e + MOVE, 0);
        return e;
    }

    /** Permille of a sample of slots in use (the keys of the first clusters). */
    public int hashfull() {
        int sample = (int) Math.min(1000, bytes / 256 * CLUSTER);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            if (U.getLong(address + ((long) (i / CLUSTER) << CLUSTER_SHIFT) + 8 * (i % CLUSTER)) != 0) {
                used++;
            }
        }
        return used * 1000 / sample;
    }

    @Override
    public void close() {
        address = 0;
        bytes = 0;
        clusterMask = 0;
        cleanable.clean();
    }

    /** Owns the raw allocation; also the cleaning action, so it must not refer to the table. */
    private static final class Memory implements Runnable {
        long raw;

        /** Zeroed memory of {@code bytes}, 2 MiB aligned when that large (4 KiB otherwise). */
        long allocate(long bytes) {
            long align = bytes >= HUGE_PAGE ? HUGE_PAGE : 4096;
            raw = U.allocateMemory(bytes + align);
            long aligned = (raw + align - 1) & -align;
            if (align == HUGE_PAGE) {
                HugePages.advise(aligned, bytes & -HUGE_PAGE); // before the first touch, so faults map 2 MiB pages
            }
            OffHeap.zero(aligned, bytes);
            return aligned;
        }

        @Override
        public synchronized void run() {
            if (raw != 0) {
                U.freeMemory(raw);
                raw = 0;
            }
        }
    }
}
