package kirin.learn.draw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import kirin.eval.draw.DrawFeatures;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawModelFile;
import kirin.learn.TokenValues;

/**
 * {@code learn draw ...}: trains the draw model from PackedSfenValue files whose byte 39 tells how each game ended
 * (gensfen and convert_kifu write it; records without it are skipped), reports it on held-out games against a
 * baseline that knows only the ply and the material balance, and saves it as draw.bin. Tokens, in any order (any
 * other token is a file name, as in {@code learn}):
 *
 * <pre>
 * basedir D, targetdir D      as in learn: a prefix, and every *.bin under basedir/D
 * output_file_name F          where to save (default: EvalSaveDir/draw.bin, given by the caller)
 * epochs 4, eta 0.1, l2 1e-6  the training (see {@link DrawTrainer})
 * draw_weight 0               weight of a drawn record; 0 = decisive/drawn training records, at most 100
 * draw_kinds all              all (repetition, move limit, other draws) or repetition (other draws left out)
 * draw_horizon 0              0: every record of a drawn game is a positive; h: only its last h plies (the target
 *                             "drawn within h plies"), the earlier ones negatives
 * validation_percent 10       games held out for the report
 * max_records 0               stop reading after this many usable records (0: all)
 * seed 1                      the hold-out and the shuffle
 * plot F                      a reliability diagram PNG of the model and the baseline
 * </pre>
 */
public final class DrawLearn {
    private static final TokenValues V = new TokenValues("learn draw");

    /** What a run did. */
    public record Result(DrawModel model, DrawMetrics metrics, DrawMetrics baseline, Path saved, DrawData data) {}

    private DrawLearn() {}

