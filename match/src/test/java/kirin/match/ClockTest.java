package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Time-control parsing, the go lines and the clock arithmetic. */
class ClockTest {
    private static Clock clock(String tc) {
        TimeControl t = TimeControl.parse(tc);
        return new Clock(t, t);
    }

    @Test
    void parsesEveryKind() {
        assertEquals(TimeControl.Kind.BYOYOMI, TimeControl.parse("byoyomi:1000").kind());
        assertEquals(1000, TimeControl.parse("byoyomi:1000").perMove());
        TimeControl mainByoyomi = TimeControl.parse("60000+byoyomi:3000");
        assertEquals(TimeControl.Kind.BYOYOMI, mainByoyomi.kind());
        assertEquals(60000, mainByoyomi.main());
        TimeControl fischer = TimeControl.parse("10000+100");
        assertEquals(TimeControl.Kind.FISCHER, fischer.kind());
        assertEquals(10000, fischer.main());
        assertEquals(100, fischer.perMove());
        assertEquals(TimeControl.Kind.FISCHER, TimeControl.parse("30000").kind());
        assertEquals(TimeControl.Kind.MOVETIME, TimeControl.parse("movetime:500").kind());
        assertEquals(TimeControl.Kind.NODES, TimeControl.parse("nodes:100000").kind());
        assertEquals(3, TimeControl.parse("depth:3").perMove());
        assertFalse(TimeControl.parse("depth:3").isClocked());
        assertTrue(TimeControl.parse("movetime:5").isClocked());
        for (String bad : new String[] {"", "byoyomi:", "depth:0", "fast", "1000+x", "0+0", "-5+1", "nodes:-1"}) {
            assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(bad), bad);
        }
    }

    @Test
    void goLines() {
        assertEquals("go btime 0 wtime 0 byoyomi 1000", clock("byoyomi:1000").goCommand(0));
        assertEquals("go btime 10000 wtime 10000 binc 100 winc 100", clock("10000+100").goCommand(1));
        assertEquals("go movetime 500", clock("movetime:500").goCommand(0));
        assertEquals("go nodes 1000", clock("nodes:1000").goCommand(0));
        assertEquals("go depth 1", clock("depth:1").goCommand(1));
    }

    @Test
    void byoyomiSpendsMainTimeFirst() {
        Clock c = clock("5000+byoyomi:1000");
        assertEquals(6000, c.allowance(0));
        c.charge(0, 3000);
        assertEquals(2000, c.remaining(0));
        assertEquals("go btime 2000 wtime 5000 byoyomi 1000", c.goCommand(1));
        c.charge(0, 2500);
        assertEquals(0, c.remaining(0));
        assertEquals(1000, c.allowance(0));
    }

    @Test
    void fischerAddsTheIncrement() {
        Clock c = clock("10000+500");
        assertEquals(10500, c.allowance(0));
        c.charge(0, 2000);
        assertEquals(8500, c.remaining(0));
        assertEquals(10000, c.remaining(1));
        c.charge(1, 10500);
        assertEquals(0, c.remaining(1));
    }

    @Test
    void unclockedSearchesHaveNoAllowance() {
        assertEquals(-1, clock("depth:1").allowance(0));
        assertEquals(-1, clock("nodes:10").allowance(1));
        assertEquals(700, clock("movetime:700").allowance(1));
    }

    @Test
    void mixedControlsSendEachSidesIncrement() {
        Clock c = new Clock(TimeControl.parse("10000+100"), TimeControl.parse("20000+byoyomi:1000"));
        assertEquals("go btime 10000 wtime 20000 binc 100 winc 0", c.goCommand(0));
        assertEquals("go btime 10000 wtime 20000 byoyomi 1000", c.goCommand(1));
    }
}
