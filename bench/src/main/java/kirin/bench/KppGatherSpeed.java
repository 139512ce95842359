package kirin.bench;

import static org.agrona.UnsafeAccess.UNSAFE;

import java.util.SplittableRandom;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Would gathers make Kirin's KPP updates cheaper in Java? YaneuraOu sums KPP cells eight at a time with AVX2 gathers
 * (docs/experiments/2026-11-28-gensfen-intel/README.md); Java has no gather over off-heap memory, but the Vector API
 * gathers 32-bit words from an on-heap int[]. This times one KPP delta (a piece moved from index {@code old} to
 * {@code list[a]}: the sum over the other 37 pieces of new row minus old row, the work of {@code KppReader.delta1})
 * two ways on the same random KPP_KKPT-sized table (81 x 1548 x 1548 int16, 388 MB):
 * <ul>
 * <li>scalar: the table off-heap, one {@code Unsafe.getShort} per cell, as {@code KppReader};</li>
 * <li>gather: the same bytes in an on-heap {@code int[]}; cell e lies in word e/2 (low half if e is even), so the
 * word index of a row's cell is (row start)/2 + q/2 (a row starts at an even cell, 1548 being even), and a per-lane
 * shift left by 16 or 0 followed by an arithmetic shift right by 16 sign-extends the right half.</li>
 * </ul>
 * Three access patterns: {@code hot} (one king square, 16 piece lists: rows stay in the caches), {@code warm} (one
 * king square, 4,096 lists) and {@code cold} (any king square, 65,536 lists: rows come from far caches or memory).
 * Both ways must return the same sums (checked). Prints nanoseconds per delta, medians of the rounds after the first.
 * Then both kings' deltas of a move (two king squares, 16 or 4,096 lists): one loop per side, as the evaluator does,
 * against one loop over both sides.
 *
 * <pre>
 * java -Xmx2g --add-modules jdk.incubator.vector -cp bench/target/benchmarks.jar kirin.bench.KppGatherSpeed [rounds]
 * </pre>
 */
