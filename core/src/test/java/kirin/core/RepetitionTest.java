package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Sennichite: the fourth occurrence, perpetual check for either side, and the superior/inferior hints. */
class RepetitionTest {
    private static final String ROOK_SHUFFLE = "2h3h 8b7b 3h2h 7b8b ";

    @Test
    void fourthOccurrenceIsADraw() {
        Position pos = Position.startpos();
        assertEquals(Repetition.NONE, Repetition.of(pos, Repetition.GAME_RULE));
        pos = TestPositions.play(Sfen.STARTPOS, ROOK_SHUFFLE);
        assertEquals(Repetition.NONE, Repetition.of(pos, Repetition.GAME_RULE), "second occurrence");
        assertEquals(Repetition.DRAW, Repetition.of(pos, 1), "a search scores the first recurrence");
        pos = TestPositions.play(Sfen.STARTPOS, ROOK_SHUFFLE.repeat(2));
        assertEquals(Repetition.NONE, Repetition.of(pos, Repetition.GAME_RULE), "third occurrence");
        pos = TestPositions.play(Sfen.STARTPOS, ROOK_SHUFFLE.repeat(3));
        assertEquals(Repetition.DRAW, Repetition.of(pos, Repetition.GAME_RULE), "fourth occurrence");
    }

    @Test
    void positionsInBetweenDoNotRepeatYet() {
        Position pos = TestPositions.play(Sfen.STARTPOS, ROOK_SHUFFLE.repeat(2) + "2h3h 8b7b 3h2h");
        assertEquals(Repetition.NONE, Repetition.of(pos, Repetition.GAME_RULE));
    }

    /** Black's dragon checks on every move (3a, 3b, 3a, ...) while the white king shuttles 1a-1b. */
    private static final String CHECKING_START = "8k/9/6+R2/9/9/9/9/9/K8 b - 1";
    private static final String CHECKING_CYCLE = "1a1b 3a3b 1b1a 3b3a ";

    @Test
    void perpetualCheckLosesForTheChecker() {
        Position pos = TestPositions.play(CHECKING_START, "3c3a " + CHECKING_CYCLE.repeat(3));
        assertEquals(Color.WHITE, pos.sideToMove());
        assertEquals(Repetition.WIN, Repetition.of(pos, Repetition.GAME_RULE), "white, checked every move, wins");
        pos.undoMove();
        assertEquals(Repetition.NONE, Repetition.of(pos, Repetition.GAME_RULE));
    }

    @Test
    void perpetualCheckSeenFromTheCheckerIsALoss() {
        // One more white move and black dragon move: the position after white's king move recurs with black to move.
        Position pos = TestPositions.play(CHECKING_START, "3c3a " + CHECKING_CYCLE.repeat(3) + "1a1b");
        assertEquals(Color.BLACK, pos.sideToMove());
        assertEquals(Repetition.LOSE, Repetition.of(pos, Repetition.GAME_RULE));
    }

    @Test
    void checksThatDoNotCoverTheWholeSpanAreADraw() {
        // The first cycle from the checked position contains two quiet black king moves; the next two are all
        // checks. At the fourth occurrence black has not checked on every move since the first: a plain draw.
        String mixed = "1a1b 9i9h 1b1c 9h9i 1c1b 3a3b 1b1a 3b3a ";
        Position pos = TestPositions.play(CHECKING_START, "3c3a " + mixed + CHECKING_CYCLE.repeat(2));
        assertEquals(Color.WHITE, pos.sideToMove());
        assertEquals(Repetition.DRAW, Repetition.of(pos, Repetition.GAME_RULE));
    }

    @Test
    void handDifferencesGiveHints() {
        // Black drops a pawn that the white king takes, then both kings return: same board, black to move, black
        // now holds one pawn fewer: inferior.
        Position pos = TestPositions.play("4k4/9/9/9/9/9/9/9/K8 b 2P 1", "P*5b 5a5b 9i9h 5b4a 9h9i 4a5a");
        assertEquals(Color.BLACK, pos.sideToMove());
        assertEquals(Repetition.INFERIOR, Repetition.of(pos, Repetition.GAME_RULE));
        assertEquals(Repetition.INFERIOR, Repetition.of(pos, 1));
    }

    @Test
    void superiorWhenTheSideToMoveGainedPieces() {
        // White drops a pawn that the black king takes; back on the same board with white to move, white holds one
        // pawn fewer (inferior for white); and with black to move, black holds one more (superior).
        String start = "4k4/9/9/9/9/9/9/9/4K4 w 2p 1";
        Position pos = TestPositions.play(start, "P*5h 5i5h 5a4a 5h6i 4a5a 6i5i");
        assertEquals(Color.WHITE, pos.sideToMove());
        assertEquals(Repetition.INFERIOR, Repetition.of(pos, Repetition.GAME_RULE));
        pos = TestPositions.play("4k4/9/9/9/9/9/9/9/4K4 b 2p 1", "5i4i P*5h 4i5h 5a4a 5h5i 4a5a");
        assertEquals(Color.BLACK, pos.sideToMove());
        assertEquals(Repetition.SUPERIOR, Repetition.of(pos, Repetition.GAME_RULE));
    }

    @Test
    void nullMoveEndsTheLookBack() {
        Position pos = TestPositions.play(Sfen.STARTPOS, ROOK_SHUFFLE.repeat(3));
        assertEquals(Repetition.DRAW, Repetition.of(pos, Repetition.GAME_RULE));
        pos.doNullMove();
        pos.doNullMove();
        assertEquals(Repetition.NONE, Repetition.of(pos, 1));
    }
}
