package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Binary to text: the exact block format, several inputs, and an untouched output on errors. */
class ConvertPlainTest {
    @TempDir
    Path dir;

    @Test
    void blockFormat() {
        PackedSfenValue v = PackedSfenValue.of(Position.startpos(), 35, 59 | 60 << 7, 0, 1);
        assertEquals("sfen " + Sfen.STARTPOS + "\nmove 7g7f\nscore 35\nply 0\nresult 1\ne\n", ConvertPlain.block(v));
        PackedSfenValue w = PackedSfenValue.of(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w 2P 1"), -31000, Move.RESIGN, 77,
                -1);
        assertEquals("sfen 4k4/9/9/9/9/9/9/9/4K4 w 2P 77\nmove resign\nscore -31000\nply 77\nresult -1\ne\n",
                ConvertPlain.block(w));
    }

    @Test
    void convertsSeveralFilesInOrder() throws IOException {
        List<PackedSfenValue> a = PsvReaderTest.sample(300, 1);
        List<PackedSfenValue> b = PsvReaderTest.sample(200, 2);
        Path fa = dir.resolve("a.bin");
        Path fb = dir.resolve("b.bin");
        Files.write(fa, PsvReaderTest.bytes(a));
        Files.write(fb, PsvReaderTest.bytes(b));
        Path out = dir.resolve("out.txt");
        Files.writeString(out, "old contents\n");
        assertEquals(500, ConvertPlain.run(List.of(fa, fb), out));
        StringBuilder expected = new StringBuilder();
        for (PackedSfenValue v : a) {
            expected.append(ConvertPlain.block(v));
        }
        for (PackedSfenValue v : b) {
            expected.append(ConvertPlain.block(v));
        }
        assertEquals(expected.toString(), Files.readString(out));
        assertEquals(3, Files.list(dir).count());
    }

    @Test
    void corruptInputLeavesTheOutputAlone() throws IOException {
        byte[] bytes = PsvReaderTest.bytes(PsvReaderTest.sample(3, 4));
        bytes[2 * 40 + 38] = 9;
        Path in = dir.resolve("bad.bin");
        Files.write(in, bytes);
        Path out = dir.resolve("out.txt");
        Files.writeString(out, "old contents\n");
        PsvFormatException e = assertThrows(PsvFormatException.class, () -> ConvertPlain.run(List.of(in), out));
        assertTrue(e.getMessage().contains("bad.bin: record 2"), e.getMessage());
        assertEquals("old contents\n", Files.readString(out));
        assertEquals(2, Files.list(dir).count());
    }
}
