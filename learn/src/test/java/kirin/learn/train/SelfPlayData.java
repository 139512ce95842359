package kirin.learn.train;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import kirin.learn.gensfen.Gensfen;
import kirin.learn.gensfen.GensfenOptions;

/**
 * Test helper: the learners' small self-play training file, the same for both learners' end-to-end tests: depth-1
 * gensfen (seed 7, 8 random opening moves) with random KPP tables as the teacher.
 */
public final class SelfPlayData {
    private SelfPlayData() {}

    /** Writes {@code records} records into {@code file}. */
    public static void generate(Path file, int records) throws IOException {
        GensfenOptions g = GensfenOptions.parse(List.of("depth", "1", "loop", Integer.toString(records), "seed", "7",
                "write_minply", "1", "random_move_count", "8", "output_file_name", file.toString()));
        try (KppTables teacher = new KppTables()) {
            teacher.fillRandom(11, 0, 150);
            new Gensfen(g, 1, new KppEvaluator(teacher), new SearchOptions(), PackedSfen::encode, s -> { }).run();
        }
    }
}
