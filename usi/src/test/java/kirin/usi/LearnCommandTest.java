package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gensfen, learn convert_plain / convert_bin and sfenstats through the USI commands. */
class LearnCommandTest {
    @TempDir
    Path dir;

    @Test
    void gensfenThenConvertToTextAndBackGivesTheSameBytes() throws Exception {
        EngineHarness h = new EngineHarness();
        Path bin = dir.resolve("kifu.bin");
        List<String> g = h.run("gensfen depth 1 loop 200 seed 4 output_file_name " + bin);
        assertEquals("gensfen finished.", g.get(g.size() - 1));
        assertTrue(g.get(0).startsWith("info string gensfen: 200 positions from "), g.get(0));
        assertEquals(200L * 40, Files.size(bin));

        Path text = dir.resolve("kifu.txt");
        List<String> plain = h.run("learn convert_plain output_file_name " + text + " " + bin);
        assertTrue(plain.get(0).startsWith("info string learn convert_plain: 200 records from 1 file(s)"), plain::toString);
        List<String> lines = Files.readAllLines(text);
        assertEquals(200 * 6, lines.size());
        assertTrue(lines.get(0).startsWith("sfen ") && lines.get(5).equals("e"), lines.subList(0, 6)::toString);

        Path back = dir.resolve("back.bin");
        h.run("learn convert_bin output_file_name " + back + " " + text);
        assertEquals(-1L, Files.mismatch(bin, back));

        List<String> stats = h.run("sfenstats " + bin);
        assertTrue(stats.contains("info string records 200 (8000 bytes)"), stats::toString);
    }

    @Test
    void errors() {
        EngineHarness h = new EngineHarness();
        assertEquals(List.of("info string error: gensfen: Illegal token 'depht'"), h.run("gensfen depht 3"));
        List<String> missing0 = h.run("learn " + dir.resolve("x.bin"));
        assertTrue(missing0.size() == 1 && missing0.get(0).startsWith("info string error: learn: ")
                && missing0.get(0).contains("x.bin"), missing0::toString);
        assertEquals(List.of("info string error: learn convert_plain: no input files"), h.run("learn convert_plain"));
        assertEquals(List.of("info string error: sfenstats needs a file: sfenstats <file>"), h.run("sfenstats"));
        List<String> missing = h.run("sfenstats " + dir.resolve("none.bin"));
        assertTrue(missing.get(0).startsWith("info string error: sfenstats: ") && missing.get(0).contains("none.bin"),
                missing::toString);
    }
}
