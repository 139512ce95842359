package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.search.SearchLimits;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GoParserTest {
    private final List<String> warnings = new ArrayList<>();

    private SearchLimits parse(String args) throws UsiException {
        return GoParser.parse(new Tokens(args), Position.startpos(), warnings::add);
    }

    @Test
    void shogiHomeByoyomiAndIncrement() throws UsiException {
        SearchLimits l = parse("btime 60000 wtime 50000 byoyomi 10000");
        assertTrue(l.hasClock);
        assertArrayEquals(new long[] {60000, 50000}, l.time);
        assertEquals(10000, l.byoyomi);
        l = parse("btime 0 wtime 0 binc 1000 winc 2000");
        assertArrayEquals(new long[] {1000, 2000}, l.increment);
        assertTrue(warnings.isEmpty());
    }

    @Test
    void everyField() throws UsiException {
        SearchLimits l = parse("ponder movestogo 20 movetime 3000 depth 7 nodes 123456789012 infinite");
        assertTrue(l.ponder);
        assertTrue(l.infinite);
        assertEquals(20, l.movesToGo);
        assertEquals(3000, l.moveTime);
        assertEquals(7, l.depth);
        assertEquals(123456789012L, l.nodes);
        assertFalse(l.hasClock);
        assertTrue(parse("byoyomi 1000").hasClock);
    }

    @Test
    void negativeClockIsZeroAndHugeTimesAreCapped() throws UsiException {
        SearchLimits l = parse("btime -500 wtime 9223372036854775807");
        assertEquals(0, l.time[0]);
        assertEquals(GoParser.MAX_MILLIS, l.time[1]);
    }

    @Test
    void searchMoves() throws UsiException {
        SearchLimits l = parse("searchmoves 7g7f 2g2f 5a4b depth 3");
        Position p = Position.startpos();
        assertArrayEquals(new int[] {Move.to16(p.toMove("7g7f")), Move.to16(p.toMove("2g2f"))}, l.searchMoves);
        assertEquals(3, l.depth);
        assertEquals(List.of("go: searchmoves: ignoring '5a4b', not a legal move here"), warnings);
        warnings.clear();
        assertNull(parse("searchmoves xyz").searchMoves);
        assertEquals(2, warnings.size());
    }

    @Test
    void unknownTokensAreSkippedWithAWarning() throws UsiException {
        SearchLimits l = parse("rtime 100 depth 2");
        assertEquals(2, l.depth);
        assertEquals(List.of("go: ignoring unknown token 'rtime'", "go: ignoring unknown token '100'"), warnings);
    }

    @ParameterizedTest
    @ValueSource(strings = {"btime", "btime x", "wtime 1e3", "byoyomi -1", "binc -5", "depth -1", "nodes -1",
        "movetime -1", "movestogo -3", "btime 99999999999999999999", "depth 3000000000", "winc 1.5", "byoyomi"})
    void malformedNumbersAreRefused(String args) {
        UsiException e = assertThrows(UsiException.class, () -> parse(args));
        assertTrue(e.getMessage().startsWith("go: "), e.getMessage());
    }
}
