package kirin.eval.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The shifted evaluator: identity at draw value 0, the root side's draw value at its nodes, negated at the other's. */
class DrawShiftEvaluatorTest {
    @Test
    void zeroDrawValuesChangeNothing() {
        Position pos = play("7g7f 3c3d 8h2b+");
        DrawShiftEvaluator e = new DrawShiftEvaluator(new MaterialEvaluator(), DrawModelFileTest.model(), 0, 0);
        MaterialEvaluator plain = new MaterialEvaluator();
        e.reset(pos);
        plain.reset(pos);
        assertEquals(plain.evaluate(pos), e.evaluate(pos));
    }

    @Test
    void theRootSideAvoidsTheDrawAndItsOpponentSeeksIt() {
        Position pos = Position.startpos();
        DrawShiftEvaluator e = new DrawShiftEvaluator(new MaterialEvaluator(), DrawModelFileTest.model(), -100, 0);
        e.reset(pos); // black is the root side, whose draw is worth -100 cp
        int black = e.evaluate(pos);
        assertTrue(black < 0, "black to move at an even position: " + black);
        pos.doMove(pos.toMove("7g7f"));
        e.onMove(pos, pos.lastMove());
        assertTrue(e.evaluate(pos) > 0, "white to move: the draw is worth +100 cp to it");
        DrawShiftEvaluator copy = (DrawShiftEvaluator) e.copy();
        Position start = Position.startpos();
        copy.reset(start);
        assertEquals(black, copy.evaluate(start));
        // White at the root with DrawValueWhite 0: no shift at all.
        Position w = play("7g7f");
        copy.reset(w);
        assertEquals(new MaterialEvaluator().evaluate(w), copy.evaluate(w));
    }

    /** {@code prepare} reaches the inner evaluator's {@code prepare}, not its {@code evaluate}. */
    @Test
    void prepareIsPassedToTheInnerEvaluator() {
        int[] calls = new int[2]; // prepare, evaluate
        Evaluator inner = new Evaluator() {
            @Override
            public void reset(Position pos) {}

            @Override
            public void onMove(Position pos, int move) {}

            @Override
            public void onNullMove(Position pos) {}

            @Override
            public void prepare(Position pos) {
                calls[0]++;
            }

            @Override
            public int evaluate(Position pos) {
                calls[1]++;
                return 0;
            }

            @Override
            public Evaluator copy() {
                return this;
            }
        };
        Position pos = Position.startpos();
        DrawShiftEvaluator e = new DrawShiftEvaluator(inner, DrawModelFileTest.model(), -100, 0);
        e.reset(pos);
        e.prepare(pos);
        assertEquals(1, calls[0]);
        assertEquals(0, calls[1]);
    }

    /** The start position after the USI moves {@code moves}. */
    static Position play(String moves) {
        Position pos = Position.startpos();
        for (String m : moves.split(" ")) {
            pos.doMove(pos.toMove(m));
        }
        return pos;
    }
}
