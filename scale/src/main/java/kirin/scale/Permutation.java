package kirin.scale;

import java.io.Serializable;

/**
 * A pseudo-random permutation of [0, n) from a seed, computed for one index at a time, so that every record can
 * find its place in a global shuffle without any machine holding the whole order: a balanced Feistel network of
 * six rounds on the smallest even number of bits that covers n (a bijection of [0, 2^bits), whatever the round
 * function), restricted to [0, n) by cycle walking (applying it again until the value falls below n; the walk ends
 * because the cycle through i holds i itself, and 2^bits < 4n keeps it short).
 */
final class Permutation implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final int ROUNDS = 6;

    private final long n;
    private final int half;
    private final long mask;
    private final long[] keys = new long[ROUNDS];

    Permutation(long n, long seed) {
        if (n < 1) {
            throw new IllegalArgumentException("a permutation of " + n + " elements");
        }
        this.n = n;
        int bits = Math.max(2, 64 - Long.numberOfLeadingZeros(n - 1));
        bits += bits & 1;
        this.half = bits / 2;
        this.mask = (1L << half) - 1;
        for (int r = 0; r < ROUNDS; r++) {
            keys[r] = GensfenTask.seed(seed, r);
        }
    }

    long size() {
        return n;
    }

    /** The place of element {@code i} (0 &lt;= i &lt; n). */
    long apply(long i) {
        if (i < 0 || i >= n) {
            throw new IndexOutOfBoundsException(i + " outside [0, " + n + ")");
        }
        long x = i;
        do {
            x = encrypt(x);
        } while (x >= n);
        return x;
    }

    private long encrypt(long x) {
        long left = x >>> half;
        long right = x & mask;
        for (long k : keys) {
            long f = mix(right ^ k) & mask;
            long t = left ^ f;
            left = right;
            right = t;
        }
        return (left << half) | right;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }
}
