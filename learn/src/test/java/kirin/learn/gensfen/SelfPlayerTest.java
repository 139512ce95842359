package kirin.learn.gensfen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import kirin.core.MaterialEvaluator;
import kirin.core.search.SearchOptions;
import kirin.learn.DuplicateFilter;
import kirin.learn.PackedSfen;
import org.junit.jupiter.api.Test;

/** One generator thread's bookkeeping: which plies are searched and what becomes of their positions. */
class SelfPlayerTest {
    /** Takes everything and keeps nothing. */
    private static final RecordSink DISCARD = new RecordSink() {
        @Override
        public boolean accept(byte[] records, int count) {
            return true;
        }

        @Override
        public boolean wanted() {
            return true;
        }
    };

    private static SelfPlayer player(String tokens, long seed) {
        GensfenOptions o = GensfenOptions.parse(Arrays.asList(tokens.split(" ")));
        return new SelfPlayer(o, new MaterialEvaluator(), new SearchOptions(), DISCARD, new DuplicateFilter(16),
                PackedSfen::encode, new AtomicBoolean(), seed);
    }

    /** A ply that gets a random move is not searched: every other ply of a game that runs to write_maxply is. */
    @Test
    void randomMovePliesAreNotSearched() {
        for (long seed = 1; seed <= 5; seed++) {
            SelfPlayer p = player("depth 1 write_maxply 60 write_minply 30 eval_limit 32000 random_move_count 5", seed);
            p.playGame();
            if (p.endings[0] == 1) { // the game reached write_maxply: all 60 plies were played
                assertEquals(60, p.plies, "seed " + seed);
                assertEquals(60 - 5, p.searches, "seed " + seed);
                // Plies 0..28 come before write_minply; the 5 random ones among them (all below ply 24) are not searched.
                assertEquals(29 - 5, p.discards[0], "seed " + seed);
                return;
            }
        }
        throw new AssertionError("no game reached write_maxply");
    }

    /** A book of one line: 7g7f 3c3d (from the start position only). */
    private static final OpeningBook TWO_MOVES = (pos, rnd) -> {
        if (pos.gamePly() == 1) {
            return pos.toMove("7g7f");
        }
        if (pos.gamePly() == 2 && pos.lastMove() != 0 && kirin.core.Move.toUsi(pos.lastMove()).equals("7g7f")) {
            return pos.toMove("3c3d");
        }
        return kirin.core.Move.NONE;
    };

    /** With random_move_minply -1 the book is followed to its end, then the random moves come in a row. */
    @Test
    void theBookOpensAndTheRandomMovesFollowWhereItEnds() {
        for (long seed = 1; seed <= 5; seed++) {
            SelfPlayer p = player("depth 1 write_maxply 40 write_minply 1 eval_limit 32000 random_move_minply -1 "
                    + "random_move_count 3", seed);
            p.book = TWO_MOVES;
            p.variety = new OpeningVariety(1);
            p.playGame();
            assertEquals(2, p.bookMoves, "seed " + seed);
            if (p.endings[0] == 1) { // 40 plies: 2 book moves, 3 random moves, 35 searches
                assertEquals(40 - 2 - 3, p.searches, "seed " + seed);
                assertEquals(40, p.variety.distinct(), "seed " + seed);
                return;
            }
        }
        throw new AssertionError("no game reached write_maxply");
    }

    /** Without -1, a ply the random schedule marks gets a random move even inside the book. */
    @Test
    void aScheduledRandomMoveReplacesTheBookMove() {
        SelfPlayer p = player("depth 1 write_maxply 30 eval_limit 32000 random_move_minply 1 random_move_maxply 1 "
                + "random_move_count 1", 3);
        p.book = TWO_MOVES;
        p.playGame();
        assertEquals(0, p.bookMoves); // ply 1 is random, so the position after it is not the book's
    }

    /** The repetition test of the duplicate rule: the same position with the same side to move, earlier in the game. */
    @Test
    void aPositionRepeatsInItsGameAfterARookShuffle() {
        kirin.core.Position pos = kirin.core.Position.startpos();
        for (String m : "2h3h 8b7b 3h2h".split(" ")) {
            pos.doMove(pos.toMove(m));
            assertFalse(SelfPlayer.repeatsInThisGame(pos), m);
        }
        pos.doMove(pos.toMove("7b8b"));
        assertTrue(SelfPlayer.repeatsInThisGame(pos));
    }
}
