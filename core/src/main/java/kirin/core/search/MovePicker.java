package kirin.core.search;

import kirin.core.Attacks;
import kirin.core.Bitboard;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;
import kirin.core.Square;

/**
 * Hands out the moves of one node best first, generating them in stages so that a cut-off by an early move saves
 * the generation and scoring of the rest. Main search, not in check: hash move, captures that do not lose material
 * by SEE (most valuable victim first, then capture history), killer 1, killer 2, counter move, quiet moves by
 * butterfly and continuation history (generated only when reached), then the losing captures. In check: hash move,
 * then every evasion, captures first. Quiescence: hash move, then captures and plain pawn promotions. ProbCut: the
 * captures that win at least a threshold by SEE.
 *
 * <p>One picker per ply is allocated once; {@link #init} starts a node on a slice of the thread's move arrays.
 */
final class MovePicker {
    /** Leave out the non-promotions that are never better than promoting ({@link #uselessNonPromotion}). */
    static final boolean SKIP_USELESS_NON_PROMOTIONS = Ablation.flag("SKIP_USELESS_NON_PROMOTIONS", true);

    private static final int MAIN_TT = 0;
    private static final int GEN_CAPTURES = 1;
    private static final int GOOD_CAPTURES = 2;
    private static final int KILLER1 = 3;
    private static final int KILLER2 = 4;
    private static final int COUNTER = 5;
    private static final int GEN_QUIETS = 6;
    private static final int QUIETS = 7;
    private static final int BAD_CAPTURES = 8;
    private static final int EVASION_TT = 9;
    private static final int GEN_EVASIONS = 10;
    private static final int EVASIONS = 11;
    private static final int QS_TT = 12;
    private static final int GEN_QS = 13;
    private static final int QS_CAPTURES = 14;
    private static final int PROBCUT_TT = 15;
    private static final int GEN_PROBCUT = 16;
    private static final int PROBCUT = 17;
    private static final int DONE = 18;

    /**
     * The first quiet moves are picked by selection (most nodes stop after a few); at this many the rest are sorted
     * once, which keeps a node that tries them all from going quadratic.
     */
    private static final int SELECTION_PICKS = 6;
    /** Quiet plain promotions come before other quiet moves of similar history. */
    private static final int PROMOTION_BONUS = 16384;
    /** Quiet checks too (that do not simply lose the checking piece). */
    private static final int CHECK_BONUS = 16384;
    /** Per unit of piece value: moving a piece away from an attack by a lesser piece, or into one. */
    private static final int THREAT_BONUS = 40;
    private static final int THREAT_MALUS = 38;
    /** Enemy piece types, cheapest first, and the first index of each value class (same value, same class). */
    private static final int[] CHEAP_FIRST = {
        Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER,
        Piece.GOLD, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT, Piece.PRO_SILVER,
        Piece.BISHOP, Piece.HORSE, Piece.ROOK, Piece.DRAGON
    };

    private final int[] moves;
    private final int[] scores;
    private final History history;
    /** Scratch for {@link #sortAbove}, shared by the pickers of one thread (a sort finishes before it returns). */
    private final long[] sortScratch;
    /** Squares from which a piece of each type (of the side to move) would check the enemy king: per node. */
    private final long[] checkLo = new long[Piece.TYPE_NB];
    private final long[] checkHi = new long[Piece.TYPE_NB];
    /** Squares attacked by an enemy piece worth less than a piece of each type of the side to move: per node. */
    private final long[] threatLo = new long[Piece.TYPE_NB];
    private final long[] threatHi = new long[Piece.TYPE_NB];
    private long accLo;
    private long accHi;
    private final int[] sortMoves = new int[MoveGenerator.MAX_MOVES];

    private Position pos;
    private int stage;
    private int base;
    private int cur;
    private int end;
    private int badEnd;
    private int ttMove;
    private int killer1;
    private int killer2;
    private int counter;
    private int depth;
    private int seeThreshold;
    private int row1;
    private int row2;
    private int row4;
    private boolean unordered;
    private int quietPicks;

