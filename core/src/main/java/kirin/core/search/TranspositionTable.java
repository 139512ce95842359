package kirin.core.search;

/**
 * Interim transposition table: direct-mapped, on-heap, not thread-safe. Same API as the off-heap lock-free table
 * that replaces it (USI_Hash sizing, generations, hashfull).
 */
public final class TranspositionTable {
    public static final int BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3;
    private long[] keys;
    private long[] datas;
    private int gen;

    public TranspositionTable(int mb) {
        resize(mb);
    }

    public void resize(int mb) {
        int n = Integer.highestOneBit(mb * 1024 * 1024 / 16);
        keys = new long[n];
        datas = new long[n];
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(datas, 0);
    }

    public void newSearch() {
        gen = (gen + 1) & 31;
    }

    public int hashfull() {
        int c = 0;
        for (int i = 0; i < 1000; i++) {
            if (datas[i] != 0) c++;
        }
        return c;
    }

    public long probe(long key) {
        int i = (int) (key & (keys.length - 1));
        return keys[i] == key ? datas[i] : 0;
    }

    public void store(long key, int move16, int value, int eval, int depth, int bound) {
        int i = (int) (key & (keys.length - 1));
        long d = (move16 & 0xFFFFL) | ((value & 0xFFFFL) << 16) | ((eval & 0xFFFFL) << 32)
                | (((depth + 10) & 0xFFL) << 48) | ((long) bound << 56) | (1L << 63);
        keys[i] = key;
        datas[i] = d;
    }

    public static int move16(long d) { return (int) (d & 0xFFFF); }
    public static int value(long d) { return (short) (d >>> 16); }
    public static int eval(long d) { return (short) (d >>> 32); }
    public static int depth(long d) { return (int) ((d >>> 48) & 0xFF) - 10; }
    public static int bound(long d) { return (int) ((d >>> 56) & 3); }
}
