package kirin.eval;

import kirin.core.BonaPiece;
import kirin.core.Square;
import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * Test helper: random tables that have the two symmetries a real evaluation file is expected to have, so that the
 * evaluation must give the same value to a position, to its colour-flipped twin and to its left-right mirror.
 *
 * <p>With {@code M} the left-right mirror (on king squares {@link Square#mirror}, on indices
 * {@link BonaPiece#mirror}) and {@code F} the colour flip of a KK/KKP cell,
 * {@code F(bk, wk, p) = (Inv(wk), Inv(bk), inverse(p))}, the tables satisfy
 * <pre>
 * kpp[k][p1][p2]  = kpp[k][p2][p1] = kpp[M k][M p1][M p2]
 * kkp[x][0]       = kkp[M x][0]  = -kkp[F x][0]         x = (bk, wk, p)
 * kkp[x][1]       = kkp[M x][1]  =  kkp[F x][1]
 * kk likewise, with p left out.
 * </pre>
 * KPP needs nothing for the colour flip: flipping swaps the black- and white-view lists and the two kings, which
 * turns P0 - P1 into P1 - P0 by itself. The board part of KK/KKP is black's view and changes sign; the turn part
 * favours the side to move and does not.
 *
 * <p>Every cell takes its value from a hash of the smallest cell of its orbit under these maps (the canonical
 * representative), times the sign that leads from that cell to this one, so one pass in memory order fills the
 * tables. A cell that the sign-changing maps send to itself (or whose orbit reaches it with both signs) is 0.
 */
final class SymmetricTables {
    private static final Unsafe U = UnsafeAccess.UNSAFE;
    private static final int SQ = KppTables.SQ;
    private static final int FE = KppTables.FE;
    private static final long SALT_KPP = 0x6b70700000000000L;
    private static final long SALT_KKP0 = 0x6b6b700000000000L;
    private static final long SALT_KKP1 = 0x6b6b710000000000L;
    private static final long SALT_KK0 = 0x6b6b000000000000L;
    private static final long SALT_KK1 = 0x6b6b010000000000L;

    private SymmetricTables() {}

    /**
     * Fills {@code t} (every cell is written) with values in {@code [-kppRange, kppRange]} for KPP and
     * {@code [-kkpRange, kkpRange]} for KK and KKP, symmetric as described above. The same seed gives the same
     * tables.
     */
    static void fill(KppTables t, long seed, int kppRange, int kkpRange) {
        fillKpp(t, seed, kppRange);
        fillKkp(t, seed, kkpRange);
        fillKk(t, seed, kkpRange);
    }

    private static void fillKpp(KppTables t, long seed, int range) {
        int[] mirror = mirrorMap();
        for (int k = 0; k < SQ; k++) {
            int mk = Square.mirror(k);
            for (int p1 = 0; p1 < FE; p1++) {
                long row = t.kpp + KppTables.kppOffset(k, p1, 0);
                int mp1 = mirror[p1];
                for (int p2 = 0; p2 < FE; p2++) {
                    long canon;
                    if (k < mk) {
                        canon = code(k, Math.min(p1, p2), Math.max(p1, p2));
                    } else {
                        int mp2 = mirror[p2];
                        long m = code(mk, Math.min(mp1, mp2), Math.max(mp1, mp2));
                        canon = k > mk ? m : Math.min(m, code(k, Math.min(p1, p2), Math.max(p1, p2)));
                    }
                    U.putShort(row + 2L * p2, (short) value(seed ^ SALT_KPP, canon, range));
                }
            }
        }
    }

    private static void fillKkp(KppTables t, long seed, int range) {
        int[] mirror = mirrorMap();
        int[] inverse = inverseMap();
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                int mbk = Square.mirror(bk);
                int mwk = Square.mirror(wk);
                int fbk = Square.inverse(wk);
                int fwk = Square.inverse(bk);
                int fmbk = Square.mirror(fbk);
                int fmwk = Square.mirror(fwk);
                for (int p = 0; p < FE; p++) {
                    long x = code(bk, wk, p);
                    long mx = code(mbk, mwk, mirror[p]);
                    long fx = code(fbk, fwk, inverse[p]);
                    long fmx = code(fmbk, fmwk, mirror[inverse[p]]);
                    long canon = Math.min(Math.min(x, mx), Math.min(fx, fmx));
                    int sign = sign(canon, x, mx, fx, fmx);
                    t.setKkp(bk, wk, p, 0, sign * value(seed ^ SALT_KKP0, canon, range));
                    t.setKkp(bk, wk, p, 1, value(seed ^ SALT_KKP1, canon, range));
                }
            }
        }
    }

    private static void fillKk(KppTables t, long seed, int range) {
        for (int bk = 0; bk < SQ; bk++) {
            for (int wk = 0; wk < SQ; wk++) {
                long x = code(bk, wk, 0);
                long mx = code(Square.mirror(bk), Square.mirror(wk), 0);
                long fx = code(Square.inverse(wk), Square.inverse(bk), 0);
                long fmx = code(Square.mirror(Square.inverse(wk)), Square.mirror(Square.inverse(bk)), 0);
                long canon = Math.min(Math.min(x, mx), Math.min(fx, fmx));
                int sign = sign(canon, x, mx, fx, fmx);
                t.setKk(bk, wk, 0, sign * value(seed ^ SALT_KK0, canon, range));
                t.setKk(bk, wk, 1, value(seed ^ SALT_KK1, canon, range));
            }
        }
    }

    /**
     * True for the indices a piece can have: 0 and every index that {@link BonaPiece} maps. The spare hand slots
     * (19, 38, 43, ...: a hand holds at most 18 pawns but the regions are 19 long) are never used, and
     * {@link BonaPiece#inverse} and {@link BonaPiece#mirror} send them to 0.
     */
    static boolean isUsed(int p) {
        return p == BonaPiece.ZERO || BonaPiece.inverse(p) != BonaPiece.ZERO;
    }

    /** {@link BonaPiece#mirror} made a true involution: unused indices map to themselves. */
    private static int[] mirrorMap() {
        int[] m = new int[FE];
        for (int p = 0; p < FE; p++) {
            m[p] = isUsed(p) ? BonaPiece.mirror(p) : p;
        }
        return m;
    }

    /** {@link BonaPiece#inverse} made a true involution: unused indices map to themselves. */
    private static int[] inverseMap() {
        int[] m = new int[FE];
        for (int p = 0; p < FE; p++) {
            m[p] = isUsed(p) ? BonaPiece.inverse(p) : p;
        }
        return m;
    }

    /**
     * +1 if the canonical cell is reached from {@code x} without a flip (by the identity or M), -1 if only through
     * a flip (F or FM), 0 if both, where the sign-changing symmetry forces the value to be 0.
     */
    private static int sign(long canon, long x, long mx, long fx, long fmx) {
        boolean plus = canon == x || canon == mx;
        boolean minus = canon == fx || canon == fmx;
        return plus && minus ? 0 : plus ? 1 : -1;
    }

    private static long code(int k, int a, int b) {
        return ((long) k * FE + a) * FE + b;
    }

    /** A value in {@code [-range, range]} from a hash of (salt, cell), without a division. */
    private static int value(long salt, long cell, int range) {
        long h = mix(salt + cell * 0x9e3779b97f4a7c15L) >>> 32; // 32 random bits
        return (int) ((h * (2L * range + 1)) >>> 32) - range;
    }

    /** Stafford's mix13 finaliser. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
