package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The book options of interop.md 6.2 against an engine in this JVM: hits, info lines, ponder, fallbacks. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BookOptionsTest {
    private static final String BOOK = "#YANEURAOU-DB2016 1.00\n"
            + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\n"
            + "3c3d 2g2f 0 32 1\n"
            + "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n"
            + "7g7f none 10 32 4\n"
            + "this line is malformed\n";

    @TempDir
    Path dir;
    private final EngineDriver e = EngineDriver.inProcess();

    @AfterEach
    void quit() {
        assertEquals(0, e.quit(5000));
        for (String line : e.transcript()) {
            assertTrue(UsiProtocol.isProtocolLine(line), () -> "not a protocol line: '" + line + "'");
        }
        e.close();
    }

    private List<String> ready(String... options) throws IOException {
        Files.writeString(dir.resolve("user_book1.db"), BOOK);
        e.send("setoption name BookDir value " + dir);
        e.send("setoption name BookFile value user_book1.db");
        for (String o : options) {
            e.send("setoption name " + o);
        }
        e.send("isready");
        return e.readUntil(l -> l.equals("readyok"), 10_000);
    }

    @Test
    void aBookHitPrintsItsCandidatesAndAPonderMoveFromTheNextEntry() throws IOException {
        List<String> lines = ready();
        assertTrue(lines.stream().anyMatch(l -> l.matches("info string warning: .*user_book1.db:6: cannot parse .*")),
                lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("loaded: 2 positions")), lines.toString());
        e.send("position startpos");
        e.send("go btime 0 wtime 0 byoyomi 5000");
        EngineDriver.Answer a = e.bestmove(1000);
        assertEquals("bestmove 7g7f ponder 3c3d", a.bestmove());
        assertEquals(List.of("info multipv 1 score cp 10 depth 32 pv 7g7f 3c3d 2g2f (100.00%)", a.bestmove()),
                a.lines());
        // white's reply comes from the book too, then the book ends and the engine searches
        e.send("position startpos moves 7g7f");
        e.send("go btime 0 wtime 0 byoyomi 5000");
        assertEquals("bestmove 3c3d ponder 2g2f", e.bestmove(1000).bestmove());
        e.send("position startpos moves 7g7f 3c3d");
        e.send("go depth 2");
        assertTrue(e.bestmove(5000).lines().stream().anyMatch(l -> l.startsWith("info depth")));
    }

    @Test
    void aPonderedBookMoveWaitsForStopOrPonderhit() throws IOException {
        ready();
        e.send("position startpos");
        e.send("go ponder btime 0 wtime 0 byoyomi 1000");
        e.expectOnlyInfo(300);
        e.send("ponderhit");
        assertEquals("bestmove 7g7f ponder 3c3d", e.bestmove(1000).bestmove());
    }

    @Test
    void optionsTurnTheBookOff() throws IOException {
        ready("BookDepthLimit value 33");
        e.send("position startpos");
        e.send("go depth 1");
        assertTrue(e.bestmove(5000).lines().get(0).startsWith("info depth"));
        e.send("setoption name BookDepthLimit value 16");
        e.send("setoption name USI_OwnBook value false");
        e.send("go depth 1");
        assertTrue(e.bestmove(5000).lines().get(0).startsWith("info depth"));
        e.send("setoption name USI_OwnBook value true");
        e.send("setoption name BookMoves value 0");
        e.send("go depth 1");
        assertTrue(e.bestmove(5000).lines().get(0).startsWith("info depth"));
        e.send("setoption name BookMoves value 16");
        e.send("go depth 1");
        assertEquals("bestmove 7g7f ponder 3c3d", e.bestmove(5000).bestmove());
        e.send("setoption name BookFile value no_book");
        e.isready(5000);
        e.send("go depth 1");
        assertTrue(e.bestmove(5000).lines().get(0).startsWith("info depth"));
    }

    @Test
    void onTheFlyAndAMissingFile() throws IOException {
        List<String> lines = ready("BookOnTheFly value true");
        assertTrue(lines.stream().anyMatch(l -> l.contains("opened on the fly")), lines.toString());
        e.send("position startpos");
        e.send("go depth 1");
        assertEquals("bestmove 7g7f ponder 3c3d", e.bestmove(5000).bestmove());
        e.send("setoption name BookFile value user_book2.db");
        e.send("isready");
        List<String> l2 = e.readUntil(l -> l.equals("readyok"), 5000);
        assertTrue(l2.get(0).startsWith("info string " + BookSource.MISSING), l2.toString());
        e.send("go depth 1");
        EngineDriver.Answer a = e.bestmove(5000);
        assertNull(a.lines().stream().filter(l -> l.startsWith("info multipv")).findFirst().orElse(null));
    }
}
