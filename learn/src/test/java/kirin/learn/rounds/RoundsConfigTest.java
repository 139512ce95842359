package kirin.learn.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RoundsConfigTest {
    @Test
    void defaultsAndTheRoundsTokens() {
        RoundsConfig c = RoundsConfig.parse(new String[] {"-out", "exp"});
        assertEquals(3, c.rounds);
        assertNull(c.startEval);
        assertEquals(100, c.games);
        assertEquals(10000, c.nodes);
        var g = c.gensfenOptions(Path.of("exp/round-2/gensfen.bin"), 2);
        assertEquals(3, g.depth);
        assertEquals(20000000, g.loop);
        assertEquals(32000, g.evalLimit);
        assertEquals(2001, g.seed);
        assertEquals("exp/round-2/gensfen.bin", g.outputFileName);
        var l = c.learnOptions(Path.of("d.bin"), 2);
        assertEquals(300000, l.batchSize);
        assertEquals(10, l.eta1);
        assertEquals(0.5, l.lambda);
        assertEquals(3, l.seed);
        assertEquals(java.util.List.of("d.bin"), l.files);
    }

    @Test
    void drawTokensPassThrough() {
        RoundsConfig c = RoundsConfig.parse(new String[] {"-out", "x", "-gensfen",
                "depth 1 loop 500 write_out_draw_game_in_training_data_generation 1", "-learn",
                "batchsize 100 use_draw_games_in_training 1"});
        assertTrue(c.gensfenOptions(Path.of("f"), 1).writeDraws);
        assertTrue(c.learnOptions(Path.of("f"), 1).useDraws);
    }

    private static String error(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> RoundsConfig.parse(args)).getMessage();
    }

    @Test
    void badSettingsAreNamed() {
        assertEquals("-out DIR is required", error("-rounds", "2"));
        assertEquals("unknown option '-round'", error("-out", "x", "-round", "2"));
        assertEquals("-games must be even (colour-swapped pairs), not 7", error("-out", "x", "-games", "7"));
        assertEquals("-nodes needs an integer, not 'many'", error("-out", "x", "-nodes", "many"));
        assertEquals("-rounds must be at least 1, not 0", error("-out", "x", "-rounds", "0"));
        assertTrue(error("-out", "x", "-gensfen", "depht 3").contains("Illegal token 'depht'"));
        assertTrue(error("-out", "x", "-gensfen", "depth 3 seed 5").contains("'seed' is set by rounds"));
        assertTrue(error("-out", "x", "-learn", "batchsize 10 lamda 0.5").contains("[lamda, 0.5]"));
        assertTrue(error("-out", "x", "-learn", "shuffle").contains("not training"));
        assertTrue(error("-out", "x", "-threads").contains("-threads needs a value"));
    }
}
