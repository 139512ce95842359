package kirin.learn.rounds;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.AtomicFile;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code rounds.png}: two charts over the round number, drawn with XChart (the project's chart library, as the
 * learner's {@code loss.png}) and stacked in one PNG. Top: the cumulative Elo against the starting tables with its
 * 95% error bar, filled dots for accepted rounds and hollow ones for rejected rounds (whose cumulative Elo stays
 * where it was). Bottom: the test loss at the end of each round's learn.
 */
final class RoundsPlot {
    static final int WIDTH = 800;
    static final int HEIGHT = 640;
    private static final Color ELO = new Color(30, 100, 220);
    private static final Color LOSS = new Color(220, 60, 30);

    private RoundsPlot() {}

    static void write(List<RoundsReport.Row> rows, Path file) throws IOException {
        List<XYChart> charts = charts(rows);
        AtomicFile.write(file, out -> BitmapEncoder.saveBitmap(charts, 2, 1, out, BitmapEncoder.BitmapFormat.PNG));
    }

    /** The Elo chart above the loss chart, each the full width and half the height. */
    static List<XYChart> charts(List<RoundsReport.Row> rows) {
        // XChart renders through java.awt; without a display that needs headless mode.
        System.setProperty("java.awt.headless", "true");
        int rounds = rows.isEmpty() ? 1 : Math.max(1, rows.get(rows.size() - 1).round());
        return List.of(eloChart(rows, rounds), lossChart(rows, rounds));
    }

    private static XYChart eloChart(List<RoundsReport.Row> rows, int rounds) {
        XYChart c = chart("cumulative Elo against the starting tables (95% error bar; hollow: rejected round)",
                "Elo", rounds);
        c.getStyler().setYAxisDecimalPattern("#,##0");
        c.getStyler().setErrorBarsColorSeriesColor(true);
        c.getStyler().setAnnotationLineColor(Color.GRAY);
        c.addAnnotation(new AnnotationLine(0, false, false));
        // The line starts at round 0, Elo 0: the starting tables against themselves.
        List<Double> xs = new ArrayList<>(List.of(0.0));
        List<Double> ys = new ArrayList<>(List.of(0.0));
        List<Double> errs = new ArrayList<>(List.of(0.0));
        List<Double> acceptedX = new ArrayList<>();
        List<Double> acceptedY = new ArrayList<>();
        List<Double> rejectedX = new ArrayList<>();
        List<Double> rejectedY = new ArrayList<>();
        for (RoundsReport.Row r : rows) {
            double y = r.cumulativeElo();
            if (!Double.isFinite(y)) {
                continue;
            }
            double e = r.cumulativeError();
            xs.add((double) r.round());
            ys.add(y);
            errs.add(Double.isFinite(e) && e > 0 ? e : 0);
            (r.accepted() ? acceptedX : rejectedX).add((double) r.round());
            (r.accepted() ? acceptedY : rejectedY).add(y);
        }
        XYSeries line = c.addSeries("cumulative Elo", xs, ys, errs);
        line.setMarker(SeriesMarkers.NONE);
        line.setLineColor(ELO);
        dots(c, "accepted round", acceptedX, acceptedY, SeriesMarkers.CIRCLE);
        dots(c, "rejected round", rejectedX, rejectedY, new HollowCircle());
        return c;
    }

    private static XYChart lossChart(List<RoundsReport.Row> rows, int rounds) {
        XYChart c = chart("test loss at the end of each round's learn", "test loss", rounds);
        c.getStyler().setYAxisDecimalPattern("0.0000");
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (RoundsReport.Row r : rows) {
            if (Double.isFinite(r.testLoss())) {
                xs.add((double) r.round());
                ys.add(r.testLoss());
            }
        }
        if (xs.isEmpty()) {
            // A chart needs a series to be drawn: before the first round ends there is none.
            c.addSeries("no data yet", new double[] {0}, new double[] {0}).setMarker(SeriesMarkers.NONE);
        } else {
            XYSeries s = c.addSeries("test loss", xs, ys);
            s.setMarker(SeriesMarkers.CIRCLE);
            s.setLineColor(LOSS);
            s.setMarkerColor(LOSS);
        }
        return c;
    }

    private static XYChart chart(String title, String yTitle, int rounds) {
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT / 2).title(title).xAxisTitle("round")
                .yAxisTitle(yTitle).build();
        c.getStyler().setXAxisMin(0.0);
        c.getStyler().setXAxisMax((double) rounds);
        // Rounds are whole numbers: ticks between them (XChart's choice on a short axis) get no label.
        c.getStyler().setxAxisTickLabelsFormattingFunction(
                v -> v == Math.rint(v) ? Long.toString(Math.round(v)) : "");
        return c;
    }

    /** Markers only, over the line, in the Elo colour; an empty list adds nothing (XChart needs a point). */
    private static void dots(XYChart c, String name, List<Double> xs, List<Double> ys, Marker marker) {
        if (xs.isEmpty()) {
            return;
        }
        XYSeries s = c.addSeries(name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(marker);
        s.setMarkerColor(ELO);
    }

    /**
     * XChart's markers are all filled; a rejected round is a ring in the marker colour (XChart sets it on the
     * Graphics2D before painting) around a white disc that hides the line behind it.
     */
    static final class HollowCircle extends Marker {
        @Override
        public void paint(Graphics2D g, double x, double y, int size) {
            Color c = g.getColor();
            Ellipse2D.Double disc = new Ellipse2D.Double(x - size / 2.0, y - size / 2.0, size, size);
            g.setColor(Color.WHITE);
            g.fill(disc);
            g.setColor(c);
            g.setStroke(new BasicStroke(1.5f));
            g.draw(disc);
        }
    }
}
