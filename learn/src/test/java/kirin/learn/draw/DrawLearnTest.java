package kirin.learn.draw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Move;
import kirin.core.Position;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawModelFile;
import kirin.learn.PackedSfenValue;
import kirin.learn.PsvWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** learn draw: the data's game split and labels, the training, the report and the saved file. */
class DrawLearnTest {
    @TempDir
    Path dir;

    static final String KAKU = "7g7f 8c8d 2g2f 8d8e 8h7g 3c3d 7i8h 2b7g+ 8h7g 3a2b 3i3h 7a7b 4g4f 6c6d";
    static final String OTHER = "7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 3a3b 5i6h 8b4b 6h7h 5a6b";

    /** Writes one game's records: the positions along {@code moves}, from ply {@code first}. */
    private static void game(PsvWriter w, String moves, int ending, int result) throws IOException {
        Position pos = Position.startpos();
        int ply = 0;
        for (String m : moves.split(" ")) {
            int move = pos.toMove(m);
            if (ply >= 2) {
                w.write(PackedSfenValue.of(pos, 0, Move.to16(move), ply, result, ending));
            }
            pos.doMove(move);
            ply++;
        }
    }

    private Path data() throws IOException {
        Path f = dir.resolve("games.bin");
        try (PsvWriter w = new PsvWriter(f)) {
            for (int g = 0; g < 200; g++) {
                // Bishop exchanges are drawn 3 times in 4, the other opening decided 9 times in 10.
                if (g % 2 == 0) {
                    game(w, KAKU, g % 8 == 6 ? PackedSfenValue.END_DECISIVE : PackedSfenValue.END_REPETITION, 0);
                } else {
                    game(w, OTHER, g % 20 == 1 ? PackedSfenValue.END_MAX_MOVES : PackedSfenValue.END_DECISIVE, 1);
                }
            }
            game(w, OTHER, PackedSfenValue.END_UNKNOWN, 1); // old data: skipped
        }
        return f;
    }

    @Test
    void theModelLearnsWhichOpeningIsDrawish() throws IOException {
        Path f = data();
        List<String> log = new ArrayList<>();
        Path out = dir.resolve("eval/draw.bin");
        Path png = dir.resolve("rel.png");
        DrawLearn.Result r = DrawLearn.run(List.of(f.toString(), "epochs", "3", "plot", png.toString(),
                "validation_percent", "20", "seed", "7"), out, log::add);
        assertTrue(Files.size(png) > 1000);
        assertEquals(r.model(), DrawModelFile.read(out));
        assertArrayEquals(new long[] {10, 1200, 900, 100, 0, 0}, r.data().byEnding, log.toString());
        assertEquals(200, r.data().games[0] + r.data().games[1]);
        assertTrue(r.data().games[1] > 15 && r.data().games[1] < 70, "about 20% held out: " + r.data().games[1]);
        DrawModel m = r.model();
        Position kaku = play(KAKU);
        Position other = play(OTHER);
        double pk = m.probability(kaku, 14, new int[64]);
        double po = m.probability(other, 12, new int[64]);
        assertTrue(pk > 0.3 && po < 0.1 && pk > 5 * po, pk + " " + po);
        assertTrue(r.metrics().auc() > r.baseline().auc(), r.metrics().summary() + " / " + r.baseline().summary());
        assertTrue(log.stream().anyMatch(l -> l.contains("held out, baseline")), log.toString());
    }

    @Test
    void aHorizonLabelsOnlyTheLastPliesOfADrawnGame() throws IOException {
        Path f = data();
        // 75 repetition games of records at plies 2..13 and 10 move-limit games at plies 2..11.
        DrawData whole = DrawData.read(List.of(f), DrawData.Kinds.ALL, 0, 10, 1, 0, s -> { });
        DrawData last4 = DrawData.read(List.of(f), DrawData.Kinds.ALL, 3, 10, 1, 0, s -> { });
        assertEquals(75 * 12 + 10 * 10, whole.counts()[0][1] + whole.counts()[1][1]);
        assertEquals(75 * 4 + 10 * 4, last4.counts()[0][1] + last4.counts()[1][1]); // plies 10..13 and 8..11
        assertEquals(whole.size(), last4.size(), "the earlier records stay, as negatives");
        assertArrayEquals(whole.games, last4.games);
        DrawLearn.Result r = DrawLearn.run(List.of(f.toString(), "draw_horizon", "3", "epochs", "1"),
                dir.resolve("h.bin"), s -> { });
        assertTrue(r.model().note().contains("draw_horizon 3"), r.model().note());
    }

    @Test
    void dataWithoutDrawsIsRefusedWithTheReason() throws IOException {
        Path f = dir.resolve("decisive.bin");
        try (PsvWriter w = new PsvWriter(f)) {
            game(w, OTHER, PackedSfenValue.END_DECISIVE, 1);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DrawLearn.run(List.of(f.toString()), dir.resolve("d.bin"), s -> { }));
        assertTrue(e.getMessage().contains("need both drawn and decisive"), e.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> DrawLearn.run(List.of(f.toString(),
                "draw_kinds", "some"), dir.resolve("d.bin"), s -> { })).getMessage().contains("draw_kinds"));
    }

    @Test
    void metricsOfKnownPredictions() {
        DrawMetrics m = DrawMetrics.of(new double[] {0.1, 0.4, 0.35, 0.8}, new byte[] {0, 0, 1, 1});
        assertEquals(0.75, m.auc(), 1e-12);
        assertEquals((0.01 + 0.16 + 0.4225 + 0.04) / 4, m.brier(), 1e-12);
        assertEquals(0.25, m.climatologyBrier(), 1e-12);
        assertEquals(1, m.binCount()[1]);
        assertEquals(0.35, m.binPredicted()[3], 1e-12);
        assertEquals(1.0, m.binObserved()[3], 1e-12);
        assertEquals(0.5, DrawMetrics.auc(new double[] {0.2, 0.2}, new byte[] {0, 1}), 1e-12, "ties count half");
    }

    static Position play(String moves) {
        Position pos = Position.startpos();
        for (String m : moves.split(" ")) {
            pos.doMove(pos.toMove(m));
        }
        return pos;
    }
}
