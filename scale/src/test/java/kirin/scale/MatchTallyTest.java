package kirin.scale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import kirin.match.EndReason;
import kirin.match.GameRecord;
import kirin.match.Opening;
import kirin.match.Sprt;
import kirin.match.Summary;
import kirin.match.Tally;
import org.junit.jupiter.api.Test;

/**
 * The distributed match's totals against the single-machine runner's rule (MatchRunner.finished: add the game to the
 * Tally, then ask the Sprt): on the same results, in the same order, the same decision after the same game and the
 * same summary lines.
 */
class MatchTallyTest {
    private static GameRecord game(int number, String black, String white, int winner) {
        LocalDateTime t = LocalDateTime.of(2026, 11, 29, 0, 0);
        return new GameRecord(number, black, white, Opening.STARTPOS, List.of(), List.of(), winner,
                winner < 0 ? EndReason.REPETITION : EndReason.RESIGN, "", t, t, "nodes:1000");
    }

    @Test
    void sprtDecidesAsTheRunnerDoes() {
        for (int seed = 0; seed < 20; seed++) {
            Random r = new Random(seed);
            double pWin = 0.3 + 0.4 * r.nextDouble();
            Sprt sprt = new Sprt(0, 30, 0.05, 0.05);
            MatchTally distributed = new MatchTally("A", "B", sprt);
            Tally single = new Tally("A", "B");
            int singleDecidedAfter = -1;
            for (int pair = 0; pair < 400 && !distributed.decided(); pair++) {
                List<GameRecord> games = new ArrayList<>();
                for (int g = 0; g < 2; g++) {
                    double x = r.nextDouble();
                    boolean aWins = x < pWin;
                    boolean draw = !aWins && x < pWin + 0.1;
                    String black = g == 0 ? "A" : "B";
                    String white = g == 0 ? "B" : "A";
                    int winner = draw ? -1 : (aWins == (g == 0)) ? 0 : 1;
                    games.add(game(2 * pair + g + 1, black, white, winner));
                }
                distributed.addPair(games);
                for (GameRecord g : games) {
                    single.add(g);
                    if (singleDecidedAfter < 0
                            && sprt.status(single.wins(), single.losses(), single.draws()) != Sprt.Status.CONTINUE) {
                        singleDecidedAfter = single.games();
                    }
                }
            }
            assertEquals(singleDecidedAfter, distributed.decidedAfter(), "seed " + seed);
            assertTrue(distributed.decided(), "seed " + seed);
            List<String> expected = Summary.lines(single, sprt, null);
            assertEquals(expected, distributed.summary(), "seed " + seed);
            assertTrue(expected.stream().anyMatch(l -> l.startsWith("Pentanomial [LL, LD, LW+DD, WD, WW]: ")),
                    expected.toString());
        }
    }

    @Test
    void pairsCountFromTheFirstEnginesView() {
        MatchTally t = new MatchTally("A", "B", null);
        t.addPair(List.of(game(1, "A", "B", 0), game(2, "B", "A", 1))); // A wins both
        t.addPair(List.of(game(3, "A", "B", -1), game(4, "B", "A", 0))); // draw, loss
        assertEquals(1, t.pentanomial().count(4));
        assertEquals(1, t.pentanomial().count(1));
        assertEquals(2, t.tally().wins());
        assertEquals(-1, t.decidedAfter());
    }

    @Test
    void executorsGetNeitherOpeningsNorOutputNorSprt() {
        String[] args = {"-engine", "name=A", "cmd=x", "-engine", "name=B", "cmd=y", "-each", "tc=nodes:100",
            "-openings", "file=o.sfen", "order=random", "-out", "dir", "-sprt", "elo0=-5", "elo1=5", "-games", "4"};
        assertArrayEquals(new String[] {"-engine", "name=A", "cmd=x", "-engine", "name=B", "cmd=y", "-each",
            "tc=nodes:100", "-games", "4"}, PairTask.executorArgs(args));
    }
}
