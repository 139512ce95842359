package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link SearchParams}: the late-move reduction table and the relations between margins the search relies on. */
class SearchParamsTest {

    @Test
    void reductionTableFollowsItsFormula() {
        assertEquals(0, SearchParams.reduction(1, 40), "no reduction at depth 1 (ln 1 = 0)");
        assertEquals(0, SearchParams.reduction(10, 1), "none for the first move");
        assertEquals((int) (0.25 + Math.log(10) * Math.log(20) / 2.0), SearchParams.reduction(10, 20));
        assertEquals(SearchParams.reduction(63, 63), SearchParams.reduction(500, 900), "clamped to the table");
        for (int d = 1; d < 63; d++) {
            for (int n = 1; n < 63; n++) {
                assertTrue(SearchParams.reduction(d + 1, n) >= SearchParams.reduction(d, n));
                assertTrue(SearchParams.reduction(d, n + 1) >= SearchParams.reduction(d, n));
            }
        }
        assertEquals(SearchParams.reduction(12, 30), AlphaBeta.reduction(12, 30));
    }

    @Test
    void marginsAreOrderedAsTheStepsAssume() {
        assertTrue(SearchParams.RFP_STEP_NEW_CUT < SearchParams.RFP_STEP, "cut nodes unknown to the table prune sooner");
        assertTrue(SearchParams.QUIET_FUTILITY_BASE_BEHIND > SearchParams.QUIET_FUTILITY_BASE);
        assertTrue(SearchParams.PROBCUT_IMPROVING < SearchParams.PROBCUT_MARGIN);
        assertTrue(SearchParams.SUPERIOR_REPETITION < Score.MATE_BOUND, "a superior repetition is no mate");
    }
}
