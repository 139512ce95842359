package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import kirin.core.EnteringKingRule;
import org.junit.jupiter.api.Test;

class SearchOptionsTest {
    private static SearchOptions custom() {
        SearchOptions o = new SearchOptions();
        o.drawValueBlack = 50;
        o.drawValueWhite = -70;
        o.maxMovesToDraw = 256;
        o.enteringKingRule = EnteringKingRule.TRY_RULE;
        o.multiPv = 4;
        o.resignValue = 3000;
        o.depthLimit = 9;
        o.nodesLimit = 12345;
        o.networkDelay = 7;
        o.networkDelay2 = 8;
        o.keepReserve = false;
        o.minimumThinkingTime = 1500;
        o.slowMover = 80;
        o.mateOneInSearch = false;
        return o;
    }

    @Test
    void copyKeepsEverySetting() {
        SearchOptions o = custom();
        SearchOptions c = o.copy();
        assertNotSame(o, c);
        assertEquals(50, c.drawValueBlack);
        assertEquals(-70, c.drawValueWhite);
        assertEquals(256, c.maxMovesToDraw);
        assertEquals(EnteringKingRule.TRY_RULE, c.enteringKingRule);
        assertEquals(4, c.multiPv);
        assertEquals(3000, c.resignValue);
        assertEquals(9, c.depthLimit);
        assertEquals(12345, c.nodesLimit);
        assertEquals(false, c.keepReserve);
        assertEquals(7, c.networkDelay);
        assertEquals(8, c.networkDelay2);
        assertEquals(1500, c.minimumThinkingTime);
        assertEquals(80, c.slowMover);
        assertEquals(false, c.mateOneInSearch);
    }

    @Test
    void rulesOnlyKeepsTheGameRulesAndResetsLimitsAndTime() {
        SearchOptions r = custom().rulesOnly(2);
        SearchOptions d = new SearchOptions();
        assertEquals(50, r.drawValueBlack);
        assertEquals(-70, r.drawValueWhite);
        assertEquals(256, r.maxMovesToDraw);
        assertEquals(EnteringKingRule.TRY_RULE, r.enteringKingRule);
        assertEquals(2, r.multiPv);
        assertEquals(d.resignValue, r.resignValue);
        assertEquals(d.depthLimit, r.depthLimit);
        assertEquals(d.nodesLimit, r.nodesLimit);
        assertEquals(d.networkDelay, r.networkDelay);
        assertEquals(d.networkDelay2, r.networkDelay2);
        assertEquals(d.minimumThinkingTime, r.minimumThinkingTime);
        assertEquals(d.slowMover, r.slowMover);
    }
}
