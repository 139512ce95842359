package kirin.core;

/**
 * Repetition (sennichite) verdicts, always from the point of view of the side to move.
 *
 * <p>The game rule: the same position (board, both hands, side to move) occurring for the fourth time ends the
 * game in a draw, unless one side gave check with every one of its moves since the first occurrence; that side
 * loses. If both sides did (possible in theory, since an evasion can check), the result is a draw. The search may
 * ask for a verdict at the first recurrence instead ({@code previousOccurrences} = 1), as engines usually do.
 *
 * <p>{@link #SUPERIOR} and {@link #INFERIOR} are hints for the search, never game results: the board and side to
 * move recur while the side to move now holds strictly more (superior) or strictly fewer (inferior) pieces in hand.
 */
public enum Repetition {
    NONE,
    DRAW,
    /** The opponent checked perpetually: the side to move wins. */
    WIN,
    /** The side to move checked perpetually: it loses. */
    LOSE,
    SUPERIOR,
    INFERIOR;

    /** Previous occurrences that make the game-rule repetition (the fourth occurrence). */
    public static final int GAME_RULE = 3;

    /**
     * The verdict at the current position, looking back over the whole game history (but not across a null move).
     *
     * @param previousOccurrences how many earlier occurrences of the exact position make a repetition:
     *     {@link #GAME_RULE} for the rules of the game, 1 for a search that scores the first recurrence
     */
    public static Repetition of(Position pos, int previousOccurrences) {
        return of(pos, previousOccurrences, Integer.MAX_VALUE);
    }

    /** As {@link #of(Position, int)}, looking back at most {@code maxPlies} plies (a search's cheap window). */
    public static Repetition of(Position pos, int previousOccurrences, int maxPlies) {
        int i = pos.ply;
        long board = pos.boardKeys[i];
        if (pos.boardsSeen[Position.seenSlot(board)] < 2) {
            return NONE; // no earlier position has this board key
        }
        int stop = i - Math.min(pos.sinceNull[i], maxPlies);
        long hands = pos.handKeys[i];
        int us = pos.side;
        int found = 0;
        Repetition hint = NONE;
        // The shortest cycle is four plies; only positions with the same side to move can match.
        for (int j = i - 4; j >= stop; j -= 2) {
            if (pos.boardKeys[j] != board) {
                continue;
            }
            if (pos.handKeys[j] == hands) {
                if (++found >= previousOccurrences) {
                    return verdict(pos, i, i - j, us);
                }
            } else if (hint == NONE) {
                int now = pos.hands[2 * i + us];
                int then = pos.hands[2 * j + us];
                if (Hand.dominates(now, then)) {
                    hint = SUPERIOR;
                } else if (Hand.dominates(then, now)) {
                    hint = INFERIOR;
                }
            }
        }
        return hint;
    }

    private static Repetition verdict(Position pos, int i, int span, int us) {
        int movesEach = span / 2;
        boolean themChecked = pos.consecutiveChecks[2 * i + (us ^ 1)] >= movesEach;
        boolean usChecked = pos.consecutiveChecks[2 * i + us] >= movesEach;
        if (themChecked && !usChecked) {
            return WIN;
        }
        if (usChecked && !themChecked) {
            return LOSE;
        }
        return DRAW;
    }
}
