package kirin.learn.gensfen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OpeningVarietyTest {

    @Test
    void countsOnlyTheFirstGamesAndTheFirstPlies() {
        OpeningVariety v = new OpeningVariety(2);
        assertTrue(v.startGame());
        v.add(0, 1L);
        v.add(39, 2L);
        v.add(40, 3L); // past the counted plies
        assertTrue(v.startGame());
        v.add(0, 1L); // the same position again
        assertFalse(v.complete());
        assertFalse(v.startGame()); // the third game is not counted
        assertTrue(v.complete());
        assertEquals(2, v.distinct());
        assertEquals(2, v.counted());
        assertEquals("2 distinct positions in the first 40 plies of the first 2 games", v.describe());
    }

    @Test
    void aShortRunSaysHowManyGamesItCovers() {
        OpeningVariety v = new OpeningVariety();
        v.startGame();
        assertEquals(1, v.counted());
        assertFalse(v.complete());
    }
}
