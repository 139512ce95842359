package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PentanomialTest {
    @Test
    void countsPairsByPoints() {
        Pentanomial p = new Pentanomial();
        p.add(1, 1);
        p.add(1, 0);
        p.add(0.5, 0.5);
        p.add(0, 0.5);
        assertEquals(4, p.pairs());
        assertEquals(1, p.count(4));
        assertEquals(2, p.count(2));
        assertEquals(1, p.count(1));
        assertEquals((1.0 + 0.5 + 0.5 + 0.25) / 4, p.score(), 1e-12);
    }

    @Test
    void evenResultHasZeroEloAndAFiniteMargin() {
        Pentanomial p = new Pentanomial();
        for (int i = 0; i < 50; i++) {
            p.add(1, 0);
            p.add(1, 1);
            p.add(0, 0);
        }
        assertEquals(0, p.diff(), 1e-9);
        assertTrue(p.errorMargin() > 0 && Double.isFinite(p.errorMargin()));
        assertTrue(p.line().startsWith("Pentanomial [LL, LD, LW+DD, WD, WW]: [50, 0, 50, 0, 50], Elo 0.0 +/- "),
                p.line());
    }

    @Test
    void correlatedPairsNarrowTheBarBelowTheTrinomialOne() {
        // Every pair split 1-1 (each engine wins with black): the pair scores do not vary at all, while the single
        // games look like a coin toss.
        Pentanomial p = new Pentanomial();
        for (int i = 0; i < 40; i++) {
            p.add(1, 0);
        }
        assertEquals(0, p.errorMargin(), 1e-9);
        assertTrue(new Elo(40, 40, 0).errorMargin() > 50);
    }
}
