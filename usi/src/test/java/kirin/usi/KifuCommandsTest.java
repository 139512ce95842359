package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** learn convert_kifu and makebook from_kifu through USI. */
class KifuCommandsTest {
    @TempDir
    Path dir;

    private Path records() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("records"));
        Files.writeString(folder.resolve("a.csa"), "V2.2\nPI\n+\n+7776FU\n-3334FU\n+2726FU\n%TORYO\n/\n"
                + "PI\n+\n+7776FU\n-7776FU\n/\nPI\n+\n+2726FU\n-8384FU\n%SENNICHITE\n");
        Files.writeString(folder.resolve("b.kifu"), "1 ７六歩(77)\n2 ３四歩(33)\n3 中断\n");
        return folder;
    }

    @Test
    void convertKifuWritesRecordsAndSaysWhatItSkipped() throws Exception {
        Path folder = records();
        Path out = dir.resolve("kifu.bin");
        EngineHarness h = new EngineHarness();
        List<String> lines = h.run("learn convert_kifu output_file_name " + out + " " + folder);
        assertEquals(3, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("info string warning: ") && lines.get(0).contains("a.csa: game 2, ply 2"),
                lines.get(0));
        assertTrue(lines.get(1).contains("b.kifu: game 1: skipped, no result"), lines.get(1));
        assertTrue(lines.get(2).startsWith("info string learn convert_kifu: 2 files, 4 games read, 2 skipped "
                + "(1 illegal or unreadable move, 1 no result), 5 records written to " + out), lines.get(2));
        assertEquals(5L * 40, Files.size(out));

        List<String> missing = h.run("learn convert_kifu output_file_name " + out + " " + dir.resolve("none.csa"));
        assertEquals(1, missing.size());
        assertTrue(missing.get(0).startsWith("info string error: learn convert_kifu: ")
                && missing.get(0).contains("none.csa: no such game-record file or folder"), missing::toString);
        assertEquals(List.of("info string error: learn convert_kifu: no input files"), h.run("learn convert_kifu"));
    }

    @Test
    void makebookFromKifu() throws Exception {
        Path folder = records();
        Path book = dir.resolve("book.db");
        EngineHarness h = new EngineHarness();
        List<String> lines = h.run("makebook from_kifu " + folder + " " + book + " moves 2 depth 20");
        assertEquals("makebook finished.", lines.get(lines.size() - 1));
        assertTrue(lines.get(0).startsWith("info string warning: ") && lines.get(0).contains("a.csa: game 2, ply 2"),
                lines.get(0));
        assertTrue(lines.contains("info string makebook from_kifu: 4 games from 2 file(s) (1 cut short at an illegal "
                + "or unreadable move, 0 without moves); 3 positions, 4 moves written to " + book), lines::toString);
        String db = Files.readString(book);
        assertTrue(db.contains("7g7f 3c3d 0 20 3"), db); // three games opened 7g7f, two answered 3c3d
        assertFalse(db.contains("2g2f 8c8d 0 20 2"), db);

        List<String> usage = h.run("makebook from_kifu " + book);
        assertEquals("info string error: makebook from_kifu <records...> <book.db> [moves 16] [depth 32]",
                usage.get(0));
    }
}
