package kirin.core.search;

import kirin.core.Attacks;
import kirin.core.Bitboard;
import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;

/**
 * Mate in one for the side to move (not in check), cheap enough to ask at every node, as YaneuraOu does in its
 * search and quiescence search.
 *
 * <p>{@link #find} looks only at the checks that mate most often: a piece dropped or moved next to the enemy king
 * (where the king cannot take it because another piece defends the square) and knight checks. Each candidate is
 * tested without playing it, from the bitboards of the position after it (the occupancy with the piece moved, the
 * checker's attacks, the moved piece left out of the attackers) and without generating moves: a king step to a safe
 * square, a capture of the checker that does not expose the king (a checker next to the king or a knight's jump away
 * cannot be interposed). The search for candidates errs on the safe side (a piece that may be pinned is not moved,
 * an undefended piece next to the king counts as taken), so a move it returns always mates; a mate by a distant
 * check or by discovery is left to the search. Pawn drops are never tried: a pawn-drop mate is illegal.
 *
 * <p>{@link #find} first collects our pieces that could reach a square next to the king or a knight-check square
 * (every piece a step away from one, every slider) with their empty-board attacks; those answer which squares a board
 * move can reach, which pieces attack each, and whether a square is defended, and the union of their attacks bounds
 * every exact test. The collection is scratch space, so each searching thread has its own {@code Mate1}.
 *
 * <p>The answers are those of the former version that played each candidate with do/undo (kept in the tests as
 * {@code Mate1Reference}): the search tree must not change. The position is left untouched.
 */
public final class Mate1 {
    /** Pieces dropped next to the king, strongest first (a rook or bishop next to the king checks like a gold). */
    private static final int[] DROP_TYPES = {Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.LANCE};
    /**
     * Indexed by {@code color * 81 + k}: the squares from which a step of a piece of {@code color} (pawn, knight,
     * silver, gold or promoted minor, or the king step of a horse or dragon) lands next to the enemy king on
     * {@code k} or on a square from which a knight of that colour checks it.
     */
    private static final long[] STEP_ZONE_LO = new long[2 * Square.NB];
    private static final long[] STEP_ZONE_HI = new long[2 * Square.NB];

    static {
        int[] stepTypes = {Piece.PAWN, Piece.KNIGHT, Piece.SILVER, Piece.GOLD, Piece.KING};
        for (int us = 0; us < 2; us++) {
            int them = us ^ 1;
            for (int k = 0; k < Square.NB; k++) {
                for (int t = 0; t < Square.NB; t++) {
                    if (!Bitboard.test(Attacks.kingLo(k) | Attacks.stepLo(Piece.make(them, Piece.KNIGHT), k),
                            Attacks.kingHi(k) | Attacks.stepHi(Piece.make(them, Piece.KNIGHT), k), t)) {
                        continue;
                    }
                    // A piece of ours on s reaches t exactly when the same piece of theirs on t reaches s.
                    for (int type : stepTypes) {
                        STEP_ZONE_LO[us * Square.NB + k] |= Attacks.stepLo(Piece.make(them, type), t);
                        STEP_ZONE_HI[us * Square.NB + k] |= Attacks.stepHi(Piece.make(them, type), t);
                    }
                }
            }
        }
    }

    // Our pieces that could reach the squares around the king, collected by find() for boardMoveMate() and
    // defended(): square and empty-board attacks of each (one thread's scratch, hence an object per thread).
    private final int[] pieceSquare = new int[Square.NB];
    private final long[] pieceAttacksLo = new long[Square.NB];
    private final long[] pieceAttacksHi = new long[Square.NB];
    private int pieceCount;
    /** The squares next to our king (none without a king), for {@link #defended}. */
    private long kingAttacksLo;
    private long kingAttacksHi;

    /** A test with its own scratch space: one per thread that uses it. */
    public Mate1() {}

