package kirin.learn.train;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;

/**
 * A PNG of the loss curve: train loss (the learn cross-entropy averaged since the previous point) and test loss
 * (the validation cross-entropy) against records seen, drawn with java.awt in headless mode.
 */
public final class LossPlot {
    static final int WIDTH = 800;
    static final int HEIGHT = 500;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 30;
    private static final int BOTTOM = 50;

    private LossPlot() {}

    /** Draws {@code curve} into {@code file} (written atomically). */
    public static void write(List<Learner.LossPoint> curve, Path file) throws IOException {
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            double xMax = 1;
            double yMin = Double.POSITIVE_INFINITY;
            double yMax = Double.NEGATIVE_INFINITY;
            for (Learner.LossPoint p : curve) {
                xMax = Math.max(xMax, p.records());
                for (double y : new double[] {p.trainLoss(), p.testLoss()}) {
                    if (Double.isFinite(y)) {
                        yMin = Math.min(yMin, y);
                        yMax = Math.max(yMax, y);
                    }
                }
            }
            if (!Double.isFinite(yMin)) {
                yMin = 0;
                yMax = 1;
            }
            if (yMax - yMin < 1e-9) {
                yMin -= 0.01;
                yMax += 0.01;
            }
            double pad = (yMax - yMin) * 0.05;
            yMin -= pad;
            yMax += pad;
            int w = WIDTH - LEFT - RIGHT;
            int h = HEIGHT - TOP - BOTTOM;
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            g.setColor(new Color(230, 230, 230));
            for (int i = 0; i <= 5; i++) {
                int y = TOP + h * i / 5;
                g.drawLine(LEFT, y, LEFT + w, y);
            }
            g.setColor(Color.BLACK);
            g.drawRect(LEFT, TOP, w, h);
            for (int i = 0; i <= 5; i++) {
                int y = TOP + h * i / 5;
                double v = yMax - (yMax - yMin) * i / 5;
                g.drawString(String.format(Locale.ROOT, "%.4f", v), 5, y + 4);
                int x = LEFT + w * i / 5;
                // Centred on its tick, but kept inside the image (the last label would run off the right edge).
                String label = String.format(Locale.ROOT, "%.0f", xMax * i / 5);
                int width = g.getFontMetrics().stringWidth(label);
                g.drawString(label, Math.min(x - width / 2, WIDTH - width - 2), TOP + h + 18);
            }
            g.drawString("records seen", LEFT + w / 2 - 35, HEIGHT - 10);
            g.drawString("loss (cross-entropy against the elmo target)", LEFT, TOP - 10);
            series(g, curve, Learner.LossPoint::trainLoss, new Color(30, 100, 220), xMax, yMin, yMax, w, h);
            series(g, curve, Learner.LossPoint::testLoss, new Color(220, 60, 30), xMax, yMin, yMax, w, h);
            g.setColor(new Color(30, 100, 220));
            g.drawString("train", LEFT + w - 90, TOP + 18);
            g.setColor(new Color(220, 60, 30));
            g.drawString("test", LEFT + w - 40, TOP + 18);
        } finally {
            g.dispose();
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        if (!ImageIO.write(img, "png", tmp.toFile())) {
            throw new IOException("no PNG writer");
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void series(Graphics2D g, List<Learner.LossPoint> curve, ToDoubleFunction<Learner.LossPoint> f,
                               Color c, double xMax, double yMin, double yMax, int w, int h) {
        g.setColor(c);
        g.setStroke(new BasicStroke(2f));
        Path2D.Double path = new Path2D.Double();
        boolean started = false;
        for (Learner.LossPoint p : curve) {
            double y = f.applyAsDouble(p);
            if (!Double.isFinite(y)) {
                continue;
            }
            double px = LEFT + w * p.records() / xMax;
            double py = TOP + h * (yMax - y) / (yMax - yMin);
            if (started) {
                path.lineTo(px, py);
            } else {
                path.moveTo(px, py);
                started = true;
            }
            g.fillOval((int) px - 3, (int) py - 3, 6, 6);
        }
        g.draw(path);
        g.setStroke(new BasicStroke(1f));
    }
}
