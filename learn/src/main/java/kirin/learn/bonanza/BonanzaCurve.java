package kirin.learn.bonanza;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import kirin.core.AtomicFile;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The per-iteration figures of a Bonanza-method run and their files: {@code loss.csv} (one row per iteration, row
 * 0 the held-out figures before training) and {@code loss.png} (XChart: the objective per position above, the
 * record-move agreement below, training and held-out), both written atomically.
 *
 * <p>Row i: {@code train_*} were measured by iteration i's parse 1, with the tables before its update;
 * {@code test_*} by the parse 1 of the held-out games after the update, so row 0 to row N is the held-out
 * before/after.
 */
public final class BonanzaCurve {
    /** One row. NaN where not measured. */
    public record Row(int iteration, long trainPositions, long pairs, double trainObjective, double trainAgreement,
                      double parse2Objective, long testPositions, double testObjective, double testAgreement,
                      double seconds) {}

    private final List<Row> rows = new ArrayList<>();

    public void add(Row r) {
        rows.add(r);
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    /** Writes {@code loss.csv} and {@code loss.png} into {@code dir}. */
    public void write(Path dir) throws IOException {
        AtomicFile.write(dir.resolve("loss.csv"), out -> {
            Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
            w.write("iteration,train_positions,pairs,train_objective,train_agreement,parse2_objective,"
                    + "test_positions,test_objective,test_agreement,seconds\n");
            for (Row r : rows) {
                w.write(String.format(Locale.ROOT, "%d,%d,%d,%s,%s,%s,%d,%s,%s,%.1f%n", r.iteration(),
                        r.trainPositions(), r.pairs(), num(r.trainObjective()), num(r.trainAgreement()),
                        num(r.parse2Objective()), r.testPositions(), num(r.testObjective()), num(r.testAgreement()),
                        r.seconds()));
            }
            w.flush();
        });
        List<XYChart> charts = charts();
        // One PNG, the two charts stacked (2 rows, 1 column), composed by XChart itself.
        AtomicFile.write(dir.resolve("loss.png"),
                out -> BitmapEncoder.saveBitmap(charts, 2, 1, out, BitmapEncoder.BitmapFormat.PNG));
    }

    /** The two charts, objective above agreement. */
    List<XYChart> charts() {
        // XChart renders through java.awt; without a display that needs headless mode.
        System.setProperty("java.awt.headless", "true");
        XYChart top = chart("objective per position (sum of T(v_m - v_record))", "objective");
        series(top, "train", Row::trainObjective);
        series(top, "held-out", Row::testObjective);
        XYChart bottom = chart("record-move agreement", "agreement %");
        series(bottom, "train", Row::trainAgreement);
        series(bottom, "held-out", Row::testAgreement);
        atLeastOne(top);
        atLeastOne(bottom);
        return List.of(top, bottom);
    }

    private static XYChart chart(String title, String yTitle) {
        XYChart c = new XYChartBuilder().width(800).height(360).title(title).xAxisTitle("iteration")
                .yAxisTitle(yTitle).build();
        c.getStyler().setDecimalPattern("#,##0.###");
        return c;
    }

    /** Adds the finite points of one column (a series needs at least one point, so a NaN column is left out). */
    private void series(XYChart c, String name, ToDoubleFunction<Row> f) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (Row r : rows) {
            double y = f.applyAsDouble(r);
            if (Double.isFinite(y)) {
                xs.add((double) r.iteration());
                ys.add(y);
            }
        }
        if (!xs.isEmpty()) {
            c.addSeries(name, xs, ys);
        }
    }

    /** A chart needs a series to be drawn: a run stopped before any figure gets an empty-looking one. */
    private static void atLeastOne(XYChart c) {
        if (c.getSeriesMap().isEmpty()) {
            c.addSeries("no data yet", new double[] {0}, new double[] {0});
        }
    }

    private static String num(double x) {
        return Double.isFinite(x) ? Double.toString(x) : "";
    }
}
