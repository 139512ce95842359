package kirin.usi.rounds;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import kirin.core.AtomicFile;

/**
 * {@code rounds.png}: two panels over the round number, drawn with java.awt in headless mode (as the learner's
 * {@code loss.png}). Top: the cumulative Elo against the starting tables with its error bar, filled dots for
 * accepted rounds and hollow ones for rejected rounds (whose cumulative Elo stays where it was). Bottom: the test
 * loss at the end of each round's learn.
 */
final class RoundsPlot {
    static final int WIDTH = 800;
    static final int HEIGHT = 640;
    private static final int LEFT = 80;
    private static final int RIGHT = 20;
    private static final int PANEL = 240;
    private static final Color ELO = new Color(30, 100, 220);
    private static final Color LOSS = new Color(220, 60, 30);

    private RoundsPlot() {}

    static void write(List<RoundsReport.Row> rows, Path file) throws IOException {
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            int n = rows.isEmpty() ? 1 : rows.get(rows.size() - 1).round();
            double[] elo = new double[rows.size()];
            double[] err = new double[rows.size()];
            double[] loss = new double[rows.size()];
            int[] x = new int[rows.size()];
            boolean[] filled = new boolean[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                RoundsReport.Row r = rows.get(i);
                x[i] = r.round();
                elo[i] = r.cumulativeElo();
                err[i] = r.cumulativeError();
                loss[i] = r.testLoss();
                filled[i] = r.accepted();
            }
            panel(g, 40, "cumulative Elo against the starting tables (95% error bar; hollow: rejected round)", x, elo,
                    err, filled, n, ELO, "%.0f", true);
            boolean[] all = new boolean[rows.size()];
            java.util.Arrays.fill(all, true);
            panel(g, 40 + PANEL + 70, "test loss at the end of each round's learn", x, loss, null, all, n, LOSS,
                    "%.4f", false);
            g.setColor(Color.BLACK);
            g.drawString("round", LEFT + (WIDTH - LEFT - RIGHT) / 2 - 15, HEIGHT - 12);
        } finally {
            g.dispose();
        }
        AtomicFile.write(file, out -> {
            if (!ImageIO.write(img, "png", out)) {
                throw new IOException("no PNG writer");
            }
        });
    }

    private static void panel(Graphics2D g, int top, String title, int[] x, double[] y, double[] err,
                              boolean[] filled, int rounds, Color c, String format, boolean withZero) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < y.length; i++) {
            double e = err != null && Double.isFinite(err[i]) ? err[i] : 0;
            if (Double.isFinite(y[i])) {
                lo = Math.min(lo, y[i] - e);
                hi = Math.max(hi, y[i] + e);
            }
        }
        if (withZero) {
            lo = Math.min(lo, 0);
            hi = Math.max(hi, 0);
        }
        if (!Double.isFinite(lo)) {
            lo = 0;
            hi = 1;
        }
        if (hi - lo < 1e-9) {
            lo -= withZero ? 10 : 0.01;
            hi += withZero ? 10 : 0.01;
        }
        double pad = (hi - lo) * 0.08;
        lo -= pad;
        hi += pad;
        int w = WIDTH - LEFT - RIGHT;
        g.setColor(new Color(230, 230, 230));
        for (int i = 0; i <= 4; i++) {
            g.drawLine(LEFT, top + PANEL * i / 4, LEFT + w, top + PANEL * i / 4);
        }
        g.setColor(Color.BLACK);
        g.drawRect(LEFT, top, w, PANEL);
        g.drawString(title, LEFT, top - 8);
        for (int i = 0; i <= 4; i++) {
            double v = hi - (hi - lo) * i / 4;
            g.drawString(String.format(Locale.ROOT, format, v), 5, top + PANEL * i / 4 + 4);
        }
        int step = Math.max(1, rounds / 10);
        for (int r = 0; r <= rounds; r += step) {
            int px = px(r, rounds, w);
            g.drawLine(px, top + PANEL, px, top + PANEL + 4);
            g.drawString(Integer.toString(r), px - 4, top + PANEL + 17);
        }
        final double ylo = lo;
        final double yhi = hi;
        java.util.function.DoubleUnaryOperator py = v -> top + PANEL * (yhi - v) / (yhi - ylo);
        if (withZero) {
            g.setColor(Color.GRAY);
            int z = (int) py.applyAsDouble(0);
            g.drawLine(LEFT, z, LEFT + w, z);
        }
        g.setColor(c);
        g.setStroke(new BasicStroke(2f));
        int prevX = withZero ? px(0, rounds, w) : -1;
        int prevY = withZero ? (int) py.applyAsDouble(0) : -1;
        for (int i = 0; i < y.length; i++) {
            if (!Double.isFinite(y[i])) {
                continue;
            }
            int cx = px(x[i], rounds, w);
            int cy = (int) py.applyAsDouble(y[i]);
            if (prevX >= 0) {
                g.drawLine(prevX, prevY, cx, cy);
            }
            prevX = cx;
            prevY = cy;
        }
        g.setStroke(new BasicStroke(1f));
        for (int i = 0; i < y.length; i++) {
            if (!Double.isFinite(y[i])) {
                continue;
            }
            int cx = px(x[i], rounds, w);
            int cy = (int) py.applyAsDouble(y[i]);
            if (err != null && Double.isFinite(err[i]) && err[i] > 0) {
                int a = (int) py.applyAsDouble(y[i] + err[i]);
                int b = (int) py.applyAsDouble(y[i] - err[i]);
                g.drawLine(cx, a, cx, b);
                g.drawLine(cx - 4, a, cx + 4, a);
                g.drawLine(cx - 4, b, cx + 4, b);
            }
            if (filled[i]) {
                g.fillOval(cx - 4, cy - 4, 9, 9);
            } else {
                g.setColor(Color.WHITE);
                g.fillOval(cx - 4, cy - 4, 9, 9);
                g.setColor(c);
                g.drawOval(cx - 4, cy - 4, 9, 9);
            }
        }
    }

    private static int px(int round, int rounds, int w) {
        return LEFT + (int) ((long) w * round / Math.max(1, rounds));
    }
}
