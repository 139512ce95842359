package kirin.learn.gensfen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.search.SearchOptions;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenValue;
import kirin.learn.PsvReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gensfen end to end: every record decodes, its move is legal, its score lies within eval_limit. */
class GensfenTest {
    @TempDir
    Path dir;

    private Gensfen.Summary run(String tokens, int threads, List<String> log) throws Exception {
        GensfenOptions o = GensfenOptions.parse(Arrays.asList(tokens.split(" ")));
        return new Gensfen(o, threads, new MaterialEvaluator(), new SearchOptions(), PackedSfen::encode, log::add)
                .run();
    }

    /** Checks every record of {@code file}; returns how many there are. */
    static long checkRecords(Path file, int evalLimit, int writeMinPly) throws Exception {
        long n = 0;
        try (PsvReader r = new PsvReader(file)) {
            PackedSfenValue v;
            while ((v = r.next()) != null) {
                Position pos = v.position();
                int move = MoveGenerator.legalFrom16(pos, v.move());
                assertNotEquals(Move.NONE, move, "record " + n + ": move is not legal in " + pos.sfen());
                assertTrue(Math.abs(v.score()) < evalLimit, "record " + n + ": score " + v.score());
                assertTrue(v.gameResult() == 1 || v.gameResult() == -1, "record " + n + ": result " + v.gameResult());
                assertTrue(v.gamePly() >= writeMinPly - 1, "record " + n + ": ply " + v.gamePly());
                n++;
            }
        }
        return n;
    }

    @Test
    void writesValidRecordsAndAppendsOnTheNextRun() throws Exception {
        Path file = dir.resolve("kifu.bin");
        List<String> log = new ArrayList<>();
        Gensfen.Summary s = run("depth 2 loop 1200 seed 11 output_file_name " + file, 1, log);
        assertEquals(1200, s.written());
        assertEquals(1200L * 40, Files.size(file));
        assertEquals(1200, checkRecords(file, 3000, 16));
        assertTrue(log.stream().anyMatch(l -> l.startsWith("gensfen: 1200 positions written")), log::toString);
        byte[] first = Files.readAllBytes(file);

        run("depth 2 loop 300 seed 12 output_file_name " + file, 2, log);
        byte[] both = Files.readAllBytes(file);
        assertEquals(1500L * 40, both.length);
        assertArrayEquals(first, Arrays.copyOf(both, first.length), "the second run appends");
        assertEquals(1500, checkRecords(file, 3000, 16));
    }

    @Test
    void sameSeedSameFileOnOneThread() throws Exception {
        Path a = dir.resolve("a.bin");
        Path b = dir.resolve("b.bin");
        run("depth 1 loop 400 seed 5 random_multi_pv 3 random_multi_pv_diff 200 output_file_name " + a, 1,
                new ArrayList<>());
        run("depth 1 loop 400 seed 5 random_multi_pv 3 random_multi_pv_diff 200 output_file_name " + b, 1,
                new ArrayList<>());
        assertEquals(-1L, Files.mismatch(a, b));
    }

    @Test
    void saveEverySplitsTheOutputAndLimitsApply() throws Exception {
        Path file = dir.resolve("split.bin");
        run("depth 1 loop 250 seed 3 save_every 100 eval_limit 500 write_minply 1 random_move_like_apery 2 "
                + "output_file_name " + file, 1, new ArrayList<>());
        assertEquals(100L * 40, Files.size(file));
        assertEquals(100L * 40, Files.size(dir.resolve("split.bin_1")));
        assertEquals(50L * 40, Files.size(dir.resolve("split.bin_2")));
        assertEquals(100, checkRecords(dir.resolve("split.bin_1"), 500, 1));
    }

