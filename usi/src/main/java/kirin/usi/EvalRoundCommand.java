package kirin.usi;

import kirin.eval.KppTables;

/**
 * {@code evalround <step>}: rounds every value of the loaded KK, KKP and KPP tables to the nearest multiple of
 * {@code step} (a power of two from 2 to 1024), in place, and plays with the rounded tables from then on. A lossy
 * step taken before {@code evalcompact} when a compact file must be small (the shipped default is limited to
 * 32 MB): the compact format stores a common power-of-two factor for free, so rounding to 8 saves three bits a
 * value. Refused during a search and when no tables are loaded.
 */
final class EvalRoundCommand implements Command {
    private final Engine engine;

    EvalRoundCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("evalround needs a step: evalround <step>, a power of two from 2 to 1024");
        }
        String word = args.next();
        int step;
        try {
            step = Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new UsiException("evalround: the step must be a power of two from 2 to 1024, not '" + word + "'");
        }
        if (args.hasNext()) {
            throw new UsiException("evalround takes one step, not '" + word + " " + args.rest() + "'");
        }
        if (engine.thinking()) {
            throw new UsiException("evalround: a search is running; send stop first");
        }
        engine.stopAndWait();
        KppTables t = engine.evalSource().tables();
        if (t == null) {
            throw new UsiException("evalround: no evaluation tables are loaded (set EvalDir and send isready)");
        }
        long changed;
        try {
            changed = t.roundTo(step);
        } catch (IllegalArgumentException e) {
            throw new UsiException("evalround: " + e.getMessage());
        }
        engine.evalSource().changedInPlace();
        engine.out().info("evalround: rounded the " + t.layout() + " tables to multiples of " + step + " ("
                + changed + (changed == 1 ? " value" : " values") + " changed)");
    }
}
