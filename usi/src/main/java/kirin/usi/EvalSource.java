package kirin.usi;

import java.nio.file.Path;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.eval.EvalFileException;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;

/**
 * The evaluation the engine plays with, and where it came from. At an idle {@code isready} the engine calls
 * {@link #prepare}, which loads the evaluation files of {@code EvalDir} (KPP_KKPT or KPPT, told by the size of
 * the KPP file) unless they are already loaded from that
 * folder (as YaneuraOu: once, and again when {@code EvalDir} changes). With no files at all it plays with the
 * built-in default, the material evaluator, which is exactly the KPP evaluation with zero tables. A bad file is
 * reported and the evaluation it had is kept; the next idle {@code isready} tries again.
 */
final class EvalSource {
    private Evaluator evaluator;
    /** The loaded tables, or null while the built-in default (or an injected evaluator) is in use. */
    private KppTables tables;
    /** The folder the current evaluation was settled from (loaded, or found empty), or null. */
    private String settledDir;

    EvalSource(Evaluator initial) {
        this.evaluator = initial;
    }

    Evaluator evaluator() {
        return evaluator;
    }

    /** The loaded tables, or null when none are loaded. */
    KppTables tables() {
        return tables;
    }

    /**
     * Settles the evaluation for {@code dir}; returns true if the evaluator changed. Reports on {@code out} with
     * {@code info string}.
     */
    boolean prepare(String dir, UsiOutput out) {
        if (dir.equals(settledDir)) {
            return false;
        }
        Path path = Path.of(dir);
        if (!EvalFiles.anyPresent(path)) {
            settledDir = dir;
            out.info("no evaluation files in " + path.toAbsolutePath() + "; using the built-in default (material, "
                    + "zero KPP/KKP tables)");
            if (tables != null) {
                use(new MaterialEvaluator(), null);
                return true;
            }
            return false;
        }
        long start = System.nanoTime();
        KppTables loaded;
        try {
            loaded = EvalFiles.load(path);
        } catch (EvalFileException e) {
            out.error(e.getMessage() + "; keeping the " + (tables == null ? "built-in default" : "loaded")
                    + " evaluation");
            return false;
        } catch (OutOfMemoryError e) {
            out.error("not enough memory to load the evaluation from " + path + " (" + e.getMessage()
                    + "); keeping the current evaluation");
            return false;
        }
        settledDir = dir;
        use(new KppEvaluator(loaded), loaded);
        out.info("loaded " + loaded.layout() + " evaluation from " + path.toAbsolutePath() + " in "
                + (System.nanoTime() - start) / 1_000_000 + " ms");
        return true;
    }

    /**
     * Plays with {@code t} from now on (after {@code learn}, say); the old tables are freed. {@code dir} is the
     * current {@code EvalDir}: the evaluation counts as settled for it, so that the next {@code isready} keeps
     * {@code t} instead of reloading the files.
     */
    void use(KppTables t, String dir) {
        use(new KppEvaluator(t), t);
        settledDir = dir;
    }

    private void use(Evaluator e, KppTables t) {
        KppTables old = tables;
        evaluator = e;
        tables = t;
        if (old != null && old != t) {
            old.close(); // no search runs: prepare is called only when idle
        }
    }
}
