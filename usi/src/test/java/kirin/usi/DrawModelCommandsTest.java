package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.eval.draw.DrawFeatures;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawModelFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** draw.bin in EvalDir: loaded at isready, eval's draw part, the PV's info string, exactly off, bad files. */
class DrawModelCommandsTest {
    @TempDir
    Path dir;

    /** A model that finds bishops in hand and late plies drawish. */
    static DrawModel model() {
        float[] w = new float[DrawFeatures.COUNT];
        for (int i = 0; i < 32; i++) {
            w[i] = i * 0.05f;
        }
        for (int i = 104; i < 136; i++) {
            w[i] = i >= 128 ? 1.5f : 0.1f;
        }
        return new DrawModel(w, -3f, "test");
    }

    private Path evalDir(String name, DrawModel m) throws Exception {
        Path d = Files.createDirectories(dir.resolve(name));
        if (m != null) {
            DrawModelFile.write(m, d.resolve(DrawModelFile.NAME));
        }
        return d;
    }

    private static EngineHarness engine(Path evalDir, String... options) {
        EngineHarness h = new EngineHarness();
        h.run("setoption name EvalDir value " + evalDir, "setoption name BookFile value no_book");
        h.run(options);
        return h;
    }

    /** The final info line's nodes and pv, and the bestmove, of a fixed-depth search. */
    private static String search(EngineHarness h, String position) throws InterruptedException {
        h.run("isready", position);
        List<String> out = h.untilBestmove("go depth 5");
        String info = out.get(out.size() - 2);
        return info.replaceAll(".* nodes (\\d+) .* pv (.*)", "nodes $1 pv $2") + " / " + out.get(out.size() - 1);
    }

    @Test
    void loadedAtIsreadyAndShownByEvalAndAfterTheSearch() throws Exception {
        EngineHarness h = engine(evalDir("m", model()), "setoption name DrawValueBlack value -100");
        List<String> ready = h.run("isready");
        assertTrue(ready.stream().anyMatch(l -> l.matches("info string loaded draw model .*draw.bin \\(test\\)")),
                ready::toString);
        List<String> eval = h.run("position startpos moves 7g7f 3c3d 8h2b+ 3a2b", "eval");
        String last = eval.get(eval.size() - 1);
        assertTrue(last.matches("eval = -?\\d+, draw 0\\.\\d{4}, shifted -?\\d+ \\(DrawValueBlack -100\\)"), last);
        List<String> out = h.untilBestmove("go depth 3");
        assertTrue(out.get(out.size() - 3).matches("info string draw 0\\.\\d{4} \\(P\\(draw\\) at the end of the PV, "
                + "\\d+ plies\\)"), out::toString);
    }

    @Test
    void exactlyOffWithZeroDrawValuesOrTheOptionOff() throws Exception {
        String pos = "position startpos moves 7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d";
        String plain = search(engine(evalDir("none", null)), pos);
        String zero = search(engine(evalDir("zero", model()), "setoption name DrawValueBlack value 0",
                "setoption name DrawValueWhite value 0"), pos);
        String off = search(engine(evalDir("off", model()), "setoption name DrawModel value false",
                "setoption name DrawValueBlack value -300"), pos);
        String offPlain = search(engine(evalDir("none2", null), "setoption name DrawValueBlack value -300"), pos);
        assertEquals(plain, zero);
        assertEquals(offPlain, off);
        String on = search(engine(evalDir("on", model()), "setoption name DrawValueBlack value -300"), pos);
        assertNotEquals(offPlain, on, "the shift changes the search");
    }

    @Test
    void aBadFileIsNamedAndNoModelIsUsed() throws Exception {
        Path d = evalDir("bad", null);
        Files.write(d.resolve(DrawModelFile.NAME), new byte[40]);
        EngineHarness h = engine(d);
        List<String> ready = h.run("isready");
        assertTrue(ready.stream().anyMatch(l -> l.contains("draw.bin: not a draw model") && l.contains("no draw model")),
                ready::toString);
        List<String> eval = h.run("position startpos", "eval");
        assertTrue(eval.get(eval.size() - 1).matches("eval = -?\\d+"), eval::toString);
    }
}
