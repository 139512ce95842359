package kirin.core;

/**
 * Legal move generation. Every move produced is legal, including the non-promotions that are legal but rarely
 * useful (perft counts them): pinned pieces stay on their line, the king never steps into check, no piece is left
 * where it can never move again, no pawn is dropped on a file holding an unpromoted pawn of its side (nifu), and
 * no pawn drop gives mate (uchifuzume). Moves are written into a caller's {@code int[]} starting at an index, and
 * the new end index is returned, so a search can keep one array per thread and slice it by ply.
 *
 * <p>Kinds partition the legal moves: {@link #CAPTURES} (every move onto an enemy piece, promoting or not) and
 * {@link #QUIETS} (every other move, drops included) together make {@link #ALL}. When the side to move is in check
 * all three yield only evasions. {@link #generateChecks} yields the legal moves that give check.
 */
public final class MoveGenerator {
    /** More than the most legal moves any position has (593). */
    public static final int MAX_MOVES = 600;

    public static final int ALL = 0;
    public static final int CAPTURES = 1;
    public static final int QUIETS = 2;

    /** Squares where an unpromoted piece (index: piece code) could never move again. */
    private static final long[] DEAD_LO = new long[Piece.NB];
    private static final long[] DEAD_HI = new long[Piece.NB];
    private static final long[] ZONE_LO = new long[Color.NB];
    private static final long[] ZONE_HI = new long[Color.NB];
    /** Piece types a side can move, in generation order. */
    private static final int[] MOVER_TYPES = {
        Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.BISHOP, Piece.ROOK, Piece.GOLD,
        Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT, Piece.PRO_SILVER, Piece.HORSE, Piece.DRAGON
    };

    static {
        for (int color = 0; color < 2; color++) {
            for (int sq = 0; sq < Square.NB; sq++) {
                int rel = Square.relativeRank(color, sq);
                long lo = Bitboard.lo(sq);
                long hi = Bitboard.hi(sq);
                if (rel <= 3) {
                    ZONE_LO[color] |= lo;
                    ZONE_HI[color] |= hi;
                }
                if (rel == 1) {
                    DEAD_LO[Piece.make(color, Piece.PAWN)] |= lo;
                    DEAD_HI[Piece.make(color, Piece.PAWN)] |= hi;
                    DEAD_LO[Piece.make(color, Piece.LANCE)] |= lo;
                    DEAD_HI[Piece.make(color, Piece.LANCE)] |= hi;
                }
                if (rel <= 2) {
                    DEAD_LO[Piece.make(color, Piece.KNIGHT)] |= lo;
                    DEAD_HI[Piece.make(color, Piece.KNIGHT)] |= hi;
                }
            }
        }
    }

    private MoveGenerator() {}

    /** Writes the legal moves of {@code kind} from {@code start}; returns the end index. */
    public static int generate(Position pos, int kind, int[] list, int start) {
        int us = pos.side;
        long ownLo = pos.colorLo[us];
        long ownHi = pos.colorHi[us];
        long tLo;
        long tHi;
        if (kind == CAPTURES) {
            tLo = pos.colorLo[us ^ 1];
            tHi = pos.colorHi[us ^ 1];
        } else if (kind == QUIETS) {
            tLo = ~pos.occLo & Bitboard.ALL_LO;
            tHi = ~pos.occHi & Bitboard.ALL_HI;
        } else {
            tLo = ~ownLo & Bitboard.ALL_LO;
            tHi = ~ownHi & Bitboard.ALL_HI;
        }
        boolean drops = kind != CAPTURES;
        int n = start;
        int k = pos.kingSq[us];
        if (k != Square.NONE) {
            n = kingMoves(pos, k, tLo, tHi, list, n);
        }
        long cLo = pos.checkersLo[pos.ply];
        long cHi = pos.checkersHi[pos.ply];
        if ((cLo | cHi) == 0) {
            n = pieceMoves(pos, tLo, tHi, list, n);
            if (drops) {
                n = dropMoves(pos, ~pos.occLo & Bitboard.ALL_LO, ~pos.occHi & Bitboard.ALL_HI, list, n);
            }
            return n;
        }
        if (Long.bitCount(cLo) + Long.bitCount(cHi) > 1) {
            return n; // double check: only the king may move
        }
        int checker = Bitboard.first(cLo, cHi);
        long blockLo = Attacks.betweenLo(k, checker);
        long blockHi = Attacks.betweenHi(k, checker);
        n = pieceMoves(pos, tLo & (blockLo | cLo), tHi & (blockHi | cHi), list, n);
        if (drops) {
            n = dropMoves(pos, blockLo, blockHi, list, n);
        }
        return n;
    }

