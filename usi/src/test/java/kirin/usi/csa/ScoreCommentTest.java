package kirin.usi.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import kirin.core.Position;
import org.junit.jupiter.api.Test;

class ScoreCommentTest {
    @Test
    void blacksScoreAndTheExpectedLine() {
        Position p = Position.startpos();
        int played = p.toMove("7g7f");
        assertEquals("* 30 -3334FU +2726FU",
                ScoreComment.of("info depth 8 score cp 30 nodes 100 pv 7g7f 3c3d 2g2f", p, played));
    }

    @Test
    void whiteScoresAreTurnedToBlacksView() {
        Position p = Position.startpos();
        p.doMove(p.toMove("7g7f"));
        int played = p.toMove("3c3d");
        assertEquals("* -45 +2726FU", ScoreComment.of("info score cp 45 pv 3c3d 2g2f", p, played));
        assertEquals("* -99997", ScoreComment.of("info score mate 3 pv", p, played));
        assertEquals("* 99998", ScoreComment.of("info score mate -2 pv 1c1d", p, played));
    }

    @Test
    void noScoreNoComment() {
        Position p = Position.startpos();
        int played = p.toMove("7g7f");
        assertNull(ScoreComment.of(null, p, played));
        assertNull(ScoreComment.of("info depth 3 nodes 10 pv 7g7f", p, played));
        // A PV of another move, or an illegal one, is left out.
        assertEquals("* 5", ScoreComment.of("info score cp 5 pv 2g2f 3c3d", p, played));
        assertEquals("* 5 -3334FU", ScoreComment.of("info score cp 5 pv 7g7f 3c3d 9a9z", p, played));
    }
}
