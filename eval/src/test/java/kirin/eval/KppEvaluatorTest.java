package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import kirin.core.Color;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The incremental KPP evaluation against the from-scratch oracle, with random tables. */
class KppEvaluatorTest {
    private final KppTables tables = TestTables.random();

    @Test
    void startposMatchesTheOracle() {
        Position pos = Position.startpos();
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos);
        assertEquals(ReferenceEval.value(tables, pos), e.value(pos));
    }

    /** Random games checked against the oracle at every step (see {@link RandomGameWalk}). */
    @Test
    void incrementalEqualsFullAlongRandomGames() {
        RandomGameWalk w = new RandomGameWalk().run(new KppEvaluator(tables), pos -> ReferenceEval.value(tables, pos),
                7, 12, 200, 12);
        System.out.println("KppEvaluatorTest: " + w);
        assertEquals(true, w.checked >= 10_000, w.toString());
    }

    /**
     * A position met again by another move order, or again after other positions filled its ply, takes its sums from
     * the eval hash: every such value must still be the oracle's, king moves included.
     */
    @Test
    void positionsMetAgainMatchTheOracle() {
        KppEvaluator e = new KppEvaluator(tables);
        // 2g2f and 8c8d in either order, then the kings step and step back (the same position four plies later).
        String[][] lines = {
            {"2g2f", "8c8d", "5i4h", "5a4b", "4h5i", "4b5a"},
            {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "2b3c", "4e3d", "4a3b"},
        };
        for (String[] line : lines) {
            for (int pass = 0; pass < 3; pass++) {
                Position pos = Position.startpos();
                e.reset(pos);
                for (String u : line) {
                    int m = pos.toMove(u);
                    pos.doMove(m);
                    e.onMove(pos, m);
                    assertEquals(ReferenceEval.value(tables, pos), e.value(pos), pos.sfen());
                    // A sibling fills the next ply, so that the line's own next position must come from the hash.
                    int[] buf = new int[MoveGenerator.MAX_MOVES];
                    int n = MoveGenerator.generateAll(pos, buf, 0);
                    if (n > 0) {
                        int sibling = buf[(pass * 7) % n];
                        pos.doMove(sibling);
                        e.onMove(pos, sibling);
                        assertEquals(ReferenceEval.value(tables, pos), e.value(pos), pos.sfen());
                        pos.undoMove();
                    }
                }
            }
        }
        Position a = Position.startpos();
        Position b = Position.startpos();
        e.reset(a);
        for (String u : new String[] {"2g2f", "8c8d", "6i7h", "4a3b"}) {
            int m = a.toMove(u);
            a.doMove(m);
            e.onMove(a, m);
            e.value(a);
        }
        e.reset(b);
        for (String u : new String[] {"6i7h", "4a3b", "2g2f", "8c8d"}) {
            int m = b.toMove(u);
            b.doMove(m);
            e.onMove(b, m);
            assertEquals(ReferenceEval.value(tables, b), e.value(b), b.sfen());
        }
        assertEquals(a.key(), b.key());
    }

    @Test
    void staleParentFallsBackToFullEvaluation() {
        Position pos = Position.startpos();
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos);
        for (String u : new String[] {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}) {
            int m = pos.toMove(u);
            pos.doMove(m);
            e.onMove(pos, m); // never evaluated in between
        }
        assertEquals(ReferenceEval.value(tables, pos), e.value(pos));
    }

    /** Successive resets one move apart, as gensfen's searches do, continue from the previous root's state. */
    @Test
    void resetAfterOneMoreMoveMatchesTheOracle() {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom rnd = new SplittableRandom(11);
        KppEvaluator e = new KppEvaluator(tables);
        Position game = Position.startpos();
        for (int ply = 0; ply < 150; ply++) {
            Position root = game.copy();
            e.reset(root);
            assertEquals(ReferenceEval.value(tables, root), e.value(root), root.sfen());
            int n = MoveGenerator.generateAll(root, buf, 0);
            if (n == 0) {
                break;
            }
            // A little search below the root, as between two resets, reusing the deeper plies.
            for (int k = 0; k < 3; k++) {
                int m = buf[rnd.nextInt(n)];
                root.doMove(m);
                e.onMove(root, m);
                e.value(root);
                root.undoMove();
            }
            game.doMove(buf[rnd.nextInt(n)]);
        }
    }

    /**
     * A ply whose state a search overwrote with another position's no longer counts as the previous root: here the
     * state one ply below {@code p} belongs to a sibling of p when the reset one move after p comes.
     */
    @Test
    void resetIgnoresAPreviousPlyReusedBySiblingSearch() {
        Position pos = Position.startpos();
        for (String u : new String[] {"7g7f", "3c3d"}) {
            pos.doMove(pos.toMove(u));
        }
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos); // p = 7g7f 3c3d, at ply 2
        pos.undoMove();
        e.reset(pos); // the search of p's parent ...
        int sibling = pos.toMove("8c8d");
        pos.doMove(sibling);
        e.onMove(pos, sibling);
        e.value(pos); // ... fills ply 2 with the sibling's state
        pos.undoMove();
        pos.doMove(pos.toMove("3c3d"));
        pos.doMove(pos.toMove("8h2b+"));
        e.reset(pos);
        assertEquals(ReferenceEval.value(tables, pos), e.value(pos));
    }

    @Test
    void positionsWithoutAKingUseMaterial() {
        Position pos = Sfen.parse("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos);
        assertEquals(ReferenceEval.value(tables, pos), e.value(pos));
        int m = pos.toMove("G*5b");
        pos.doMove(m);
        e.onMove(pos, m);
        assertEquals(kirin.core.MaterialEvaluator.full(pos) * (pos.sideToMove() == Color.BLACK ? 1 : -1), e.value(pos));
    }

    @Test
    void evaluateClampsBelowMateScores() {
        KppTables t = new KppTables();
        try {
            Position pos = Position.startpos();
            t.setKk(pos.kingSquare(Color.BLACK), pos.kingSquare(Color.WHITE), 0, 2_000_000_000);
            KppEvaluator e = new KppEvaluator(t);
            e.reset(pos);
            assertEquals(2_000_000_000 / 32, e.value(pos));
            assertEquals(KppEvaluator.VALUE_MAX, e.evaluate(pos));
        } finally {
            t.close();
        }
    }
}