    /** The mating move for the side to move (not in check), or {@link Move#NONE} if this test finds none. */
    public int find(Position pos) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        int k = pos.kingSquare(them);
        if (k == Square.NONE) {
            return Move.NONE;
        }
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        long nearLo = Attacks.kingLo(k);
        long nearHi = Attacks.kingHi(k);
        // Squares from which a knight of ours would check: those a knight of theirs on the king square attacks.
        long knightLo = Attacks.stepLo(Piece.make(them, Piece.KNIGHT), k);
        long knightHi = Attacks.stepHi(Piece.make(them, Piece.KNIGHT), k);

        // Our pieces (the king aside) that could reach a square next to the king or a knight-check square: those a
        // step away, and every slider. The union of their empty-board attacks (sliders by their full rays) holds
        // every square any of them could move to or defend: the exact tests below are made only inside it.
        int ourKing = pos.kingSquare(us);
        long reachLo = 0;
        long reachHi = 0;
        long pLo = ((STEP_ZONE_LO[us * Square.NB + k] & pos.colorLo(us)) | slidersLo(pos, us)) & ~Bitboard.lo(ourKing);
        long pHi = ((STEP_ZONE_HI[us * Square.NB + k] & pos.colorHi(us)) | slidersHi(pos, us)) & ~Bitboard.hi(ourKing);
        int count = 0;
        while ((pLo | pHi) != 0) {
            int sq;
            if (pLo != 0) {
                sq = Long.numberOfTrailingZeros(pLo);
                pLo &= pLo - 1;
            } else {
                sq = Bitboard.SPLIT + Long.numberOfTrailingZeros(pHi);
                pHi &= pHi - 1;
            }
            int pc = pos.pieceOn(sq);
            long aLo = Attacks.stepLo(pc, sq);
            long aHi = Attacks.stepHi(pc, sq);
            pieceSquare[count] = sq;
            pieceAttacksLo[count] = aLo;
            pieceAttacksHi[count] = aHi;
            count++;
            reachLo |= aLo;
            reachHi |= aHi;
        }
        pieceCount = count;
        kingAttacksLo = ourKing == Square.NONE ? 0 : Attacks.kingLo(ourKing);
        kingAttacksHi = ourKing == Square.NONE ? 0 : Attacks.kingHi(ourKing);