    /**
     * Writes the legal non-capturing promotions (board moves only, no drops) for a side not in check; returns the
     * end index. With {@link #CAPTURES} this is what a quiescence search plays.
     */
    public static int generatePromotions(Position pos, int[] list, int start) {
        return promotions(pos, list, start, Piece.ROOK);
    }

    /** Like {@link #generatePromotions}, for pawns only: the plain promotions a quiescence search plays. */
    public static int generatePawnPromotions(Position pos, int[] list, int start) {
        return promotions(pos, list, start, Piece.PAWN);
    }

    /** Non-capturing promotions of the piece types from pawn up to {@code lastType}. */
    private static int promotions(Position pos, int[] list, int start, int lastType) {
        int us = pos.side;
        int k = pos.kingSq[us];
        long pinLo = pos.pinnedLo();
        long pinHi = pos.pinnedHi();
        long emptyLo = ~pos.occLo & Bitboard.ALL_LO;
        long emptyHi = ~pos.occHi & Bitboard.ALL_HI;
        int n = start;
        for (int type = Piece.PAWN; type <= lastType; type++) {
            int pc = Piece.make(us, type);
            long bLo = pos.bbLo[pc];
            long bHi = pos.bbHi[pc];
            while ((bLo | bHi) != 0) {
                int from;
                if (bLo != 0) {
                    from = Long.numberOfTrailingZeros(bLo);
                    bLo &= bLo - 1;
                } else {
                    from = Bitboard.SPLIT + Long.numberOfTrailingZeros(bHi);
                    bHi &= bHi - 1;
                }
                boolean fromZone = Bitboard.test(ZONE_LO[us], ZONE_HI[us], from);
                long aLo = Attacks.attacksLo(pc, from, pos.occLo, pos.occHi) & emptyLo & (fromZone ? -1 : ZONE_LO[us]);
                long aHi = Attacks.attacksHi(pc, from, pos.occLo, pos.occHi) & emptyHi & (fromZone ? -1 : ZONE_HI[us]);
                if (((pinLo & Bitboard.lo(from)) | (pinHi & Bitboard.hi(from))) != 0) {
                    aLo &= Attacks.lineLo(k, from);
                    aHi &= Attacks.lineHi(k, from);
                }
                int base = (from << 7) | Move.PROMOTE_FLAG | (pc << 16);
                for (; aLo != 0; aLo &= aLo - 1) {
                    list[n++] = base | Long.numberOfTrailingZeros(aLo);
                }
                for (; aHi != 0; aHi &= aHi - 1) {
                    list[n++] = base | (Bitboard.SPLIT + Long.numberOfTrailingZeros(aHi));
                }
            }
        }
        return n;
    }

    /** Writes every legal move; returns the end index. */
    public static int generateAll(Position pos, int[] list, int start) {
        return generate(pos, ALL, list, start);
    }

