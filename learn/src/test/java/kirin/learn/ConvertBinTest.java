package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Text to binary: round trips with convert_plain, defaults, YaneuraOu's move number 0, and errors by line. */
class ConvertBinTest {
    @TempDir
    Path dir;

    @Test
    void plainThenBinGivesTheSameBytes() throws IOException {
        byte[] bytes = PsvReaderTest.bytes(PsvReaderTest.sample(2000, 8));
        Path bin = dir.resolve("a.bin");
        Files.write(bin, bytes);
        Path txt = dir.resolve("a.txt");
        Path back = dir.resolve("b.bin");
        assertEquals(2000, ConvertPlain.run(List.of(bin), txt));
        assertEquals(2000, ConvertBin.run(List.of(txt), back));
        assertArrayEquals(bytes, Files.readAllBytes(back));
    }

    @Test
    void defaultsMoveNumberZeroBlankLinesAndCrlf() throws IOException {
        Path txt = dir.resolve("y.txt");
        Files.writeString(txt, "sfen " + Sfen.STARTPOS.replace(" 1", " 0") + "\r\nmove 2g2f\r\n\r\ne\r\n"
                + "result -1\nsfen 4k4/9/9/9/9/9/9/9/4K4 w P\nscore 12\ne\n");
        Path bin = dir.resolve("y.bin");
        assertEquals(2, ConvertBin.run(List.of(txt), bin));
        try (PsvReader r = new PsvReader(bin)) {
            int m26 = 14 | 15 << 7; // 2g2f: to 2f = 14, from 2g = 15
            assertEquals(PackedSfenValue.of(Position.startpos(), 0, m26, 1, 0), r.next());
            assertEquals(PackedSfenValue.of(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w P 1"), 12, Move.NONE, 1, -1),
                    r.next());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\nmove 5i5h\\nfoo 1\\ne| in.txt:3: unknown line 'foo 1'",
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\nply 3\\nply 4\\ne| in.txt:3: second 'ply' in the block that starts at line 1",
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\ne\\nscore 40000\\ne| in.txt:3: score 40000 is outside -32768..32767",
        "move 7g7f\\ne| in.txt:2: the block that starts at line 1 has no 'sfen' line",
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\nresult 2\\ne| in.txt:2: result 2 is outside -1..1",
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\nmove 7g7\\ne| in.txt:2: '7g7' is not a USI move",
        "\\nsfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\nscore x\\ne| in.txt:3: score 'x' is not an integer",
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1\\ne\\nsfen 4k4/9/9/9/9/9/9/9/4K4 b -| in.txt:3: the block that starts at line 3"
            + " has no closing 'e'",
        "sfen 4k4/9/9/9/9/9/9/9/4K3 b - 1\\ne| in.txt:1: rank i has 8 squares, expected 9",
        "sfen 9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1\\ne| in.txt:1: position needs 257 bits",
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b - x\\ne| in.txt:1: sfen move number 'x' is not a number",
    })
    void errorsNameFileAndLine(String text, String message) throws IOException {
        Path txt = dir.resolve("in.txt");
        Files.writeString(txt, text.replace("\\n", "\n"));
        Path out = dir.resolve("out.bin");
        Files.write(out, new byte[] {1, 2, 3});
        PsvFormatException e = assertThrows(PsvFormatException.class, () -> ConvertBin.run(List.of(txt), out));
        String expected = txt + ":" + message.substring(message.indexOf(':') + 1);
        assertEquals(true, e.getMessage().startsWith(expected), e.getMessage() + " / expected " + expected);
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(out));
        assertEquals(2, Files.list(dir).count());
    }
}