        int hand = pos.hand(us);
        if (hand != Hand.EMPTY) {
            // Our king defends too (it is left out of the board moves, not of the defenders).
            long defendLo = reachLo | kingAttacksLo;
            long defendHi = reachHi | kingAttacksHi;
            long emptyNearLo = nearLo & ~occLo;
            long emptyNearHi = nearHi & ~occHi;
            for (int type : DROP_TYPES) {
                if (!Hand.has(hand, type)) {
                    continue;
                }
                int theirs = Piece.make(them, type);
                long sLo = emptyNearLo & Attacks.stepLo(theirs, k);
                long sHi = emptyNearHi & Attacks.stepHi(theirs, k);
                while ((sLo | sHi) != 0) {
                    int to;
                    if (sLo != 0) {
                        to = Long.numberOfTrailingZeros(sLo);
                        sLo &= sLo - 1;
                    } else {
                        to = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
                        sHi &= sHi - 1;
                    }
                    // Undefended, the king simply takes it.
                    if (!Bitboard.test(defendLo, defendHi, to) || !defended(to, occLo, occHi, Square.NONE)) {
                        continue;
                    }
                    if (mates(pos, us, k, Square.NONE, to, Piece.make(us, type))) {
                        return Move.drop(us, type, to);
                    }
                }
            }
            if (Hand.has(hand, Piece.KNIGHT)) {
                long sLo = knightLo & ~occLo;
                long sHi = knightHi & ~occHi;
                while ((sLo | sHi) != 0) {
                    int to;
                    if (sLo != 0) {
                        to = Long.numberOfTrailingZeros(sLo);
                        sLo &= sLo - 1;
                    } else {
                        to = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
                        sHi &= sHi - 1;
                    }
                    if (mates(pos, us, k, Square.NONE, to, Piece.make(us, Piece.KNIGHT))) {
                        return Move.drop(us, Piece.KNIGHT, to);
                    }
                }
            }
        }
        return boardMoveMate(pos, us, k, (nearLo | knightLo) & reachLo, (nearHi | knightHi) & reachHi, nearLo, nearHi);
    }

    /** Low word of the bishops, horses, rooks, dragons and lances of {@code color}. */
    private static long slidersLo(Position pos, int color) {
        return pos.piecesLo(Piece.make(color, Piece.BISHOP)) | pos.piecesLo(Piece.make(color, Piece.HORSE))
                | pos.piecesLo(Piece.make(color, Piece.ROOK)) | pos.piecesLo(Piece.make(color, Piece.DRAGON))
                | pos.piecesLo(Piece.make(color, Piece.LANCE));
    }

    /** High word of {@link #slidersLo}. */
    private static long slidersHi(Position pos, int color) {
        return pos.piecesHi(Piece.make(color, Piece.BISHOP)) | pos.piecesHi(Piece.make(color, Piece.HORSE))
                | pos.piecesHi(Piece.make(color, Piece.ROOK)) | pos.piecesHi(Piece.make(color, Piece.DRAGON))
                | pos.piecesHi(Piece.make(color, Piece.LANCE));
    }

    /**
     * A mating move of a piece on the board onto one of the squares {@code targets} (those next to the king or from
     * which a knight checks it that our pieces can reach), or NONE.
     */
    private int boardMoveMate(Position pos, int us, int k, long targetsLo, long targetsHi, long nearLo,
            long nearHi) {
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        int ourKing = pos.kingSquare(us);
        int them = us ^ 1;
        long theirSlidersLo = slidersLo(pos, them);
        long theirSlidersHi = slidersHi(pos, them);
        long tLo = targetsLo & ~pos.colorLo(us);
        long tHi = targetsHi & ~pos.colorHi(us);
        while ((tLo | tHi) != 0) {
            int to;
            if (tLo != 0) {
                to = Long.numberOfTrailingZeros(tLo);
                tLo &= tLo - 1;
            } else {
                to = Bitboard.SPLIT + Long.numberOfTrailingZeros(tHi);
                tHi &= tHi - 1;
            }
            boolean adjacent = Bitboard.test(nearLo, nearHi, to);
            // Our pieces attacking `to`, from the pieces find() collected.
            long aLo = 0;
            long aHi = 0;
            for (int i = 0; i < pieceCount; i++) {
                if (collectedAttacks(i, to, occLo, occHi)) {
                    aLo |= Bitboard.lo(pieceSquare[i]);
                    aHi |= Bitboard.hi(pieceSquare[i]);
                }
            }
            while ((aLo | aHi) != 0) {
                int from;
                if (aLo != 0) {
                    from = Long.numberOfTrailingZeros(aLo);
                    aLo &= aLo - 1;
                } else {
                    from = Bitboard.SPLIT + Long.numberOfTrailingZeros(aHi);
                    aHi &= aHi - 1;
                }
                long fromLo = Bitboard.lo(from);
                long fromHi = Bitboard.hi(from);
                long leftLo = occLo ^ fromLo;
                long leftHi = occHi ^ fromHi;
                if (adjacent && !defended(to, leftLo, leftHi, from)) {
                    continue; // the king takes the undefended piece
                }
                // Only a piece on a line through our king that also holds an enemy slider can be pinned: the test
                // spares most nodes the work of finding the pins (Position computes them on first use), with the
                // same answer.
                if (ourKing != Square.NONE && ((Attacks.lineLo(ourKing, from) & theirSlidersLo)
                        | (Attacks.lineHi(ourKing, from) & theirSlidersHi)) != 0
                        && !Attacks.aligned(ourKing, from, to)
                        && Bitboard.test(pos.pinnedLo(), pos.pinnedHi(), from)) {
                    continue; // pinned to our own king
                }
                int pc = pos.pieceOn(from);
                int type = Piece.type(pc);
                boolean promotable = Piece.canPromote(type)
                        && (Square.inPromotionZone(us, from) || Square.inPromotionZone(us, to));
                if (promotable) {
                    int promoted = Piece.make(us, type | Piece.PROMOTED);
                    if (checksFrom(promoted, to, k, leftLo, leftHi) && mates(pos, us, k, from, to, promoted)) {
                        return Move.promoting(from, to, pc);
                    }
                    // A promoted pawn, bishop or rook attacks everything the unpromoted one does.
                    if (type == Piece.PAWN || type == Piece.BISHOP || type == Piece.ROOK) {
                        continue;
                    }
                }
                if (cannotMoveAgain(us, type, to)) {
                    continue;
                }
                if (checksFrom(pc, to, k, leftLo, leftHi) && mates(pos, us, k, from, to, pc)) {
                    return Move.normal(from, to, pc);
                }
            }
        }
        return Move.NONE;
    }

    private static boolean checksFrom(int piece, int to, int k, long occLo, long occHi) {
        return Bitboard.test(Attacks.attacksLo(piece, to, occLo, occHi), Attacks.attacksHi(piece, to, occLo, occHi), k);
    }

    /** An unpromoted pawn or lance on the last rank, or knight on the last two, could never move again. */
    private static boolean cannotMoveAgain(int us, int type, int to) {
        int rank = Square.relativeRank(us, to);
        return (type == Piece.PAWN || type == Piece.LANCE) && rank == 1 || type == Piece.KNIGHT && rank <= 2;
    }

    /**
     * Tells whether the check given by {@code piece} of {@code us} arriving on {@code to} (moved from {@code from}, or
     * dropped when {@code from} is {@link Square#NONE}) leaves the king on {@code k} without a defence, reading the
     * position as it stands before the move. The answer is the one the played move would get: exact for king steps
     * and captures of the checker; the checker is next to the king or a knight's jump away, so nothing interposes.
     * Needs a legal position (the king on {@code k} not in check before the move).
     */
    private boolean mates(Position pos, int us, int k, int from, int to, int piece) {
        int them = us ^ 1;
        long fromLo = Bitboard.lo(from);
        long fromHi = Bitboard.hi(from);
        long toLo = Bitboard.lo(to);
        long toHi = Bitboard.hi(to);
        // Occupancy after the move, then without the king for its own steps.
        long occLo = (pos.occupiedLo() & ~fromLo) | toLo;
        long occHi = (pos.occupiedHi() & ~fromHi) | toHi;
        long kLo = Bitboard.lo(k);
        long kHi = Bitboard.hi(k);
        long oLo = occLo ^ kLo;
        long oHi = occHi ^ kHi;
        // King steps: to squares the defender does not hold (the checker's square included) that neither the checker
        // nor another piece of ours (the moved one left out from its old square) attacks.
        long eLo = Attacks.kingLo(k) & ~(pos.colorLo(them) & ~toLo) & ~Attacks.attacksLo(piece, to, oLo, oHi);
        long eHi = Attacks.kingHi(k) & ~(pos.colorHi(them) & ~toHi) & ~Attacks.attacksHi(piece, to, oLo, oHi);
        while ((eLo | eHi) != 0) {
            int e;
            if (eLo != 0) {
                e = Long.numberOfTrailingZeros(eLo);
                eLo &= eLo - 1;
            } else {
                e = Bitboard.SPLIT + Long.numberOfTrailingZeros(eHi);
                eHi &= eHi - 1;
            }
            if (!defended(e, oLo, oHi, from)) {
                return false;
            }
        }
        // A second checker, a slider uncovered by the piece leaving `from`, leaves only king steps; the capture test
        // below sees it still attacking the king after any capture (the capturer lands on the checker's square, off
        // that slider's line, and leaving its own square only opens lines), so it needs no test of its own.
        // Captures of the checker by a defender (a captured piece on `to` is gone, and attacks nothing there).
        long pLo = attackersLo(pos, them, to, occLo, occHi) & ~kLo;
        long pHi = attackersHi(pos, them, to, occLo, occHi) & ~kHi;
        if ((pLo | pHi) != 0) {
            // Our sliders after the move, the checker left out: they are the ones that could pin a defender.
            long sLo = pos.sliderLinesLo(us, k) & ~fromLo & ~toLo;
            long sHi = pos.sliderLinesHi(us, k) & ~fromHi & ~toHi;
            while ((pLo | pHi) != 0) {
                long bitLo;
                long bitHi;
                if (pLo != 0) {
                    bitLo = pLo & -pLo;
                    bitHi = 0;
                    pLo ^= bitLo;
                } else {
                    bitLo = 0;
                    bitHi = pHi & -pHi;
                    pHi ^= bitHi;
                }
                if (!anyClear(k, sLo, sHi, occLo ^ bitLo, occHi ^ bitHi)) {
                    return false; // this piece takes the checker without exposing its king
                }
            }
        }
        // The checker stands next to the king or a knight's jump away: nothing can interpose.
        return true;
    }

    /**
     * Whether a piece of ours other than the one on {@code except} ({@link Square#NONE}: none left out) attacks
     * {@code sq}, a square next to the enemy king or a knight-check square, with the given occupancy: our king, or
     * one of the pieces {@link #find} collected (every piece of ours that could attack such a square).
     */
    private boolean defended(int sq, long occLo, long occHi, int except) {
        if (Bitboard.test(kingAttacksLo, kingAttacksHi, sq)) {
            return true;
        }
        for (int i = 0; i < pieceCount; i++) {
            if (pieceSquare[i] != except && collectedAttacks(i, sq, occLo, occHi)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether collected piece {@code i} attacks {@code sq} with the given occupancy: its empty-board attacks hold the
     * square and nothing stands between (a step has nothing between; a slider's line must be clear).
     */
    private boolean collectedAttacks(int i, int sq, long occLo, long occHi) {
        int s = pieceSquare[i];
        return Bitboard.test(pieceAttacksLo[i], pieceAttacksHi[i], sq)
                && ((Attacks.betweenLo(s, sq) & occLo) | (Attacks.betweenHi(s, sq) & occHi)) == 0;
    }

    /** True if nothing in the occupancy stands between {@code sq} and one of the squares of {@code s}. */
    private static boolean anyClear(int sq, long sLo, long sHi, long occLo, long occHi) {
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            if (((Attacks.betweenLo(sq, s) & occLo) | (Attacks.betweenHi(sq, s) & occHi)) == 0) {
                return true;
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            if (((Attacks.betweenLo(sq, s) & occLo) | (Attacks.betweenHi(sq, s) & occHi)) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Low word of the pieces of {@code color} attacking {@code sq} with the given occupancy, as
     * {@link Position#attackersLo}: step attackers from the tables, then a between test for each slider on a line
     * through the square (usually none or one), cheaper than slider attack sets.
     */
    private static long attackersLo(Position pos, int color, int sq, long occLo, long occHi) {
        long a = pos.stepAttackersLo(color, sq);
        long s = pos.sliderLinesLo(color, sq);
        while (s != 0) {
            int x = Long.numberOfTrailingZeros(s);
            long bit = s & -s;
            s ^= bit;
            if (((Attacks.betweenLo(sq, x) & occLo) | (Attacks.betweenHi(sq, x) & occHi)) == 0) {
                a |= bit;
            }
        }
        return a;
    }

    /** High word of {@link #attackersLo}. */
    private static long attackersHi(Position pos, int color, int sq, long occLo, long occHi) {
        long a = pos.stepAttackersHi(color, sq);
        long s = pos.sliderLinesHi(color, sq);
        while (s != 0) {
            int x = Bitboard.SPLIT + Long.numberOfTrailingZeros(s);
            long bit = s & -s;
            s ^= bit;
            if (((Attacks.betweenLo(sq, x) & occLo) | (Attacks.betweenHi(sq, x) & occHi)) == 0) {
                a |= bit;
            }
        }
        return a;
    }

    /**
     * Every mate in one, by brute force: each legal check is played and the replies counted. Slow; the reference
     * that tests hold {@link #find} to.
     */
    static int findExhaustive(Position pos, int[] buffer, int start) {
        int end = MoveGenerator.generateChecks(pos, buffer, start);
        for (int i = start; i < end; i++) {
            int move = buffer[i];
            pos.doMove(move);
            boolean mate = MoveGenerator.generate(pos, MoveGenerator.ALL, buffer, end) == end;
            pos.undoMove();
            if (mate) {
                return move;
            }
        }
        return Move.NONE;
    }
}