    MovePicker(int[] moves, int[] scores, History history, long[] sortScratch) {
        this.moves = moves;
        this.scores = scores;
        this.history = history;
        this.sortScratch = sortScratch;
    }

    /** Starts a node of the main search; {@code ttMove16} may be 0 or illegal (it is then ignored). */
    void initMain(Position pos, int base, int ttMove16, int killer1, int killer2, int counter, int depth) {
        this.pos = pos;
        this.base = base;
        this.depth = depth;
        this.unordered = false;
        rows();
        this.ttMove = ttMove16 == 0 ? Move.NONE : MoveGenerator.legalFrom16(pos, ttMove16);
        if (pos.inCheck()) {
            stage = ttMove != Move.NONE ? EVASION_TT : GEN_EVASIONS;
            return;
        }
        // Checked for legality only when their stage comes: most nodes cut off before.
        this.killer1 = killer1;
        this.killer2 = killer2 == killer1 ? Move.NONE : killer2;
        this.counter = counter == killer1 || counter == killer2 ? Move.NONE : counter;
        stage = ttMove != Move.NONE ? MAIN_TT : GEN_CAPTURES;
    }

    /** Starts a quiescence node: captures and plain pawn promotions (every evasion when in check). */
    void initQuiescence(Position pos, int base, int ttMove16) {
        this.pos = pos;
        this.base = base;
        this.depth = 0;
        this.unordered = false;
        rows();
        int tt = ttMove16 == 0 ? Move.NONE : MoveGenerator.legalFrom16(pos, ttMove16);
        if (pos.inCheck()) {
            ttMove = tt;
            stage = tt != Move.NONE ? EVASION_TT : GEN_EVASIONS;
            return;
        }
        ttMove = tt != Move.NONE && (AlphaBeta.isCapture(pos, tt) || isPawnPromotion(tt)) ? tt : Move.NONE;
        stage = ttMove != Move.NONE ? QS_TT : GEN_QS;
    }

    /** Starts a ProbCut node: captures whose SEE is at least {@code threshold}. Not in check. */
    void initProbCut(Position pos, int base, int ttMove16, int threshold) {
        this.pos = pos;
        this.base = base;
        this.seeThreshold = threshold;
        this.unordered = true;
        rows();
        int tt = ttMove16 == 0 ? Move.NONE : MoveGenerator.legalFrom16(pos, ttMove16);
        ttMove = tt != Move.NONE && AlphaBeta.isCapture(pos, tt) && See.ge(pos, tt, threshold) ? tt : Move.NONE;
        stage = ttMove != Move.NONE ? PROBCUT_TT : GEN_PROBCUT;
    }

    private void rows() {
        row1 = History.continuationRow(pos, 1);
        row2 = History.continuationRow(pos, 2);
        row4 = History.continuationRow(pos, 4);
    }

    private static boolean isPawnPromotion(int m) {
        return Move.isPromotion(m) && Piece.type(Move.piece(m)) == Piece.PAWN;
    }

    /** A killer or counter move if it is a legal quiet move here, else NONE. */
    private int usableQuiet(int m) {
        if (m == Move.NONE || m == ttMove || !Move.isDrop(m) && pos.pieceOn(Move.to(m)) != Piece.EMPTY) {
            return Move.NONE;
        }
        return MoveGenerator.legalFrom16(pos, Move.to16(m)) == m ? m : Move.NONE;
    }

    /**
     * From now on the quiet moves left are handed out in generation order: the search only looks among them for
     * checks, so sorting them would be wasted.
     */
    void stopOrderingQuiets() {
        unordered = true;
    }

    /** The legal hash move of this node, or NONE. */
    int ttMove() {
        return ttMove;
    }

