package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gensfen, learn convert_plain / convert_bin / shuffle / shufflem / shuffleq and sfenstats through USI. */
class LearnCommandTest {
    @TempDir
    Path dir;

    @Test
    void gensfenThenConvertToTextAndBackGivesTheSameBytes() throws Exception {
        EngineHarness h = new EngineHarness();
        Path bin = dir.resolve("kifu.bin");
        List<String> g = h.gensfen("depth 1 loop 200 seed 4", bin);
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
        // The same bytes but the game-end code (byte 39): YaneuraOu's text blocks have no field for it.
        byte[] withoutEnd = Files.readAllBytes(bin);
        for (int i = 39; i < withoutEnd.length; i += 40) {
            assertEquals(1, withoutEnd[i], "gensfen writes decisive games only by default");
            withoutEnd[i] = 0;
        }
        assertTrue(java.util.Arrays.equals(withoutEnd, Files.readAllBytes(back)));

        List<String> stats = h.run("sfenstats " + bin);
        assertTrue(stats.contains("info string records 200 (8000 bytes)"), stats::toString);

        // The shuffle modes: the same records in another order, and the same order again with the same seed.
        for (String mode : List.of("shuffle buffer_size 64", "shufflem", "shuffleq")) {
            Path shuffled = dir.resolve("shuffled.bin");
            List<String> out = h.run("learn " + mode + " seed 5 output_file_name " + shuffled + " " + bin);
            assertTrue(out.get(0).startsWith("info string learn " + mode.split(" ")[0] + ": 200 records from 1 file(s)"),
                    out::toString);
            assertEquals(sortedRecords(bin), sortedRecords(shuffled));
            if (!mode.equals("shuffleq")) { // shuffleq of a single file keeps its order
                assertTrue(Files.mismatch(bin, shuffled) >= 0);
            }
        }
        Path a = dir.resolve("a.bin");
        Path b = dir.resolve("b.bin");
        h.run("learn shuffle seed 7 output_file_name " + a + " " + bin);
        h.run("learn shuffle seed 7 output_file_name " + b + " " + bin);
        assertEquals(-1L, Files.mismatch(a, b));
    }

    private static List<String> sortedRecords(Path file) throws Exception {
        byte[] all = Files.readAllBytes(file);
        List<String> r = new java.util.ArrayList<>();
        for (int i = 0; i < all.length; i += 40) {
            r.add(java.util.HexFormat.of().formatHex(all, i, i + 40));
        }
        java.util.Collections.sort(r);
        return r;
    }

    @Test
    void convertPlainOnAMissingFileSaysNoSuchFile() {
        EngineHarness h = new EngineHarness();
        Path missing = dir.resolve("none.bin");
        Path text = dir.resolve("out.txt");
        assertEquals(List.of("info string error: learn convert_plain: " + missing + ": no such file"),
                h.run("learn convert_plain output_file_name " + text + " " + missing));
        assertTrue(!java.nio.file.Files.exists(text), "no output file");
    }

    @Test
    void gensfenIntoAFolderThatCannotBeCreatedSaysSo() {
        EngineHarness h = new EngineHarness();
        List<String> out = h.run("gensfen depth 1 loop 10 output_file_name /proc/nope/x.bin");
        assertEquals(1, out.size(), out::toString);
        assertTrue(out.get(0).startsWith("info string error: gensfen: cannot create the folder /proc/nope for the "
                + "output file /proc/nope/x.bin ("), out::toString);
    }

    @Test
    void errors() {
        EngineHarness h = new EngineHarness();
        assertEquals(List.of("info string error: gensfen: Illegal token 'depht'"), h.run("gensfen depht 3"));
        List<String> missing0 = h.run("learn " + dir.resolve("x.bin"));
        assertTrue(missing0.size() == 1 && missing0.get(0).startsWith("info string error: learn: ")
                && missing0.get(0).contains("x.bin"), missing0::toString);
        assertEquals(List.of("info string error: learn convert_plain: no input files"), h.run("learn convert_plain"));
        assertEquals(List.of("info string error: learn shuffle: no input files"), h.run("learn shuffle"));
        assertEquals(List.of("info string error: learn: buffer_size must be an integer >= 1, not '0'"),
                h.run("learn shuffle buffer_size 0 x.bin"));
        assertEquals(List.of("info string error: sfenstats needs a file: sfenstats <file>"), h.run("sfenstats"));
        List<String> missing = h.run("sfenstats " + dir.resolve("none.bin"));
        assertTrue(missing.get(0).startsWith("info string error: sfenstats: ") && missing.get(0).contains("none.bin"),
                missing::toString);
    }
}
