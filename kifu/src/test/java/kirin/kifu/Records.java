package kirin.kifu;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Move;

/** The hand-written record files under src/test/resources/kirin/kifu, and helpers for the tests. */
final class Records {
    private Records() {}

    static Path file(String name) {
        try {
            return Path.of(Records.class.getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Kifu> read(String name) throws IOException {
        return KifuFiles.read(file(name));
    }

    /** The moves in USI notation. */
    static List<String> usi(Kifu k) {
        List<String> out = new ArrayList<>();
        for (Kifu.Ply p : k.plies()) {
            out.add(Move.toUsi(p.move()));
        }
        return out;
    }

    /** The test game of floodgate-v22.csa, hirate-sjis.kif and shogihome.kifu (ten plies). */
    static final List<String> GAME = List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "7a6b", "4e3d", "5a4b",
            "3d4c", "4b4c");
}
