package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link SearchSwitches} at their defaults (the test JVM sets no {@code kirin.flip}): the steps matches kept are on,
 * the ones no match has kept yet are off. A changed default must change this test and the documentation with it.
 */
class SearchSwitchesTest {

    @Test
    void keptStepsAreOn() {
        assertTrue(SearchSwitches.NULL_MOVE);
        assertTrue(SearchSwitches.LATE_MOVE_REDUCTIONS);
        assertTrue(SearchSwitches.FUTILITY);
        assertTrue(SearchSwitches.REVERSE_FUTILITY);
        assertTrue(SearchSwitches.SEE_PRUNING);
        assertTrue(SearchSwitches.MATE_ONE);
        assertTrue(SearchSwitches.QSEARCH_MATE_ONE);
        assertTrue(SearchSwitches.RAZORING);
        assertTrue(SearchSwitches.PROBCUT);
        assertTrue(SearchSwitches.SINGULAR_EXTENSION);
        assertTrue(SearchSwitches.DOUBLE_EXTENSION);
        assertTrue(SearchSwitches.INTERNAL_ITERATIVE_REDUCTION);
        assertTrue(SearchSwitches.HISTORY_PRUNING);
        assertTrue(SearchSwitches.MOVE_COUNT_PRUNING);
        assertTrue(SearchSwitches.TT_CUTOFF_HISTORY);
        assertTrue(SearchSwitches.PRIOR_MOVE_HISTORY);
        assertTrue(SearchSwitches.CORRECTION_HISTORY);
        assertTrue(SearchSwitches.LOSING_CHECK_PRUNING);
        assertTrue(SearchSwitches.QSEARCH_EVASION_PRUNING);
        assertTrue(SearchSwitches.QSEARCH_MOVE_COUNT);
        assertTrue(SearchSwitches.QSEARCH_TT_ALL);
    }

    @Test
    void unkeptStepsAreOff() {
        assertFalse(SearchSwitches.CHECK_EXTENSION);
        assertFalse(SearchSwitches.HEAVY_MALUS);
        assertFalse(SearchSwitches.SMALL_RFP_MARGIN);
        assertFalse(SearchSwitches.DEEPER_SHALLOWER);
        assertFalse(SearchSwitches.ALPHA_RAISE_REDUCTION);
        assertFalse(SearchSwitches.REPETITION_HAND_HINTS);
    }
}
