package kirin.core.mate;

import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * The mate line of a {@link MateSolver} result: once the root is proven, walks the proof in the solver's table from
 * the root, the attacker taking the check with the shortest stored mate and the defender the reply that resists
 * longest, and checks the line move by move ({@link MateLineCheck}). Stored proof lengths are upper bounds (a proof
 * found early may go the long way round), so choosing the longest-resisting defence may need test searches, each
 * run by the solver within a node budget; and a proof the table has lost since is searched again.
 *
 * <p>Works on the solver's position, table and per-ply arrays (it is part of one solve, on the solving thread).
 */
final class MateLines {
    /** Smallest node budget of one test search in {@link #defenderChoice}. */
    private static final long MIN_TEST_NODES = 4096;

    private final MateSolver s;
    /** Length of the mate the last {@link #checked} line comes from. */
    int provedLength;
    /** True if a test search of the current line extraction was cut short by its budget. */
    private boolean testCut;

    MateLines(MateSolver solver) {
        this.s = solver;
    }

    /**
     * A mate line that passes the move-by-move check, or null; the root is proven within {@code length} plies.
     * Leaves in {@link #provedLength} the length of the mate the line comes from, which can be shorter than
     * {@code length} when a loose proof was shortened on the way.
     */
    int[] checked(Position root, int length) {
        // A line as long as the proof it comes from is never shorter than the shortest mate: each defence was the
        // longest stored proof and the line went on for its full length, so no other defence could last longer.
        // A shorter line took a defence whose stored proof was loose; the line's own length is then a bound to
        // prove the root within (usually a few nodes, the line's positions are proven already: musou-017 proved
        // 39, its line had 37 plies, a mate in 35 came 5 nodes later with a line of full length, whereas the test
        // searches below spent 290,000 nodes and were cut short). Only if that fails are the defences chosen again
        // by test searches (see defenderChoice), and the line is kept only if no test was cut short or it has full
        // length.
        int[] line = extractLine(length, false);
        while (line != null && line.length < length && line.length >= 1) {
            int r = boundedRoot(line.length);
            if (r != MateSolver.PROVEN || s.rLen >= length) {
                break;
            }
            length = s.rLen;
            line = extractLine(length, false);
        }
        provedLength = length;
        if (line == null || line.length != length) {
            line = extractLine(length, true);
            if (line != null && line.length != length && testCut) {
                line = null;
            }
        }
        return line == null || MateLineCheck.problem(root, line) != null ? null : line;
    }

    /**
     * {@link #solveAt} of the root with {@code depth} plies left, within the node budget of one test search (see
     * {@link #boundedTest}); NOT_SOLVED if the budget ran out.
     */
    private int boundedRoot(int depth) {
        long saved = s.testLimit;
        s.testLimit = Math.min(saved, s.nodes + Math.max(MIN_TEST_NODES, s.nodes >> 6));
        int r = s.solveAt(0, depth);
        s.testLimit = saved;
        if (s.testLimitHit) {
            s.testLimitHit = false;
            s.aborted = false;
            s.poll();
            return MateSolver.NOT_SOLVED;
        }
        return r;
    }

    /**
     * A mate line of {@code length} plies from the root, choosing at each defender node a reply that resists
     * longest (a child without a mate two plies shorter than the longest); falls back to the longest stored proof
     * when time runs out. Null if the table lost a proof the line needs and it cannot be found again.
     */
    private int[] extractLine(int length, boolean exact) {
        testCut = false;
        int[] line = new int[length];
        int n = 0;
        boolean ok = true;
        int remaining = length;
        while (true) {
            int base = n * MateSolver.SLICE;
            boolean or = s.pos.sideToMove() == s.attacker;
            int end = or ? MoveGenerator.generateChecks(s.pos, s.moves, base)
                    : MoveGenerator.generateAll(s.pos, s.moves, base);
            if (!or && end == base) {
                break;
            }
            int chosen = n >= line.length || remaining <= 0 ? -1
                    : or ? attackerChoice(n, base, end, remaining) : defenderChoice(n, base, end, remaining, exact);
            if (chosen < 0) {
                ok = false;
                break;
            }
            int move = s.moves[chosen];
            s.table.probe(s.childKey(move), s.childHand(move, or), remaining - 1);
            remaining = s.table.pn == 0 ? s.table.len : remaining - 1;
            line[n++] = move;
            s.pos.doMove(move);
            s.pathKey[n] = s.pos.boardKey();
            s.pathHand[n] = s.pos.hand(s.attacker);
        }
        for (int i = 0; i < n; i++) {
            s.pos.undoMove();
        }
        if (!ok) {
            return null;
        }
        int[] out = new int[n];
        System.arraycopy(line, 0, out, 0, n);
        return out;
    }

