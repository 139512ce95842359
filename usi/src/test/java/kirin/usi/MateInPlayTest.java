package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.mate.MateResult;
import kirin.core.mate.MateSolver;
import kirin.core.search.Score;
import kirin.core.search.SearchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code MateInPlay}: the solver's mate replaces a search result without one, never one with a mate or a
 * declaration; in a game the proved mate ends a long byoyomi search early and its first move is played.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class MateInPlayTest {
    @Test
    void preferTakesTheSolversMateOnlyWhenTheSearchHasNone() {
        Position pos = Sfen.parse("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1");
        int mateMove = pos.toMove("8c1c");
        MateResult mate = new MateResult(MateResult.Status.MATE, new int[] {mateMove}, 10, 1, true);
        SearchResult plain = new SearchResult(pos.toMove("8c8a"), Move.NONE, false, 300, 10, 1000);
        SearchResult chosen = MateInPlay.prefer(plain, mate);
        assertEquals(mateMove, chosen.bestMove);
        assertEquals(Score.mateIn(1), chosen.score);
        assertEquals(10, chosen.depth);
        SearchResult mating = new SearchResult(pos.toMove("8c8a"), Move.NONE, false, Score.mateIn(3), 10, 1000);
        assertSame(mating, MateInPlay.prefer(mating, mate));
        SearchResult declares = new SearchResult(Move.NONE, Move.NONE, true, 0, 1, 1);
        assertSame(declares, MateInPlay.prefer(declares, mate));
        assertSame(plain, MateInPlay.prefer(plain, null));
        assertSame(plain, MateInPlay.prefer(plain,
                new MateResult(MateResult.Status.TIMEOUT, new int[0], 10, 1, false)));
    }

    @Test
    void aProvedMateEndsTheSearchAndIsPlayed() {
        String[] p = TestData.records("mate/mate-11.txt").get(0);
        try (EngineDriver e = EngineDriver.inProcess()) {
            e.send("setoption name MateInPlay value true");
            e.isready(60_000);
            e.send("position sfen " + p[0]);
            long sent = e.send("go btime 0 wtime 0 byoyomi 10000");
            EngineDriver.Answer a = e.bestmove(12_000);
            long ms = (a.nanos() - sent) / 1_000_000;
            assertTrue(ms < 5000, "answered after " + ms + " ms");
            assertTrue(a.lastInfo().matches(".* score mate \\d+ .*"), a.lastInfo());
            // The move played keeps a forced mate: the defender's position is mated within 10 plies.
            Position pos = Sfen.parse(p[0]);
            pos.doMove(pos.toMove(a.move()));
            try (MateSolver solver = new MateSolver(16)) {
                // Solve from the defender's side: each of its replies must leave a mate in at most 9.
                int[] replies = new int[600];
                int n = kirin.core.MoveGenerator.generateAll(pos, replies, 0);
                for (int i = 0; i < n; i++) {
                    pos.doMove(replies[i]);
                    MateResult r = solver.solve(pos, 5000, 9, null);
                    assertEquals(MateResult.Status.MATE, r.status, () -> a.bestmove());
                    pos.undoMove();
                }
            }
            assertEquals(0, e.quit(5000));
        }
    }
}