    /** The next move, or {@link Move#NONE} when there are no more. */
    int next() {
        while (true) {
            switch (stage) {
                case MAIN_TT, EVASION_TT, QS_TT, PROBCUT_TT -> {
                    stage++;
                    return ttMove;
                }
                case GEN_CAPTURES, GEN_QS, GEN_PROBCUT -> {
                    cur = badEnd = base;
                    end = generate(MoveGenerator.CAPTURES, base);
                    if (stage == GEN_QS) {
                        end = MoveGenerator.generatePawnPromotions(pos, moves, end); // promotions: never useless
                    }
                    scoreCaptures();
                    stage++;
                }
                case GOOD_CAPTURES -> {
                    while (cur < end) {
                        int m = selectBest();
                        if (m == ttMove) {
                            continue;
                        }
                        // Losing captures wait for the end; the threshold leans on the capture's history.
                        if (!See.ge(pos, m, -scores[cur - 1] / 40)) {
                            moves[badEnd++] = m;
                            continue;
                        }
                        return m;
                    }
                    stage = KILLER1;
                }
                case KILLER1 -> {
                    stage = KILLER2;
                    killer1 = usableQuiet(killer1);
                    if (killer1 != Move.NONE) {
                        return killer1;
                    }
                }
                case KILLER2 -> {
                    stage = COUNTER;
                    killer2 = usableQuiet(killer2);
                    if (killer2 != Move.NONE) {
                        return killer2;
                    }
                }
                case COUNTER -> {
                    stage = GEN_QUIETS;
                    counter = usableQuiet(counter);
                    if (counter != Move.NONE) {
                        return counter;
                    }
                }
                case GEN_QUIETS -> {
                    // Quiet moves go after the captures already tried (the losing ones are kept at the start).
                    int start = end;
                    end = generate(MoveGenerator.QUIETS, start);
                    cur = start;
                    quietPicks = 0;
                    if (!unordered) {
                        // Quiets already known to come unordered (move-count pruning has begun) need no scores.
                        scoreQuiets(start, end);
                    }
                    stage = QUIETS;
                }
                case QUIETS -> {
                    while (cur < end) {
                        int m;
                        if (unordered || quietPicks > SELECTION_PICKS) {
                            m = moves[cur++];
                        } else if (quietPicks == SELECTION_PICKS) {
                            sortAbove(cur, end, -3000 * depth);
                            m = moves[cur++];
                        } else {
                            m = selectBest();
                        }
                        quietPicks++;
                        if (m != ttMove && m != killer1 && m != killer2 && m != counter) {
                            return m;
                        }
                    }
                    cur = base;
                    stage = BAD_CAPTURES;
                }
                case BAD_CAPTURES -> {
                    if (cur < badEnd) {
                        return moves[cur++];
                    }
                    stage = DONE;
                }
                case GEN_EVASIONS -> {
                    cur = base;
                    end = generate(MoveGenerator.ALL, base);
                    scoreEvasions();
                    stage = EVASIONS;
                }
                case EVASIONS, QS_CAPTURES -> {
                    while (cur < end) {
                        int m = selectBest();
                        if (m != ttMove) {
                            return m;
                        }
                    }
                    stage = DONE;
                }
                case PROBCUT -> {
                    while (cur < end) {
                        int m = selectBest();
                        if (m != ttMove && See.ge(pos, m, seeThreshold)) {
                            return m;
                        }
                    }
                    stage = DONE;
                }
                default -> {
                    return Move.NONE;
                }
            }
        }
    }

    /**
     * True for a board move that does not promote where promoting is strictly better: a pawn, bishop or rook that
     * could promote, or a lance going to its second rank. They are legal (perft counts them) but never better than
     * the promotion, so the search leaves them out, as YaneuraOu does by default; every other move they would
     * share a node with gets searched sooner.
     */
    static boolean uselessNonPromotion(int move) {
        if (Move.isDrop(move) || Move.isPromotion(move)) {
            return false;
        }
        int piece = Move.piece(move);
        int us = Piece.color(piece);
        return switch (Piece.type(piece)) {
            case Piece.PAWN, Piece.BISHOP, Piece.ROOK ->
                Square.inPromotionZone(us, Move.from(move)) || Square.inPromotionZone(us, Move.to(move));
            case Piece.LANCE -> Square.relativeRank(us, Move.to(move)) == 2;
            default -> false;
        };
    }

