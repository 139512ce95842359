package kirin.eval.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import kirin.core.Position;
import kirin.eval.EvalFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** draw.bin: the round trip and the named defects. */
class DrawModelFileTest {
    @TempDir
    Path dir;

    static DrawModel model() {
        float[] w = new float[DrawFeatures.COUNT];
        for (int i = 0; i < w.length; i++) {
            w[i] = (i % 7 - 3) * 0.01f;
        }
        return new DrawModel(w, -2.5f, "test model");
    }

    @Test
    void roundTripAndProbability() throws IOException {
        Path f = dir.resolve(DrawModelFile.NAME);
        assertFalse(DrawModelFile.present(dir));
        DrawModelFile.write(model(), f);
        assertTrue(DrawModelFile.present(dir));
        assertEquals(24 + 4 * DrawFeatures.COUNT + 4 + 10, Files.size(f));
        DrawModel m = DrawModelFile.read(f);
        assertEquals(model(), m);
        assertEquals("test model", m.note());
        double p = m.probability(Position.startpos());
        int[] idx = new int[DrawFeatures.MAX_ACTIVE];
        int n = DrawFeatures.extract(Position.startpos(), 0, idx);
        assertEquals(1 / (1 + Math.exp(-m.logit(idx, n))), p, 1e-12);
        assertTrue(p > 0 && p < 1);
    }

    private EvalFileException bad(byte[] bytes) throws IOException {
        Path f = Files.write(dir.resolve("bad.bin"), bytes);
        return assertThrows(EvalFileException.class, () -> DrawModelFile.read(f));
    }

    @Test
    void defectsAreNamed() throws IOException {
        Path good = dir.resolve("good.bin");
        DrawModelFile.write(model(), good);
        byte[] b = Files.readAllBytes(good);
        assertTrue(bad(new byte[10]).getMessage().contains("too short"));
        byte[] magic = b.clone();
        magic[0] = 'X';
        assertTrue(bad(magic).getMessage().contains("not a draw model"));
        byte[] version = b.clone();
        ByteBuffer.wrap(version).order(ByteOrder.LITTLE_ENDIAN).putInt(8, 9);
        assertTrue(bad(version).getMessage().contains("draw model version 9"));
        byte[] layout = b.clone();
        ByteBuffer.wrap(layout).order(ByteOrder.LITTLE_ENDIAN).putInt(12, 1);
        assertTrue(bad(layout).getMessage().contains("feature layout 1"), "a model of the first layout (531 features)");
        byte[] count = b.clone();
        ByteBuffer.wrap(count).order(ByteOrder.LITTLE_ENDIAN).putInt(16, 5);
        assertTrue(bad(count).getMessage().contains("5 features"));
        assertTrue(bad(Arrays.copyOf(b, 100)).getMessage().contains("truncated"));
        assertTrue(bad(Arrays.copyOf(b, b.length + 1)).getMessage().contains("note length say"));
        byte[] nan = b.clone();
        ByteBuffer.wrap(nan).order(ByteOrder.LITTLE_ENDIAN).putFloat(24 + 4 * 3, Float.NaN);
        assertTrue(bad(nan).getMessage().contains("weight 3 is NaN"), bad(nan).getMessage());
        assertTrue(assertThrows(EvalFileException.class, () -> DrawModelFile.read(dir.resolve("none.bin")))
                .getMessage().contains("no such file"));
    }
}
