package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Elo, error margin, LOS, draw ratio and SPRT against values worked out independently: lines printed by
 * cutechess-cli itself (in a published match log) and a separate Python computation of the same formulas.
 */
class StatisticsTest {
    @Test
    void eloFromScoreFraction() {
        // 622 wins, 376 losses, 2 draws: score 0.623, -400 log10(1/0.623 - 1) = 87.26
        Elo e = new Elo(622, 376, 2);
        assertEquals(0.623, e.score(), 1e-12);
        assertEquals(87.2587, e.diff(), 1e-3);
        assertEquals(22.1968, e.errorMargin(), 1e-3);
        assertEquals(0.2, e.drawRatio(), 1e-12);
        assertEquals(100.0, e.los(), 1e-6);
        assertEquals(0.0, new Elo(5, 5, 10).diff(), 1e-12);
        assertEquals(-87.2587, new Elo(376, 622, 2).diff(), 1e-3);
    }

    @Test
    void matchesCutechessOutput() {
        // cutechess-cli: "Score of OopsMate vs SF-2100: 45 - 37 - 18  [0.540] 100"
        //                "Elo difference: 27.9 +/- 62.4, LOS: 81.2 %, DrawRatio: 18.0 %"
        Tally t = tally(45, 37, 18);
        assertEquals("Score of X vs Y: 45 - 37 - 18  [0.540] 100", Summary.lines(t, null, null).get(0));
        assertEquals("Elo difference: 27.9 +/- 62.4, LOS: 81.2 %, DrawRatio: 18.0 %", Summary.eloLine(t.elo()));
        // "Score of OopsMate vs Sayuri 2018.05.23: 99 - 97 - 104  [0.503] 300"
        // "Elo difference: 2.3 +/- 31.8, LOS: 55.7 %, DrawRatio: 34.7 %"
        assertEquals("Elo difference: 2.3 +/- 31.8, LOS: 55.7 %, DrawRatio: 34.7 %",
                Summary.eloLine(new Elo(99, 97, 104)));
    }

    /** 58-2-0: cutechess-cli's margin is nan (the score interval passes 1); the interval is printed instead. */
    @Test
    void lopsidedResultGetsAnInterval() {
        Elo e = new Elo(58, 2, 0);
        assertTrue(Double.isNaN(e.errorMargin()));
        // Python, same formula and erfInv: score interval 0.92131 to 1 (clamped), Elo 427.3976 to inf.
        assertEquals(427.3976, e.interval()[0], 1e-3);
        assertEquals(Double.POSITIVE_INFINITY, e.interval()[1]);
        assertEquals("Elo difference: 585.0 +/- nan, LOS: 100.0 %, DrawRatio: 0.0 %, 95% interval [427.4, inf]",
                Summary.eloLine(e));
        assertEquals(Double.NEGATIVE_INFINITY, new Elo(0, 10, 0).interval()[0]);
    }

    @Test
    void losAndMarginAgainstPython() {
        // Python: math.erf and the same margin formula give LOS 90.1647 % and 143.6388 for 10 - 5 - 5.
        Elo e = new Elo(10, 5, 5);
        assertEquals(88.7395, e.diff(), 1e-3);
        assertEquals(143.6388, e.errorMargin(), 1e-3);
        assertEquals(90.1647, e.los(), 1e-4);
        assertEquals(73.6455, new Elo(6, 4, 0).los(), 1e-4);
    }

    @Test
    void degenerateResultsPrintLikeCutechess() {
        assertEquals("Elo difference: inf +/- nan, LOS: 99.9 %, DrawRatio: 0.0 %", Summary.eloLine(new Elo(10, 0, 0)));
        assertEquals("Elo difference: nan +/- nan, LOS: nan %, DrawRatio: nan %", Summary.eloLine(new Elo(0, 0, 0)));
        assertEquals("Elo difference: 0.0 +/- 0.0, LOS: nan %, DrawRatio: 100.0 %", Summary.eloLine(new Elo(0, 0, 4)));
    }

    @Test
    void inverseErrorFunction() {
        assertEquals(1.95716, Elo.phiInv(0.975), 1e-5); // cutechess's approximation of 1.95996
        assertEquals(-Elo.phiInv(0.975), Elo.phiInv(0.025), 1e-12);
        assertEquals(0.8427008, Elo.erf(1.0), 2e-7);
    }

    @Test
    void sprtLogLikelihoodRatio() {
        Sprt s = new Sprt(0, 5, 0.05, 0.05);
        assertEquals(-2.944439, s.lowerBound(), 1e-6);
        assertEquals(2.944439, s.upperBound(), 1e-6);
        // Python, same formula: LLR = N (s1 - s0)(2 mu - s0 - s1) / (2 var)
        assertEquals(0.545093, s.llr(60, 40, 100), 1e-6);
        assertEquals(2.127790, s.llr(1000, 900, 2000), 1e-6);
        assertEquals(-1.207319, s.llr(400, 420, 1180), 1e-6);
        assertEquals(0.128770, s.llr(45, 37, 18), 1e-6);
        assertEquals(0.0, s.llr(0, 0, 0));
        // Zero counts become 0.5, so identical results count, but one game is not a verdict (Python, same).
        assertEquals(-0.006626, s.llr(0, 0, 7), 1e-6);
        assertEquals(0.010164, s.llr(1, 0, 0), 1e-6);
        assertEquals(0.036471, s.llr(2, 0, 0), 1e-6);
        assertEquals(3.481124, s.llr(24, 0, 0), 1e-6);
        assertEquals(Sprt.Status.CONTINUE, s.status(1, 0, 0));
        assertEquals(Sprt.Status.CONTINUE, s.status(60, 40, 100));
        assertEquals(Sprt.Status.H1, s.status(2000, 1500, 2000));
        assertEquals(Sprt.Status.H0, s.status(1500, 2000, 2000));
        assertTrue(Summary.sprtLine(s, tally(2000, 1500, 2000)).endsWith(" - H1 was accepted"));
        assertEquals("SPRT: llr 0.55 (18.5%), lbound -2.94, ubound 2.94", Summary.sprtLine(s, tally(60, 40, 100)));
    }

    /** A tally of X against Y with these results, X always black. */
    private static Tally tally(int w, int l, int d) {
        Tally t = new Tally("X", "Y");
        java.time.LocalDateTime now = java.time.LocalDateTime.now();
        int n = 0;
        for (int[] k : new int[][] {{w, 0}, {l, 1}, {d, -1}}) {
            for (int i = 0; i < k[0]; i++) {
                EndReason r = k[1] < 0 ? EndReason.REPETITION : EndReason.RESIGN;
                t.add(new GameRecord(++n, "X", "Y", Opening.STARTPOS, java.util.List.of(), java.util.List.of(), k[1],
                        r, "", now, now, "byoyomi:1000"));
            }
        }
        return t;
    }
}