    /**
     * Writes the legal moves that give check; returns the end index. The order is that of {@link #generateAll}
     * filtered by {@link #givesCheck}, but drops are generated only on the squares from which the dropped piece
     * attacks the enemy king, which makes this several times faster when hands are full (the mate solver calls it
     * at every attacker node).
     */
    public static int generateChecks(Position pos, int[] list, int start) {
        int us = pos.side;
        int ek = pos.kingSq[us ^ 1];
        if (ek == Square.NONE) {
            return start;
        }
        long tLo = ~pos.colorLo[us] & Bitboard.ALL_LO;
        long tHi = ~pos.colorHi[us] & Bitboard.ALL_HI;
        long dLo = ~pos.occLo & Bitboard.ALL_LO;
        long dHi = ~pos.occHi & Bitboard.ALL_HI;
        int n = start;
        int k = pos.kingSq[us];
        if (k != Square.NONE) {
            n = kingMoves(pos, k, tLo, tHi, list, n);
        }
        long cLo = pos.checkersLo[pos.ply];
        long cHi = pos.checkersHi[pos.ply];
        boolean drops = true;
        if ((cLo | cHi) == 0) {
            n = pieceMoves(pos, tLo, tHi, list, n);
        } else if (Long.bitCount(cLo) + Long.bitCount(cHi) > 1) {
            drops = false; // double check: only the king may move
        } else {
            int checker = Bitboard.first(cLo, cHi);
            long blockLo = Attacks.betweenLo(k, checker);
            long blockHi = Attacks.betweenHi(k, checker);
            n = pieceMoves(pos, tLo & (blockLo | cLo), tHi & (blockHi | cHi), list, n);
            dLo = blockLo;
            dHi = blockHi;
        }
        int m = start;
        for (int i = start; i < n; i++) {
            if (givesCheck(pos, list[i])) {
                list[m++] = list[i];
            }
        }
        return drops ? checkDrops(pos, ek, dLo, dHi, list, m) : m;
    }

    /** Drops onto the target squares from which the dropped piece attacks the enemy king {@code ek}. */
    private static int checkDrops(Position pos, int ek, long tLo, long tHi, int[] list, int n) {
        int us = pos.side;
        int hand = pos.hand[us];
        if (hand == Hand.EMPTY) {
            return n;
        }
        for (int type = Piece.PAWN; type <= Piece.GOLD; type++) {
            if (!Hand.has(hand, type)) {
                continue;
            }
            int pc = Piece.make(us, type);
            // The squares a piece of this type attacks the king from are those it would attack from the king
            // square with the other colour's move directions.
            int mirror = Piece.make(us ^ 1, type);
            long lo = tLo & Attacks.attacksLo(mirror, ek, pos.occLo, pos.occHi) & ~DEAD_LO[pc];
            long hi = tHi & Attacks.attacksHi(mirror, ek, pos.occLo, pos.occHi) & ~DEAD_HI[pc];
            if (type == Piece.PAWN && (lo | hi) != 0) {
                int sq = Bitboard.first(lo, hi);
                int file = Square.file(sq);
                if (((pos.bbLo[pc] & Bitboard.fileLo(file)) | (pos.bbHi[pc] & Bitboard.fileHi(file))) != 0
                        || pawnDropMates(pos, us, sq)) {
                    continue;
                }
            }
            int base = (type << 7) | Move.DROP_FLAG | (pc << 16);
            for (long b = lo; b != 0; b &= b - 1) {
                list[n++] = base | Long.numberOfTrailingZeros(b);
            }
            for (long b = hi; b != 0; b &= b - 1) {
                list[n++] = base | (Bitboard.SPLIT + Long.numberOfTrailingZeros(b));
            }
        }
        return n;
    }

    /** Number of legal moves (for perft leaves and mate tests). */
    public static int countLegal(Position pos, int[] scratch, int start) {
        return generate(pos, ALL, scratch, start) - start;
    }

    private static int kingMoves(Position pos, int k, long tLo, long tHi, int[] list, int n) {
        int us = pos.side;
        int king = Piece.make(us, Piece.KING);
        long oLo = pos.occLo ^ Bitboard.lo(k);
        long oHi = pos.occHi ^ Bitboard.hi(k);
        long lo = Attacks.kingLo(k) & tLo;
        long hi = Attacks.kingHi(k) & tHi;
        while (lo != 0) {
            int to = Long.numberOfTrailingZeros(lo);
            lo &= lo - 1;
            if (!pos.isAttacked(us ^ 1, to, oLo, oHi)) {
                list[n++] = Move.normal(k, to, king);
            }
        }
        while (hi != 0) {
            int to = Bitboard.SPLIT + Long.numberOfTrailingZeros(hi);
            hi &= hi - 1;
            if (!pos.isAttacked(us ^ 1, to, oLo, oHi)) {
                list[n++] = Move.normal(k, to, king);
            }
        }
        return n;
    }

