package kirin.core;

/**
 * Entering-king declaration (nyugyoku sengen), judged for the side to move under an {@link EnteringKingRule}.
 *
 * <p>Conditions for the point rules (CSA, 13th WCSC): the declarer is to move; its king is in the enemy camp (the
 * three far ranks); it has at least 10 other pieces there; it is not in check; and it has enough points, counting
 * rook, bishop, horse and dragon as 5 and every other piece as 1, over its pieces in hand and its pieces in the
 * enemy camp (the king excluded). The remaining-time condition is the clock's business, not this class's.
 */
public final class Declaration {
    /** Outcome of a declaration by the side to move. */
    public enum Verdict {
        /** The declaration wins. */
        WIN,
        /** 24-point rule with 24 to 30 points: jishogi, a draw. */
        DRAW,
        /** A condition fails: a declaration would lose. */
        LOSE
    }

    /** Points of a full set (both colours, kings excluded): 4 big pieces at 5 and 34 small ones at 1. */
    private static final int FULL_SET_POINTS = 54;

    /** The enemy camp of each colour (its promotion zone), as bitboard words. */
    private static final long[] CAMP_LO = new long[Color.NB];
    private static final long[] CAMP_HI = new long[Color.NB];

    static {
        for (int sq = 0; sq < Square.NB; sq++) {
            for (int c = Color.BLACK; c <= Color.WHITE; c++) {
                if (Square.inPromotionZone(c, sq)) {
                    CAMP_LO[c] |= Bitboard.lo(sq);
                    CAMP_HI[c] |= Bitboard.hi(sq);
                }
            }
        }
    }

    private Declaration() {}

    private static int points(int type) {
        int base = Piece.base(type);
        return base == Piece.BISHOP || base == Piece.ROOK ? 5 : 1;
    }

    private static int handPoints(int hand) {
        return Hand.total(hand) + 4 * (Hand.count(hand, Piece.BISHOP) + Hand.count(hand, Piece.ROOK));
    }

    /** Declaration points of {@code color}: its hand plus its pieces in the enemy camp, king excluded. */
    public static int points(Position pos, int color) {
        int p = handPoints(pos.hand(color));
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc != Piece.EMPTY && Piece.color(pc) == color && Piece.type(pc) != Piece.KING
                    && Square.inPromotionZone(color, sq)) {
                p += points(Piece.type(pc));
            }
        }
        return p;
    }

    /** Pieces of {@code color} other than the king inside the enemy camp. */
    public static int piecesInCamp(Position pos, int color) {
        // Counted on bitboards: the search asks at every node whose king stands in the enemy camp.
        int king = Piece.make(color, Piece.KING);
        return Long.bitCount(pos.colorLo(color) & ~pos.piecesLo(king) & CAMP_LO[color])
                + Long.bitCount(pos.colorHi(color) & ~pos.piecesHi(king) & CAMP_HI[color]);
    }

    /** Points of the pieces missing from a full set (the handicap), counting board and both hands. */
    public static int missingPoints(Position pos) {
        int present = handPoints(pos.hand(Color.BLACK)) + handPoints(pos.hand(Color.WHITE));
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc != Piece.EMPTY && Piece.type(pc) != Piece.KING) {
                present += points(Piece.type(pc));
            }
        }
        return FULL_SET_POINTS - present;
    }

    /** What a declaration by the side to move would bring under {@code rule}; LOSE if the rule has none. */
    public static Verdict judge(Position pos, EnteringKingRule rule) {
        if (!rule.isPointRule()) {
            return Verdict.LOSE;
        }
        int us = pos.sideToMove();
        int k = pos.kingSquare(us);
        if (k == Square.NONE || !Square.inPromotionZone(us, k) || pos.inCheck() || piecesInCamp(pos, us) < 10) {
            return Verdict.LOSE;
        }
        int points = points(pos, us);
        int discount = rule.isHandicap() && us == Color.WHITE ? missingPoints(pos) : 0;
        if (rule.is24()) {
            if (points >= 31 - discount) {
                return Verdict.WIN;
            }
            return points >= 24 - discount ? Verdict.DRAW : Verdict.LOSE;
        }
        int needed = us == Color.BLACK ? 28 : 27 - discount;
        return points >= needed ? Verdict.WIN : Verdict.LOSE;
    }

    /** True if the side to move may declare and win right now (the engine answers {@code bestmove win}). */
    public static boolean canDeclareWin(Position pos, EnteringKingRule rule) {
        return judge(pos, rule) == Verdict.WIN;
    }

    /**
     * Under the try rule, the legal king move that reaches the enemy king's starting square (5a for black, 5i for
     * white) and so wins, or {@link Move#NONE}.
     */
    public static int tryMove(Position pos) {
        int us = pos.sideToMove();
        int k = pos.kingSquare(us);
        if (k == Square.NONE) {
            return Move.NONE;
        }
        int target = us == Color.BLACK ? Square.of(5, 1) : Square.of(5, 9);
        if (!Bitboard.test(Attacks.kingLo(k), Attacks.kingHi(k), target)) {
            return Move.NONE;
        }
        return MoveGenerator.legalFrom16(pos, target | (k << 7));
    }
}
