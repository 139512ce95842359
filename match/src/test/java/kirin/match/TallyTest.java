package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class TallyTest {
    private static GameRecord game(int number, String black, String white, int winner) {
        LocalDateTime t = LocalDateTime.of(2026, 11, 29, 0, 0);
        return new GameRecord(number, black, white, Opening.STARTPOS, List.of(), List.of(), winner,
                winner < 0 ? EndReason.REPETITION : EndReason.RESIGN, "", t, t, "byoyomi:1000");
    }

    @Test
    void pairsFormFromGamesFinishingInAnyOrder() {
        Tally t = new Tally("A", "B");
        t.add(game(2, "B", "A", 1)); // pair 1: A wins with white first (two games at a time finish out of order)
        t.add(game(3, "A", "B", -1)); // pair 2: a draw, its other game not finished yet
        assertEquals(0, t.pentanomial().pairs());
        t.add(game(1, "A", "B", 1)); // pair 1: A loses with black
        t.add(game(5, "A", "B", 0)); // pair 3: one game only (the match stopped)
        t.add(game(4, "B", "A", 1)); // pair 2: A wins with white
        assertEquals(2, t.pentanomial().pairs());
        assertEquals(1, t.pentanomial().count(2)); // LW
        assertEquals(1, t.pentanomial().count(3)); // DW
        assertEquals(5, t.games());
    }

    @Test
    void summaryQuotesThePairErrorBarAfterTheEloLine() {
        Tally t = new Tally("A", "B");
        for (int pair = 0; pair < 20; pair++) {
            // Each engine wins with black: the games look like a coin toss, the pairs are all even.
            t.add(game(2 * pair + 1, "A", "B", 0));
            t.add(game(2 * pair + 2, "B", "A", 0));
        }
        List<String> lines = Summary.lines(t, null, null);
        assertTrue(lines.get(4).startsWith("Elo difference: 0.0 +/- "), lines.toString());
        assertEquals("Pentanomial [LL, LD, LW+DD, WD, WW]: [0, 0, 20, 0, 0], Elo 0.0 +/- 0.0 (pair error bar,"
                + " 20 pairs)", lines.get(5));
    }

    @Test
    void noPairNoPentanomialLine() {
        Tally t = new Tally("A", "B");
        t.add(game(1, "A", "B", 0));
        assertTrue(Summary.lines(t, null, null).stream().noneMatch(l -> l.startsWith("Pentanomial")));
    }
}
