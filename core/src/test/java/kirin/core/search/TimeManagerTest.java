package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Color;
import org.junit.jupiter.api.Test;

/** The time limits of one move, and how the optimum follows the search's iterations. */
class TimeManagerTest {
    private static final int MOVE_A = 1234;
    private static final int MOVE_B = 5678;

    private static SearchLimits clock(long main, long byoyomi, long inc) {
        SearchLimits l = new SearchLimits();
        l.hasClock = true;
        l.time[Color.BLACK] = main;
        l.time[Color.WHITE] = main;
        l.byoyomi = byoyomi;
        l.increment[Color.BLACK] = inc;
        l.increment[Color.WHITE] = inc;
        return l;
    }

    private static TimeManager init(SearchLimits l, SearchOptions o) {
        TimeManager t = new TimeManager();
        t.init(l, o, Color.BLACK, 40);
        return t;
    }

    /** Main time large enough that neither the floor nor the maximum bounds the scaled optimum much. */
    private static TimeManager mainTime() {
        return init(clock(600_000, 0, 0), new SearchOptions());
    }

    @Test
    void byoyomiOnlyUsesTheWholeByoyomi() {
        TimeManager t = init(clock(0, 1000, 0), new SearchOptions());
        assertTrue(t.isTimed());
        // Kirin's own reserve: 40 ms plus 2% of the byoyomi.
        assertEquals(940, t.optimum());
        assertEquals(940, t.maximum());
        // Iterations do not change it, however stable the move.
        for (int d = 1; d <= 20; d++) {
            t.iterationDone(d, MOVE_A, 0, 0);
        }
        assertEquals(940, t.optimum());
        assertEquals(300 - 46, init(clock(0, 300, 0), new SearchOptions()).maximum());
    }

    @Test
    void aLargerNetworkDelayIsKeptBack() {
        SearchOptions o = new SearchOptions();
        o.networkDelay = 120;
        assertEquals(880, init(clock(0, 1000, 0), o).maximum());
        o.networkDelay = 30;
        assertEquals(940, init(clock(0, 1000, 0), o).maximum());
    }

    @Test
    void aLateAnswerRaisesTheReserveForTheNextMoves() {
        TimeManager t = new TimeManager();
        SearchOptions o = new SearchOptions();
        t.init(clock(0, 1000, 0), o, Color.BLACK, 40);
        t.answered(940 + 20); // 20 ms late: 1.5 x 20 is less than the base
        t.init(clock(0, 1000, 0), o, Color.BLACK, 41);
        assertEquals(940, t.maximum());
        t.answered(940 + 50); // 50 ms late: 75 ms kept back besides the 2%
        t.init(clock(0, 1000, 0), o, Color.BLACK, 42);
        assertEquals(1000 - 20 - 75, t.maximum());
        // Early and on-time answers push it out after TimeManager.RECENT answers.
        for (int i = 0; i < TimeManager.RECENT; i++) {
            t.answered(i % 2 == 0 ? 500 : 900);
        }
        t.init(clock(0, 1000, 0), o, Color.BLACK, 43);
        assertEquals(940, t.maximum());
    }

    @Test
    void untimedAnswersAreNotMeasured() {
        TimeManager t = new TimeManager();
        SearchOptions o = new SearchOptions();
        t.init(new SearchLimits(), o, Color.BLACK, 40);
        t.answered(60_000);
        t.init(clock(0, 1000, 0), o, Color.BLACK, 41);
        assertEquals(940, t.maximum());
    }

    @Test
    void moveTimeIsFixed() {
        SearchLimits l = new SearchLimits();
        l.moveTime = 500;
        TimeManager t = init(l, new SearchOptions());
        t.iterationDone(1, MOVE_A, 0, 3);
        t.iterationDone(2, MOVE_B, -500, 3);
        assertEquals(450, t.optimum());
        assertEquals(450, t.maximum());
    }

    @Test
    void withoutAReserveAMoveTimeIsSearchedWhole() {
        SearchLimits l = new SearchLimits();
        l.moveTime = 200;
        SearchOptions o = new SearchOptions();
        o.keepReserve = false;
        o.networkDelay = 120;
        TimeManager t = init(l, o);
        assertEquals(200, t.maximum());
        assertEquals(200, t.optimum());
    }

    @Test
    void noClockMeansNoLimit() {
        TimeManager t = init(new SearchLimits(), new SearchOptions());
        assertFalse(t.isTimed());
        assertEquals(Long.MAX_VALUE, t.maximum());
    }

    @Test
    void mainTimeSharesTheRemainingTime() {
        TimeManager t = mainTime();
        // 600 s over max(20, 80 - 40/4) = 70 moves: 8571 ms; the hard limit is 600 s / 8 - NetworkDelay2.
        assertEquals(600_000 / 70, t.optimum());
        assertEquals(600_000 / 8 - 1120, t.maximum());
    }