    @Test
    void aTornRecordIsCutBackBeforeAppending() throws Exception {
        Path file = dir.resolve("torn.bin");
        Files.write(file, new byte[40 * 3 + 17]);
        List<String> log = new ArrayList<>();
        try (GensfenWriter w = new GensfenWriter(file, 10, Long.MAX_VALUE, log::add)) {
            assertTrue(w.accept(new byte[80], 2));
        }
        assertEquals(40L * 5, Files.size(file));
        assertTrue(log.get(0).contains("17 bytes of a torn record; cut back to 3 whole records"), log::toString);
    }

    @Test
    void anOutputFolderThatCannotBeCreatedIsNamedWithTheReason() throws Exception {
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> new GensfenWriter(Path.of("/proc/nope/x.bin"), 10, Long.MAX_VALUE, s -> { }));
        assertTrue(e.getMessage().startsWith("gensfen: cannot create the folder /proc/nope for the output file "
                + "/proc/nope/x.bin ("), e.getMessage());
        Path file = dir.resolve("a-file");
        Files.write(file, new byte[1]);
        java.io.IOException inTheWay = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> new GensfenWriter(file.resolve("x.bin"), 10, Long.MAX_VALUE, s -> { }));
        assertEquals("gensfen: cannot create the folder " + file + " for the output file " + file.resolve("x.bin")
                + " (" + file + " exists and is not a folder)", inTheWay.getMessage());
    }

    /** Result counts (-1, 0, +1) over the records of {@code file}. */
    static long[] results(Path file) throws Exception {
        long[] n = new long[3];
        try (PsvReader r = new PsvReader(file)) {
            PackedSfenValue v;
            while ((v = r.next()) != null) {
                n[v.gameResult() + 1]++;
            }
        }
        return n;
    }

    /**
     * Short games (write_maxply 30) mostly end undecided at the ply limit: by default none of their records is
     * written; with write_out_draw_game_in_training_data_generation they are, with result 0, and counted.
     */
    @Test
    void drawnGamesAreWrittenWithResultZeroOnlyWhenAsked() throws Exception {
        Path off = dir.resolve("off.bin");
        Path on = dir.resolve("on.bin");
        List<String> log = new ArrayList<>();
        String common = "depth 1 loop 400 seed 5 write_minply 1 write_maxply 30 random_move_count 2 ";
        Gensfen.Summary a = run(common + "output_file_name " + off, 1, log);
        assertEquals(0, results(off)[1], "no draw records by default");
        assertEquals(0, a.drawRecords());
        log.clear();
        Gensfen.Summary b = run(common + "write_out_draw_game_in_training_data_generation 1 output_file_name " + on,
                1, log);
        long[] r = results(on);
        assertEquals(400, r[0] + r[1] + r[2]);
        assertTrue(r[1] > 0, "draw records written: " + Arrays.toString(r));
        assertTrue(b.drawRecords() >= r[1], b + " " + Arrays.toString(r));
        assertTrue(log.stream().anyMatch(l -> l.contains("records of drawn games written with result 0")),
                log::toString);
        assertTrue(b.games() < a.games(), "drawn games now count toward loop: " + a.games() + " vs " + b.games());
        // Byte 39 says how each game ended: decisive games 1, drawn ones 2 (repetition) or 3 (write_maxply).
        try (PsvReader rd = new PsvReader(on)) {
            for (PackedSfenValue v; (v = rd.next()) != null; ) {
                if (v.gameResult() != 0) {
                    assertEquals(PackedSfenValue.END_DECISIVE, v.ending(), v.toString());
                } else {
                    assertTrue(PackedSfenValue.isDrawEnding(v.ending()), v.toString());
                }
            }
        }
    }

    /** The per-game line of the end-of-run summary. */
    @Test
    void perGameFiguresAreRatiosOfTheCounts() {
        assertEquals("gensfen: 120.5 plies per game, 98.0 records per game, 1.225 searches per position written",
                Gensfen.perGame(200, 24100, 19600, 24500, 20000));
        assertEquals("gensfen: 0.0 plies per game, 0.0 records per game, 0.000 searches per position written",
                Gensfen.perGame(0, 0, 0, 0, 0));
    }
}
