package kirin.learn;

/**
 * Suppresses positions seen recently, by 64-bit key, shared by all threads: gensfen does not write a position twice,
 * and the learner does not train on a record twice within one pass over its files. A lossy direct-mapped table
 * ({@value #DEFAULT_BITS} bits of index, 128 MB by default; YaneuraOu uses 64M entries): a newer key evicts an older
 * one in its slot, so a position seen long ago may pass again, which costs little. Threads race without locks; a
 * lost update only lets a rare duplicate through.
 */
public final class DuplicateFilter {
    public static final int DEFAULT_BITS = 24;
    private final long[] keys;
    private final long mask;

    public DuplicateFilter(int bits) {
        keys = new long[1 << bits];
        mask = (1L << bits) - 1;
    }

    /** True if {@code key} was seen (and is still remembered); otherwise remembers it and returns false. */
    public boolean seen(long key) {
        int i = (int) (key & mask);
        if (keys[i] == key) {
            return true;
        }
        keys[i] = key;
        return false;
    }
}
