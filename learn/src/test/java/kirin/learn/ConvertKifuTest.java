package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kirin.core.Move;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** learn convert_kifu: game records to PackedSfenValue with results and Floodgate scores. */
class ConvertKifuTest {
    @TempDir
    Path dir;

    /** Four games: black wins with scores, a broken one, a draw, a suspended one. */
    private static final String CSA = "V2.2\nPI\n+\n+7776FU\n'** 50 -3334FU\n-3334FU\n'** 20\n+2726FU\n%TORYO\n/\n"
            + "PI\n+\n+7776FU\n-7776FU\n/\n"
            + "PI\n+\n+2726FU\n-8384FU\n%SENNICHITE\n/\n"
            + "PI\n+\n+2726FU\n%CHUDAN\n";

    private List<PackedSfenValue> records(Path bin) throws IOException {
        List<PackedSfenValue> out = new ArrayList<>();
        try (PsvReader r = new PsvReader(bin)) {
            for (PackedSfenValue v; (v = r.next()) != null; ) {
                out.add(v);
            }
        }
        return out;
    }

    @Test
    void recordsCarryTheResultFromTheSideToMoveTheMoveAndTheScore() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("records"));
        Files.writeString(folder.resolve("games.csa"), CSA);
        Files.writeString(folder.resolve("h.kifu"), "手合割：香落ち\n1 ３四歩(33)\n2 ７六歩(77)\n3 投了\n");
        Path out = dir.resolve("out.bin");
        List<String> warnings = new ArrayList<>();
        ConvertKifu.Summary s = ConvertKifu.run(List.of(folder), out, warnings::add);
        assertEquals("2 files, 5 games read, 2 skipped (1 illegal or unreadable move, 1 no result), "
                + "7 records written", s.toString());
        assertEquals(Map.of("illegal or unreadable move", 1, "no result", 1), s.skipped());
        assertEquals(2, warnings.size());
        assertTrue(warnings.get(0).endsWith("games.csa: game 2, ply 2: illegal move '-7776FU': no piece of the mover "
                + "on its from-square (game skipped)"), warnings.get(0));
        assertTrue(warnings.get(1).endsWith("games.csa: game 4: skipped, no result"), warnings.get(1));

        List<PackedSfenValue> r = records(out);
        assertEquals(7, r.size());
        // Game 1: black won; the '** scores are black's view and belong to the position before the move.
        assertEquals(Sfen.STARTPOS, r.get(0).position().sfen());
        assertEquals(Move.parse16("7g7f"), r.get(0).move());
        assertEquals(List.of(50, -20, 0), List.of(r.get(0).score(), r.get(1).score(), r.get(2).score()));
        assertEquals(List.of(1, -1, 1), List.of(r.get(0).gameResult(), r.get(1).gameResult(), r.get(2).gameResult()));
        assertEquals(List.of(0, 1, 2), List.of(r.get(0).gamePly(), r.get(1).gamePly(), r.get(2).gamePly()));
        // Game 3: a draw, result 0 (learn skips these, as YaneuraOu's learner does).
        assertEquals(0, r.get(3).gameResult());
        assertEquals(0, r.get(4).gameResult());
        // Byte 39: how the game ended (formats.md).
        assertEquals(List.of(1, 1, 1, 2, 2, 1, 1), r.stream().map(PackedSfenValue::ending).toList());
        // The KIF handicap game: white (to move first) resigned after two moves.
        assertEquals(-1, r.get(5).gameResult());
        assertEquals(1, r.get(6).gameResult());
        assertEquals("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
                r.get(5).position().sfen());
    }

    @Test
    void drawsAreToldApartByTheirTerminal() throws IOException {
        Path f = Files.writeString(dir.resolve("d.csa"), "V3.0\nPI\n+\n+2726FU\n%JISHOGI\n/\nPI\n+\n+2726FU\n"
                + "%MAX_MOVES\n/\nPI\n+\n+2726FU\n%HIKIWAKE\n");
        Path out = dir.resolve("d.bin");
        ConvertKifu.run(List.of(f), out, w -> { });
        assertEquals(List.of(PackedSfenValue.END_OTHER_DRAW, PackedSfenValue.END_MAX_MOVES,
                PackedSfenValue.END_OTHER_DRAW), records(out).stream().map(PackedSfenValue::ending).toList());
    }

    @Test
    void missingInputAndNoUsableGameLeaveTheOutputAlone() throws IOException {
        Path out = dir.resolve("out.bin");
        Files.writeString(out, "old");
        NoSuchFileException e = assertThrows(NoSuchFileException.class,
                () -> ConvertKifu.run(List.of(dir.resolve("none.csa")), out, w -> { }));
        assertTrue(e.getMessage().contains("none.csa"), e.getMessage());
        Path bad = Files.writeString(dir.resolve("bad.csa"), "PI\n+\n+2726FU\n%CHUDAN\n/\nPI\n+\n-3334FU\n");
        IOException none = assertThrows(IOException.class, () -> ConvertKifu.run(List.of(bad), out, w -> { }));
        assertTrue(none.getMessage().startsWith("no usable game in 1 file(s) (2 games read, "), none.getMessage());
        assertEquals("old", Files.readString(out));
        try (var files = Files.list(dir)) {
            assertFalse(files.anyMatch(p -> p.toString().endsWith(".tmp")));
        }
        Path empty = Files.createDirectories(dir.resolve("empty"));
        IOException noFiles = assertThrows(IOException.class, () -> ConvertKifu.run(List.of(empty), out, w -> { }));
        assertTrue(noFiles.getMessage().startsWith("no game-record files"), noFiles.getMessage());
    }
}
