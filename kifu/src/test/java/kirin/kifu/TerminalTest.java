package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import kirin.core.Color;
import org.junit.jupiter.api.Test;

/** Results implied by the special moves, with either side to move. */
class TerminalTest {
    @Test
    void csaWords() {
        for (String w : new String[] {"%TORYO", "%TSUMI", "%TIME_UP", "%ILLEGAL_MOVE"}) {
            assertEquals(Color.WHITE, Terminal.winner(w, Color.BLACK), w);
            assertEquals(Color.BLACK, Terminal.winner(w, Color.WHITE), w);
        }
        assertEquals(Color.BLACK, Terminal.winner("%KACHI", Color.BLACK));
        assertEquals(Color.WHITE, Terminal.winner("%+ILLEGAL_ACTION", Color.WHITE));
        assertEquals(Color.BLACK, Terminal.winner("%-ILLEGAL_ACTION", Color.WHITE));
        for (String w : new String[] {"%SENNICHITE", "%JISHOGI", "%HIKIWAKE", "%MAX_MOVES"}) {
            assertEquals(Kifu.DRAW, Terminal.winner(w, Color.BLACK), w);
        }
        for (String w : new String[] {"%CHUDAN", "%MATTA", "%FUZUMI", "%ERROR"}) {
            assertEquals(Kifu.UNKNOWN, Terminal.winner(w, Color.WHITE), w);
        }
        assertFalse(Terminal.isCsa("%RESIGN"));
    }

    @Test
    void kifWords() {
        assertEquals("%TORYO", Terminal.fromKif("投了", Color.BLACK));
        assertEquals("%TIME_UP", Terminal.fromKif("切れ負け", Color.BLACK));
        assertEquals("%KACHI", Terminal.fromKif("入玉勝ち", Color.WHITE));
        assertEquals("%-ILLEGAL_ACTION", Terminal.fromKif("反則勝ち", Color.BLACK));
        assertEquals("%ILLEGAL_MOVE", Terminal.fromKif("反則負け", Color.WHITE));
        assertEquals("%JISHOGI", Terminal.fromKif("持将棋", Color.WHITE));
        assertNull(Terminal.fromKif("７六歩", Color.BLACK));
    }
}