    @Test
    void aStableBestMoveShrinksTheOptimum() {
        TimeManager t = mainTime();
        long base = t.optimum();
        for (int d = 1; d <= 3; d++) {
            t.iterationDone(d, MOVE_A, 0, 0);
        }
        assertEquals(base, t.optimum(), "two repetitions prove nothing yet");
        t.iterationDone(4, MOVE_A, 0, 0);
        assertEquals((long) (base * (1 - TimeManager.STABLE_STEP)), t.optimum());
        long previous = base;
        for (int d = 5; d <= 14; d++) {
            t.iterationDone(d, MOVE_A, 0, 0);
            assertTrue(t.optimum() <= previous, "depth " + d);
            previous = t.optimum();
        }
        assertEquals((long) (base * TimeManager.STABLE_LEAST), t.optimum());
    }

    @Test
    void bestMoveChangesLengthenTheOptimumAndFade() {
        TimeManager t = mainTime();
        long base = t.optimum();
        t.iterationDone(1, MOVE_A, 0, 0);
        t.iterationDone(2, MOVE_A, 0, 0);
        t.iterationDone(3, MOVE_B, 0, 2);
        assertEquals((long) (base * 2.0), t.optimum(), "two changes: twice the time");
        t.iterationDone(4, MOVE_B, 0, 0);
        assertEquals((long) (base * 1.5), t.optimum(), "the changes fade by half per iteration");
    }

    @Test
    void aFallingScoreLengthensTheOptimumAndARisingOneShortensIt() {
        TimeManager t = mainTime();
        long base = t.optimum();
        t.iterationDone(1, MOVE_A, 100, 0);
        t.iterationDone(2, MOVE_A, 100, 0);
        t.iterationDone(3, MOVE_A, 10, 0); // fell a pawn since both the previous and the first iteration
        assertEquals((long) (base * 1.5), t.optimum());
        TimeManager u = mainTime();
        u.iterationDone(1, MOVE_A, 0, 0);
        u.iterationDone(2, MOVE_A, 0, 0);
        u.iterationDone(3, MOVE_A, 400, 0);
        assertEquals((long) (base * TimeManager.FALL_LEAST), u.optimum());
        // Mate scores are not compared.
        TimeManager m = mainTime();
        m.iterationDone(1, MOVE_A, 0, 0);
        m.iterationDone(2, MOVE_A, Score.matedIn(10), 0);
        assertEquals(base, m.optimum());
    }

    @Test
    void theScaledOptimumStaysWithinTheFloorAndTheMaximum() {
        // 30 s left: share 30000/70 = 428 ms, raised to the 2000 ms MinimumThinkingTime; maximum 30000/8 - 1120.
        TimeManager t = init(clock(30_000, 0, 0), new SearchOptions());
        assertEquals(2000, t.optimum());
        for (int d = 1; d <= 12; d++) {
            t.iterationDone(d, MOVE_A, 0, 0);
        }
        assertEquals(2000, t.optimum(), "never below MinimumThinkingTime");
        t.iterationDone(13, MOVE_B, -900, 5);
        assertEquals(t.maximum(), t.optimum(), "never beyond the maximum");
        assertEquals(30_000 / 8 - 1120, t.maximum());
    }

    @Test
    void anewInitForgetsThePreviousMove() {
        TimeManager t = mainTime();
        long base = t.optimum();
        for (int d = 1; d <= 12; d++) {
            t.iterationDone(d, MOVE_A, 0, 3);
        }
        t.init(clock(600_000, 0, 0), new SearchOptions(), Color.BLACK, 40);
        t.iterationDone(1, MOVE_A, 0, 0);
        assertEquals(base, t.optimum());
    }

    @Test
    void onlyTimedPlayAnswersAForcedMoveAtOnce() {
        SearchOptions o = new SearchOptions();
        assertTrue(TimeManager.answersAtOnce(1, clock(0, 1000, 0), o));
        assertTrue(TimeManager.answersAtOnce(1, clock(60_000, 0, 1000), o));
        assertFalse(TimeManager.answersAtOnce(2, clock(0, 1000, 0), o), "more than one move");
        SearchLimits depth = clock(0, 1000, 0);
        depth.depth = 3;
        assertFalse(TimeManager.answersAtOnce(1, depth, o));
        SearchLimits nodes = clock(0, 1000, 0);
        nodes.nodes = 1000;
        assertFalse(TimeManager.answersAtOnce(1, nodes, o));
        SearchLimits infinite = new SearchLimits();
        infinite.infinite = true;
        assertFalse(TimeManager.answersAtOnce(1, infinite, o));
        SearchLimits moveTime = new SearchLimits();
        moveTime.moveTime = 1000;
        assertFalse(TimeManager.answersAtOnce(1, moveTime, o));
        SearchLimits searchMoves = clock(0, 1000, 0);
        searchMoves.searchMoves = new int[] {Move16.ANY};
        assertFalse(TimeManager.answersAtOnce(1, searchMoves, o));
        SearchOptions depthLimit = new SearchOptions();
        depthLimit.depthLimit = 5;
        assertFalse(TimeManager.answersAtOnce(1, clock(0, 1000, 0), depthLimit));
        SearchOptions nodesLimit = new SearchOptions();
        nodesLimit.nodesLimit = 5000;
        assertFalse(TimeManager.answersAtOnce(1, clock(0, 1000, 0), nodesLimit));
    }

    /** Any 16-bit move will do where only the presence of searchmoves matters. */
    private static final class Move16 {
        static final int ANY = 0x1234;
    }
}
