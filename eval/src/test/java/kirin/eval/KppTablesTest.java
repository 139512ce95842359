package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Element access and the check sum of the off-heap tables. */
class KppTablesTest {
    @Test
    void elementsReadBackAsWritten() {
        try (KppTables t = new KppTables()) {
            t.setKk(3, 77, 1, -123_456);
            t.setKkp(80, 0, 1547, 0, 32_000);
            t.setKpp(40, 5, 1000, -7);
            assertEquals(-123_456, t.kk(3, 77, 1));
            assertEquals(32_000, t.kkp(80, 0, 1547, 0));
            assertEquals(-7, t.kpp(40, 5, 1000));
            assertEquals(-7, t.kpp(40, 1000, 5)); // setKpp keeps KPP symmetric in its two pieces
        }
    }

    @Test
    void aTriangleWritesTheSameCellsAsSetKpp() {
        int fe = KppTables.FE;
        short[] tri = new short[fe * (fe + 1) / 2];
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(5);
        for (int i = 0; i < tri.length; i++) {
            tri[i] = (short) rnd.nextInt(-32768, 32768);
        }
        try (KppTables bulk = new KppTables(); KppTables cells = new KppTables()) {
            for (int k : new int[] {0, 40, 80}) {
                bulk.setKppTriangle(k, tri);
                int i = 0;
                for (int a = 0; a < fe; a++) {
                    for (int b = 0; b <= a; b++) {
                        cells.setKpp(k, a, b, tri[i++]);
                    }
                }
            }
            assertEquals(cells.checkSum(), bulk.checkSum());
            for (int a = 0; a < fe; a += 7) {
                for (int b = 0; b < fe; b += 5) {
                    assertEquals(cells.kpp(40, a, b), bulk.kpp(40, a, b));
                }
            }
        }
        try (KppTables kppt = new KppTables(EvalLayout.KPPT)) {
            assertThrows(IllegalStateException.class, () -> kppt.setKppTriangle(0, tri));
        }
    }

    @Test
    void checkSumAddsLittleEndianWords() {
        try (KppTables t = new KppTables()) {
            assertEquals(0, t.checkSum());
            // KK part 1 is the high half of a 64-bit word: 2 << 32. setKpp(0, 0, 4) writes two cells, (0, 4) and
            // (4, 0), at element indices 4 and 6192, both multiples of 4, so each is the low 16 bits of a word:
            // 2 * 0xFFFF. A KKP part 0 value -1 is the low half of its word: 0xFFFFFFFF.
            t.setKk(0, 0, 1, 2);
            t.setKpp(0, 0, 4, -1);
            t.setKkp(1, 2, 3, 0, -1);
            assertEquals((2L << 32) + 2 * 0xFFFFL + 0xFFFF_FFFFL, t.checkSum());
            long before = t.checkSum();
            t.setKpp(80, 1547, 1547, 1);
            assertNotEquals(before, t.checkSum());
        }
    }
    @Test
    void roundingGoesToTheNearestMultipleHalvesAwayFromZeroAndClampsAtTheEdges() {
        try (KppTables t = new KppTables(); KppTables kppt = new KppTables(EvalLayout.KPPT)) {
            t.setKk(3, 77, 1, 12);                      // half: away from zero
            t.setKk(3, 77, 0, -12);
            t.setKkp(80, 0, 1547, 0, 11);               // below half: down
            t.setKkp(80, 0, 1547, 1, Integer.MAX_VALUE); // would round past the int range
            t.setKpp(40, 5, 1000, -13);
            t.setKpp(40, 6, 1000, 32_767);              // would round past the int16 range
            t.setKpp(40, 7, 1000, -32_768);             // already a multiple
            t.setKpp(40, 8, 1000, 16);
            assertEquals(2 + 2 + 2 * 2, t.roundTo(8), "values changed: KK 2, KKP 2, KPP 2 cells (two copies each)");
            assertEquals(16, t.kk(3, 77, 1));
            assertEquals(-16, t.kk(3, 77, 0));
            assertEquals(8, t.kkp(80, 0, 1547, 0));
            assertEquals(Integer.MAX_VALUE / 8 * 8, t.kkp(80, 0, 1547, 1));
            assertEquals(-16, t.kpp(40, 1000, 5));
            assertEquals(32_760, t.kpp(40, 6, 1000));
            assertEquals(-32_768, t.kpp(40, 7, 1000));
            assertEquals(16, t.kpp(40, 8, 1000));
            kppt.setKpp(2, 3, 4, 1, -3);                // the turn part of KPPT is rounded too
            kppt.roundTo(4);
            assertEquals(-4, kppt.kpp(2, 3, 4, 1));
        }
        try (KppTables t = new KppTables()) {
            assertEquals("the rounding step must be a power of two from 2 to 1024, not 6",
                    assertThrows(IllegalArgumentException.class, () -> t.roundTo(6)).getMessage());
            assertThrows(IllegalArgumentException.class, () -> t.roundTo(1));
            assertThrows(IllegalArgumentException.class, () -> t.roundTo(2048));
        }
    }
    @Test
    void aKkpBlockWritesTheSameCellsAsSetKkp() {
        int sq = KppTables.SQ;
        int fe = KppTables.FE;
        int[] block = new int[sq * fe * 2];
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(9);
        for (int i = 0; i < block.length; i++) {
            block[i] = rnd.nextInt();
        }
        try (KppTables a = new KppTables(); KppTables b = new KppTables()) {
            a.setKkpBlock(17, block);
            for (int wk = 0; wk < sq; wk++) {
                for (int p = 0; p < fe; p++) {
                    for (int part = 0; part < 2; part++) {
                        b.setKkp(17, wk, p, part, block[(wk * fe + p) * 2 + part]);
                    }
                }
            }
            assertEquals(b.checkSum(), a.checkSum());
            assertEquals(block[(40 * fe + 1000) * 2 + 1], a.kkp(17, 40, 1000, 1));
            assertEquals(0, a.kkp(16, 80, 1547, 1), "the block ends at its king");
            assertEquals(0, a.kkp(18, 0, 0, 0), "the block ends at its king");
            assertThrows(IllegalArgumentException.class, () -> a.setKkpBlock(81, block));
            assertThrows(IllegalArgumentException.class, () -> a.setKkpBlock(0, new int[5]));
        }
    }
}
