package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LossPlotTest {
    @TempDir
    Path dir;

    private static Learner.LossPoint point(long records, double train, double test) {
        return new Learner.LossPoint(records, 0, 1, train, test, 0, 0, 0, 0);
    }

    private BufferedImage read(Path file) throws IOException {
        byte[] png = Files.readAllBytes(file);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10}, Arrays.copyOf(png, 8));
        BufferedImage img = ImageIO.read(file.toFile());
        assertNotNull(img, "a readable PNG");
        assertEquals(LossPlot.WIDTH, img.getWidth());
        assertEquals(LossPlot.HEIGHT, img.getHeight());
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.toString().endsWith(".tmp")), "no temporary file left");
        }
        return img;
    }

    @Test
    void drawsTrainAndTestCurves() throws IOException {
        List<Learner.LossPoint> curve = List.of(point(1000, 0.30, 0.31), point(2000, 0.28, 0.30),
                point(3000, 0.27, 0.295));
        assertEquals(List.of("train", "test"), List.copyOf(LossPlot.chart(curve).getSeriesMap().keySet()));
        Path file = dir.resolve("loss.png");
        LossPlot.write(curve, file);
        read(file);
    }

    @Test
    void leavesOutPointsNotMeasured() throws IOException {
        // The first line has no train loss yet; a run without validation has no test loss at all.
        List<Learner.LossPoint> curve = List.of(point(0, Double.NaN, Double.NaN), point(500, 0.3, Double.NaN));
        var series = LossPlot.chart(curve).getSeriesMap();
        assertEquals(List.of("train"), List.copyOf(series.keySet()));
        assertArrayEquals(new double[] {500}, series.get("train").getXData());
        Path file = dir.resolve("loss.png");
        LossPlot.write(curve, file);
        read(file);
    }

    @Test
    void anEmptyCurveStillGivesAValidPngAndReplacesTheOldOne() throws IOException {
        Path file = dir.resolve("loss.png");
        Files.writeString(file, "old");
        LossPlot.write(List.of(), file);
        read(file);
    }
}