    /** Moves of every piece but the king onto the targets, keeping pinned pieces on their line. */
    private static int pieceMoves(Position pos, long tLo, long tHi, int[] list, int n) {
        int us = pos.side;
        int k = pos.kingSq[us];
        long pinLo = pos.pinnedLo();
        long pinHi = pos.pinnedHi();
        long oLo = pos.occLo;
        long oHi = pos.occHi;
        for (int type : MOVER_TYPES) {
            int pc = Piece.make(us, type);
            long bLo = pos.bbLo[pc];
            long bHi = pos.bbHi[pc];
            while ((bLo | bHi) != 0) {
                int from;
                if (bLo != 0) {
                    from = Long.numberOfTrailingZeros(bLo);
                    bLo &= bLo - 1;
                } else {
                    from = Bitboard.SPLIT + Long.numberOfTrailingZeros(bHi);
                    bHi &= bHi - 1;
                }
                long aLo = Attacks.attacksLo(pc, from, oLo, oHi) & tLo;
                long aHi = Attacks.attacksHi(pc, from, oLo, oHi) & tHi;
                if (((pinLo & Bitboard.lo(from)) | (pinHi & Bitboard.hi(from))) != 0) {
                    aLo &= Attacks.lineLo(k, from);
                    aHi &= Attacks.lineHi(k, from);
                }
                if (Piece.canPromote(type)) {
                    n = promotableMoves(us, pc, from, aLo, aHi, list, n);
                } else {
                    n = plainMoves(pc, from, aLo, aHi, list, n);
                }
            }
        }
        return n;
    }

    private static int plainMoves(int pc, int from, long aLo, long aHi, int[] list, int n) {
        int base = (from << 7) | (pc << 16);
        while (aLo != 0) {
            list[n++] = base | Long.numberOfTrailingZeros(aLo);
            aLo &= aLo - 1;
        }
        while (aHi != 0) {
            list[n++] = base | (Bitboard.SPLIT + Long.numberOfTrailingZeros(aHi));
            aHi &= aHi - 1;
        }
        return n;
    }

    private static int promotableMoves(int us, int pc, int from, long aLo, long aHi, int[] list, int n) {
        long zLo = ZONE_LO[us];
        long zHi = ZONE_HI[us];
        if (((zLo & Bitboard.lo(from)) | (zHi & Bitboard.hi(from))) != 0) {
            zLo = -1; // from inside the zone every move may promote
            zHi = -1;
        }
        // Outside the zone: plain moves only.
        n = plainMoves(pc, from, aLo & ~zLo, aHi & ~zHi, list, n);
        long pLo = aLo & zLo;
        long pHi = aHi & zHi;
        // Promotions, then the non-promotions that leave a piece able to move.
        int base = (from << 7) | (pc << 16);
        for (long b = pLo; b != 0; b &= b - 1) {
            list[n++] = base | Move.PROMOTE_FLAG | Long.numberOfTrailingZeros(b);
        }
        for (long b = pHi; b != 0; b &= b - 1) {
            list[n++] = base | Move.PROMOTE_FLAG | (Bitboard.SPLIT + Long.numberOfTrailingZeros(b));
        }
        return plainMoves(pc, from, pLo & ~DEAD_LO[pc], pHi & ~DEAD_HI[pc], list, n);
    }

