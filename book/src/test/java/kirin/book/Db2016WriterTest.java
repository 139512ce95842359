package kirin.book;

import kirin.core.Move;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Db2016WriterTest {
    static final String START = Db2016ReaderTest.START;

    /** A sorted book written by hand: reading and writing it must give the same bytes. */
    static final String SORTED = "#YANEURAOU-DB2016 1.00\n"
            + "sfen lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\n"
            + "8h2b+ 3a2b 0 32 1\n"
            + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\n"
            + "3c3d 2g2f 12 20 7\n"
            + "8c8d 2g2f 40 20 3\n"
            + "4a3b none 0 18 3\n"
            + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n"
            + "7g7f 3c3d 0 32 2\n"
            + "2g2f 8c8d 0 32 1\n";

    @Test
    void aSortedBookRoundTripsByteForByte(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in.db");
        Files.writeString(in, SORTED, StandardCharsets.UTF_8);
        List<String> w = new ArrayList<>();
        MemoryBook b = Db2016Reader.read(in, false, w::add);
        Path out = dir.resolve("out.db");
        assertEquals(3, Db2016Writer.write(b.entries(), out, w::add));
        assertTrue(w.isEmpty(), w.toString());
        assertArrayEquals(Files.readAllBytes(in), Files.readAllBytes(out));
    }

    @Test
    void writingNormalisesSortsAndKeepsTheSmallestPly(@TempDir Path dir) throws IOException {
        MemoryBook b = new MemoryBook(false);
        // hands written in a non-canonical order, two plies of one position, moves out of order
        BookEntry late = b.entryFor("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 7");
        late.put(new BookMove(Move.parse16("5g5f"), 0, 0, 0, 9));
        BookEntry early = b.entryFor(START);
        early.put(new BookMove(Move.parse16("2g2f"), 0, 10, 0, 1));
        early.put(new BookMove(Move.parse16("7g7f"), 0, 20, 0, 1));
        early.put(new BookMove(Move.parse16("6i7h"), 0, 0, 0, 5));
        b.entryFor("4k4/9/9/9/9/9/9/9/4K4 b PGR 1").put(new BookMove(Move.parse16("R*5b"), 0, 0, 0, 1));
        b.entryFor("not a position at all");
        b.entryFor("4k4/9/9/9/9/9/9/9/4K4 b 2Px 1").put(new BookMove(Move.parse16("P*5b"), 0, 0, 0, 1));
        Path out = dir.resolve("out.db");
        List<String> w = new ArrayList<>();
        assertEquals(2, Db2016Writer.write(b.entries(), out, w::add));
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).contains("2Px"), w.get(0));
        assertEquals("#YANEURAOU-DB2016 1.00\n"
                + "sfen 4k4/9/9/9/9/9/9/9/4K4 b RGP 1\n"
                + "R*5b none 0 0 1\n"
                + "sfen " + START + "\n"
                + "6i7h none 0 0 5\n"
                + "7g7f none 20 0 1\n"
                + "2g2f none 10 0 1\n", Files.readString(out));
    }
}
