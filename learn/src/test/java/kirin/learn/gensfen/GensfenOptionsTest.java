package kirin.learn.gensfen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GensfenOptionsTest {
    private static GensfenOptions parse(String line) {
        return GensfenOptions.parse(line.isBlank() ? List.of() : List.of(line.trim().split("\\s+")));
    }

    @Test
    void yaneuraOuDefaults() {
        GensfenOptions o = parse("");
        assertEquals(3, o.depth);
        assertEquals(3, o.depth2);
        assertEquals(8_000_000_000L, o.loop);
        assertEquals("generated_kifu.bin", o.outputFileName);
        assertEquals(3000, o.evalLimit);
        assertEquals(1, o.randomMoveMinPly);
        assertEquals(24, o.randomMoveMaxPly);
        assertEquals(5, o.randomMoveCount);
        assertEquals(0, o.randomMoveLikeApery);
        assertEquals(0, o.randomMultiPv);
        assertEquals(32000, o.randomMultiPvDiff);
        assertEquals(3, o.randomMultiPvDepth);
        assertEquals(16, o.writeMinPly);
        assertEquals(400, o.writeMaxPly);
        assertEquals(Long.MAX_VALUE, o.saveEvery);
        assertFalse(o.randomFileName);
        assertTrue(o.searchesByDepth());
    }

    /** Each thread's table grows with the deepest search the options make: 16 KB at depth 3, 1 MB from depth 6. */
    @Test
    void tableSizeFollowsTheDeepestSearch() {
        assertEquals(16, parse("").tableKilobytes());
        assertEquals(16, parse("depth 2").tableKilobytes());
        assertEquals(64, parse("depth 3 depth2 4").tableKilobytes());
        assertEquals(256, parse("depth 5").tableKilobytes());
        assertEquals(1024, parse("depth 6").tableKilobytes());
        assertEquals(1024, parse("depth 12").tableKilobytes());
        assertEquals(256, parse("depth 3 random_multi_pv 4 random_multi_pv_depth 5").tableKilobytes());
        assertEquals(1024, parse("nodes 20000").tableKilobytes());
        assertEquals(1024, parse("depth 3 nodes 20000").tableKilobytes());
    }

    /** Searches of depth 3 or less leave the mate-in-one test to the quiescence search (docs/training.md). */
    @Test
    void mateOneInSearchOnlyBeyondDepthThree() {
        assertFalse(parse("").mateOneInSearch());
        assertFalse(parse("depth 2").mateOneInSearch());
        assertFalse(parse("depth 3 nodes 20000").mateOneInSearch());
        assertTrue(parse("depth 3 depth2 4").mateOneInSearch());
        assertTrue(parse("depth 8").mateOneInSearch());
        assertTrue(parse("nodes 20000").mateOneInSearch());
        assertFalse(GensfenOptions.mateOneAtDepth(3));
        assertTrue(GensfenOptions.mateOneAtDepth(4));
        // The random multi-PV searches follow their own depth, and a node limit alone keeps the test.
        GensfenOptions multiPv = parse("random_multi_pv 4");
        assertFalse(multiPv.mateOneInSearch(multiPv.randomMultiPvDepth));
        assertTrue(parse("random_multi_pv 4 random_multi_pv_depth 6").mateOneInSearch(6));
        assertTrue(parse("nodes 20000 random_multi_pv 4").mateOneInSearch(3));
    }

    @Test
    void tokensInAnyOrder() {
        GensfenOptions o = parse("loop 100000 eval_limit 32000 depth 4 output_file_name a.bin depth2 6 seed 9 "
                + "random_multi_pv 4 random_multi_pv_diff 100 write_minply 1 write_maxply 300 save_every 50 "
                + "random_file_name 1 random_move_like_apery 3 nodes 5000 random_move_count 8");
        assertEquals(4, o.depth);
        assertEquals(6, o.depth2);
        assertEquals(100000, o.loop);
        assertEquals(32000, o.evalLimit);
        assertEquals("a.bin", o.outputFileName);
        assertEquals(9, o.seed);
        assertEquals(4, o.randomMultiPv);
        assertEquals(4, o.randomMultiPvDepth, "defaults to depth");
        assertEquals(100, o.randomMultiPvDiff);
        assertEquals(1, o.writeMinPly);
        assertEquals(300, o.writeMaxPly);
        assertEquals(50, o.saveEvery);
        assertTrue(o.randomFileName);
        assertEquals(3, o.randomMoveLikeApery);
        assertEquals(5000, o.nodes);
        assertEquals(8, o.randomMoveCount);
        assertTrue(o.searchesByDepth(), "depth was given explicitly");
        assertFalse(parse("nodes 100").searchesByDepth());
    }

    @Test
    void errorsNameTheToken() {
        assertEquals("gensfen: Illegal token 'dpeth'",
                assertThrows(IllegalArgumentException.class, () -> parse("dpeth 3")).getMessage());
        assertEquals("gensfen: 'depth' needs a value",
                assertThrows(IllegalArgumentException.class, () -> parse("loop 5 depth")).getMessage());
        assertEquals("gensfen: loop needs an integer, got 'many'",
                assertThrows(IllegalArgumentException.class, () -> parse("loop many")).getMessage());
        assertEquals("gensfen: depth must be from 1 to 100, got 0",
                assertThrows(IllegalArgumentException.class, () -> parse("depth 0")).getMessage());
        assertEquals("gensfen: depth2 2 is below depth 5",
                assertThrows(IllegalArgumentException.class, () -> parse("depth 5 depth2 2")).getMessage());
        assertEquals("gensfen: random_file_name needs 0/1 or true/false, got 'yes'",
                assertThrows(IllegalArgumentException.class, () -> parse("random_file_name yes")).getMessage());
    }
}
