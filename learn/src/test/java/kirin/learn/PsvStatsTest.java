package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The statistics report on a small file whose every figure is known. */
class PsvStatsTest {
    @TempDir
    Path dir;

    @Test
    void reportOnAKnownFile() throws IOException {
        Position start = Position.startpos();
        int m76 = 59 | 60 << 7;
        int illegal = 58 | 60 << 7;             // 7g7e: two squares for a pawn
        Position white = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w - 1");
        List<PackedSfenValue> records = List.of(
                PackedSfenValue.of(start, 40, m76, 0, 1),
                PackedSfenValue.of(start, -50, illegal, 25, -1),
                PackedSfenValue.of(start, 5000, Move.RESIGN, 420, 1),
                PackedSfenValue.of(white, -32000, 37 | 36 << 7, 19, 0), // 5a5b, legal
                PackedSfenValue.of(white, 150, Move.NONE, 40, 1));
        byte[] bytes = PsvReaderTest.bytes(records);
        byte[] withBad = Arrays.copyOf(bytes, bytes.length + 40 + 13);
        System.arraycopy(bytes, 0, withBad, bytes.length, 40);
        withBad[bytes.length + 38] = 3; // record 5: result 3
        Path f = dir.resolve("s.bin");
        Files.write(f, withBad);
        List<String> lines = PsvStats.of(f);
        String all = String.join("\n", lines);
        assertEquals("file " + f, lines.get(0));
        assertEquals("records 6 (240 bytes)", lines.get(1));
        assertEquals("trailing bytes 13 (the size is not a multiple of 40; ignored)", lines.get(2));
        assertEquals("corrupt records 1 (skipped)", lines.get(3));
        assertTrue(lines.get(4).contains("record 5 (byte 200): game result 3"), lines.get(4));
        assertTrue(all.contains("side to move: black 3 (60.0%), white 2 (40.0%)"), all);
        assertTrue(all.contains("result: win 3 (60.0%), draw 1 (20.0%), loss 1 (20.0%)"), all);
        assertTrue(all.contains("ply: min 0, max 420, mean 100.8"), all);
        assertTrue(all.contains("  ply 0-19     2 (40.0%)"), all);
        assertTrue(all.contains("  ply 400+     1 (20.0%)"), all);
        assertTrue(all.contains("score: min -32000, max 5000, mean -5372.0"), all);
        assertTrue(all.contains("  score < -30000        1 (20.0%)"), all);
        assertTrue(all.contains("  score [-100, 100)     2 (40.0%)"), all);
        assertTrue(all.contains("moves: illegal 1 (20.0%), special (none/resign/win/null) 2, not judged"), all);
    }
}
