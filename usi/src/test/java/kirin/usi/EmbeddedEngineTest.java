package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

class EmbeddedEngineTest {
    @Test
    void searchesAndAnswersWithTheLastScoredInfo() throws Exception {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (EmbeddedEngine e = new EmbeddedEngine(log::add)) {
            e.setOption("USI_Hash", "16");
            e.command("isready");
            e.command("position startpos moves 7g7f");
            e.command("go depth 3");
            EmbeddedEngine.Answer a = e.awaitBestmove(30_000);
            assertNotNull(a);
            Position p = Position.startpos();
            p.doMove(p.toMove("7g7f"));
            assertTrue(p.toMove(a.bestmove()) != 0, a.bestmove());
            assertTrue(a.info().contains(" score ") && a.info().contains(" pv " + a.bestmove()), a.info());
            e.setOption("NoSuchOption", "1");
            assertTrue(log.stream().anyMatch(l -> l.contains("error")), log.toString());
        }
    }

    @Test
    void ponderThenPonderhitOrStop() throws Exception {
        try (EmbeddedEngine e = new EmbeddedEngine(l -> { })) {
            e.setOption("USI_Hash", "16");
            e.command("isready");
            e.command("position startpos moves 7g7f 3c3d");
            e.command("go ponder btime 10000 wtime 10000 byoyomi 300");
            assertNull(e.awaitBestmove(200), "a ponder search answers only after ponderhit or stop");
            e.command("ponderhit");
            assertNotNull(e.awaitBestmove(30_000));
            e.command("go ponder btime 10000 wtime 10000 byoyomi 300");
            e.stopAndDiscard();
            assertNull(e.awaitBestmove(100), "the stopped search's bestmove is dropped");
            e.command("position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1");
            e.command("go byoyomi 100");
            assertEquals(true, e.awaitBestmove(30_000).bestmove().length() >= 4);
        }
    }
}
