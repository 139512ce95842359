package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code go mate} through the USI layer (in this JVM): every mate problem of core's test resources (mate-1 to
 * mate-11) answered with a line of exactly the stated length, checked here move by move with the rules (each attacker
 * move legal and a check, each defence legal, the end checkmate); {@code stop} and time limits; the options and
 * malformed commands.
 *
 * <p>The time bounds here are loose on purpose: tests run at {@code nice 19} on machines shared with engine
 * matches, where a starved JVM misses any tight wall-clock bound. The one-second bound per problem is asserted by
 * {@code MateSolverTest} in core, which times the solver alone (no USI round trip); this test prints its times.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class GoMateTest {
    /** A bare king against a full hand: no quick proof or disproof, so the solver runs until told to stop. */
    static final String HARD = "position sfen 4k4/9/9/9/9/9/9/9/9 b RBGSNLPrb3g3s3n3l17p 1";

    @Test
    void solvesEverySharedProblemAtTheStatedLength() {
        List<String> failures = new ArrayList<>();
        try (EngineDriver e = EngineDriver.inProcess()) {
            e.isready(60_000);
            for (String file : new String[] {"mate-1.txt", "mate-3.txt", "mate-5.txt", "mate-7.txt", "mate-9.txt",
                    "mate-11.txt"}) {
                long total = 0;
                long slowest = 0;
                List<String[]> problems = TestData.records("mate/" + file);
                for (String[] p : problems) {
                    int plies = Integer.parseInt(p[1]);
                    e.send("position sfen " + p[0]);
                    long sent = e.send("go mate 10000");
                    List<String> reply = e.readUntil(l -> l.startsWith("checkmate"), 15_000);
                    long ms = (System.nanoTime() - sent) / 1_000_000;
                    total += ms;
                    slowest = Math.max(slowest, ms);
                    String answer = reply.get(reply.size() - 1);
                    String problem = lineProblem(p[0], answer, plies);
                    if (problem != null) {
                        failures.add(p[0] + " | " + plies + ": " + answer + " after " + ms + " ms: " + problem);
                    }
                }
                System.out.printf("GoMateTest: %s: %d problems, total %d ms, slowest %d ms%n", file, problems.size(),
                        total, slowest);
            }
            assertEquals(0, e.quit(5000));
        }
        assertTrue(failures.isEmpty(), () -> failures.size() + " failures:\n" + String.join("\n", failures));
    }

    /** Null if {@code answer} is {@code checkmate} with a valid mate of {@code plies} moves, else what is wrong. */
    static String lineProblem(String sfen, String answer, int plies) {
        String[] t = answer.split(" ");
        if (!t[0].equals("checkmate") || t.length < 2 || t[1].equals("nomate") || t[1].equals("timeout")) {
            return "no mate line";
        }
        if (t.length - 1 != plies) {
            return "length " + (t.length - 1) + ", expected " + plies;
        }
        Position pos = Sfen.parse(sfen);
        for (int i = 1; i < t.length; i++) {
            int m = pos.toMove(t[i]);
            if (m == Move.NONE) {
                return "move " + i + " (" + t[i] + ") is illegal";
            }
            if (i % 2 == 1 && !MoveGenerator.givesCheck(pos, m)) {
                return "move " + i + " (" + t[i] + ") gives no check";
            }
            pos.doMove(m);
        }
        if (!pos.inCheck() || MoveGenerator.countLegal(pos, new int[MoveGenerator.MAX_MOVES], 0) != 0) {
            return "the final position is not checkmate";
        }
        return null;
    }

    /**
     * A stopped or timed-out solver answers {@code timeout}, unless it had already proved a mate and was only
     * shortening it: then it answers that mate, which must check out move by move.
     */
    private static void assertTimeoutOrMate(String answer) {
        if (answer.equals("checkmate timeout")) {
            return;
        }
        assertTrue(answer.startsWith("checkmate ") && !answer.equals("checkmate nomate"), answer);
        String sfen = HARD.substring("position sfen ".length());
        int plies = answer.substring("checkmate ".length()).split(" ").length;
        assertNull(lineProblem(sfen, answer, plies), answer);
    }

    @Test
    void stopAnswersAtOnceAndTimeLimitsHold() {
        try (EngineDriver e = EngineDriver.inProcess()) {
            e.isready(60_000);
            e.send(HARD);
            e.send("go mate infinite");
            e.expectOnlyInfo(1500);
            long sent = e.send("stop");
            List<String> reply = e.readUntil(l -> l.startsWith("checkmate"), 10_000);
            long ms = (System.nanoTime() - sent) / 1_000_000;
            assertTimeoutOrMate(reply.get(reply.size() - 1));
            // At once: the solver sees the stop at its next node (loose bound: tests share a loaded machine).
            assertTrue(ms < 5000, "stop answered after " + ms + " ms");
            assertTrue(reply.get(0).matches("info time \\d+ nodes \\d+ nps \\d+ hashfull \\d+"), reply::toString);

            sent = e.send("go mate 700");
            reply = e.readUntil(l -> l.startsWith("checkmate"), 10_000);
            ms = (System.nanoTime() - sent) / 1_000_000;
            String answer = reply.get(reply.size() - 1);
            assertTimeoutOrMate(answer);
            // A timeout comes no sooner than the limit; a mate may come sooner, since the table kept from the
            // stopped search above can finish the proof early (on a quiet machine that search gets further).
            boolean timedOut = answer.equals("checkmate timeout");
            assertTrue((!timedOut || ms >= 700) && ms < 5000, "700 ms limit answered '" + answer + "' after " + ms + " ms");
            assertEquals(0, e.quit(5000));
        }
    }

    @Test
    void optionsAndMalformedCommands() {
        String mate3 = "position sfen 9/8k/9/7RG/9/9/9/9/9 b r2b3g4s4n4l18p 1"; // mate-3.txt, first problem
        try (EngineDriver e = EngineDriver.inProcess()) {
            e.send("usi");
            List<String> usi = e.readUntil("usiok"::equals, 5000);
            assertTrue(usi.contains("option name MateHash type spin default 128 min 1 max 16384"), usi::toString);
            assertTrue(usi.contains("option name MateMaxPly type spin default 255 min 1 max 2000"), usi::toString);
            e.isready(60_000);
            e.send("go mate soon");
            assertEquals(List.of("info string error: go mate: expected a time in ms or 'infinite', got 'soon'",
                    "checkmate timeout"), e.readUntil(l -> l.startsWith("checkmate"), 10_000));
            e.send("go mate -5");
            assertEquals(List.of("info string error: go mate: the time must be positive or infinite, got '-5'",
                    "checkmate timeout"), e.readUntil(l -> l.startsWith("checkmate"), 10_000));
            // A position whose mate is longer than MateMaxPly: no mate within the bound.
            e.send(mate3);
            e.send("setoption name MateMaxPly value 1");
            e.send("go mate 10000");
            List<String> r = e.readUntil(l -> l.startsWith("checkmate"), 15_000);
            assertEquals("checkmate nomate", r.get(r.size() - 1));
            e.send("setoption name MateMaxPly value 3");
            e.send("setoption name MateHash value 4");
            e.send("go mate");
            r = e.readUntil(l -> l.startsWith("checkmate"), 15_000);
            assertNull(lineProblem(mate3.substring("position sfen ".length()), r.get(r.size() - 1), 3), r::toString);
            assertEquals(0, e.quit(5000));
        }
    }
}
