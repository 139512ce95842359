package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.learn.train.ElmoLoss;
import org.junit.jupiter.api.Test;

/** The worker's loss, its gradient and the noisy-position test. */
class NnueWorkerTest {
    @Test
    void theGradientIsTheElmoLearnersAtAnIntegerValue() {
        ElmoLoss loss = new ElmoLoss(0.3, 0.7, 1000);
        for (int teacher : new int[] {-2000, -300, 0, 450, 1500}) {
            for (int result = -1; result <= 1; result++) {
                for (int v : new int[] {-900, 0, 120, 3000}) {
                    assertEquals(loss.gradient(teacher, v, result), NnueWorker.gradient(loss, teacher, v / 600.0,
                            result), 1e-12);
                }
            }
        }
        double z = 0.4;
        double h = 1e-6;
        double slope = (NnueWorker.lossOf(loss, 200, z + h, 1) - NnueWorker.lossOf(loss, 200, z - h, 1)) / (2 * h);
        assertEquals(NnueWorker.gradient(loss, 200, z, 1), slope, 1e-6);
    }

    @Test
    void checksAndCapturesAreNoisy() {
        Position start = Position.startpos();
        assertFalse(NnueWorker.noisy(start, Move.parse16("7g7f")));
        // After 7g7f 3c3d the bishops see each other: 8h2b+ captures.
        Position p = Sfen.parse("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
        assertTrue(NnueWorker.noisy(p, Move.parse16("8h2b+")));
        assertFalse(NnueWorker.noisy(p, Move.parse16("2g2f")));
        Position check = Sfen.parse("4k4/4P4/9/9/9/9/9/9/4K4 w G 1");
        assertTrue(check.inCheck());
        assertTrue(NnueWorker.noisy(check, Move.parse16("5a5b")));
    }
}
