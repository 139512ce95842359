package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.learn.PackedSfenValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** stats in local mode over two files of two short games each, and one corrupt record. */
class StatsJobTest {
    @TempDir
    Path tmp;

    /** {@code games} games of {@code plies} records each, played with each position's first legal move. */
    private static byte[] games(int games, int plies, int result) {
        ByteBuffer b = ByteBuffer.allocate(games * plies * 40);
        byte[] rec = new byte[40];
        for (int g = 0; g < games; g++) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < plies; ply++) {
                int[] moves = new int[MoveGenerator.MAX_MOVES];
                int n = MoveGenerator.generateAll(pos, moves, 0);
                int move = Move.NONE;
                for (int i = 0; i < n && move == Move.NONE; i++) {
                    if (MoveGenerator.isLegal(pos, moves[i])) {
                        move = moves[i];
                    }
                }
                assertTrue(move != Move.NONE);
                PackedSfenValue.of(pos, 10 * ply, Move.to16(move), ply + 1, ply % 2 == 0 ? result : -result)
                        .write(rec, 0);
                b.put(rec);
                pos.doMove(move);
            }
        }
        return b.array();
    }

    @Test
    void countsRecordsResultsAndGames() throws Exception {
        Path dir = tmp.resolve("data");
        Files.createDirectories(dir);
        Files.write(dir.resolve("part-00000.bin"), games(2, 10, 1));
        byte[] second = games(2, 5, 0);
        second[0] = (byte) 0xFF; // a packed position that does not decode
        second[1] = (byte) 0xFF;
        Files.write(dir.resolve("part-00001.bin"), second);
        String out = Jobs.run("stats", "--master", "local[2]", dir.toString());
        assertTrue(out.contains("files 2\n"), out);
        assertTrue(out.contains("records 30 (1200 bytes)"), out);
        assertTrue(out.contains("corrupt records 1 (skipped)"), out);
        assertTrue(out.contains("result: win 10 (34.5%), draw 9 (31.0%), loss 10 (34.5%)"), out);
        assertTrue(out.contains("moves: illegal 0 (0.0%)"), out);
        assertTrue(out.contains("games (runs of rising ply; unshuffled data only): 4,"), out);
    }
}
