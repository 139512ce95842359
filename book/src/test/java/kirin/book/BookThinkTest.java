package kirin.book;

import kirin.core.MaterialEvaluator;
import kirin.core.search.SearchOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BookThinkTest {
    @Test
    void searchesEachPositionOnceAndAResumedRunSkipsWhatIsDone(@TempDir Path dir) throws IOException {
        Path games = dir.resolve("g.sfen");
        Files.writeString(games, "startpos moves 7g7f 3c3d 2g2f 8c8d\nstartpos moves 7g7f 3c3d 6g6f\n");
        BookThink.Options o = new BookThink.Options();
        o.moves = 4;
        o.depth = 2;
        o.multiPv = 2;
        o.hashMb = 1;
        Path book = dir.resolve("t.db");
        List<String> progress = new ArrayList<>();
        int[] calls = {0};
        // stop after two positions: the saved book must be valid and hold them
        BookThink.Stats first = BookThink.run(games, book, o, new MaterialEvaluator(), new SearchOptions(),
                progress::add, s -> { }, () -> calls[0]++ >= 2);
        assertEquals(5, first.targets); // start, 7g7f, 7g7f 3c3d, then 2g2f and 6g6f after it
        assertEquals(2, first.searched);
        MemoryBook saved = Db2016Reader.read(book, false, s -> { });
        assertEquals(2, saved.size());
        for (BookEntry e : saved.entries()) {
            assertEquals(2, e.moves().size());
            assertEquals(2, e.moves().get(0).depth);
        }
        progress.clear();
        BookThink.Stats second = BookThink.run(games, book, o, new MaterialEvaluator(), new SearchOptions(),
                progress::add, s -> { }, () -> false);
        assertEquals(2, second.skipped);
        assertEquals(3, second.searched);
        assertTrue(progress.get(0).matches("makebook think: \\d/5 positions \\(.*%\\), \\d searched, \\d skipped, "
                + ".* positions/s, ETA .*"), progress.get(0));
        assertEquals(5, Db2016Reader.read(book, false, s -> { }).size());
    }

    @Test
    void formatsTheEta() {
        assertEquals("59s", BookThink.formatSeconds(59));
        assertEquals("2m05s", BookThink.formatSeconds(125));
        assertEquals("1h01m01s", BookThink.formatSeconds(3661));
    }
}
