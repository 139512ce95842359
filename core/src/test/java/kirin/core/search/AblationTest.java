package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AblationTest {
    @Test
    void unnamedSwitchesKeepTheirDefaults() {
        // The test JVM sets no kirin.flip property.
        assertTrue(Ablation.flag("FUTILITY", true));
        assertFalse(Ablation.flag("CHECK_EXTENSION", false));
        assertTrue(SearchSwitches.FUTILITY);
    }
}
