package kirin.usi;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.eval.CompactEval;
import kirin.eval.EvalFileException;
import kirin.eval.EvalFiles;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;

/**
 * The evaluation the engine plays with, and where it came from. At an idle {@code isready} the engine calls
 * {@link #prepare}, which loads the evaluation files of {@code EvalDir} (KPP_KKPT or KPPT, told by the size of
 * the KPP file) unless they are already loaded from that
 * folder (as YaneuraOu: once, and again when {@code EvalDir} changes). When {@code EvalDir} holds none of the
 * three files it loads the shipped default evaluation, a compact file ({@link CompactEval#DEFAULT_NAME}) found in
 * {@code EvalDir} itself or else in the project's {@code eval/} folder ({@link DefaultEval}); without that either it
 * plays with the built-in default, the material evaluator, which is exactly the KPP evaluation with zero tables.
 * An NNUE net, {@code nn.bin} in {@code EvalDir} ({@link NnueFile}, YaneuraOu's halfkp_256x2-32-32), comes before
 * everything else: KPP files beside it are not used (and said so). So the order is: {@code nn.bin}, the KPP files of
 * {@code EvalDir}, then the compact default, then material. A bad evaluation file is
 * reported and the evaluation it had is kept; a bad compact default is reported and material is used; either way
 * the next idle {@code isready} tries again. An NNUE net's output is divided by {@code FV_SCALE} ({@link #fvScale}).
 */
final class EvalSource {
    private Evaluator evaluator;
    /** The loaded tables, or null while the built-in default (or an injected evaluator) is in use. */
    private KppTables tables;
    /** The loaded NNUE net, or null when the evaluation is not an NNUE. */
    private NnueNet net;
    /** {@code FV_SCALE} for NNUE nets. */
    private int fvScale = NnueEvaluator.DEFAULT_FV_SCALE;
    /** The folder the current evaluation was settled from (loaded, or found empty), or null. */
    private String settledDir;

    /** Where the compact default is looked for when {@code EvalDir} has none; null: nowhere. */
    private Path projectDefault;
    /** The compact default the current tables were read from, or null if they came from elsewhere. */
    private Path loadedDefault;

    EvalSource(Evaluator initial) {
        this.evaluator = initial;
        this.projectDefault = DefaultEval.locate();
    }

    /** Sets where the project's compact default is looked for (null: nowhere); for tests. */
    void projectDefault(Path file) {
        this.projectDefault = file;
        this.settledDir = null;
    }

    Evaluator evaluator() {
        return evaluator;
    }

    /** The loaded tables, or null when none are loaded. */
    KppTables tables() {
        return tables;
    }

    /** The loaded NNUE net, or null when the evaluation is not an NNUE. */
    NnueNet net() {
        return net;
    }

    /**
     * Sets {@code FV_SCALE} (1..128): an NNUE evaluator with another scale replaces the current one, so that a search
     * made for the old one is made again. No search may be running.
     */
    void fvScale(int scale) {
        fvScale = scale;
        if (evaluator instanceof NnueEvaluator n && n.fvScale() != scale) {
            evaluator = n.withFvScale(scale);
        }
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
        if (NnueFile.present(path)) {
            return loadNnue(dir, path, out);
        }
        if (!EvalFiles.anyPresent(path)) {
            Path compact = compactDefault(path);
            if (compact != null) {
                return loadCompact(dir, compact, out);
            }
            settledDir = dir;
            out.info("no evaluation files in " + path.toAbsolutePath() + "; using the built-in default (material, "
                    + "zero KPP/KKP tables)");
            if (tables != null || net != null) {
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
            out.error(e.getMessage() + "; keeping the " + current() + " evaluation");
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

    private boolean loadNnue(String dir, Path path, UsiOutput out) {
        Path file = path.resolve(NnueFile.NAME);
        long start = System.nanoTime();
        List<String> warnings = new ArrayList<>();
        NnueNet loaded;
        try {
            loaded = NnueFile.read(file, warnings::add);
        } catch (EvalFileException e) {
            out.error(e.getMessage() + "; keeping the " + current() + " evaluation");
            return false;
        } catch (OutOfMemoryError e) {
            out.error("not enough memory to load the NNUE net " + file + " (" + e.getMessage()
                    + "); keeping the current evaluation");
            return false;
        }
        for (String w : warnings) {
            out.warning(w);
        }
        settledDir = dir;
        use(new NnueEvaluator(loaded, fvScale), null);
        net = loaded;
        out.info("loaded NNUE halfkp_256x2-32-32 evaluation from " + file.toAbsolutePath() + " in "
                + (System.nanoTime() - start) / 1_000_000 + " ms (FV_SCALE " + fvScale + ", "
                + kirin.eval.nnue.NnueSimdChooser.describe() + " path)"
                + (EvalFiles.anyPresent(path) ? "; the KPP files beside it are not used" : ""));
        return true;
    }

    /** What the current evaluation is, for messages. */
    private String current() {
        return net != null ? "loaded NNUE" : tables != null ? "loaded" : "built-in default";
    }

    /** The compact default to load for {@code EvalDir} {@code path}: in it, else the project's; or null. */
    private Path compactDefault(Path path) {
        Path inDir = path.resolve(CompactEval.DEFAULT_NAME);
        if (Files.isRegularFile(inDir)) {
            return inDir;
        }
        return projectDefault != null && Files.exists(projectDefault) ? projectDefault : null;
    }

    private boolean loadCompact(String dir, Path compact, UsiOutput out) {
        if (tables != null && compact.equals(loadedDefault)) {
            settledDir = dir; // another folder without files: the same default, already loaded
            return false;
        }
        long start = System.nanoTime();
        KppTables loaded;
        try {
            loaded = CompactEval.read(compact);
        } catch (EvalFileException e) {
            out.error(e.getMessage() + "; using the built-in default (material, zero KPP/KKP tables)");
            settledDir = null; // the next isready tries again
            if (tables != null || net != null) {
                use(new MaterialEvaluator(), null);
                return true;
            }
            return false;
        } catch (OutOfMemoryError e) {
            out.error("not enough memory to load the default evaluation " + compact + " (" + e.getMessage()
                    + "); keeping the current evaluation");
            return false;
        }
        settledDir = dir;
        use(new KppEvaluator(loaded), loaded);
        loadedDefault = compact;
        out.info("eval: loaded the default evaluation (" + loaded.layout() + ", compact file "
                + compact.toAbsolutePath() + ") in " + (System.nanoTime() - start) / 1_000_000 + " ms; no "
                + "evaluation files in " + Path.of(dir).toAbsolutePath());
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

    /**
     * Plays with the NNUE net {@code n} from now on (after {@code learn} trained it); {@code dir} counts as settled,
     * as for {@link #use(KppTables, String)}.
     */
    void use(NnueNet n, String dir) {
        use(new NnueEvaluator(n, fvScale), null);
        net = n;
        settledDir = dir;
    }

    /**
     * The loaded tables were changed in place ({@code evalround}): a new evaluator over them, so that nothing
     * computed from the old values is kept; they no longer count as the compact default they may have come from.
     */
    void changedInPlace() {
        evaluator = new KppEvaluator(tables);
        loadedDefault = null;
    }

    private void use(Evaluator e, KppTables t) {
        KppTables old = tables;
        loadedDefault = null;
        net = null;
        evaluator = e;
        tables = t;
        if (old != null && old != t) {
            old.close(); // no search runs: prepare is called only when idle
        }
    }
}