public class KppGatherSpeed {
    static final int FE = 1548;
    static final int KINGS = 81;
    static final int N = 38;
    static final VectorSpecies<Integer> S = IntVector.SPECIES_PREFERRED;

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        long cells = (long) KINGS * FE * FE;
        long base = UNSAFE.allocateMemory(cells * 2);
        int[] heap = new int[(int) (cells / 2)];
        SplittableRandom rnd = new SplittableRandom(20261128);
        for (int i = 0; i < heap.length; i++) {
            int w = (rnd.nextInt(2001) - 1000) & 0xFFFF | ((rnd.nextInt(2001) - 1000) << 16);
            heap[i] = w;
            UNSAFE.putInt(base + 4L * i, w);
        }
        System.out.println("species " + S + ", table " + (cells * 2 >> 20) + " MB off-heap and on-heap");
        for (String pattern : new String[] {"hot", "warm", "cold"}) {
            int lists = pattern.equals("hot") ? 16 : pattern.equals("warm") ? 4096 : 65536;
            Workload w = new Workload(lists, !pattern.equals("cold"), rnd);
            double[][] t = race(rounds, w.deltas(), () -> w.scalar(base), () -> w.gather(heap));
            double[] sc = t[0];
            double[] ga = t[1];
            System.out.printf("%-5s scalar %6.1f ns, gather %6.1f ns per delta (%d deltas a round; rounds: scalar %s, gather %s)%n",
                    pattern, median(sc), median(ga), w.deltas(), fmt(sc), fmt(ga));
        }
        // Both kings' deltas of each move: one loop per side against one loop for both (two king squares fixed).
        for (int lists : new int[] {16, 4096}) {
            Workload black = new Workload(lists, true, rnd);
            Workload white = new Workload(lists, true, rnd);
            double[][] t = race(rounds, black.deltas(), () -> black.bothSides(base, white, false),
                    () -> black.bothSides(base, white, true));
            double[] sep = t[0];
            double[] fus = t[1];
            System.out.printf("both sides, %5d lists: separate loops %6.1f ns, one loop %6.1f ns per move (rounds: %s; %s)%n",
                    lists, median(sep), median(fus), fmt(sep), fmt(fus));
        }
    }

    /**
     * Times {@code a} then {@code b} once per round, each divided by {@code per} (nanoseconds per delta or move);
     * both must return the same sum, or the comparison would be of different work.
     */
    static double[][] race(int rounds, long per, java.util.function.LongSupplier a, java.util.function.LongSupplier b) {
        double[][] t = new double[2][rounds];
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            long s1 = a.getAsLong();
            long t1 = System.nanoTime();
            long s2 = b.getAsLong();
            long t2 = System.nanoTime();
            if (s1 != s2) {
                throw new AssertionError("sums differ: " + s1 + " " + s2);
            }
            t[0][r] = (t1 - t0) / (double) per;
            t[1][r] = (t2 - t1) / (double) per;
        }
        return t;
    }

    static double median(double[] a) {
        double[] b = java.util.Arrays.copyOfRange(a, 1, a.length);
        java.util.Arrays.sort(b);
        return b[b.length / 2];
    }

    static String fmt(double[] a) {
        StringBuilder s = new StringBuilder();
        for (double x : a) {
            s.append(s.length() == 0 ? "" : " ").append(String.format("%.1f", x));
        }
        return s.toString();
    }

    /** One delta as {@code KppReader.delta1} computes it: piece {@code a} of the list at {@code at} came from {@code old}. */
    static long scalarDelta(long base, int king, int[] lists, int at, int a, int old) {
        long kingAt = base + (long) king * FE * FE * 2;
        long rowNew = kingAt + (long) lists[at + a] * FE * 2;
        long rowOld = kingAt + (long) old * FE * 2;
        long sum = 0;
        for (int j = 0; j < N; j++) {
            if (j != a) {
                long p = (long) lists[at + j] << 1;
                sum += UNSAFE.getShort(rowNew + p) - UNSAFE.getShort(rowOld + p);
            }
        }
        return sum;
    }

    /** Piece lists with, for each, a king square, a moved piece and its old index. */
    static final class Workload {
        final int[] lists;   // N per list
        final int[] half;    // N per list, padded: list[j] / 2
        final int[] shift;   // N per list: 16 for an even index (low half), 0 for odd
        final int[] king;
        final int[] moved;
        final int[] old;
        final int count;
        static final int REPEAT = 1 << 20;

        Workload(int count, boolean oneKing, SplittableRandom rnd) {
            this.count = count;
            lists = new int[count * N];
            half = new int[count * N + 64];   // padded: a masked vector may reach past the last list
            shift = new int[count * N + 64];
            king = new int[count];
            moved = new int[count];
            old = new int[count];
            int k0 = rnd.nextInt(KINGS);
            for (int i = 0; i < count; i++) {
                java.util.BitSet used = new java.util.BitSet(FE);
                for (int j = 0; j < N; j++) {
                    int q;
                    do {
                        q = rnd.nextInt(FE);
                    } while (used.get(q));
                    used.set(q);
                    lists[i * N + j] = q;
                    half[i * N + j] = q >> 1;
                    shift[i * N + j] = (q & 1) == 0 ? 16 : 0;
                }
                king[i] = oneKing ? k0 : rnd.nextInt(KINGS);
                moved[i] = rnd.nextInt(N);
                int o;
                do {
                    o = rnd.nextInt(FE);
                } while (used.get(o));
                old[i] = o;
            }
        }

        long deltas() {
            return Math.max(REPEAT / count, 1) * (long) count;
        }

        long scalar(long base) {
            long total = 0;
            int reps = Math.max(REPEAT / count, 1);
            for (int r = 0; r < reps; r++) {
                for (int i = 0; i < count; i++) {
                    total += scalarDelta(base, king[i], lists, i * N, moved[i], old[i]);
                }
            }
            return total;
        }

        /**
         * Both kings' deltas of a move, as the evaluator needs them: this workload's lists as black's view and the
         * {@code other} workload's as white's (same moved slot), one side after the other ({@code fused} false, as
         * {@code KppEvaluator} does) or both in one loop.
         */
        long bothSides(long base, Workload other, boolean fused) {
            long total = 0;
            int reps = Math.max(REPEAT / count, 1);
            for (int r = 0; r < reps; r++) {
                for (int i = 0; i < count; i++) {
                    int at = i * N;
                    int a = moved[i];
                    if (!fused) {
                        total += scalarDelta(base, king[i], lists, at, a, old[i])
                                + scalarDelta(base, other.king[i], other.lists, at, a, other.old[i]);
                        continue;
                    }
                    long kb = base + (long) king[i] * FE * FE * 2;
                    long kw = base + (long) other.king[i] * FE * FE * 2;
                    long nb = kb + (long) lists[at + a] * FE * 2;
                    long ob = kb + (long) old[i] * FE * 2;
                    long nw = kw + (long) other.lists[at + a] * FE * 2;
                    long ow = kw + (long) other.old[i] * FE * 2;
                    long sum = 0;
                    for (int j = 0; j < N; j++) {
                        if (j != a) {
                            long p = (long) lists[at + j] << 1;
                            long q = (long) other.lists[at + j] << 1;
                            sum += UNSAFE.getShort(nb + p) - UNSAFE.getShort(ob + p) + UNSAFE.getShort(nw + q) - UNSAFE.getShort(ow + q);
                        }
                    }
                    total += sum;
                }
            }
            return total;
        }

        long gather(int[] heap) {
            long total = 0;
            int reps = Math.max(REPEAT / count, 1);
            int lanes = S.length();
            for (int r = 0; r < reps; r++) {
                for (int i = 0; i < count; i++) {
                    int at = i * N;
                    int a = moved[i];
                    int kingCell = king[i] * FE;
                    int newHalf = (kingCell + lists[at + a]) * FE >>> 1;
                    int oldHalf = (kingCell + old[i]) * FE >>> 1;
                    IntVector acc = IntVector.zero(S);
                    for (int j = 0; j < N; j += lanes) {
                        VectorMask<Integer> m = S.indexInRange(j, N);
                        IntVector sh = IntVector.fromArray(S, shift, at + j, m);
                        IntVector vn = IntVector.fromArray(S, heap, newHalf, half, at + j, m);
                        IntVector vo = IntVector.fromArray(S, heap, oldHalf, half, at + j, m);
                        vn = vn.lanewise(VectorOperators.LSHL, sh).lanewise(VectorOperators.ASHR, 16);
                        vo = vo.lanewise(VectorOperators.LSHL, sh).lanewise(VectorOperators.ASHR, 16);
                        acc = acc.add(vn.sub(vo), m);
                    }
                    // the moved piece's own cell was summed with the others: take it out
                    int q = lists[at + a];
                    int wn = heap[newHalf + (q >> 1)];
                    int wo = heap[oldHalf + (q >> 1)];
                    int cn = (q & 1) == 0 ? (short) wn : (short) (wn >> 16);
                    int co = (q & 1) == 0 ? (short) wo : (short) (wo >> 16);
                    total += acc.reduceLanes(VectorOperators.ADD) - (cn - co);
                }
            }
            return total;
        }
    }
}