    /** Index of a check with the shortest proven mate within {@code remaining - 1} plies, or -1. */
    private int attackerChoice(int ply, int base, int end, int remaining) {
        int best = -1;
        int bestLen = Integer.MAX_VALUE;
        for (int i = base; i < end; i++) {
            int m = s.moves[i];
            s.table.probe(s.childKey(m), s.childHand(m, true), remaining - 1);
            if (s.table.pn == 0 && s.table.len < bestLen) {
                bestLen = s.table.len;
                best = i;
            }
        }
        if (best >= 0) {
            return best;
        }
        for (int i = base; i < end; i++) {
            if (s.solveChild(ply, s.moves[i], remaining - 1) == MateSolver.PROVEN) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Index of an evasion that resists longest, or -1 if some evasion has no proof within the bound (or time ran out).
     * The stored lengths are those of the proofs found, upper bounds that can be far above the shortest mate (a proof
     * found early may go the long way round), so the longest stored proof need not be the longest resistance: musou-025
     * came out as a mate in 11 that way (stated 17), the defender walking into a quick mate because its proof happened
     * to be long. Without {@code exact} the longest stored proof is the choice (cheap, and enough when the line then
     * has the proof's full length, see {@link #checked}). With {@code exact} the longest stored length {@code top} is
     * tested from above: a reply with no mate within {@code top - 2} plies resists longest (every other is mated within
     * {@code top}); the replies mated within it take their shorter length, and the test goes on with the new longest.
     * Each test search has a budget of 1/64 of the nodes searched so far (at least {@value #MIN_TEST_NODES}): exact
     * tests of every defence of a long line cost more than finding the mate did, and a first line that never comes
     * answers nothing. A test cut short leaves the longest stored proof as the choice and sets {@link #testCut}.
     */
    private int defenderChoice(int ply, int base, int end, int remaining, boolean exact) {
        int top = -1;
        int longest = -1;
        for (int i = base; i < end; i++) {
            int m = s.moves[i];
            s.table.probe(s.childKey(m), s.childHand(m, false), remaining - 1);
            int len = s.table.pn == 0 ? s.table.len : -1;
            if (len < 0) {
                if (s.solveChild(ply, m, remaining - 1) != MateSolver.PROVEN) {
                    return -1;
                }
                len = s.rLen;
            }
            s.clen[i] = len;
            if (len > top) {
                top = len;
                longest = i;
            }
        }
        if (!exact) {
            return longest;
        }
        while (true) {
            int lower = top - 2;
            int next = -1;
            for (int i = base; i < end; i++) {
                if (s.clen[i] < top) {
                    next = Math.max(next, s.clen[i]);
                    continue;
                }
                if (lower < 1) {
                    return i; // a mate in 1 after every reply: any of the longest
                }
                int r = boundedTest(ply, s.moves[i], lower);
                if (r == MateSolver.DISPROVEN) {
                    return i;
                }
                if (s.testLimitHit) {
                    s.testLimitHit = false;
                    testCut = true;
                    return i;
                }
                if (r != MateSolver.PROVEN) {
                    return -1;
                }
                s.clen[i] = s.rLen;
                next = Math.max(next, s.rLen);
            }
            top = next;
        }
    }

    /**
     * {@link #solveChild} within a node budget; if the budget runs out, {@link #testLimitHit} is set and the search
     * resumes (aborted again only by a stop or the deadline).
     */
    private int boundedTest(int ply, int move, int depth) {
        long saved = s.testLimit;
        s.testLimit = Math.min(saved, s.nodes + Math.max(MIN_TEST_NODES, s.nodes >> 6));
        int r = s.solveChild(ply, move, depth);
        s.testLimit = saved;
        if (s.testLimitHit) {
            s.aborted = false;
            s.poll();
        }
        return r;
    }
}
