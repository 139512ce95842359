package kirin.learn.gensfen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RandomMovePlanTest {
    @Test
    void drawsCountDistinctPliesInTheRange() {
        GensfenOptions o = GensfenOptions.parse(List.of("random_move_minply", "5", "random_move_maxply", "12",
                "random_move_count", "3"));
        SplittableRandom rnd = new SplittableRandom(1);
        int[] hits = new int[20];
        for (int game = 0; game < 2000; game++) {
            boolean[] plan = RandomMovePlan.draw(o, rnd, 20);
            int n = 0;
            for (int ply = 0; ply < 20; ply++) {
                if (plan[ply]) {
                    n++;
                    hits[ply]++;
                    assertTrue(ply >= 4 && ply < 12, "ply " + ply);
                }
            }
            assertEquals(3, n);
        }
        for (int ply = 4; ply < 12; ply++) {
            assertTrue(hits[ply] > 600 && hits[ply] < 900, "uniform: ply " + ply + " drawn " + hits[ply]);
        }
    }

    @Test
    void moreMovesThanPliesTakesThemAll() {
        GensfenOptions o = GensfenOptions.parse(List.of("random_move_minply", "1", "random_move_maxply", "3",
                "random_move_count", "10"));
        boolean[] plan = RandomMovePlan.draw(o, new SplittableRandom(2), 10);
        assertEquals(List.of(true, true, true, false), List.of(plan[0], plan[1], plan[2], plan[3]));
    }

    @Test
    void minusOneMeansTheFirstPlies() {
        GensfenOptions o = GensfenOptions.parse(List.of("random_move_minply", "-1", "random_move_count", "2"));
        boolean[] plan = RandomMovePlan.draw(o, new SplittableRandom(3), 10);
        assertEquals(List.of(true, true, false), List.of(plan[0], plan[1], plan[2]));
    }
}
