package kirin.core;

/**
 * Legality of one move without generating a move list: a 16-bit move (from a hash table, the book or a training
 * record) checked against the position and completed ({@link #legalFrom16}), and the rule against mating by a pawn
 * drop (uchifuzume), which the generator also asks of the one pawn drop that would give check. {@link MoveGenerator}
 * exposes {@code legalFrom16} and {@code isLegal} as its own methods.
 */
final class MoveLegality {
    private MoveLegality() {}

    /**
     * The full legal move for a 16-bit move (as stored in a hash table, book or training record), or
     * {@link Move#NONE} if it is not legal in this position. Cheap: no move list is generated.
     */
    static int legalFrom16(Position pos, int move16) {
        int us = pos.side;
        int to = move16 & 0x7F;
        if (to >= Square.NB || (move16 & ~0xFFFF) != 0) {
            return Move.NONE;
        }
        int k = pos.kingSq[us];
        long cLo = pos.checkersLo();
        long cHi = pos.checkersHi();
        boolean inCheck = (cLo | cHi) != 0;
        if ((move16 & Move.DROP_FLAG) != 0) {
            int type = (move16 >>> 7) & 0x7F;
            if ((move16 & Move.PROMOTE_FLAG) != 0 || type < Piece.PAWN || type > Piece.GOLD
                    || !Hand.has(pos.hand[us], type) || pos.board[to] != Piece.EMPTY) {
                return Move.NONE;
            }
            int pc = Piece.make(us, type);
            if (Bitboard.test(MoveGenerator.DEAD_LO[pc], MoveGenerator.DEAD_HI[pc], to)) {
                return Move.NONE;
            }
            if (inCheck && (Long.bitCount(cLo) + Long.bitCount(cHi) > 1
                    || !Bitboard.test(Attacks.betweenLo(k, Bitboard.first(cLo, cHi)),
                            Attacks.betweenHi(k, Bitboard.first(cLo, cHi)), to))) {
                return Move.NONE;
            }
            if (type == Piece.PAWN) {
                int file = Square.file(to);
                if (((pos.bbLo[pc] & Bitboard.fileLo(file)) | (pos.bbHi[pc] & Bitboard.fileHi(file))) != 0) {
                    return Move.NONE;
                }
                if (to == pawnCheckSquare(pos, us) && pawnDropMates(pos, us, to)) {
                    return Move.NONE;
                }
            }
            return Move.drop(us, type, to);
        }
        int from = (move16 >>> 7) & 0x7F;
        if (from >= Square.NB) {
            return Move.NONE;
        }
        int pc = pos.board[from];
        if (pc == Piece.EMPTY || Piece.color(pc) != us) {
            return Move.NONE;
        }
        int target = pos.board[to];
        if (target != Piece.EMPTY && Piece.color(target) == us) {
            return Move.NONE;
        }
        if (!Bitboard.test(Attacks.attacksLo(pc, from, pos.occLo, pos.occHi),
                Attacks.attacksHi(pc, from, pos.occLo, pos.occHi), to)) {
            return Move.NONE;
        }
        int type = Piece.type(pc);
        boolean promote = (move16 & Move.PROMOTE_FLAG) != 0;
        if (promote) {
            if (!Piece.canPromote(type) || !Square.inPromotionZone(us, from) && !Square.inPromotionZone(us, to)) {
                return Move.NONE;
            }
        } else if (Bitboard.test(MoveGenerator.DEAD_LO[pc], MoveGenerator.DEAD_HI[pc], to)) {
            return Move.NONE;
        }
        if (type == Piece.KING) {
            if (pos.isAttacked(us ^ 1, to, pos.occLo ^ Bitboard.lo(from), pos.occHi ^ Bitboard.hi(from))) {
                return Move.NONE;
            }
        } else {
            if (inCheck) {
                if (Long.bitCount(cLo) + Long.bitCount(cHi) > 1) {
                    return Move.NONE;
                }
                int checker = Bitboard.first(cLo, cHi);
                if (to != checker && !Bitboard.test(Attacks.betweenLo(k, checker), Attacks.betweenHi(k, checker), to)) {
                    return Move.NONE;
                }
            }
            if (Bitboard.test(pos.pinnedLo(), pos.pinnedHi(), from) && !Attacks.aligned(k, from, to)) {
                return Move.NONE;
            }
        }
        return promote ? Move.promoting(from, to, pc) : Move.normal(from, to, pc);
    }

