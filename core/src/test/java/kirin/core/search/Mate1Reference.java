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
 * played and the defence is tested without generating moves: a king step to a safe square, a capture of the checker
 * by a piece that is not pinned, an interposition. The test errs on the safe side (any possible interposition counts
 * as a defence), so a move it returns always mates; a mate by a distant check or by discovery is left to the search.
 * Pawn drops are never tried: a pawn-drop mate is illegal.
 */
final class Mate1Reference {
    /** Pieces dropped next to the king, strongest first (a rook or bishop next to the king checks like a gold). */
    private static final int[] DROP_TYPES = {Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.LANCE};

    private Mate1Reference() {}

    /** The mating move for the side to move (not in check), or {@link Move#NONE} if this test finds none. */
    static int find(Position pos) {
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

        int hand = pos.hand(us);
        if (hand != Hand.EMPTY) {
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
                    if (!pos.isAttacked(us, to, occLo, occHi)) {
                        continue;
                    }
                    int move = Move.drop(us, type, to);
                    if (mates(pos, move)) {
                        return move;
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
                    int move = Move.drop(us, Piece.KNIGHT, to);
                    if (mates(pos, move)) {
                        return move;
                    }
                }
            }
        }
        return boardMoveMate(pos, us, k, nearLo, nearHi, knightLo, knightHi);
    }

    /** A mating move of a piece on the board onto a square next to the king or a knight-check square, or NONE. */
    private static int boardMoveMate(Position pos, int us, int k, long nearLo, long nearHi, long knightLo,
            long knightHi) {
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        int ourKing = pos.kingSquare(us);
        long ourKingLo = ourKing == Square.NONE ? 0 : Bitboard.lo(ourKing);
        long ourKingHi = ourKing == Square.NONE ? 0 : Bitboard.hi(ourKing);
        int them = us ^ 1;
        long slidersLo = pos.piecesLo(Piece.make(them, Piece.BISHOP)) | pos.piecesLo(Piece.make(them, Piece.HORSE))
                | pos.piecesLo(Piece.make(them, Piece.ROOK)) | pos.piecesLo(Piece.make(them, Piece.DRAGON))
                | pos.piecesLo(Piece.make(them, Piece.LANCE));
        long slidersHi = pos.piecesHi(Piece.make(them, Piece.BISHOP)) | pos.piecesHi(Piece.make(them, Piece.HORSE))
                | pos.piecesHi(Piece.make(them, Piece.ROOK)) | pos.piecesHi(Piece.make(them, Piece.DRAGON))
                | pos.piecesHi(Piece.make(them, Piece.LANCE));
        long tLo = (nearLo | knightLo) & ~pos.colorLo(us);
        long tHi = (nearHi | knightHi) & ~pos.colorHi(us);
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
            long aLo = pos.attackersLo(us, to, occLo, occHi) & ~ourKingLo;
            long aHi = pos.attackersHi(us, to, occLo, occHi) & ~ourKingHi;
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
                if (adjacent && ((pos.attackersLo(us, to, leftLo, leftHi) & ~fromLo)
                        | (pos.attackersHi(us, to, leftLo, leftHi) & ~fromHi)) == 0) {
                    continue; // the king takes the undefended piece
                }
                // Only a piece on a line through our king that also holds an enemy slider can be pinned: the test
                // spares most nodes the work of finding the pins (Position computes them on first use), with the
                // same answer.
                if (ourKing != Square.NONE && ((Attacks.lineLo(ourKing, from) & slidersLo)
                        | (Attacks.lineHi(ourKing, from) & slidersHi)) != 0
                        && !Attacks.aligned(ourKing, from, to)
                        && Bitboard.test(pos.pinnedLo(), pos.pinnedHi(), from)) {
                    continue; // pinned to our own king
                }
                int pc = pos.pieceOn(from);
                int type = Piece.type(pc);
                boolean promotable = Piece.canPromote(type)
                        && (Square.inPromotionZone(us, from) || Square.inPromotionZone(us, to));
                if (promotable) {
                    int move = Move.promoting(from, to, pc);
                    if (checksFrom(Piece.make(us, type | Piece.PROMOTED), to, k, leftLo, leftHi) && mates(pos, move)) {
                        return move;
                    }
                    // A promoted pawn, bishop or rook attacks everything the unpromoted one does.
                    if (type == Piece.PAWN || type == Piece.BISHOP || type == Piece.ROOK) {
                        continue;
                    }
                }
                if (cannotMoveAgain(us, type, to)) {
                    continue;
                }
                int move = Move.normal(from, to, pc);
                if (checksFrom(pc, to, k, leftLo, leftHi) && mates(pos, move)) {
                    return move;
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

    /** Plays {@code move} (a legal check) and tells whether the opponent is left without a defence. */
    private static boolean mates(Position pos, int move) {
        pos.doMove(move);
        boolean mate = pos.inCheck() && !hasDefence(pos);
        pos.undoMove();
        return mate;
    }

    /**
     * True if the side to move, in check, may have a legal reply. Exact for king steps and captures of the checker;
     * any interposition counts as a reply, so a false answer is always right.
     */
    private static boolean hasDefence(Position pos) {
        int d = pos.sideToMove();
        int a = d ^ 1;
        int k = pos.kingSquare(d);
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        long kLo = Bitboard.lo(k);
        long kHi = Bitboard.hi(k);
        long eLo = Attacks.kingLo(k) & ~pos.colorLo(d);
        long eHi = Attacks.kingHi(k) & ~pos.colorHi(d);
        while ((eLo | eHi) != 0) {
            int e;
            if (eLo != 0) {
                e = Long.numberOfTrailingZeros(eLo);
                eLo &= eLo - 1;
            } else {
                e = Bitboard.SPLIT + Long.numberOfTrailingZeros(eHi);
                eHi &= eHi - 1;
            }
            if (!pos.isAttacked(a, e, occLo ^ kLo, occHi ^ kHi)) {
                return true;
            }
        }
        long cLo = pos.checkersLo();
        long cHi = pos.checkersHi();
        if (Long.bitCount(cLo) + Long.bitCount(cHi) > 1) {
            return false; // double check: only the king could move
        }
        int c = Bitboard.first(cLo, cHi);
        long pLo = pos.attackersLo(d, c, occLo, occHi) & ~kLo;
        long pHi = pos.attackersHi(d, c, occLo, occHi) & ~kHi;
        while ((pLo | pHi) != 0) {
            int p;
            if (pLo != 0) {
                p = Long.numberOfTrailingZeros(pLo);
                pLo &= pLo - 1;
            } else {
                p = Bitboard.SPLIT + Long.numberOfTrailingZeros(pHi);
                pHi &= pHi - 1;
            }
            if (!slidersHit(pos, a, k, occLo ^ Bitboard.lo(p), occHi ^ Bitboard.hi(p), c)) {
                return true; // this piece takes the checker without exposing its king
            }
        }
        long bLo = Attacks.betweenLo(k, c);
        long bHi = Attacks.betweenHi(k, c);
        if ((bLo | bHi) == 0) {
            return false;
        }
        if (pos.hand(d) != Hand.EMPTY) {
            return true;
        }
        while ((bLo | bHi) != 0) {
            int b;
            if (bLo != 0) {
                b = Long.numberOfTrailingZeros(bLo);
                bLo &= bLo - 1;
            } else {
                b = Bitboard.SPLIT + Long.numberOfTrailingZeros(bHi);
                bHi &= bHi - 1;
            }
            if (((pos.attackersLo(d, b, occLo, occHi) & ~kLo) | (pos.attackersHi(d, b, occLo, occHi) & ~kHi)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** True if a slider of {@code color}, other than the piece on {@code except}, attacks {@code sq}. */
    private static boolean slidersHit(Position pos, int color, int sq, long occLo, long occHi, int except) {
        long exLo = ~Bitboard.lo(except);
        long exHi = ~Bitboard.hi(except);
        long bLo = (pos.piecesLo(Piece.make(color, Piece.BISHOP)) | pos.piecesLo(Piece.make(color, Piece.HORSE))) & exLo;
        long bHi = (pos.piecesHi(Piece.make(color, Piece.BISHOP)) | pos.piecesHi(Piece.make(color, Piece.HORSE))) & exHi;
        if (((Attacks.bishopLo(sq, occLo, occHi) & bLo) | (Attacks.bishopHi(sq, occLo, occHi) & bHi)) != 0) {
            return true;
        }
        long rLo = (pos.piecesLo(Piece.make(color, Piece.ROOK)) | pos.piecesLo(Piece.make(color, Piece.DRAGON))) & exLo;
        long rHi = (pos.piecesHi(Piece.make(color, Piece.ROOK)) | pos.piecesHi(Piece.make(color, Piece.DRAGON))) & exHi;
        if (((Attacks.rookLo(sq, occLo, occHi) & rLo) | (Attacks.rookHi(sq, occLo, occHi) & rHi)) != 0) {
            return true;
        }
        long lLo = pos.piecesLo(Piece.make(color, Piece.LANCE)) & exLo;
        long lHi = pos.piecesHi(Piece.make(color, Piece.LANCE)) & exHi;
        return ((Attacks.lanceLo(color ^ 1, sq, occLo, occHi) & lLo)
                | (Attacks.lanceHi(color ^ 1, sq, occLo, occHi) & lHi)) != 0;
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
