package kirin.learn.gensfen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance run: {@code gensfen depth 3 loop 100000} from zero KPP tables completes, and every record
 * decodes to a legal position whose move is legal, with its score within eval_limit and a result of +1 or -1.
 * About three minutes on two cores, so it is tagged slow ({@code mvn test -Pslow}).
 */
@Tag("slow")
class GensfenAcceptanceTest {
    @TempDir
    Path dir;

    @Test
    void depth3Loop100000FromZeroTables() throws Exception {
        Path file = dir.resolve("generated_kifu.bin");
        List<String> log = new ArrayList<>();
        try (KppTables zero = new KppTables()) {
            GensfenOptions o = GensfenOptions.parse(List.of("depth", "3", "loop", "100000", "seed", "1",
                    "output_file_name", file.toString()));
            Gensfen.Summary s = new Gensfen(o, 1, new KppEvaluator(zero), new SearchOptions(), PackedSfen::encode,
                    log::add).run();
            System.out.println("GensfenAcceptanceTest: " + s + "; " + log.get(log.size() - 2));
            assertEquals(100_000, s.written());
        }
        assertEquals(100_000L * 40, Files.size(file));
        assertEquals(100_000, GensfenTest.checkRecords(file, 3000, 16));
    }
}