    /**
     * Writes the moves of {@code kind} from {@code start}, without the useless non-promotions when they are skipped
     * (the generator leaves them out, which gives the list filtering by {@link #uselessNonPromotion} would give, at
     * less cost); returns the end.
     */
    private int generate(int kind, int start) {
        return SKIP_USELESS_NON_PROMOTIONS ? MoveGenerator.generateUseful(pos, kind, moves, start)
                : MoveGenerator.generate(pos, kind, moves, start);
    }

    /** Most valuable victim first; among equal victims, the better capture history. */
    private void scoreCaptures() {
        for (int i = cur; i < end; i++) {
            int m = moves[i];
            int victim = pos.pieceOn(Move.to(m));
            int type = victim == Piece.EMPTY ? 0 : Piece.type(victim);
            int s = (victim == Piece.EMPTY ? 0 : PieceValue.captureGain(type)) * 16 + history.capture(m, type);
            if (Move.isPromotion(m)) {
                s += PieceValue.promotionGain(Piece.type(Move.piece(m))) * 16;
            }
            scores[i] = s;
        }
    }

    /** Fills {@link #checkLo}: where each piece type of the side to move would attack the enemy king from. */
    private void checkSquares(int them, int king) {
        long oLo = pos.occupiedLo();
        long oHi = pos.occupiedHi();
        for (int type = Piece.PAWN; type < Piece.TYPE_NB; type++) {
            if (type == Piece.KING) {
                checkLo[type] = checkHi[type] = 0;
                continue;
            }
            // A piece of theirs on the king square attacks exactly the squares ours would check from.
            int theirs = Piece.make(them, type);
            checkLo[type] = Attacks.attacksLo(theirs, king, oLo, oHi);
            checkHi[type] = Attacks.attacksHi(theirs, king, oLo, oHi);
        }
    }

    /** Fills {@link #threatLo}: for each type, the squares attacked by cheaper enemy pieces. */
    private void threatMaps(int them) {
        long lo = 0;
        long hi = 0;
        int k = 0;
        for (int type = Piece.PAWN; type < Piece.TYPE_NB; type++) {
            threatLo[type] = threatHi[type] = 0;
        }
        // Walk the enemy types from the cheapest; each of our types sees the attacks of those worth less.
        int[] byValue = OURS_BY_VALUE;
        for (int ours : byValue) {
            int value = PieceValue.of(ours);
            while (k < CHEAP_FIRST.length && PieceValue.of(CHEAP_FIRST[k]) < value) {
                attacksOfAll(Piece.make(them, CHEAP_FIRST[k]));
                lo |= accLo;
                hi |= accHi;
                k++;
            }
            threatLo[ours] = lo;
            threatHi[ours] = hi;
        }
    }

    /** Our piece types by value, cheapest first (the king, never en prise, is left out). */
    private static final int[] OURS_BY_VALUE = {
        Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER,
        Piece.GOLD, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT, Piece.PRO_SILVER,
        Piece.BISHOP, Piece.HORSE, Piece.ROOK, Piece.DRAGON
    };

    /** Sets {@link #accLo}/{@link #accHi} to the squares the pieces {@code pc} attack. */
    private void attacksOfAll(int pc) {
        long oLo = pos.occupiedLo();
        long oHi = pos.occupiedHi();
        long lo = 0;
        long hi = 0;
        for (long b = pos.piecesLo(pc); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            lo |= Attacks.attacksLo(pc, sq, oLo, oHi);
            hi |= Attacks.attacksHi(pc, sq, oLo, oHi);
        }
        for (long b = pos.piecesHi(pc); b != 0; b &= b - 1) {
            int sq = Bitboard.SPLIT + Long.numberOfTrailingZeros(b);
            lo |= Attacks.attacksLo(pc, sq, oLo, oHi);
            hi |= Attacks.attacksHi(pc, sq, oLo, oHi);
        }
        accLo = lo;
        accHi = hi;
    }

