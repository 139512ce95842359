package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The solver on its own thread: a proved mate calls the hook and is returned; finish stops an open search at once. */
class BackgroundMateTest {
    @Test
    void reportsAProvedMateAndStopsOnRequest() throws InterruptedException {
        try (MateSolver solver = new MateSolver(16)) {
            BackgroundMate bg = new BackgroundMate(solver);
            assertNull(bg.finish());
            MateProblems.Problem p = MateProblems.read("mate-11.txt").get(0);
            Position pos = Sfen.parse(p.sfen());
            CountDownLatch found = new CountDownLatch(1);
            bg.start(pos, MateSolver.DEFAULT_MAX_PLY, found::countDown);
            long w0 = System.nanoTime();
            assertTrue(found.await(10, TimeUnit.SECONDS));
            System.err.println("mate found after " + (System.nanoTime() - w0) / 1_000_000 + " ms");
            MateResult r = bg.finish();
            assertEquals(MateResult.Status.MATE, r.status);
            assertEquals(p.plies(), r.moves.length);
            assertNull(MateLineCheck.problem(pos, r.moves));

            // A bare king in the centre against seven pieces in hand: neither a mate nor its absence is proved within
            // seconds (go mate 3000: timeout), so the solver is still at work when stopped. (With the king on 5a the
            // same hand mates in 17, which a fast machine found within the 200 ms.)
            bg.start(Sfen.parse("9/9/9/9/4k4/9/9/9/9 b RBGSNLPrb3g3s3n3l17p 1"), MateSolver.DEFAULT_MAX_PLY, null);
            Thread.sleep(200);
            long t0 = System.nanoTime();
            r = bg.finish();
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(MateResult.Status.TIMEOUT, r.status);
            // A stop is seen at the next node; the bound is loose because tests share a loaded machine.
            assertTrue(ms < 1000, "finish took " + ms + " ms");
        }
    }
}
