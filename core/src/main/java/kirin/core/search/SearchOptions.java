package kirin.core.search;

import kirin.core.EnteringKingRule;

/**
 * Engine settings that shape the search, set from USI options. Values in internal units unless noted. A search
 * reads them once when it starts.
 */
public final class SearchOptions {
    /** Draw score in centipawns when the engine plays black / white (YaneuraOu's DrawValueBlack/White). */
    public int drawValueBlack = -2;
    public int drawValueWhite = -2;
    /** 0 = no limit; otherwise the game is drawn when the position after move N is reached (not mated). */
    public int maxMovesToDraw = 0;
    public EnteringKingRule enteringKingRule = EnteringKingRule.CSA_RULE_27;
    public int multiPv = 1;
    /** Resign when the best score is at or below minus this many centipawns (99999 = never). */
    public int resignValue = 99999;
    /** Fixed limits from the options (0 = none), applied on top of the go command's limits. */
    public int depthLimit = 0;
    public long nodesLimit = 0;
    // Time management (milliseconds), YaneuraOu's meaning, but NetworkDelay 0 by default: Kirin keeps back its own
    // measured reserve when that is larger (TimeManager.reserve).
    public int networkDelay = 0;
    public int networkDelay2 = 1120;
    /**
     * Whether a byoyomi or {@code movetime} keeps back a reserve for the answer's way to the GUI; false where the
     * limit is the time to search and no clock waits for the move ({@code bench}'s timed part).
     */
    public boolean keepReserve = true;
    public int minimumThinkingTime = 2000;
    /** Percentage applied to the time spent per move in the main time (100 = normal). */
    public int slowMover = 100;
    /**
     * Whether the nodes of the main search look for a mate in one before pruning (the quiescence search's test is
     * kept either way). Play keeps it; gensfen turns it off for searches of depth 3 or less, where it cost 3% to
     * 8% of the time and was worth nothing (docs/experiments/2026-11-27-gensfen-depth3).
     */
    public boolean mateOneInSearch = true;

    /**
     * The game rules of these options (draw values, move limit, entering-king rule) with {@code multiPv} lines and
     * every limit and time setting at its default: what a tool's own fixed-depth searches (gensfen, book thinking)
     * take from the engine's options.
     */
    public SearchOptions rulesOnly(int multiPv) {
        SearchOptions s = new SearchOptions();
        s.drawValueBlack = drawValueBlack;
        s.drawValueWhite = drawValueWhite;
        s.maxMovesToDraw = maxMovesToDraw;
        s.enteringKingRule = enteringKingRule;
        s.multiPv = multiPv;
        return s;
    }

    public SearchOptions copy() {
        SearchOptions c = rulesOnly(multiPv);
        c.resignValue = resignValue;
        c.depthLimit = depthLimit;
        c.nodesLimit = nodesLimit;
        c.networkDelay = networkDelay;
        c.networkDelay2 = networkDelay2;
        c.keepReserve = keepReserve;
        c.minimumThinkingTime = minimumThinkingTime;
        c.slowMover = slowMover;
        c.mateOneInSearch = mateOneInSearch;
        return c;
    }
}
