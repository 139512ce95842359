package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BonanzaCurveTest {
    @TempDir
    Path dir;

    private BufferedImage png() throws IOException {
        BufferedImage img = ImageIO.read(dir.resolve("loss.png").toFile());
        assertNotNull(img, "a readable PNG");
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.toString().endsWith(".tmp")), "no temporary file left");
        }
        return img;
    }

    @Test
    void writesTheCsvAndBothChartsStackedInOnePng() throws IOException {
        BonanzaCurve curve = new BonanzaCurve();
        // Row 0: held-out figures only, before training.
        curve.add(new BonanzaCurve.Row(0, 0, 0, Double.NaN, Double.NaN, Double.NaN, 50, 0.40, 30, 1.0));
        curve.add(new BonanzaCurve.Row(1, 100, 900, 0.41, 31, 0.39, 50, 0.38, 32, 2.0));
        curve.write(dir);
        List<String> csv = Files.readAllLines(dir.resolve("loss.csv"));
        assertEquals(3, csv.size(), csv::toString);
        assertTrue(csv.get(1).startsWith("0,0,0,,,,50,0.4,30.0,"), csv.get(1));
        var charts = curve.charts();
        assertEquals(List.of("train", "held-out"), List.copyOf(charts.get(0).getSeriesMap().keySet()));
        assertArrayEquals(new double[] {1}, charts.get(0).getSeriesMap().get("train").getXData());
        assertArrayEquals(new double[] {0, 1}, charts.get(1).getSeriesMap().get("held-out").getXData());
        BufferedImage img = png();
        assertEquals(800, img.getWidth());
        assertEquals(2 * 360, img.getHeight());
    }

    @Test
    void aRunWithoutFiguresStillGetsAValidPng() throws IOException {
        new BonanzaCurve().write(dir);
        assertEquals(800, png().getWidth());
    }
}
