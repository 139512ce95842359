package kirin.learn.draw;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.AtomicFile;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The reliability diagram of draw models (XChart PNG): observed draw rate against mean prediction, per bin. */
public final class ReliabilityPlot {
    private ReliabilityPlot() {}

    /** Draws one series per model (name, metrics) and the diagonal into {@code file}, written atomically. */
    public static void write(List<String> names, List<DrawMetrics> metrics, Path file) throws IOException {
        System.setProperty("java.awt.headless", "true"); // XChart draws through java.awt
        XYChart c = new XYChartBuilder().width(700).height(600).title("draw prediction: reliability on held-out games")
                .xAxisTitle("predicted P(draw), bin mean").yAxisTitle("observed draw rate").build();
        c.getStyler().setXAxisDecimalPattern("0.00");
        c.getStyler().setYAxisDecimalPattern("0.00");
        c.getStyler().setXAxisMin(0.0).setXAxisMax(1.0).setYAxisMin(0.0).setYAxisMax(1.0);
        XYSeries diag = c.addSeries("perfect", new double[] {0, 1}, new double[] {0, 1});
        diag.setMarker(SeriesMarkers.NONE);
        diag.setLineColor(Color.GRAY);
        Color[] colors = {new Color(30, 100, 220), new Color(220, 60, 30), new Color(40, 160, 60)};
        for (int m = 0; m < names.size(); m++) {
            DrawMetrics d = metrics.get(m);
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int b = 0; b < DrawMetrics.BINS; b++) {
                if (d.binCount()[b] > 0) {
                    xs.add(d.binPredicted()[b]);
                    ys.add(d.binObserved()[b]);
                }
            }
            if (!xs.isEmpty()) {
                XYSeries s = c.addSeries(names.get(m), xs, ys);
                s.setMarker(SeriesMarkers.CIRCLE);
                s.setLineColor(colors[m % colors.length]);
                s.setMarkerColor(colors[m % colors.length]);
            }
        }
        AtomicFile.write(file, out -> BitmapEncoder.saveBitmap(c, out, BitmapEncoder.BitmapFormat.PNG));
    }
}
