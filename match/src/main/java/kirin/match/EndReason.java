package kirin.match;

/**
 * Why a game ended, with its CSA terminator, its Floodgate-style summary keyword and its wording in results.
 * Descriptions use {@code %W} for the winner's colour and {@code %L} for the loser's ("Black", "White").
 */
public enum EndReason {
    MATE("%TSUMI", "tsumi", "%W mates"),
    RESIGN("%TORYO", "toryo", "%L resigns"),
    ILLEGAL_MOVE("%ILLEGAL_MOVE", "illegal move", "%L makes an illegal move"),
    /** {@code bestmove win} when the declaration conditions do not hold. */
    FALSE_DECLARATION("%ILLEGAL_MOVE", "illegal kachi", "%L declares falsely"),
    DECLARATION("%KACHI", "kachi", "%W wins by declaration"),
    /** Try rule: the king reached the enemy king's starting square. */
    TRY(null, "try", "%W wins by try"),
    /** The move came after the allowance plus the forfeit margin. */
    TIME_FORFEIT("%TIME_UP", "time up", "%L loses on time"),
    /** No answer even after {@code stop} (or no {@code usiok}/{@code readyok}): the engine is restarted. */
    STALL("%TIME_UP", "time up", "%L stops answering"),
    /** The process exited or could not be started: the engine is restarted. */
    CRASH(null, "abnormal", "%L's engine crashes"),
    PERPETUAL_CHECK(null, "oute_sennichite", "%L checks perpetually"),
    REPETITION("%SENNICHITE", "sennichite", "Draw by repetition"),
    MAX_MOVES("%JISHOGI", "max_moves", "Draw by move limit"),
    /** A declaration worth a draw (24-point rule, 24 to 30 points). */
    JISHOGI("%JISHOGI", "jishogi", "Draw by declaration (jishogi)");

    private final String csa;
    private final String summary;
    private final String text;

    EndReason(String csa, String summary, String text) {
        this.csa = csa;
        this.summary = summary;
        this.text = text;
    }

    /**
     * The CSA terminator, or null where none fits the reason and the loser's {@code %+ILLEGAL_ACTION} /
     * {@code %-ILLEGAL_ACTION} is written instead.
     */
    public String csa() {
        return csa;
    }

    /** Keyword of the {@code 'summary:} comment line, as Floodgate writes it. */
    public String summary() {
        return summary;
    }

    public boolean isDraw() {
        return this == REPETITION || this == MAX_MOVES || this == JISHOGI;
    }

    /** True if the reason's CSA terminator names the winner as the side to move (only {@code %KACHI}). */
    boolean csaWinnerMoves() {
        return this == DECLARATION;
    }

    /** The description with the colours filled in, e.g. "White resigns". */
    public String describe(int winner) {
        String w = winner == 0 ? "Black" : "White";
        String l = winner == 0 ? "White" : "Black";
        return text.replace("%W", w).replace("%L", l);
    }
}
