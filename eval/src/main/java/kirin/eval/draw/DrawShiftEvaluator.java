package kirin.eval.draw;

import kirin.core.Color;
import kirin.core.Evaluator;
import kirin.core.PieceValue;
import kirin.core.Position;

/**
 * An evaluator whose values are shifted by the draw model ({@link DrawShift}): every static evaluation the search
 * asks for becomes {@code shift(v, P(draw), dv)}, where {@code dv} is the side to move's draw value: the engine's
 * ({@code DrawValueBlack} when the search's root has black to move, {@code DrawValueWhite} for white) at the root
 * side's nodes and its negation at the opponent's, as the search values a repetition in the tree. The root side is
 * learnt from {@link #reset}, which the search calls on its root. Allocation-free; one instance per search thread
 * ({@link #copy}).
 */
public final class DrawShiftEvaluator implements Evaluator {
    private final Evaluator inner;
    private final DrawModel model;
    private final int drawBlackCp;
    private final int drawWhiteCp;
    private final int[] scratch = new int[DrawFeatures.MAX_ACTIVE];
    private int rootColor = Color.BLACK;
    private int rootDraw;

    /** Shifts {@code inner}'s values with {@code model}; the draw values are in centipawns (the USI options). */
    public DrawShiftEvaluator(Evaluator inner, DrawModel model, int drawValueBlackCp, int drawValueWhiteCp) {
        this.inner = inner;
        this.model = model;
        this.drawBlackCp = drawValueBlackCp;
        this.drawWhiteCp = drawValueWhiteCp;
        this.rootDraw = internal(drawBlackCp);
    }

    /** The evaluator without the shift. */
    public Evaluator inner() {
        return inner;
    }

    public DrawModel model() {
        return model;
    }

    private static int internal(int cp) {
        return cp * PieceValue.PAWN / 100; // as AlphaBeta converts DrawValueBlack/White
    }

    @Override
    public void reset(Position pos) {
        inner.reset(pos);
        rootColor = pos.sideToMove();
        rootDraw = internal(rootColor == Color.BLACK ? drawBlackCp : drawWhiteCp);
    }

    @Override
    public void onMove(Position pos, int move) {
        inner.onMove(pos, move);
    }

    @Override
    public void onNullMove(Position pos) {
        inner.onNullMove(pos);
    }

    @Override
    public int evaluate(Position pos) {
        int v = inner.evaluate(pos);
        int dv = pos.sideToMove() == rootColor ? rootDraw : -rootDraw;
        if (dv == 0) {
            return v;
        }
        return DrawShift.shift(v, model.probability(pos, scratch), dv);
    }

    /** The inner evaluator's state only: the draw probability belongs to the value, which is not asked for. */
    @Override
    public void prepare(Position pos) {
        inner.prepare(pos);
    }

    @Override
    public Evaluator copy() {
        return new DrawShiftEvaluator(inner.copy(), model, drawBlackCp, drawWhiteCp);
    }
}
