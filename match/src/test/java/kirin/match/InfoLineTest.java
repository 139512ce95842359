package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Info lines as Kirin, YaneuraOu and others print them, and the ones to ignore. */
class InfoLineTest {
    @Test
    void kirinLine() {
        assertEquals(new InfoLine(13, 19, 356352, 401749, 887), InfoLine.parse(
                "info depth 13 seldepth 19 score cp 0 nodes 356352 nps 401749 hashfull 3 time 887 pv 5a4b 8h2b"));
        assertEquals(new InfoLine(5, 5, 10, 10000, 0), InfoLine.parse("info depth 5 seldepth 5 score cp -100 "
                + "lowerbound multipv 2 nodes 10 nps 10000 hashfull 0 time 0 pv 7g7f"));
        assertEquals(new InfoLine(3, 3, 1, 1000, 1), InfoLine.parse(
                "info depth 3 seldepth 3 score mate 5 upperbound nodes 1 nps 1000 hashfull 0 time 1 pv 7g7f"));
    }

    @Test
    void yaneuraOuLines() {
        assertEquals(new InfoLine(12, 18, 120345, 1083000, 111),
                InfoLine.parse("info depth 12 seldepth 18 score cp 35 nodes 120345 nps 1083000 time 111 pv 7g7f"));
        // MultiPV, a mate score with a sign, hashfull after time.
        assertEquals(new InfoLine(20, 31, 9876543, 2100000, 4703), InfoLine.parse("info depth 20 seldepth 31 score "
                + "mate -7 multipv 3 nodes 9876543 nps 2100000 time 4703 hashfull 412 pv 8h2b+ 3a2b B*4e"));
        assertEquals(new InfoLine(1, -1, -1, -1, -1), InfoLine.parse("info depth 1 score mate + pv resign"));
    }

    @Test
    void anyOrderAndMissingFields() {
        assertEquals(new InfoLine(9, -1, 5000, -1, 12),
                InfoLine.parse("info  time 12\tnodes 5000 score cp 7 depth 9 currmove 7g7f currmovenumber 3"));
        InfoLine noDepth = InfoLine.parse("info nodes 12345 nps 600000 time 20");
        assertEquals(new InfoLine(-1, -1, 12345, 600000, 20), noDepth);
        assertFalse(noDepth.hasDepth());
        assertEquals(new InfoLine(-1, -1, -1, -1, -1), InfoLine.parse("info"));
        // A missing or broken value does not swallow the next key.
        assertEquals(new InfoLine(-1, 7, -1, -1, 30), InfoLine.parse("info depth seldepth 7 nodes x time 30"));
        assertEquals(new InfoLine(-1, -1, -1, -1, -1), InfoLine.parse("info depth -3 nodes 99999999999999999999"));
        // Numbers in the PV part are moves' business, not figures.
        assertEquals(new InfoLine(4, -1, -1, -1, -1), InfoLine.parse("info depth 4 pv 7g7f depth 99 time 5"));
    }

    @Test
    void notInfoLines() {
        assertNull(InfoLine.parse("info string depth 30 nodes 1 time 1"));
        assertNull(InfoLine.parse("info string"));
        assertNull(InfoLine.parse("bestmove 7g7f ponder 3c3d"));
        assertNull(InfoLine.parse("information depth 3"));
        assertNull(InfoLine.parse(""));
    }
}
