package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import kirin.core.Declaration.Verdict;
import org.junit.jupiter.api.Test;

/** Entering-king declaration under the 27-point (CSA) and 24-point rules, their handicap forms and the try rule. */
class DeclarationTest {
    /** Black king on 5b with nine tokins on rank a and a gold on 5c: ten pieces, ten points in camp. */
    private static String black(String hand) {
        return "+P+P+P+P+P+P+P+P+P/4K4/4G4/9/9/9/9/9/4k4 b " + hand + " 1";
    }

    /** The same, rotated: white king on 5h with ten pieces in black's camp, white to move. */
    private static String white(String hand) {
        return "4K4/9/9/9/9/9/4g4/4k4/+p+p+p+p+p+p+p+p+p w " + hand + " 1";
    }

    private static Verdict judge(String sfen, EnteringKingRule rule) {
        return Declaration.judge(Sfen.parse(sfen), rule);
    }

    @Test
    void pointsCountBigPiecesAsFive() {
        Position pos = Sfen.parse(black("2R2B"));
        assertEquals(30, Declaration.points(pos, Color.BLACK));
        assertEquals(10, Declaration.piecesInCamp(pos, Color.BLACK));
        assertEquals(0, Declaration.points(pos, Color.WHITE));
    }

    @Test
    void twentySevenPointRuleNeeds28ForBlackAnd27ForWhite() {
        assertEquals(Verdict.WIN, judge(black("2RB3P"), EnteringKingRule.CSA_RULE_27)); // 28
        assertEquals(Verdict.LOSE, judge(black("2RB2P"), EnteringKingRule.CSA_RULE_27)); // 27
        assertEquals(Verdict.WIN, judge(white("2rb2p"), EnteringKingRule.CSA_RULE_27)); // 27
        assertEquals(Verdict.LOSE, judge(white("2rbp"), EnteringKingRule.CSA_RULE_27)); // 26
    }

    @Test
    void twentyFourPointRuleWinsAt31AndDrawsFrom24() {
        assertEquals(Verdict.WIN, judge(black("2R2BP"), EnteringKingRule.CSA_RULE_24)); // 31
        assertEquals(Verdict.DRAW, judge(black("2R2B"), EnteringKingRule.CSA_RULE_24)); // 30
        assertEquals(Verdict.DRAW, judge(black("2RB"), EnteringKingRule.CSA_RULE_24)); // 25
        assertEquals(Verdict.LOSE, judge(black("RB3P"), EnteringKingRule.CSA_RULE_24)); // 23
        assertEquals(Verdict.WIN, judge(white("2r2bp"), EnteringKingRule.CSA_RULE_24));
    }

    @Test
    void everyConditionMatters() {
        // Nine pieces in camp only (one tokin fewer, two more points in hand).
        assertEquals(Verdict.LOSE, judge("+P+P+P+P1+P+P+P+P/4K4/4G4/9/9/9/9/9/4k4 b 2R2B2P 1", EnteringKingRule.CSA_RULE_27));
        // King outside the camp (5d).
        assertEquals(Verdict.LOSE, judge("+P+P+P+P+P+P+P+P+P/9/4G4/4K4/9/9/9/9/4k4 b 2R2BG 1", EnteringKingRule.CSA_RULE_27));
        // King in check from a white rook on 9b, with 33 points.
        assertEquals(Verdict.LOSE, judge("+P+P+P+P+P+P+P+P+P/r3K4/4G4/9/9/9/9/9/4k4 b R2B8P 1", EnteringKingRule.CSA_RULE_27));
        assertEquals(Verdict.WIN, judge("+P+P+P+P+P+P+P+P+P/4K4/4G4/9/9/9/9/9/r3k4 b R2B8P 1", EnteringKingRule.CSA_RULE_27));
        // No rule: never a declaration.
        assertEquals(Verdict.LOSE, judge(black("2R2B"), EnteringKingRule.NO_ENTERING_KING));
        assertEquals(Verdict.LOSE, judge(black("2R2B"), EnteringKingRule.TRY_RULE));
    }

    @Test
    void handicapRulesLowerWhitesThreshold() {
        // Two-piece handicap: one rook and one bishop (10 points) are missing from the set; every other piece is on
        // the board or in a hand. White has 10 pieces in camp and 2 lances and 5 pawns in hand: 17 points.
        Position pos = Sfen.parse("4K4/9/9/9/9/9/4g4/4k4/+p+p+p+p+p+p+p+p+p w RB3G4S4N2L4P2l5p 1");
        assertEquals(17, Declaration.points(pos, Color.WHITE));
        assertEquals(10, Declaration.missingPoints(pos));
        assertEquals(Verdict.LOSE, Declaration.judge(pos, EnteringKingRule.CSA_RULE_27));  // needs 27
        assertEquals(Verdict.WIN, Declaration.judge(pos, EnteringKingRule.CSA_RULE_27H));  // needs 27 - 10
        assertEquals(Verdict.LOSE, Declaration.judge(pos, EnteringKingRule.CSA_RULE_24));  // needs 24 to draw
        assertEquals(Verdict.DRAW, Declaration.judge(pos, EnteringKingRule.CSA_RULE_24H)); // 14 draws, 21 wins
        // Black's threshold never changes, and an even game has nothing missing.
        assertEquals(Verdict.LOSE, judge(black("2RB2P"), EnteringKingRule.CSA_RULE_27H));
        assertEquals(0, Declaration.missingPoints(Position.startpos()));
    }

    @Test
    void tryRuleMoveReachesTheEnemyKingSquare() {
        Position pos = Sfen.parse("9/4K4/9/9/9/9/9/9/4k4 b - 1");
        assertEquals("5b5a", Move.toUsi(Declaration.tryMove(pos)));
        Position guarded = Sfen.parse("3g5/4K4/9/9/9/9/9/9/4k4 b - 1");
        assertEquals(Move.NONE, Declaration.tryMove(guarded), "5a is covered by the gold on 6a");
        Position far = Sfen.parse("9/9/4K4/9/9/9/9/9/4k4 b - 1");
        assertEquals(Move.NONE, Declaration.tryMove(far));
        Position whiteTry = Sfen.parse("4K4/9/9/9/9/9/9/4k4/9 w - 1");
        assertEquals("5h5i", Move.toUsi(Declaration.tryMove(whiteTry)));
    }

    @Test
    void usiNames() {
        assertEquals(EnteringKingRule.CSA_RULE_27, EnteringKingRule.fromUsiName("CSARule27"));
        assertEquals(EnteringKingRule.TRY_RULE, EnteringKingRule.fromUsiName("tryrule"));
        assertNull(EnteringKingRule.fromUsiName("bogus"));
        for (EnteringKingRule r : EnteringKingRule.values()) {
            assertEquals(r, EnteringKingRule.fromUsiName(r.usiName()));
        }
    }
}
