package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import kirin.core.Position;
import kirin.core.Square;
import org.junit.jupiter.api.Test;

/** The remembered per-king-square sums against the full KPP sum, for lists that differ in 0 to all slots. */
class KingSquareSumsTest {
    private static final int N = Position.PIECE_NO_KING;
    private final KppTables tables = TestTables.random();

    private final KppReader reader = new KppReader(tables);

    private long king(int square) {
        return tables.kpp + square * (long) KppTables.FE * KppTables.FE * 2; // written out, not KppReader's
    }

    private static int[] randomList(SplittableRandom rnd) {
        int[] list = new int[N];
        for (int i = 0; i < N; i++) {
            list[i] = rnd.nextInt(KppTables.FE);
        }
        return list;
    }

    /** Changes {@code count} distinct slots of {@code list} to new random indices. */
    private static void change(int[] list, int count, SplittableRandom rnd) {
        boolean[] done = new boolean[N];
        for (int c = 0; c < count; ) {
            int slot = rnd.nextInt(N);
            if (!done[slot]) {
                done[slot] = true;
                int old = list[slot];
                do {
                    list[slot] = rnd.nextInt(KppTables.FE);
                } while (list[slot] == old);
                c++;
            }
        }
    }

    @Test
    void everyNumberOfDifferencesGivesTheFullSum() {
        SplittableRandom rnd = new SplittableRandom(11);
        KingSquareSums sums = new KingSquareSums(reader);
        int square = 40;
        int[] list = randomList(rnd);
        assertEquals(reader.sum(king(square), list), sums.sum(0, square, list), "first sum");
        for (int round = 0; round < 400; round++) {
            int count = round % (N + 1); // 0 (same list), within MAX_CHANGES, and beyond it up to every slot
            change(list, count, rnd);
            int side = round % 2;
            assertEquals(reader.sum(king(square), list), sums.sum(side, square, list),
                    "round " + round + ", " + count + " differences, side " + side);
        }
    }

    /** Each side and square keeps its own list: a sum at one never disturbs another. */
    @Test
    void sidesAndSquaresAreKeptApart() {
        SplittableRandom rnd = new SplittableRandom(12);
        KingSquareSums sums = new KingSquareSums(reader);
        int[][] lists = new int[2 * Square.NB][];
        for (int round = 0; round < 2000; round++) {
            int side = rnd.nextInt(2);
            int square = rnd.nextInt(Square.NB);
            int slot = side * Square.NB + square;
            if (lists[slot] == null) {
                lists[slot] = randomList(rnd);
            } else {
                change(lists[slot], rnd.nextInt(KingSquareSums.MAX_CHANGES + 3), rnd);
            }
            assertEquals(reader.sum(king(square), lists[slot]),
                    sums.sum(side, square, lists[slot]), "round " + round);
        }
    }

    /** The caller's list is read, never written: the sums keep their own copies. */
    @Test
    void theCallersListIsLeftAlone() {
        SplittableRandom rnd = new SplittableRandom(13);
        KingSquareSums sums = new KingSquareSums(reader);
        int[] first = randomList(rnd);
        sums.sum(0, 0, first);
        int[] second = first.clone();
        change(second, 3, rnd);
        int[] copy = second.clone();
        sums.sum(0, 0, second);
        assertEquals(java.util.Arrays.toString(copy), java.util.Arrays.toString(second));
    }
}
