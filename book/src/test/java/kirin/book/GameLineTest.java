package kirin.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameLineTest {
    @TempDir
    Path dir;

    @Test
    void parsesStartposAndSfenLines() throws BookFormatException {
        GameLine a = GameLine.parse("startpos moves 7g7f 3c3d");
        assertEquals(2, a.moves.length);
        assertNull(a.error);
        GameLine b = GameLine.parse("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 2g2f");
        assertEquals(1, b.moves.length);
    }

    @Test
    void stopsAtTheFirstIllegalMove() throws BookFormatException {
        GameLine g = GameLine.parse("startpos moves 7g7f 7g7f 3c3d");
        assertEquals(1, g.moves.length);
        assertTrue(g.error.contains("'7g7f' (move 2)"), g.error);
    }

    @Test
    void refusesALineWithoutAStart() {
        assertThrows(BookFormatException.class, () -> GameLine.parse("moves 7g7f"));
    }

    @Test
    void forEachInSkipsCommentsAndNamesEveryDefectByLine() throws IOException {
        Path f = dir.resolve("games.sfen");
        Files.writeString(f, "# a comment\n\nstartpos moves 7g7f\nnonsense\nstartpos moves 2g2f 2g2f\n");
        List<Integer> lengths = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        GameLine.forEachIn(f, warnings::add, g -> lengths.add(g.moves.length));
        assertEquals(List.of(1, 1), lengths, "the cut-short game is still handed on up to its illegal move");
        assertEquals(2, warnings.size());
        assertTrue(warnings.get(0).startsWith(f + ":4: "), warnings.get(0));
        assertTrue(warnings.get(1).startsWith(f + ":5: illegal"), warnings.get(1));
    }
}
