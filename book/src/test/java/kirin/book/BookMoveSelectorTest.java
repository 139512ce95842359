package kirin.book;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BookMoveSelectorTest {
    static final String START = Db2016ReaderTest.START;

    private static BookMoveSelector selector(String text) throws IOException {
        return new BookMoveSelector(Db2016Reader.read(new StringReader(text), "t.db", false, s -> { }));
    }

    private static Map<String, Integer> histogram(BookMoveSelector s, Position pos, BookOptions o, int n) {
        Map<String, Integer> h = new HashMap<>();
        Random rnd = new Random(5);
        for (int i = 0; i < n; i++) {
            BookHit hit = s.select(pos, o, rnd, null);
            h.merge(hit == null ? "-" : Move.toUsi(hit.move), 1, Integer::sum);
        }
        return h;
    }

    private static final String BOOK = "sfen " + START + "\n"
            + "7g7f 3c3d 50 20 10\n"
            + "2g2f 8c8d 30 20 89\n"
            + "5g5f none 10 20 1\n"   // 40 below the best: out with BookEvalDiff 30
            + "1g1f none 0 20 0\n"
            + "9i9h none 0 20 0\n";   // illegal: dropped

    @Test
    void evalDiffKeepsMovesCloseToTheBestAndUniformChoiceHitsEach() throws IOException {
        BookOptions o = new BookOptions();
        Map<String, Integer> h = histogram(selector(BOOK), Position.startpos(), o, 3000);
        assertEquals(2, h.size(), h.toString());
        assertTrue(h.get("7g7f") > 1300 && h.get("2g2f") > 1300, h.toString());
    }

    @Test
    void countWeightingNarrowBookAndBlackLimit() throws IOException {
        BookOptions o = new BookOptions();
        o.evalDiff = 1000;
        o.considerCount = true;
        Map<String, Integer> h = histogram(selector(BOOK), Position.startpos(), o, 4000);
        assertTrue(h.get("2g2f") > 3300 && h.get("2g2f") < 3800, h.toString());
        o.narrowBook = true; // 10 of 100 is kept, 1 of 100 is not
        h = histogram(selector(BOOK), Position.startpos(), o, 2000);
        assertEquals(2, h.size(), h.toString());
        o.narrowBook = false;
        o.evalBlackLimit = 31;
        h = histogram(selector(BOOK), Position.startpos(), o, 200);
        assertEquals(Map.of("7g7f", 200), h);
    }

    @Test
    void depthLimitBookMovesOwnBookAndIgnoreRate() throws IOException {
        BookMoveSelector s = selector(BOOK);
        BookOptions o = new BookOptions();
        Random rnd = new Random(1);
        o.depthLimit = 21;
        assertNull(s.select(Position.startpos(), o, rnd, null));
        o.depthLimit = 0;
        o.ownBook = false;
        assertNull(s.select(Position.startpos(), o, rnd, null));
        o.ownBook = true;
        o.bookMoves = 0;
        assertNull(s.select(Position.startpos(), o, rnd, null));
        o.bookMoves = 16;
        o.ignoreRate = 50;
        Map<String, Integer> h = histogram(s, Position.startpos(), o, 2000);
        assertTrue(h.get("-") > 900 && h.get("-") < 1100, h.toString());
    }

    @Test
    void searchMovesRestrictTheChoice() throws IOException {
        BookHit hit = selector(BOOK).select(Position.startpos(), new BookOptions(), new Random(3),
                new int[] {Move.parse16("2g2f")});
        assertEquals("2g2f", Move.toUsi(hit.move));
        assertNull(selector(BOOK).select(Position.startpos(), new BookOptions(), new Random(3),
                new int[] {Move.parse16("6i7h")}));
    }

    @Test
    void infoLinesShowTheBookPvAndThePonderComesFromTheEntryOrTheNextPosition() throws IOException {
        String text = "sfen " + START + "\n"
                + "7g7f none 0 32 1\n"
                + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\n"
                + "3c3d 2g2f 5 32 3\n"
                + "8c8d none 0 32 1\n";
        BookOptions o = new BookOptions();
        BookHit hit = selector(text).select(Position.startpos(), o, new Random(1), null);
        assertNotNull(hit);
        assertEquals("7g7f", Move.toUsi(hit.move));
        assertEquals("3c3d", Move.toUsi(hit.ponder));
        assertEquals(List.of("info multipv 1 score cp 0 depth 32 pv 7g7f 3c3d 2g2f (100.00%)"), hit.infoLines);
        o.pvMoves = 2;
        hit = selector(text).select(Position.startpos(), o, new Random(1), null);
        assertEquals(List.of("info multipv 1 score cp 0 depth 32 pv 7g7f 3c3d (100.00%)"), hit.infoLines);
    }

    @Test
    void flippedBookAnswersWhiteFromABlackEntry() throws IOException {
        // Black's entry after 3g3f... seen from white: the position after 7g7f is white's version of black's
        // position after 7g7f 3c3d 3g3f? Simpler: a black-to-move entry equal to the flipped position.
        Position white = Sfen.parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        String flipped = BookKeys.flippedKey(white, false);
        String text = "sfen " + flipped + "\n2g2f none 0 32 1\n";
        BookOptions o = new BookOptions();
        BookHit hit = selector(text).select(white, o, new Random(1), null);
        assertEquals("8c8d", Move.toUsi(hit.move));
        o.flippedBook = false;
        assertNull(selector(text).select(white, o, new Random(1), null));
    }
}
