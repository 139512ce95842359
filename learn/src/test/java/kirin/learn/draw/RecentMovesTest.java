package kirin.learn.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.eval.draw.DrawFeatures;
import org.junit.jupiter.api.Test;

/** The recent-move features rebuilt from records equal the search's, read from a position's history. */
class RecentMovesTest {
    private static final String GAME = "7g7f 3c3d 8h2b+ 3a2b B*4e 5a4b 2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b"
            + " 4e3d 2b3c 3d4e 3c2b 4e3d 2b3c 3d4e 4b5b";

    @Test
    void recordsInARowGiveTheSearchsValues() {
        Position game = Position.startpos();
        RecentMoves recent = new RecentMoves();
        String[] moves = GAME.split(" ");
        for (int ply = 0; ply <= moves.length; ply++) {
            // A record holds the position alone (no history) and the move played from it.
            Position record = Sfen.parse(game.sfen());
            assertEquals(DrawFeatures.quietPlies(game), recent.quiet(record, ply, ply == 0), "quiet at ply " + ply);
            assertEquals(DrawFeatures.goingBack(game), recent.goingBack(ply), "going back at ply " + ply);
            if (ply < moves.length) {
                int m = game.toMove(moves[ply]);
                recent.played(ply, Move.to16(m));
                game.doMove(m);
            }
        }
    }

    @Test
    void aGameStartingAfterACaptureCountsFromItsFirstRecord() {
        Position record = Sfen.parse("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
        RecentMoves recent = new RecentMoves();
        assertEquals(0, recent.quiet(record, 3, true), "a piece is in hand: its capture's ply is unknown");
        assertEquals(2, recent.quiet(record, 5, false), "two plies on, hands unchanged");
        assertEquals(0, recent.goingBack(5), "no moves known");
    }
}
