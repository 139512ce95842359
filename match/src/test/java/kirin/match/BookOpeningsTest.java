package kirin.match;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BookOpeningsTest {
    private static final String BOOK = "#YANEURAOU-DB2016 1.00\n"
            + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n"
            + "7g7f none 20 32 3\n"
            + "2g2f none 10 32 1\n"
            + "5g5f none -300 32 50\n"          // far below the best: never drawn
            + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\n"
            + "3c3d none 0 32 1\n"
            + "8c8d none 80 32 1\n";

    @Test
    void drawsBalancedLinesDeterministicallyPerPair(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("b.db");
        Files.writeString(f, BOOK);
        Openings o = Openings.book(f, 2, 7, 100);
        Set<List<String>> seen = new HashSet<>();
        for (int pair = 0; pair < 50; pair++) {
            Opening op = o.get(pair);
            assertEquals(op, o.get(pair));
            seen.add(op.moves());
        }
        // the book has no position after 2g2f, so two-ply lines go through 7g7f
        assertEquals(Set.of(List.of("7g7f", "3c3d"), List.of("7g7f", "8c8d")), seen);
        // balance 50: after 7g7f only 8c8d is within 50 of the best, and it ends at +80
        assertThrows(IllegalStateException.class, () -> Openings.book(f, 2, 7, 50).get(0));
        Openings one = Openings.book(f, 1, 7, 100);
        Set<List<String>> first = new HashSet<>();
        for (int pair = 0; pair < 100; pair++) {
            first.add(one.get(pair).moves());
        }
        assertEquals(Set.of(List.of("7g7f"), List.of("2g2f")), first);
        assertTrue(one.description().contains("book openings of 1 plies"), one.description());
        assertThrows(IllegalStateException.class, () -> Openings.book(f, 3, 7, 100).get(0));
        assertThrows(IllegalArgumentException.class, () -> Openings.book(dir.resolve("none.db"), 3, 7, 100));
    }
}
