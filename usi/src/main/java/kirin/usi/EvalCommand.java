package kirin.usi;

import kirin.core.MaterialEvaluator;
import kirin.core.Position;
import kirin.eval.EvalBreakdown;

/**
 * {@code eval}: the evaluation of the current position, term by term (material, KK, KKP, KPP, turn part), ending
 * with {@code eval = <value>} for the side to move, as in YaneuraOu. With no tables loaded it shows material only.
 * The lines are for people, not for GUIs.
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
        if (engine.evalSource().tables() == null) {
            int material = MaterialEvaluator.full(pos);
            engine.out().lines(java.util.List.of(
                    "material = " + material + " (black's view; no KPP tables loaded: built-in default)",
                    "eval = " + (pos.sideToMove() == 0 ? material : -material)));
            return;
        }
        engine.out().lines(EvalBreakdown.of(engine.evalSource().tables(), pos).lines());
    }
}