    /** Drops from the hand onto the given empty squares. */
    private static int dropMoves(Position pos, long tLo, long tHi, int[] list, int n) {
        int us = pos.side;
        int hand = pos.hand[us];
        if (hand == Hand.EMPTY) {
            return n;
        }
        for (int type = Piece.PAWN; type <= Piece.GOLD; type++) {
            if (!Hand.has(hand, type)) {
                continue;
            }
            int pc = Piece.make(us, type);
            long lo = tLo & ~DEAD_LO[pc];
            long hi = tHi & ~DEAD_HI[pc];
            if (type == Piece.PAWN) {
                for (long b = pos.bbLo[pc]; b != 0; b &= b - 1) {
                    int f = Square.file(Long.numberOfTrailingZeros(b));
                    lo &= ~Bitboard.fileLo(f);
                    hi &= ~Bitboard.fileHi(f);
                }
                for (long b = pos.bbHi[pc]; b != 0; b &= b - 1) {
                    int f = Square.file(Bitboard.SPLIT + Long.numberOfTrailingZeros(b));
                    lo &= ~Bitboard.fileLo(f);
                    hi &= ~Bitboard.fileHi(f);
                }
                int mateSq = pawnCheckSquare(pos, us);
                if (mateSq != Square.NONE && Bitboard.test(lo, hi, mateSq) && pawnDropMates(pos, us, mateSq)) {
                    lo &= ~Bitboard.lo(mateSq);
                    hi &= ~Bitboard.hi(mateSq);
                }
            }
            int base = (type << 7) | Move.DROP_FLAG | (pc << 16);
            for (long b = lo; b != 0; b &= b - 1) {
                list[n++] = base | Long.numberOfTrailingZeros(b);
            }
            for (long b = hi; b != 0; b &= b - 1) {
                list[n++] = base | (Bitboard.SPLIT + Long.numberOfTrailingZeros(b));
            }
        }
        return n;
    }

    /** The square where a pawn of {@code us} would check the enemy king, or NONE. */
    private static int pawnCheckSquare(Position pos, int us) {
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
        return ((Attacks.lanceLo(color ^ 1, sq, oLo, oHi) & lLo) | (Attacks.lanceHi(color ^ 1, sq, oLo, oHi) & lHi)) != 0;
    }

    /** True if the legal move {@code move} gives check, directly or by discovery. */
    public static boolean givesCheck(Position pos, int move) {
        int us = pos.side;
        int k = pos.kingSq[us ^ 1];
        if (k == Square.NONE) {
            return false;
        }
        int to = Move.to(move);
        int after = Move.pieceAfter(move);
        long oLo = pos.occLo | Bitboard.lo(to);
        long oHi = pos.occHi | Bitboard.hi(to);
        if (Move.isDrop(move)) {
            return Bitboard.test(Attacks.attacksLo(after, to, oLo, oHi), Attacks.attacksHi(after, to, oLo, oHi), k);
        }
        int from = Move.from(move);
        oLo &= ~Bitboard.lo(from);
        oHi &= ~Bitboard.hi(from);
        if (Bitboard.test(Attacks.attacksLo(after, to, oLo, oHi), Attacks.attacksHi(after, to, oLo, oHi), k)) {
            return true;
        }
        if ((Attacks.lineLo(k, from) | Attacks.lineHi(k, from)) == 0 || Attacks.aligned(k, from, to)) {
            return false;
        }
        return slidersAttack(pos, us, k, oLo, oHi, Bitboard.lo(from), Bitboard.hi(from));
    }

    /**
     * The full legal move for a 16-bit move (as stored in a hash table, book or training record), or
     * {@link Move#NONE} if it is not legal in this position. Cheap: no move list is generated.
     */
    public static int legalFrom16(Position pos, int move16) {
        int us = pos.side;
        int to = move16 & 0x7F;
        if (to >= Square.NB || (move16 & ~0xFFFF) != 0) {
            return Move.NONE;
        }
        int k = pos.kingSq[us];
        long cLo = pos.checkersLo[pos.ply];
        long cHi = pos.checkersHi[pos.ply];
        boolean inCheck = (cLo | cHi) != 0;
        if ((move16 & Move.DROP_FLAG) != 0) {
            int type = (move16 >>> 7) & 0x7F;
            if ((move16 & Move.PROMOTE_FLAG) != 0 || type < Piece.PAWN || type > Piece.GOLD
                    || !Hand.has(pos.hand[us], type) || pos.board[to] != Piece.EMPTY) {
                return Move.NONE;
            }
            int pc = Piece.make(us, type);
            if (Bitboard.test(DEAD_LO[pc], DEAD_HI[pc], to)) {
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
        } else if (Bitboard.test(DEAD_LO[pc], DEAD_HI[pc], to)) {
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
    public static boolean isLegal(Position pos, int move) {
        return move != Move.NONE && legalFrom16(pos, Move.to16(move)) == move;
    }
}