    /** Runs {@code tokens} (after {@code learn draw}); {@code defaultOutput} is used without output_file_name. */
    public static Result run(List<String> tokens, Path defaultOutput, Consumer<String> log) throws IOException {
        DrawTrainer.Options o = new DrawTrainer.Options();
        String baseDir = "";
        String targetDir = null;
        Path output = defaultOutput;
        DrawData.Kinds kinds = DrawData.Kinds.ALL;
        int horizon = 0;
        int validation = 10;
        long maxRecords = 0;
        Path plot = null;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (!List.of("basedir", "targetdir", "output_file_name", "epochs", "eta", "l2", "draw_weight",
                    "draw_kinds", "draw_horizon", "validation_percent", "max_records", "seed", "plot").contains(t)) {
                names.add(t);
                continue;
            }
            if (i + 1 >= tokens.size()) {
                throw new IllegalArgumentException("learn draw: '" + t + "' needs a value");
            }
            String v = tokens.get(++i);
            switch (t) {
                case "basedir" -> baseDir = v;
                case "targetdir" -> targetDir = v;
                case "output_file_name" -> output = Path.of(v);
                case "epochs" -> o.epochs = V.intIn(t, v, 1, 1000);
                case "eta" -> o.eta = positive(t, v);
                case "l2" -> o.l2 = Math.max(0, number(t, v));
                case "draw_weight" -> o.drawWeight = Math.max(0, number(t, v));
                case "draw_kinds" -> kinds = switch (v) {
                    case "all" -> DrawData.Kinds.ALL;
                    case "repetition" -> DrawData.Kinds.REPETITION;
                    default -> throw new IllegalArgumentException("learn draw: draw_kinds is all or repetition, not '"
                            + v + "'");
                };
                case "draw_horizon" -> horizon = V.intIn(t, v, 0, 10000);
                case "validation_percent" -> validation = V.intIn(t, v, 0, 50);
                case "max_records" -> maxRecords = V.longIn(t, v, 0, Integer.MAX_VALUE - 1);
                case "seed" -> o.seed = V.longIn(t, v, Long.MIN_VALUE, Long.MAX_VALUE);
                default -> plot = Path.of(v);
            }
        }
        List<Path> files = new ArrayList<>();
        for (String n : names) {
            files.add(Path.of(baseDir, n));
        }
        if (targetDir != null) {
            try (Stream<Path> s = Files.list(Path.of(baseDir, targetDir))) {
                s.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".bin")).sorted().forEach(files::add);
            }
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("learn draw: no training files");
        }
        long start = System.nanoTime();
        DrawData data = DrawData.read(files, kinds, horizon, validation, o.seed, maxRecords, log);
        long[][] c = data.counts();
        log.accept(String.format("learn draw: %d usable records in %.1f s from %d file(s); by game end: unknown %d,"
                + " decisive %d, repetition %d, max moves %d, other draw %d, undefined code %d; corrupt %d",
                data.size(), (System.nanoTime() - start) / 1e9, files.size(), data.byEnding[0], data.byEnding[1],
                data.byEnding[2], data.byEnding[3], data.byEnding[4], data.byEnding[5], data.corrupt));
        log.accept(String.format("learn draw: training %d games (%d drawn), %d records (%d positives);"
                + " held out %d games (%d drawn), %d records (%d positives)", data.games[0], data.drawnGames[0],
                c[0][0] + c[0][1], c[0][1], data.games[1], data.drawnGames[1], c[1][0] + c[1][1], c[1][1]));
        if (c[0][1] == 0 || c[0][0] == 0) {
            throw new IllegalArgumentException("learn draw: the training records need both drawn and decisive games"
                    + " (drawn " + c[0][1] + ", decisive " + c[0][0] + "); gensfen writes draws with "
                    + "write_out_draw_game_in_training_data_generation 1");
        }
        String note = String.format("kirin learn draw: %d training records (%d positives), draw_kinds %s, "
                + "draw_horizon %d, epochs %d, eta %s, l2 %s, draw weight %.2f", c[0][0] + c[0][1], c[0][1],
                kinds.name().toLowerCase(java.util.Locale.ROOT), horizon, o.epochs, o.eta, o.l2,
                DrawTrainer.drawWeight(o, data));
        DrawModel model = DrawTrainer.train(data, o, note, log);
        DrawMetrics m = null;
        DrawMetrics b = null;
        if (c[1][0] + c[1][1] > 0) {
            DrawTrainer.Options bo = copy(o);
            bo.featureEnd = DrawFeatures.BASELINE_END;
            DrawModel baseline = DrawTrainer.train(data, bo, "baseline", s -> { });
            m = DrawMetrics.of(model, data);
            b = DrawMetrics.of(baseline, data);
            log.accept("learn draw: held out, model:    " + m.summary());
            log.accept("learn draw: held out, baseline: " + b.summary() + " (ply and material only)");
            for (String line : m.table().split("\n")) {
                log.accept("learn draw: " + line);
            }
            if (plot != null) {
                ReliabilityPlot.write(List.of("draw model", "baseline (ply, material)"), List.of(m, b), plot);
                log.accept("learn draw: reliability diagram written to " + plot);
            }
        }
        if (output.getParent() != null) {
            Files.createDirectories(output.getParent());
        }
        DrawModelFile.write(model, output);
        log.accept("learn draw: model saved to " + output);
        return new Result(model, m, b, output, data);
    }

    private static DrawTrainer.Options copy(DrawTrainer.Options o) {
        DrawTrainer.Options c = new DrawTrainer.Options();
        c.epochs = o.epochs;
        c.eta = o.eta;
        c.l2 = o.l2;
        c.drawWeight = o.drawWeight;
        c.seed = o.seed;
        return c;
    }

    private static double number(String t, String v) {
        try {
            double d = Double.parseDouble(v);
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("learn draw: " + t + " needs a number, got '" + v + "'");
        }
    }

    private static double positive(String t, String v) {
        double d = number(t, v);
        if (d <= 0) {
            throw new IllegalArgumentException("learn draw: " + t + " must be above 0, got '" + v + "'");
        }
        return d;
    }
}
