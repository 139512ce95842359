package kirin.usi.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Color;
import org.junit.jupiter.api.Test;

class ServerClockTest {
    private static ServerClock clock(TimeRules r) {
        return new ServerClock(new TimeRules[] {r, r});
    }

    @Test
    void fischerCreditsTheIncrementBeforeTheMove() {
        ServerClock c = clock(new TimeRules(1000, 300_000, 0, 10_000, 0));
        assertTrue(c.charge(Color.BLACK, 3));
        assertEquals(307_000, c.remaining(Color.BLACK));
        assertEquals(300_000, c.remaining(Color.WHITE));
        // Using all of it and the increment: remaining + inc - t must stay above 0.
        assertFalse(c.charge(Color.WHITE, 310));
        assertEquals(0, c.remaining(Color.WHITE));
    }

    @Test
    void byoyomiIsLostWhenUnusedAndStrictlyLess() {
        ServerClock c = clock(new TimeRules(1000, 10_000, 5000, 0, 0));
        assertTrue(c.charge(Color.BLACK, 12)); // 10 s main + 2 s of byoyomi
        assertEquals(0, c.remaining(Color.BLACK));
        assertTrue(c.charge(Color.BLACK, 4));
        assertFalse(c.charge(Color.BLACK, 5)); // T = byoyomi is a time loss on shogi-server
    }

    @Test
    void leastTimePerMoveAndUnits() {
        ServerClock c = clock(new TimeRules(1000, 60_000, 0, 0, 1));
        c.charge(Color.BLACK, 0);
        assertEquals(59_000, c.remaining(Color.BLACK));
        ServerClock minutes = clock(new TimeRules(60_000, 600_000, 0, 0, 0));
        minutes.charge(Color.WHITE, 2);
        assertEquals(480_000, minutes.remaining(Color.WHITE));
    }

    @Test
    void goTokensTakeTheMarginFromTheRightPlace() {
        ServerClock fischer = clock(new TimeRules(1000, 300_000, 0, 10_000, 0));
        assertEquals("btime 299500 wtime 300000 byoyomi 0 binc 10000 winc 10000", fischer.goTokens(Color.BLACK, 500, 0));
        ServerClock byoyomi = clock(new TimeRules(1000, 0, 10_000, 0, 0));
        assertEquals("btime 0 wtime 0 byoyomi 9500 binc 0 winc 0", byoyomi.goTokens(Color.WHITE, 500, 0));
        // A margin bigger than half the byoyomi keeps half of it.
        assertEquals("btime 0 wtime 0 byoyomi 5000 binc 0 winc 0", byoyomi.goTokens(Color.WHITE, 8000, 0));
        ServerClock none = clock(new TimeRules(1000, 0, 0, 0, 0));
        assertEquals("movetime 7000", none.goTokens(Color.BLACK, 500, 7000));
        assertTrue(none.charge(Color.BLACK, 1000));
    }

    @Test
    void timeUnitsAreRead() {
        assertEquals(1000, TimeRules.unitMillis("1sec"));
        assertEquals(60_000, TimeRules.unitMillis("1min"));
        assertEquals(250, TimeRules.unitMillis("250msec"));
        assertEquals(-1, TimeRules.unitMillis("sec"));
        assertEquals("300s +10s Fischer", new TimeRules(1000, 300_000, 0, 10_000, 0).describe());
    }
}
