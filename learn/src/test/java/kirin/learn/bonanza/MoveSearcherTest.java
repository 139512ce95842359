package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import org.junit.jupiter.api.Test;

class MoveSearcherTest {
    /** White to move with a pawn capture available (2c2d), after seven opening moves. */
    static String middle() {
        Position p = Position.startpos();
        for (String m : "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 2e2d".split(" ")) {
            p.doMove(p.toMove(m));
        }
        return p.sfen();
    }

    @Test
    void everyKeptLineIsLegalFromTheRootAndStartsWithItsMove() {
        try (KppTables t = new KppTables()) {
            t.fillRandom(5, 20, 100);
            for (int depth = 1; depth <= 2; depth++) {
                MoveSearcher s = new MoveSearcher(new KppEvaluator(t), new SearchOptions(), depth,
                        new ComparisonObjective(256));
                for (String sfen : new String[] {Sfen.STARTPOS, middle()}) {
                    Position root = Sfen.parse(sfen);
                    int[] moves = new int[MoveGenerator.MAX_MOVES];
                    int n = MoveGenerator.generateAll(root, moves, 0);
                    int record = moves[n / 2];
                    MoveSearcher.Result r = s.search(root, record, 7);
                    assertFalse(r.dropped());
                    assertEquals(n, r.moves());
                    PositionLeaves l = r.leaves();
                    assertEquals(7, l.ply);
                    assertEquals(record, l.line(0)[0], "the record move's line comes first");
                    assertEquals(r.leaves().lines() - 1 + l.outAbove + l.outBelow, n - 1);
                    boolean[] seen = new boolean[n];
                    for (int i = 0; i < l.lines(); i++) {
                        int[] line = l.line(i);
                        Position p = root.copy();
                        for (int m : line) {
                            assertTrue(MoveGenerator.isLegal(p, m), "depth " + depth + " line " + i + " from "
                                    + sfen);
                            p.doMove(m);
                        }
                        for (int k = 0; k < n; k++) {
                            if (moves[k] == line[0]) {
                                assertFalse(seen[k], "one line per root move");
                                seen[k] = true;
                            }
                        }
                    }
                    assertTrue(r.agreement() >= 0 && r.agreement() <= 1);
                    assertTrue(r.rank() >= 1 && r.rank() <= n);
                    assertTrue(r.objective() >= 0 && r.objective() <= n - 1);
                    if (depth == 1) {
                        // The quiescence lines of a middle game include captures: some line goes past its root move.
                        boolean longer = false;
                        for (int i = 0; i < l.lines(); i++) {
                            longer |= l.line(i).length > 1;
                        }
                        assertTrue(longer || sfen.equals(Sfen.STARTPOS));
                    }
                }
            }
        }
    }

    @Test
    void aRecordMoveThatMatesDropsThePosition() {
        // Black to move mates with the gold drop on 5b (G*5b); the record move is that mate.
        Position root = Sfen.parse("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        int mate = root.toMove("G*5b");
        try (KppTables t = new KppTables()) {
            MoveSearcher s = new MoveSearcher(new KppEvaluator(t), new SearchOptions(), 1, new ComparisonObjective(256));
            MoveSearcher.Result r = s.search(root, mate, 0);
            assertTrue(r.dropped());
        }
    }
}