    private int quietScore(int m) {
        int s = 2 * history.butterfly(pos.sideToMove(), m) + 2 * history.continuation(row1, m)
                + history.continuation(row2, m) + history.continuation(row4, m);
        return Move.isPromotion(m) ? s + PROMOTION_BONUS : s;
    }

    private void scoreQuiets(int from, int to) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        int king = pos.kingSquare(them);
        boolean checks = king != Square.NONE;
        if (checks) {
            checkSquares(them, king);
        }
        threatMaps(them);
        for (int i = from; i < to; i++) {
            int m = moves[i];
            int s = quietScore(m);
            int target = Move.to(m);
            int after = Piece.type(Move.pieceAfter(m));
            // A check comes early, unless the checking piece is simply lost.
            if (checks && Bitboard.test(checkLo[after], checkHi[after], target) && See.ge(pos, m, -30)) {
                s += CHECK_BONUS;
            }
            // Moving onto a square a lesser enemy piece attacks costs the piece; moving away from one saves it.
            int type = Move.isDrop(m) ? after : Piece.type(Move.piece(m));
            long tLo = threatLo[type];
            long tHi = threatHi[type];
            if (Bitboard.test(tLo, tHi, target)) {
                s -= THREAT_MALUS * PieceValue.of(type);
            } else if (!Move.isDrop(m) && Bitboard.test(tLo, tHi, Move.from(m))) {
                s += THREAT_BONUS * PieceValue.of(type);
            }
            scores[i] = s;
        }
    }

    /** Captures first, by victim; quiet evasions by history. */
    private void scoreEvasions() {
        for (int i = base; i < end; i++) {
            int m = moves[i];
            int victim = Move.isDrop(m) ? Piece.EMPTY : pos.pieceOn(Move.to(m));
            if (victim != Piece.EMPTY) {
                scores[i] = (1 << 28) + PieceValue.captureGain(Piece.type(victim)) * 16
                        - PieceValue.of(Piece.type(Move.piece(m)));
            } else {
                scores[i] = quietScore(m);
            }
        }
    }

    /** Swaps the best-scored move of [cur, end) to cur and hands it out. */
    private int selectBest() {
        int best = cur;
        for (int j = cur + 1; j < end; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int m = moves[best];
        int s = scores[best];
        moves[best] = moves[cur];
        scores[best] = scores[cur];
        moves[cur] = m;
        scores[cur] = s;
        cur++;
        return m;
    }

    /**
     * Sorts the moves scoring at least {@code limit} to the front of [from, to), best first; the others keep their
     * generation order behind them (deep in a node's list, sorting them would cost more than it saves). Score and
     * move are packed into one long so that a primitive sort, which allocates nothing, does the work.
     */
    private void sortAbove(int from, int to, int limit) {
        int n = 0;
        int rest = from;
        for (int i = from; i < to; i++) {
            int s = scores[i];
            if (s >= limit) {
                // Low bits: the move's rank in generation order, inverted, so that equal scores keep that order.
                sortMoves[n] = moves[i];
                sortScratch[n] = ((long) s << 32) | (MoveGenerator.MAX_MOVES - n);
                n++;
            } else {
                moves[rest] = moves[i];
                scores[rest++] = s;
            }
        }
        // The unsorted tail moves behind the sorted block: shift it, last first, to make room.
        int tail = rest - from;
        for (int k = tail - 1; k >= 0; k--) {
            moves[from + n + k] = moves[from + k];
            scores[from + n + k] = scores[from + k];
        }
        java.util.Arrays.sort(sortScratch, 0, n);
        for (int k = 0; k < n; k++) {
            long x = sortScratch[n - 1 - k];
            moves[from + k] = sortMoves[MoveGenerator.MAX_MOVES - (int) (x & 0xFFFF)];
            scores[from + k] = (int) (x >> 32);
        }
    }
}
