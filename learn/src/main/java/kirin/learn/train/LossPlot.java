package kirin.learn.train;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import kirin.core.AtomicFile;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A PNG of the loss curve, drawn with XChart (the project's chart library): train loss (the learn cross-entropy
 * averaged since the previous point) and test loss (the validation cross-entropy) against records seen.
 */
public final class LossPlot {
    static final int WIDTH = 800;
    static final int HEIGHT = 500;

    private LossPlot() {}

    /** Draws {@code curve} into {@code file} (written atomically). */
    public static void write(List<Learner.LossPoint> curve, Path file) throws IOException {
        XYChart chart = chart(curve);
        AtomicFile.write(file, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
    }

    static XYChart chart(List<Learner.LossPoint> curve) {
        // XChart renders through java.awt; without a display that needs headless mode.
        System.setProperty("java.awt.headless", "true");
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title("loss (cross-entropy against the elmo target)").xAxisTitle("records seen")
                .yAxisTitle("loss").build();
        c.getStyler().setXAxisDecimalPattern("#,##0");
        c.getStyler().setYAxisDecimalPattern("0.0000");
        series(c, curve, "train", Learner.LossPoint::trainLoss, new Color(30, 100, 220));
        series(c, curve, "test", Learner.LossPoint::testLoss, new Color(220, 60, 30));
        if (c.getSeriesMap().isEmpty()) {
            // A chart needs a series to be drawn: a run stopped before its first point still gets a valid PNG.
            c.addSeries("no data yet", new double[] {0}, new double[] {0});
        }
        return c;
    }

    /** Adds the finite points of one column (a column with none, e.g. no validation set, is left out). */
    private static void series(XYChart c, List<Learner.LossPoint> curve, String name,
                               ToDoubleFunction<Learner.LossPoint> f, Color color) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (Learner.LossPoint p : curve) {
            double y = f.applyAsDouble(p);
            if (Double.isFinite(y)) {
                xs.add((double) p.records());
                ys.add(y);
            }
        }
        if (!xs.isEmpty()) {
            XYSeries s = c.addSeries(name, xs, ys);
            s.setMarker(SeriesMarkers.CIRCLE);
            s.setLineColor(color);
            s.setMarkerColor(color);
        }
    }
}
