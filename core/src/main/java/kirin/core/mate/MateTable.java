package kirin.core.mate;

import java.lang.ref.Cleaner;
import kirin.core.Hand;
import org.agrona.UnsafeAccess;
import org.agrona.concurrent.UnsafeBuffer;

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
 * <p><b>Layout.</b> Clusters of {@value #CLUSTER} entries of 32 bytes:
 *
 * <pre>
 * 0  long  board key (0 = empty slot; a key of 0 is stored as 1)
 * 8  int   attacker hand
 * 12 int   proof number of the last unresolved search (0 = none stored)
 * 16 int   disproof number of the last unresolved search
 * 20 short provenLen (NO_PROOF if none)
 * 22 short disprovenDepth (-1 if none)
 * 24 int   effort: nodes spent below this entry (replacement priority)
 * 28 int   best move (16-bit form) of the last proof, for ordering
 * </pre>
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

    static final int ENTRY_BYTES = 32;
    static final int CLUSTER = 8;
    private static final int CLUSTER_SHIFT = 8; // 8 * 32 bytes
    private static final int CHUNK_SHIFT = 22; // 2^22 clusters of 256 bytes = 1 GiB per buffer
    private static final Cleaner CLEANER = Cleaner.create();

    private final Memory memory = new Memory();
    private final Cleaner.Cleanable cleanable;
    private UnsafeBuffer[] chunks;
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
        long clusters = Long.highestOneBit(((long) megabytes << 20) >>> CLUSTER_SHIFT);
        int n = (int) Math.max(1, clusters >>> CHUNK_SHIFT);
        long perChunk = Math.min(clusters, 1L << CHUNK_SHIFT);
        chunks = new UnsafeBuffer[n];
        memory.raw = new long[n];
        for (int c = 0; c < n; c++) {
            chunks[c] = memory.allocate(c, perChunk << CLUSTER_SHIFT);
        }
        clusterMask = clusters - 1;
        this.megabytes = megabytes;
    }

    public int megabytes() {
        return megabytes;
    }

    /** Empties every entry. */
    public void clear() {
        for (UnsafeBuffer b : chunks) {
            b.setMemory(0, b.capacity(), (byte) 0);
        }
    }

    private UnsafeBuffer chunk(long cluster) {
        return chunks[(int) (cluster >>> CHUNK_SHIFT)];
    }

    private static int offset(long cluster) {
        return (int) ((cluster & ((1L << CHUNK_SHIFT) - 1)) << CLUSTER_SHIFT);
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
        long cluster = (key ^ (key >>> 29)) & clusterMask;
        UnsafeBuffer b = chunk(cluster);
        int base = offset(cluster);
        int bestLen = NO_PROOF;
        int bestMove = 0;
        int bestDd = -1;
        int proofHand = hand;
        int disproofHand = hand;
        int hpn = 1;
        int hdn = 1;
        boolean numbers = false;
        for (int i = base; i < base + CLUSTER * ENTRY_BYTES; i += ENTRY_BYTES) {
            if (b.getLong(i) != key) {
                continue;
            }
            int h = b.getInt(i + 8);
            int pl = b.getShort(i + 20);
            int dd = b.getShort(i + 22);
            if (pl <= depth && pl < bestLen && Hand.dominates(hand, h)) {
                bestLen = pl;
                bestMove = b.getInt(i + 28);
                proofHand = h;
            }
            if (dd >= depth && dd > bestDd && Hand.dominates(h, hand)) {
                bestDd = dd;
                disproofHand = h;
            }
            if (h == hand && b.getInt(i + 12) != 0) {
                hpn = b.getInt(i + 12);
                hdn = b.getInt(i + 16);
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

    /** Stores the unresolved numbers of a search of {@code key}/{@code hand}. */
    public void storeUnresolved(long key, int hand, int pn, int dn, long effort) {
        int i = slot(key, hand, effort);
        UnsafeBuffer b = chunk(lastCluster);
        b.putInt(i + 12, pn);
        b.putInt(i + 16, dn);
    }

    /**
     * Stores a mate of {@code length} plies starting with {@code move16}, for {@code hand} and every hand that
     * dominates it (pass the proof hand, see {@link ProofHands}).
     */
    public void storeProof(long key, int hand, int length, int move16, long effort) {
        int i = slot(key, hand, effort);
        UnsafeBuffer b = chunk(lastCluster);
        if (length < b.getShort(i + 20)) {
            b.putShort(i + 20, (short) length);
            b.putInt(i + 28, move16);
        }
    }

    /**
     * Stores that no mate exists within {@code depth} plies ({@link #UNBOUNDED}: none at all), for {@code hand} and
     * every hand it dominates.
     */
    public void storeDisproof(long key, int hand, int depth, long effort) {
        int i = slot(key, hand, effort);
        UnsafeBuffer b = chunk(lastCluster);
        if (depth > b.getShort(i + 22)) {
            b.putShort(i + 22, (short) Math.min(depth, UNBOUNDED));
        }
    }

    private long lastCluster;

    /** Offset of the entry for key and hand, claimed (and initialised) if it did not exist. */
    private int slot(long key, int hand, long effort) {
        key = stored(key);
        long cluster = (key ^ (key >>> 29)) & clusterMask;
        lastCluster = cluster;
        UnsafeBuffer b = chunk(cluster);
        int base = offset(cluster);
        int victim = -1;
        long least = Long.MAX_VALUE;
        int e = (int) Math.min(effort, Integer.MAX_VALUE);
        for (int i = base; i < base + CLUSTER * ENTRY_BYTES; i += ENTRY_BYTES) {
            long k = b.getLong(i);
            if (k == key && b.getInt(i + 8) == hand) {
                if (e > b.getInt(i + 24)) {
                    b.putInt(i + 24, e);
                }
                return i;
            }
            long score = k == 0 ? -1 : b.getInt(i + 24);
            if (score < least) {
                least = score;
                victim = i;
            }
        }
        b.putLong(victim, key);
        b.putInt(victim + 8, hand);
        b.putInt(victim + 12, 0);
        b.putInt(victim + 16, 0);
        b.putShort(victim + 20, (short) NO_PROOF);
        b.putShort(victim + 22, (short) -1);
        b.putInt(victim + 24, e);
        b.putInt(victim + 28, 0);
        return victim;
    }

    /** Permille of a sample of slots in use. */
    public int hashfull() {
        UnsafeBuffer b = chunks[0];
        int sample = (int) Math.min(1000, b.capacity() / ENTRY_BYTES);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            if (b.getLong(i * ENTRY_BYTES) != 0) {
                used++;
            }
        }
        return used * 1000 / sample;
    }

    @Override
    public void close() {
        chunks = new UnsafeBuffer[0];
        cleanable.clean();
    }

    /** Owns the raw allocations; also the cleaning action, so it must not refer to the table. */
    private static final class Memory implements Runnable {
        long[] raw = new long[0];

        UnsafeBuffer allocate(int c, long bytes) {
            long address = UnsafeAccess.UNSAFE.allocateMemory(bytes + 4096);
            raw[c] = address;
            long aligned = (address + 4095) & -4096L;
            UnsafeAccess.UNSAFE.setMemory(aligned, bytes, (byte) 0);
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
