package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.search.SearchOptions;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;
import org.junit.jupiter.api.Test;

/** Each skip reason of the learner, on hand-made records. */
class RecordFilterTest {
    private static RecordFilter filter(String... tokens) {
        List<String> t = new java.util.ArrayList<>(List.of(tokens));
        t.add("x.bin");
        return new RecordFilter(LearnOptions.parse(t), new SearchOptions());
    }

    private static PackedSfenValue record(Position p, int score, int ply, int result) {
        return PackedSfenValue.of(p, score, kirin.core.Move.NONE, ply, result);
    }

    @Test
    void fieldReasons() {
        Position start = Position.startpos();
        RecordFilter f = filter();
        assertEquals(-1, f.preFilter(record(start, 100, 10, 1), null));
        assertEquals(RecordFilter.DRAW, f.preFilter(record(start, 100, 10, 0), null));
        assertEquals(-1, filter("use_draw_games_in_training", "1").preFilter(record(start, 100, 10, 0), null));
        assertEquals(RecordFilter.EVAL_LIMIT, f.preFilter(record(start, RecordFilter.VALUE_SUPERIOR, 10, 1), null));
        assertEquals(RecordFilter.EVAL_LIMIT, f.preFilter(record(start, -RecordFilter.VALUE_SUPERIOR, 10, -1), null));
        assertEquals(RecordFilter.EVAL_LIMIT, filter("eval_limit", "500").preFilter(record(start, 501, 10, 1), null));
        assertEquals(-1, filter("eval_limit", "500").preFilter(record(start, -500, 10, 1), null));
        // reduction_gameply 100: ply 0 is always cut (0 < rand(100) but for rand = 0), ply 100 never; without a
        // random source (the validation set) nothing is cut.
        RecordFilter r = filter("reduction_gameply", "100");
        SplittableRandom rnd = new SplittableRandom(1);
        int cut = 0;
        for (int i = 0; i < 100; i++) {
            cut += r.preFilter(record(start, 0, 1, 1), rnd) == RecordFilter.REDUCTION ? 1 : 0;
            assertEquals(-1, r.preFilter(record(start, 0, 100, 1), rnd));
        }
        assertTrue(cut > 90, "cut " + cut);
        assertEquals(-1, r.preFilter(record(start, 0, 1, 1), null));
        assertEquals(RecordFilter.NAMES.length, RecordFilter.DUPLICATE + 1);
    }

    @Test
    void corruptRecordsDoNotDecode() {
        Position start = Position.startpos();
        RawPosition raw = new RawPosition();
        assertNotNull(RecordFilter.decode(record(start, 0, 1, 1), raw, null));
        assertNull(RecordFilter.decode(new PackedSfenValue(kirin.learn.PackedSfen.encode(start), 0, 0, 1, 2),
                raw, null), "result 2");
        assertNull(RecordFilter.decode(new PackedSfenValue(kirin.learn.PackedSfen.encode(start), 0, 0x7F, 1,
                1), raw, null), "move to square 127");
        byte[] garbage = new byte[32];
        java.util.Arrays.fill(garbage, (byte) 0xFF);
        assertNull(RecordFilter.decode(new PackedSfenValue(garbage, 0, 0, 1, 1), raw, null), "packed sfen");
    }

    @Test
    void positionReasons() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        RecordFilter f = filter();
        assertEquals(-1, f.positionFilter(Position.startpos(), moves));
        // White king 5a, black gold 5b held by the silver 5c: mated.
        assertEquals(RecordFilter.MATED, f.positionFilter(Sfen.parse("4k4/4G4/4S4/9/9/9/9/9/4K4 w - 1"), moves));
    }

    @Test
    void duplicatesPerPass() {
        RecordFilter f = filter();
        f.startPass(0);
        assertFalse(f.seenThisPass(12345L));
        assertTrue(f.seenThisPass(12345L));
        f.startPass(1);
        assertFalse(f.seenThisPass(12345L), "a new pass trains on the position again");
        assertTrue(f.seenThisPass(12345L));
    }

    @Test
    void skipLineNamesEachCount() {
        assertEquals("learn: skipped draw 3, eval_limit 0", RecordFilter.skipLine(RecordFilter.NAMES, new long[] {3, 0}));
    }
}