    /** True if {@code move} (a full move) is legal in this position. */
    static boolean isLegal(Position pos, int move) {
        return move != Move.NONE && legalFrom16(pos, Move.to16(move)) == move;
    }

    /** The square where a pawn of {@code us} would check the enemy king, or NONE. */
    static int pawnCheckSquare(Position pos, int us) {
        int k = pos.kingSq[us ^ 1];
        if (k == Square.NONE) {
            return Square.NONE;
        }
        int rank = Square.rank(k);
        if (us == Color.BLACK) {
            return rank == 9 ? Square.NONE : k + 1;
        }
        return rank == 1 ? Square.NONE : k - 1;
    }

    /**
     * True if a pawn of {@code us} dropped on {@code sq}, directly in front of the enemy king, would mate: no enemy
     * piece can take it without exposing its king, and the king can neither take it nor step away.
     */
    static boolean pawnDropMates(Position pos, int us, int sq) {
        int them = us ^ 1;
        int k = pos.kingSq[them];
        long oLo = pos.occLo | Bitboard.lo(sq);
        long oHi = pos.occHi | Bitboard.hi(sq);
        long aLo = pos.attackersLo(them, sq, oLo, oHi) & ~Bitboard.lo(k);
        long aHi = pos.attackersHi(them, sq, oLo, oHi) & ~Bitboard.hi(k);
        while ((aLo | aHi) != 0) {
            int from;
            if (aLo != 0) {
                from = Long.numberOfTrailingZeros(aLo);
                aLo &= aLo - 1;
            } else {
                from = Bitboard.SPLIT + Long.numberOfTrailingZeros(aHi);
                aHi &= aHi - 1;
            }
            if (!slidersAttack(pos, us, k, oLo ^ Bitboard.lo(from), oHi ^ Bitboard.hi(from), 0, 0)) {
                return false; // this piece can take the pawn
            }
        }
        long kLo = oLo ^ Bitboard.lo(k);
        long kHi = oHi ^ Bitboard.hi(k);
        long eLo = Attacks.kingLo(k) & ~pos.colorLo[them];
        long eHi = Attacks.kingHi(k) & ~pos.colorHi[them];
        while ((eLo | eHi) != 0) {
            int to;
            if (eLo != 0) {
                to = Long.numberOfTrailingZeros(eLo);
                eLo &= eLo - 1;
            } else {
                to = Bitboard.SPLIT + Long.numberOfTrailingZeros(eHi);
                eHi &= eHi - 1;
            }
            if (!pos.isAttacked(us, to, kLo, kHi)) {
                return false; // the king takes the pawn or escapes
            }
        }
        return true;
    }

    /** True if a slider of {@code color}, other than one on the excluded squares, attacks {@code sq}. */
    private static boolean slidersAttack(Position pos, int color, int sq, long oLo, long oHi, long exLo, long exHi) {
        int bishops = Position.group(color, Position.BISHOP_HORSE);
        int rooks = Position.group(color, Position.ROOK_DRAGON);
        int lances = Piece.make(color, Piece.LANCE);
        long bLo = pos.bbLo[bishops] & ~exLo;
        long bHi = pos.bbHi[bishops] & ~exHi;
        if (((Attacks.bishopLo(sq, oLo, oHi) & bLo) | (Attacks.bishopHi(sq, oLo, oHi) & bHi)) != 0) {
            return true;
        }
        long rLo = pos.bbLo[rooks] & ~exLo;
        long rHi = pos.bbHi[rooks] & ~exHi;
        if (((Attacks.rookLo(sq, oLo, oHi) & rLo) | (Attacks.rookHi(sq, oLo, oHi) & rHi)) != 0) {
            return true;
        }
        long lLo = pos.bbLo[lances] & ~exLo;
        long lHi = pos.bbHi[lances] & ~exHi;
        return ((Attacks.lanceLo(color ^ 1, sq, oLo, oHi) & lLo)
                | (Attacks.lanceHi(color ^ 1, sq, oLo, oHi) & lHi)) != 0;
    }
}
