package kirin.book;

import kirin.core.Move;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Db2016ReaderTest {
    static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    private static MemoryBook read(String text, boolean ignorePly, List<String> warnings) throws IOException {
        return Db2016Reader.read(new StringReader(text), "t.db", ignorePly, warnings::add);
    }

    @Test
    void readsTheInteropExampleWithCommentsAndDefaults() throws IOException {
        String text = "#YANEURAOU-DB2016 1.00\n"
                + "// a comment\n"
                + "sfen " + START + "\n"
                + "7g7f 3c3d 0 32 2\n"
                + "\n"
                + "  2g2f 8c8d 0 32 1  \n"
                + "5g5f none\n"
                + "6i7h resign 12\n"
                + "4i5h None 5 7\n"
                + "9g9f\n";
        List<String> w = new ArrayList<>();
        MemoryBook b = read(text, false, w);
        assertTrue(w.isEmpty(), w.toString());
        BookEntry e = b.find(START);
        assertEquals(6, e.moves().size());
        assertEquals(new BookMove(Move.parse16("7g7f"), Move.parse16("3c3d"), 0, 32, 2), e.moves().get(0));
        assertEquals(new BookMove(Move.parse16("5g5f"), Move.NONE, 0, 0, 1), e.moves().get(2));
        assertEquals(new BookMove(Move.parse16("6i7h"), Move.NONE, 12, 0, 1), e.moves().get(3));
        assertEquals(new BookMove(Move.parse16("4i5h"), Move.NONE, 5, 7, 1), e.moves().get(4));
        assertEquals(new BookMove(Move.parse16("9g9f"), Move.NONE, 0, 0, 1), e.moves().get(5));
    }

    @Test
    void duplicatePositionsMergeTheirMovesAndTheLaterLineWins() throws IOException {
        String text = "sfen " + START + "\n7g7f 3c3d 0 32 2\n2g2f none 0 32 1\n"
                + "sfen  " + START.replace(" ", "  ") + "\n7g7f 8c8d 10 20 5\n5g5f none 0 0 1\n";
        List<String> w = new ArrayList<>();
        MemoryBook b = read(text, false, w);
        assertEquals(1, b.size());
        BookEntry e = b.find(START);
        assertEquals(3, e.moves().size());
        assertEquals(new BookMove(Move.parse16("7g7f"), Move.parse16("8c8d"), 10, 20, 5), e.moves().get(0));
    }

    @Test
    void malformedLinesAreNamedAndTheRestLoads() throws IOException {
        String text = "7g7f 3c3d\n"                       // 1: before any sfen
                + "sfen " + START + "\n"
                + "7g7f 3c3d x 32 2\n"                     // 3: bad value
                + "7g7z 3c3d 0 32 2\n"                     // 4: bad move
                + "2g2f 8c8d 0 32 1\n"
                + "sfen lnsgkgsnl/1r5b1 q - 1\n"           // 6: bad side to move
                + "1g1f none\n"                            // 7: skipped with its sfen
                + "sfen " + START.replace(" 1", " 3") + "\n"
                + "1g1f none 0 0 -4\n"                     // 9: negative count
                + "9g9f none\n";
        List<String> w = new ArrayList<>();
        MemoryBook b = read(text, false, w);
        assertEquals(5, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("t.db:1: "), w.get(0));
        assertTrue(w.get(1).startsWith("t.db:3: value is not an integer"), w.get(1));
        assertTrue(w.get(2).startsWith("t.db:4: cannot parse move '7g7z'"), w.get(2));
        assertTrue(w.get(3).startsWith("t.db:6: "), w.get(3));
        assertTrue(w.get(4).startsWith("t.db:9: negative count"), w.get(4));
        assertEquals(1, b.find(START).moves().size());
        assertEquals(1, b.find(START.replace(" 1", " 3")).moves().size());
    }

    @Test
    void ignoreBookPlyDropsTheMoveNumberFromKeys() throws IOException {
        String text = "sfen " + START + "\n7g7f none\nsfen " + START.replace(" 1", " 9") + "\n2g2f none\n";
        MemoryBook b = read(text, true, new ArrayList<>());
        assertEquals(1, b.size());
        assertEquals(2, b.find(START.substring(0, START.length() - 2)).moves().size());
        assertNull(b.find(START));
    }
}
