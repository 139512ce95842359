package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The line check accepts a real mate and names the defect of a broken one. */
class MateLineCheckTest {
    private static final String SFEN = "9/8k/9/7RG/9/9/9/9/9 b r2b3g4s4n4l18p 1"; // mate-3.txt: 1d2c 1b1a 2c2b

    private static int[] line(Position p, String usi) {
        Position q = p.copy();
        String[] t = usi.split(" ");
        int[] out = new int[t.length];
        for (int i = 0; i < t.length; i++) {
            out[i] = q.toMove(t[i]);
            q.doMove(out[i]);
        }
        return out;
    }

    @Test
    void acceptsAMateAndRejectsBrokenLines() {
        Position p = Sfen.parse(SFEN);
        assertNull(MateLineCheck.problem(p, line(p, "1d2c 1b1a 2c2b")));
        assertEquals("the defender still has a legal move at the end", MateLineCheck.problem(p, line(p, "1d2c")));
        assertEquals("a mate line has an odd number of moves, this one 2", MateLineCheck.problem(p, line(p, "1d2c 1b1a")));
        assertEquals("attacker move 1 gives no check", MateLineCheck.problem(p, line(p, "2d2e 1b1a 2e2b")));
        int[] bad = line(p, "1d2c 1b1a 2c2b");
        bad[1] = bad[0];
        assertEquals("move 2 is illegal", MateLineCheck.problem(p, bad));
    }
}
