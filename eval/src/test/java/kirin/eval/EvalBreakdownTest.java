package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

class EvalBreakdownTest {
    @Test
    void termsAddUpToTheEvaluatorsValue() {
        KppTables t = TestTables.random();
        for (String sfen : new String[] {Sfen.STARTPOS,
                "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1"}) {
            Position pos = Sfen.parse(sfen);
            KppEvaluator e = new KppEvaluator(t);
            e.reset(pos);
            EvalBreakdown b = EvalBreakdown.of(t, pos);
            assertEquals(e.value(pos), b.value());
            assertEquals(ReferenceEval.value(t, pos), b.value());
            int signed = pos.sideToMove() == 0 ? b.board() : -b.board();
            assertEquals((signed + b.turn()) / 32, b.value());
            assertEquals("eval = " + b.value(), b.lines().get(b.lines().size() - 1));
        }
    }

    @Test
    void zeroTablesGiveMaterial() {
        try (KppTables t = new KppTables()) {
            Position pos = Sfen.parse("l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1");
            EvalBreakdown b = EvalBreakdown.of(t, pos);
            assertEquals(-kirin.core.MaterialEvaluator.full(pos), b.value());
        }
    }
}
