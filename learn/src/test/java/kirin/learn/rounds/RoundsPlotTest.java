package kirin.learn.rounds;

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
import org.knowm.xchart.XYChart;

class RoundsPlotTest {
    @TempDir
    Path dir;

    private static RoundsReport.Row row(int round, double loss, boolean accepted, double cum, double cumErr) {
        return new RoundsReport.Row(round, 1000, 10, 900, loss, new RoundSteps.Played(5, 3, 2, 1), 50, 40, accepted,
                cum, cumErr);
    }

    private BufferedImage png(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(bytes, 4));
        BufferedImage img = ImageIO.read(file.toFile());
        assertNotNull(img, "a readable PNG");
        assertEquals(RoundsPlot.WIDTH, img.getWidth());
        assertEquals(RoundsPlot.HEIGHT, img.getHeight());
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.toString().endsWith(".tmp")), "no temporary file left");
        }
        return img;
    }

    @Test
    void eloWithErrorBarsFromRoundZeroAndAcceptedAndRejectedDotsAndTestLoss() throws IOException {
        List<RoundsReport.Row> rows = List.of(row(1, 0.49, true, 70, 60), row(2, 0.48, false, 70, 60),
                row(3, Double.NaN, true, 120, 85));
        List<XYChart> charts = RoundsPlot.charts(rows);
        var elo = charts.get(0).getSeriesMap();
        assertEquals(List.of("cumulative Elo", "accepted round", "rejected round"), List.copyOf(elo.keySet()));
        assertArrayEquals(new double[] {0, 1, 2, 3}, elo.get("cumulative Elo").getXData());
        assertArrayEquals(new double[] {0, 70, 70, 120}, elo.get("cumulative Elo").getYData());
        assertArrayEquals(new double[] {0, 60, 60, 85}, elo.get("cumulative Elo").getExtraValues());
        assertArrayEquals(new double[] {1, 3}, elo.get("accepted round").getXData());
        assertArrayEquals(new double[] {2}, elo.get("rejected round").getXData());
        var loss = charts.get(1).getSeriesMap();
        assertArrayEquals(new double[] {1, 2}, loss.get("test loss").getXData(), "a NaN loss is left out");
        Path file = dir.resolve("rounds.png");
        RoundsPlot.write(rows, file);
        png(file);
    }

    @Test
    void anUnmeasuredErrorDrawsNoBar() {
        List<RoundsReport.Row> rows = List.of(row(1, 0.5, true, 400, Double.POSITIVE_INFINITY));
        var line = RoundsPlot.charts(rows).get(0).getSeriesMap().get("cumulative Elo");
        assertArrayEquals(new double[] {0, 0}, line.getExtraValues());
    }

    @Test
    void noRoundYetStillGivesAValidPngAndReplacesTheOldOne() throws IOException {
        Path file = dir.resolve("rounds.png");
        Files.writeString(file, "old");
        RoundsPlot.write(List.of(), file);
        png(file);
    }
}
