package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

class LeafSearchTest {
    @Test
    void quietPositionIsItsOwnLeaf() {
        LeafSearch s = new LeafSearch(new MaterialEvaluator());
        Position pos = Position.startpos();
        LeafSearch.Leaf leaf = s.search(pos);
        assertEquals(0, leaf.pv().length);
        assertEquals(pos.sfen(), leaf.position().sfen());
        assertEquals(0, leaf.shallow());
    }

    @Test
    void leafIsTheEndOfTheCaptureLineValuedForTheRootSide() {
        // White to move takes black's rook: the leaf has black to move, its value is for white (the root side).
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/9/4R3K w - 1");
        String before = pos.sfen();
        LeafSearch s = new LeafSearch(new MaterialEvaluator());
        for (int i = 0; i < 3; i++) { // the same answer with a warm table
            LeafSearch.Leaf leaf = s.search(pos);
            assertEquals(before, pos.sfen());
            assertTrue(leaf.pv().length >= 1);
            assertEquals("5e5i+", Move.toUsi(leaf.pv()[0]));
            Position expect = pos.copy();
            for (int m : leaf.pv()) {
                expect.doMove(m);
            }
            assertEquals(expect.sfen(), leaf.position().sfen());
            MaterialEvaluator e = new MaterialEvaluator();
            e.reset(expect);
            int v = e.evaluate(expect);
            assertEquals(expect.sideToMove() == pos.sideToMove() ? v : -v, leaf.shallow());
            assertEquals(leaf.qsearchValue(), leaf.shallow());
            assertTrue(leaf.shallow() > 900, "white wins a rook: " + leaf.shallow());
        }
    }
}
