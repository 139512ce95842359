package kirin.usi;

import kirin.core.MaterialEvaluator;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.EvalBreakdown;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawShift;
import kirin.eval.nnue.NnueEvaluator;

/**
 * {@code eval}: the evaluation of the current position, term by term (material, KK, KKP, KPP, turn part), ending
 * with {@code eval = <value>} for the side to move, as in YaneuraOu. With no tables loaded it shows material only.
 * With an NNUE net it shows the network output and {@code FV_SCALE}, then {@code eval = <value>}: output / FV_SCALE
 * truncated toward zero and clamped to +-31753, exactly YaneuraOu's static evaluation (the search itself sees the
 * value clamped to +-30000, below its mate scores). With a draw model loaded ({@code draw.bin}, docs/search.md) the
 * last line goes on with the model's P(draw) and, when the search uses it, the shifted value:
 * {@code eval = 123, draw 0.0799, shifted -5 (DrawValueBlack -100)}. The lines are for people, not for GUIs.
 */
final class EvalCommand implements Command {
    private final Engine engine;

    EvalCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if (args.hasNext()) {
            throw new UsiException("eval takes no arguments");
        }
        Position pos = engine.position();
        if (engine.evaluator() instanceof NnueEvaluator nnue) {
            NnueEvaluator e = (NnueEvaluator) nnue.copy();
            e.reset(pos);
            boolean kings = pos.kingSquare(0) != Square.NONE && pos.kingSquare(1) != Square.NONE;
            engine.out().lines(java.util.List.of(
                    kings ? "NNUE halfkp_256x2-32-32: network output = " + e.rawOutput(pos) + ", FV_SCALE = "
                            + e.fvScale() + " (side to move's view)"
                            : "NNUE: a king is missing; material only (side to move's view)",
                    "eval = " + e.value(pos) + drawPart(pos, e.value(pos))));
            return;
        }
        if (engine.evalSource().tables() == null) {
            int material = MaterialEvaluator.full(pos);
            engine.out().lines(java.util.List.of(
                    "material = " + material + " (black's view; no KPP tables loaded: built-in default)",
                    "eval = " + (pos.sideToMove() == 0 ? material : -material)
                            + drawPart(pos, pos.sideToMove() == 0 ? material : -material)));
            return;
        }
        java.util.List<String> lines = new java.util.ArrayList<>(EvalBreakdown.of(engine.evalSource().tables(), pos)
                .lines());
        int last = lines.size() - 1;
        if (last >= 0 && lines.get(last).startsWith("eval = ")) {
            int v = Integer.parseInt(lines.get(last).substring(7).trim());
            lines.set(last, lines.get(last) + drawPart(pos, v));
        }
        engine.out().lines(lines);
    }

    /**
     * ", draw P" with the draw model's P(draw) of {@code pos}, and ", shifted V (DrawValueX D)" when the search
     * shifts values (the side to move taken as the search's root side); empty without a model.
     */
    private String drawPart(Position pos, int value) {
        DrawModel m = engine.drawModels().model();
        if (m == null) {
            return "";
        }
        double d = m.probability(pos);
        String s = String.format(java.util.Locale.ROOT, ", draw %.4f", d);
        if (engine.activeDrawModel() != null) {
            boolean black = pos.sideToMove() == kirin.core.Color.BLACK;
            int cp = black ? engine.options().drawValueBlack.getInt() : engine.options().drawValueWhite.getInt();
            int shifted = DrawShift.shift(value, d, cp * kirin.core.PieceValue.PAWN / 100);
            s += ", shifted " + shifted + " (" + (black ? "DrawValueBlack " : "DrawValueWhite ") + cp + ")";
        }
        return s;
    }
}
