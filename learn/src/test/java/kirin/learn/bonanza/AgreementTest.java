package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AgreementTest {
    @Test
    void aMoveAboveTheRecordMoveMeansNoAgreement() {
        assertEquals(0, Agreement.of(10, new int[] {5, 11, 10}, 3));
        assertEquals(2, Agreement.rank(10, new int[] {5, 11, 10}, 3));
    }

    @Test
    void aStrictlyBestRecordMoveAgrees() {
        assertEquals(1, Agreement.of(10, new int[] {5, 9, -300}, 3));
        assertEquals(1, Agreement.rank(10, new int[] {5, 9, -300}, 3));
        assertEquals(1, Agreement.of(0, new int[0], 0));
    }

    @Test
    void tiesAtTheTopShareTheAgreement() {
        assertEquals(1.0 / 3, Agreement.of(0, new int[] {0, 0, -1}, 3), 1e-12);
        assertEquals(1, Agreement.rank(0, new int[] {0, 0, -1}, 3));
        // only the first n values count
        assertEquals(1.0 / 2, Agreement.of(0, new int[] {0, 5}, 1), 1e-12);
    }
}
