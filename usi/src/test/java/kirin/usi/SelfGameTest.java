package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 150-ply self-game against the engine process at 60 s + 1 s per move, with the harness keeping both clocks
 * the way ShogiHome does (interop.md 1.4): before each move the increment is added to the mover's clock and
 * {@code btime}/{@code wtime} are sent without it, so the time available for a move is {@code btime + binc}; the
 * time from writing {@code go} to reading {@code bestmove} is then taken off. No clock may go below zero and every
 * move must be legal. If a game ends early a new one starts with fresh clocks, until 150 plies are played. Takes
 * several minutes: tagged slow.
 */
@Tag("slow")
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class SelfGameTest {
    static final int PLIES = 150;
    static final long START = 60_000;
    static final long INC = 1_000;

    @TempDir
    Path tmp;

    @Test
    void fischerSelfGame() {
        long longest = 0;
        long lowest = Long.MAX_VALUE;
        long lowestBeforeIncrement = Long.MAX_VALUE;
        long total = 0;
        int games = 1;
        try (EngineDriver e = EngineDriver.process(tmp)) {
            e.send("usi");
            e.readUntil("usiok"::equals, 10_000);
            e.isready(10_000);
            e.send("usinewgame");
            List<String> game = new ArrayList<>();
            long[] clock = {START, START};
            for (int ply = 0; ply < PLIES; ply++) {
                int side = game.size() % 2;
                e.send(TestGames.positionCommand(game));
                long sent = e.send("go btime " + clock[0] + " wtime " + clock[1] + " binc " + INC + " winc " + INC);
                EngineDriver.Answer a = e.bestmove(clock[side] + INC + 10_000);
                long ms = (a.nanos() - sent) / 1_000_000;
                total += ms;
                longest = Math.max(longest, ms);
                lowestBeforeIncrement = Math.min(lowestBeforeIncrement, clock[side] - ms);
                clock[side] += INC - ms;
                lowest = Math.min(lowest, clock[side]);
                int p = ply;
                long left = clock[side];
                assertTrue(left >= 0, () -> "flag fell at ply " + p + ": " + left + " ms, move took " + ms);
                String move = a.move();
                if (move.equals("resign") || move.equals("win")) {
                    games++;
                    game.clear();
                    clock[0] = START;
                    clock[1] = START;
                    e.send("gameover draw");
                    e.isready(10_000);
                    e.send("usinewgame");
                    continue;
                }
                assertTrue(TestGames.legal(TestGames.play(game), move), () -> a.bestmove() + " at ply " + p);
                game.add(move);
            }
            assertEquals(0, e.quit(5000));
        }
        System.out.printf("SelfGameTest: %d plies in %d game(s), %.1f s in all; longest move %d ms; lowest clock "
                + "after a move %d ms (%d ms before its increment)%n", PLIES, games, total / 1000.0, longest, lowest,
                lowestBeforeIncrement);
    }
}
