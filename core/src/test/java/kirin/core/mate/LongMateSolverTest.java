package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The df-pn solver on the long mate set ({@link LongMates}: 83 Shogi Muso problems of 15 to 81 plies). Budgets are
 * CPU time of the solving thread (see {@link #solveWithCpuBudget}). The slow test gives each problem 10 s, what
 * {@code go mate 10000} gives on an idle core, with the default table (128 MiB) and maximum ply, and asserts that
 * at least 90% are answered with a mate line, that every line passes the move-by-move check, and that none is
 * shorter than the stated length (the composer's length, which an engine's line may exceed because its defender
 * makes futile interpositions; a shorter line would make the stated length wrong). The fast tests check the stored
 * solutions and run a handful of the easier problems.
 */
class LongMateSolverTest {
    /**
     * Easier problems, for the fast test: in the triage of docs/experiments/2026-11-25-long-mates (1 s of CPU each) the first three were
     * proved shortest within 0.7 s, the other two answered with a line of the stated length. musou-025 (stated 17,
     * first mate after about 46,000 nodes) guards the line extraction: with proof hands it was once answered with a
     * checked line of 11 plies whose defender walked into a quick mate (docs/mate.md).
     */
    private static final Set<String> EASY = Set.of("musou-009", "musou-021", "musou-025", "musou-032", "musou-035",
            "musou-054");

    @Test
    void everyStoredSolutionIsALegalMateOfTheStatedLength() {
        List<LongMates.Problem> problems = LongMates.read();
        assertTrue(problems.size() >= 50, "only " + problems.size() + " problems");
        for (LongMates.Problem p : problems) {
            assertTrue(p.plies() >= 15 && p.plies() % 2 == 1, p.id() + ": stated length " + p.plies());
            Position pos = Sfen.parse(p.sfen());
            int[] line = parseLine(pos, p.solution());
            assertNotNull(line, p.id() + ": a move of the stored solution is not legal");
            assertNull(MateLineCheck.problem(pos, line), p.id());
            assertEquals(p.plies(), line.length, p.id() + ": solution length");
        }
    }

    /** musou-088 as recorded (left out of the set): its first 13 plies, to the record's 4h3h. */
    private static final String MUSOU_088 = "9/9/6Sn1/3+R1g1p1/6P1B/9/5G1Pp/3+B4+p/3Ls1k+r1 b GPg2s3n3l12p 1";
    private static final String MUSOU_088_TO_4H3H = "G*4i 3i4i 4g4h 5i4h+ 6h5i 4i3i 5i4h 3i2h 1e3g 2h2g S*1f 2g1f 4h3h";

    /**
     * musou-088's record is refuted by 14. 2i2g (the dragon interposes): the solver's disproof agrees with YaneuraOu's
     * mate engine and with a plain full-width search (docs/experiments/2026-11-25-long-mates), so the problem is left out of the set.
     * This keeps the disproof cheap and checks the full-width bound here too (no mate within 11 plies).
     */
    @Test
    void musou088IsRefutedByTheDragonInterposing() {
        assertTrue(LongMates.read().stream().noneMatch(p -> p.id().equals("musou-088")), "musou-088 is in the set");
        Position pos = Sfen.parse(MUSOU_088);
        for (String m : (MUSOU_088_TO_4H3H + " 2i2g").split(" ")) {
            pos.doMove(pos.toMove(m));
        }
        assertEquals(Boolean.FALSE, new NoMateTest.FullWidth().mateWithin(pos.copy(), 11));
        try (MateSolver solver = new MateSolver(16)) {
            solver.prepare();
            MateResult r = solver.solve(pos, 0, MateSolver.DEFAULT_MAX_PLY, null);
            assertEquals(MateResult.Status.NOMATE, r.status, r.usiAnswer());
            assertTrue(r.nodes < 100_000, r.nodes + " nodes");
        }
    }

    @Test
    void solvesTheEasierLongProblemsWithinThreeCpuSeconds() {
        List<String> failures = new ArrayList<>();
        int count = 0;
        try (MateSolver solver = new MateSolver(128)) {
            for (LongMates.Problem p : LongMates.read()) {
                if (!EASY.contains(p.id())) {
                    continue;
                }
                count++;
                Position pos = Sfen.parse(p.sfen());
                solver.table().clear();
                solver.prepare();
                MateResult r = solveWithCpuBudget(solver, pos, 3_000);
                if (r.status != MateResult.Status.MATE || r.moves.length < p.plies()
                        || MateLineCheck.problem(pos, r.moves) != null) {
                    failures.add(p.id() + " (" + p.plies() + ") -> " + r.usiAnswer() + " in " + cpuUsed + " ms");
                }
            }
        }
        assertEquals(EASY.size(), count, "easy problems found in the set");
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
    }

    @Tag("slow")
    @Test
    void solvesNinetyPercentOfTheLongSetInTenCpuSecondsEach() {
        long limit = Long.getLong("kirin.longmate.ms", 10_000);
        List<LongMates.Problem> problems = LongMates.read();
        String only = System.getProperty("kirin.longmate.only", "");
        if (!only.isBlank()) {
            Set<String> ids = Set.of(only.split(","));
            problems = problems.stream().filter(p -> ids.contains(p.id())).toList();
        }
        List<String> wrong = new ArrayList<>();
        int solved = 0;
        int exact = 0;
        long[] times = new long[problems.size()];
        try (MateSolver solver = new MateSolver(128)) {
            for (int i = 0; i < problems.size(); i++) {
                LongMates.Problem p = problems.get(i);
                Position pos = Sfen.parse(p.sfen());
                solver.table().clear();
                solver.prepare();
                MateResult r = solveWithCpuBudget(solver, pos, limit);
                times[i] = cpuUsed;
                String verdict = r.status.toString();
                if (r.status == MateResult.Status.MATE) {
                    String problem = MateLineCheck.problem(pos, r.moves);
                    if (problem != null || r.moves.length < p.plies()) {
                        wrong.add(p.id() + ": " + (problem != null ? problem : "a mate in " + r.moves.length
                                + ", shorter than the stated " + p.plies()) + ": " + r.usiAnswer());
                    } else {
                        solved++;
                        exact += r.moves.length == p.plies() ? 1 : 0;
                        verdict = "MATE " + r.moves.length + (r.shortest ? " (shortest)" : "");
                    }
                } else if (r.status == MateResult.Status.NOMATE) {
                    wrong.add(p.id() + ": answered nomate");
                }
                System.err.printf("%s\t%d\t%s\t%d ms cpu\t%d ms wall\t%d nodes%n", p.id(), p.plies(), verdict, cpuUsed,
                        r.millis, r.nodes);
            }
        }
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        System.err.printf("long mates: %d of %d solved (%d at the stated length), CPU time median %d ms, slowest %d ms%n",
                solved, problems.size(), exact, sorted[sorted.length / 2], sorted[sorted.length - 1]);
        assertTrue(wrong.isEmpty(), () -> String.join("\n", wrong));
        assertTrue(solved * 10 >= problems.size() * 9, solved + " of " + problems.size() + " solved");
    }

    /**
     * Solves with a budget of {@code cpuMillis} of this thread's CPU time instead of wall time: on a machine shared
     * with engine matches a nice-19 test gets a small share of a core, and 10 s of wall time would then be a fraction
     * of what {@code go mate 10000} gives on an idle core. A watchdog reads the thread's CPU clock every 10 ms and
     * calls {@link MateSolver#stop}, as the USI {@code stop} command does.
     */
    static MateResult solveWithCpuBudget(MateSolver solver, Position pos, long cpuMillis) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        long start = mx.getThreadCpuTime(tid);
        AtomicBoolean done = new AtomicBoolean();
        Thread watchdog = new Thread(() -> {
            while (!done.get()) {
                if (mx.getThreadCpuTime(tid) - start >= cpuMillis * 1_000_000L) {
                    solver.stop();
                    return;
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "cpu-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        try {
            return solver.solve(pos, 0, MateSolver.DEFAULT_MAX_PLY, null);
        } finally {
            done.set(true);
            watchdog.interrupt();
            cpuUsed = (mx.getThreadCpuTime(tid) - start) / 1_000_000;
        }
    }

    /** CPU milliseconds of the last {@link #solveWithCpuBudget}. */
    static long cpuUsed;

    /** The moves of a USI line, or null if one is not legal in sequence. */
    private static int[] parseLine(Position root, String text) {
        Position p = root.copy();
        String[] words = text.split("\\s+");
        int[] line = new int[words.length];
        for (int i = 0; i < words.length; i++) {
            int m = MoveGenerator.legalFrom16(p, Move.parse16(words[i]));
            if (m == Move.NONE) {
                return null;
            }
            line[i] = m;
            p.doMove(m);
        }
        return line;
    }
}
