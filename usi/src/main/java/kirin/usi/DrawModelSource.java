package kirin.usi;

import java.io.IOException;
import java.nio.file.Path;
import kirin.core.Evaluator;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawModelFile;
import kirin.eval.draw.DrawShiftEvaluator;

/**
 * The draw model of {@code EvalDir} ({@code draw.bin}, {@link DrawModelFile}): read by an idle {@code isready} when
 * the file is there (again when EvalDir or the file changes), and the evaluator the search uses with it. The search
 * evaluates with a {@link DrawShiftEvaluator} only when a model is loaded, the {@code DrawModel} option is on and a
 * draw value is not 0; otherwise with the plain evaluator, so that the search is exactly the one without the model.
 * A bad file is reported with its defect and no model is used.
 */
final class DrawModelSource {
    private DrawModel model;
    private String settledDir;
    private long settledModified = Long.MIN_VALUE;
    /** The last shifted evaluator handed out and what it was made from, reused while nothing changed. */
    private DrawShiftEvaluator shifted;
    private Evaluator shiftedBase;
    private int shiftedBlack;
    private int shiftedWhite;

    /** The loaded model, or null. */
    DrawModel model() {
        return model;
    }

    /** Replaces the model (learn draw's result); null for none. */
    void set(DrawModel m) {
        model = m;
        shifted = null;
    }

    /** Loads {@code dir}/draw.bin if it is there and new; reports on {@code out}. */
    void prepare(String dir, UsiOutput out) {
        Path file = Path.of(dir).resolve(DrawModelFile.NAME);
        long modified = lastModified(file);
        if (dir.equals(settledDir) && modified == settledModified) {
            return;
        }
        settledDir = dir;
        settledModified = modified;
        if (modified == Long.MIN_VALUE) {
            if (model != null) {
                out.info("no draw model in " + Path.of(dir).toAbsolutePath() + "; the draw model is off");
            }
            set(null);
            return;
        }
        try {
            set(DrawModelFile.read(file));
            out.info("loaded draw model " + file.toAbsolutePath() + " (" + model.note() + ")");
        } catch (IOException e) {
            set(null);
            out.error(e.getMessage() + "; no draw model");
        }
    }

    private static long lastModified(Path file) {
        try {
            return java.nio.file.Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return Long.MIN_VALUE;
        }
    }

    /** True when the search shifts values: a model, the option on and a draw value other than 0. */
    boolean active(boolean enabled, int drawBlackCp, int drawWhiteCp) {
        return model != null && enabled && (drawBlackCp != 0 || drawWhiteCp != 0);
    }

    /**
     * The evaluator to search with: {@code base} itself when the shift is off, else a shifted evaluator over it (the
     * same instance while base, model and draw values are unchanged, so that the engine keeps its search).
     */
    Evaluator searchEvaluator(Evaluator base, boolean enabled, int drawBlackCp, int drawWhiteCp) {
        if (!active(enabled, drawBlackCp, drawWhiteCp)) {
            return base;
        }
        if (shifted == null || shiftedBase != base || shiftedBlack != drawBlackCp || shiftedWhite != drawWhiteCp
                || shifted.model() != model) {
            shifted = new DrawShiftEvaluator(base, model, drawBlackCp, drawWhiteCp);
            shiftedBase = base;
            shiftedBlack = drawBlackCp;
            shiftedWhite = drawWhiteCp;
        }
        return shifted;
    }
}
