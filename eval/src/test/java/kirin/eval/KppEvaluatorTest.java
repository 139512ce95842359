package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import kirin.core.Color;
import kirin.core.Move;
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

    /**
     * Random games; at every position each legal move (up to 12 of them) is played, evaluated, answered by a
     * random reply and evaluated again, then both are taken back and the position evaluated once more, so that
     * moves, captures, drops, promotions, king moves, null moves and undo are all checked against the oracle.
     */
    @Test
    void incrementalEqualsFullAlongRandomGames() {
        int checked = 0;
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom rnd = new SplittableRandom(7);
        KppEvaluator e = new KppEvaluator(tables);
        for (int game = 0; game < 12; game++) {
            Position pos = Position.startpos();
            e.reset(pos);
            for (int ply = 0; ply < 200; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                int root = e.value(pos);
                assertEquals(ReferenceEval.value(tables, pos), root, pos.sfen());
                for (int k = 0; k < Math.min(n, 12); k++) {
                    int m = buf[rnd.nextInt(n)];
                    pos.doMove(m);
                    e.onMove(pos, m);
                    assertEquals(ReferenceEval.value(tables, pos), e.value(pos), Move.toUsi(m) + " " + pos.sfen());
                    checked++;
                    int r = MoveGenerator.generateAll(pos, replies, 0);
                    if (r > 0) {
                        int reply = replies[rnd.nextInt(r)];
                        pos.doMove(reply);
                        e.onMove(pos, reply);
                        assertEquals(ReferenceEval.value(tables, pos), e.value(pos), pos.sfen());
                        checked++;
                        pos.undoMove();
                    } else if (!pos.inCheck()) {
                        pos.doNullMove();
                        e.onNullMove(pos);
                        assertEquals(ReferenceEval.value(tables, pos), e.value(pos), "null " + pos.sfen());
                        pos.undoNullMove();
                    }
                    pos.undoMove();
                    assertEquals(root, e.value(pos), "after undo " + pos.sfen());
                }
                int m = buf[rnd.nextInt(n)];
                pos.doMove(m);
                e.onMove(pos, m); // the next iteration evaluates it incrementally
            }
        }
        System.out.println("KppEvaluatorTest: " + checked + " positions checked incrementally");
        assertEquals(true, checked >= 10_000, "checked " + checked);
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
