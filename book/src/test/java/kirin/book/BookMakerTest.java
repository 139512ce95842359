package kirin.book;

import kirin.core.Move;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BookMakerTest {
    static final String START = Db2016ReaderTest.START;
    static final String AFTER_76 = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";

    @Test
    void fromSfenCountsGamesAndTakesTheNextMoveAsPonder(@TempDir Path dir) throws IOException {
        Path games = dir.resolve("games.sfen");
        Files.writeString(games, "startpos moves 7g7f 3c3d 2g2f\n"
                + "position startpos moves 7g7f 8c8d\n"
                + "sfen " + AFTER_76 + " moves 3c3d\n"
                + "bogus line\n"
                + "startpos moves 2g2f 8c8d 9i9g 1a1b\n");
        List<String> w = new ArrayList<>();
        MemoryBook b = BookMaker.fromSfen(games, 2, 32, w::add);
        assertEquals(2, w.size(), w.toString());
        assertTrue(w.get(0).startsWith(games + ":4: "), w.get(0));
        assertTrue(w.get(1).startsWith(games + ":5: illegal or malformed move '9i9g' (move 3)"), w.get(1));
        BookEntry s = b.find(START);
        assertEquals(new BookMove(Move.parse16("7g7f"), Move.parse16("3c3d"), 0, 32, 2), s.find(Move.parse16("7g7f")));
        assertEquals(new BookMove(Move.parse16("2g2f"), Move.parse16("8c8d"), 0, 32, 1), s.find(Move.parse16("2g2f")));
        BookEntry a = b.find(AFTER_76);
        assertEquals(2, a.find(Move.parse16("3c3d")).count); // game 1 (ply 2) and game 3 (its ply 1)
        assertEquals(1, a.find(Move.parse16("8c8d")).count);
        assertEquals(3, b.size()); // start, after 7g7f, after 2g2f; plies beyond 2 are not taken
    }

    @Test
    void fromKifuReadsCsaAndKifRecordsLikeFromSfen(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("records"));
        Files.writeString(folder.resolve("a.csa"), "PI\n+\n+7776FU\n-3334FU\n+2726FU\n%TORYO\n/\n"
                + "PI\n+\n+7776FU\n-8384FU\n+9796FU\n-9394FU\n/\n"
                + "PI\n+\n+2726FU\n-8384FU\n+2625FU\n-9192KY\n");
        Files.writeString(folder.resolve("b.kifu"), "1 ７六歩(77)\n2 ３四歩(33)\n3 投了\n");
        Path broken = Files.writeString(dir.resolve("c.csa"), "PI\n+\n+7776FU\n-3334FU\n+7775FU\n");
        List<String> w = new ArrayList<>();
        BookMaker.KifuImport imp = BookMaker.fromKifu(List.of(folder, broken), 2, 32, w::add);
        assertEquals(3, imp.files);
        assertEquals(5, imp.games);
        assertEquals(1, imp.cut);
        assertEquals(List.of(broken + ": game 1, ply 3: illegal move '+7775FU': no piece of the mover on its "
                + "from-square; the game is used up to there"), w);
        MemoryBook b = imp.book;
        BookEntry s = b.find(START);
        assertEquals(new BookMove(Move.parse16("7g7f"), Move.parse16("3c3d"), 0, 32, 4), s.find(Move.parse16("7g7f")));
        assertEquals(1, s.find(Move.parse16("2g2f")).count);
        BookEntry a = b.find(AFTER_76);
        assertEquals(3, a.find(Move.parse16("3c3d")).count);
        assertEquals(1, a.find(Move.parse16("8c8d")).count);
        assertEquals(3, b.size()); // start, after 7g7f, after 2g2f: plies beyond 2 are not taken
    }

    @Test
    void mergeKeepsTheDeeperMove() {
        MemoryBook a = new MemoryBook(false);
        a.entryFor(START).put(new BookMove(Move.parse16("7g7f"), 0, 10, 20, 1));
        MemoryBook b = new MemoryBook(false);
        b.entryFor(START).put(new BookMove(Move.parse16("7g7f"), 0, 30, 24, 1));
        b.entryFor(START).put(new BookMove(Move.parse16("2g2f"), 0, 5, 10, 1));
        b.entryFor(AFTER_76).put(new BookMove(Move.parse16("3c3d"), 0, 5, 10, 1));
        MemoryBook m = BookMaker.merge(a, b);
        assertEquals(2, m.size());
        assertEquals(30, m.find(START).find(Move.parse16("7g7f")).value);
        assertEquals(2, m.find(START).moves().size());
        MemoryBook back = BookMaker.merge(b, a);
        assertEquals(30, back.find(START).find(Move.parse16("7g7f")).value);
    }
}
