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
    static final long[] DEAD_LO = new long[Piece.NB];
    static final long[] DEAD_HI = new long[Piece.NB];
    /**
     * {@link #DEAD_LO} plus the squares where a non-promotion is never better than the promotion (the search's
     * "useless" non-promotions): every square for a pawn, bishop or rook (only moves that could promote meet this
     * mask), the second rank for a lance.
     */
    private static final long[] USELESS_LO = new long[Piece.NB];
    private static final long[] USELESS_HI = new long[Piece.NB];
    private static final long[] ZONE_LO = new long[Color.NB];
    private static final long[] ZONE_HI = new long[Color.NB];
    /** Piece types a side can move, in generation order (pieceMoves makes the pawns' moves all at once). */
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
        for (int pc = 0; pc < Piece.NB; pc++) {
            USELESS_LO[pc] = DEAD_LO[pc];
            USELESS_HI[pc] = DEAD_HI[pc];
        }
        for (int color = 0; color < 2; color++) {
            for (int type : new int[] {Piece.PAWN, Piece.BISHOP, Piece.ROOK}) {
                USELESS_LO[Piece.make(color, type)] = Bitboard.ALL_LO;
                USELESS_HI[Piece.make(color, type)] = Bitboard.ALL_HI;
            }
            for (int sq = 0; sq < Square.NB; sq++) {
                if (Square.relativeRank(color, sq) == 2) {
                    USELESS_LO[Piece.make(color, Piece.LANCE)] |= Bitboard.lo(sq);
                    USELESS_HI[Piece.make(color, Piece.LANCE)] |= Bitboard.hi(sq);
                }
            }
        }
    }

    private MoveGenerator() {}

    /** Writes the legal moves of {@code kind} from {@code start}; returns the end index. */
    public static int generate(Position pos, int kind, int[] list, int start) {
        return generate(pos, kind, list, start, DEAD_LO, DEAD_HI);
    }

    /**
     * {@link #generate} without the non-promotions that are never better than promoting (a pawn, bishop or rook
     * that could promote, a lance going to its second rank): the moves a search plays, in the same order as
     * {@link #generate} writes them, without writing moves only to drop them again.
     */
    public static int generateUseful(Position pos, int kind, int[] list, int start) {
        return generate(pos, kind, list, start, USELESS_LO, USELESS_HI);
    }

    /** {@code skipLo/Hi}: per piece code, the destinations where a promotable piece's non-promotion is left out. */
    private static int generate(Position pos, int kind, int[] list, int start, long[] skipLo, long[] skipHi) {
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
        long cLo = pos.checkersLo();
        long cHi = pos.checkersHi();
        if ((cLo | cHi) == 0) {
            // King moves after the other pieces' moves: a search keeps the first of equally scored moves, and with
            // a flat evaluation an early king move would be chosen for nothing, walking the king out of its castle.
            n = pieceMoves(pos, tLo, tHi, list, n, skipLo, skipHi);
            if (k != Square.NONE) {
                n = kingMoves(pos, k, tLo, tHi, list, n);
            }
            if (drops) {
                n = dropMoves(pos, ~pos.occLo & Bitboard.ALL_LO, ~pos.occHi & Bitboard.ALL_HI, list, n, null, null);
            }
            return n;
        }
        if (k != Square.NONE) {
            n = kingMoves(pos, k, tLo, tHi, list, n);
        }
        if (Long.bitCount(cLo) + Long.bitCount(cHi) > 1) {
            return n; // double check: only the king may move
        }
        int checker = Bitboard.first(cLo, cHi);
        long blockLo = Attacks.betweenLo(k, checker);
        long blockHi = Attacks.betweenHi(k, checker);
        n = pieceMoves(pos, tLo & (blockLo | cLo), tHi & (blockHi | cHi), list, n, skipLo, skipHi);
        if (drops) {
            n = dropMoves(pos, blockLo, blockHi, list, n, null, null);
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
        // Pawns all at once: a step into the zone (from inside it, a step stays inside), in the pawns' order.
        int pawn = Piece.make(us, Piece.PAWN);
        int pawnBase = Move.PROMOTE_FLAG | (pawn << 16);
        int step = us == Color.BLACK ? 1 : -1; // from = to + step
        for (long b = pawnStepsLo(pos, us, k, pinLo, pinHi) & emptyLo & ZONE_LO[us]; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            list[n++] = pawnBase | ((to + step) << 7) | to;
        }
        for (long b = pawnStepsHi(pos, us, k, pinLo, pinHi) & emptyHi & ZONE_HI[us]; b != 0; b &= b - 1) {
            int to = Bitboard.SPLIT + Long.numberOfTrailingZeros(b);
            list[n++] = pawnBase | ((to + step) << 7) | to;
        }
        for (int type = Piece.PAWN + 1; type <= lastType; type++) {
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
     * Writes the legal moves that give check, in the order {@link #generateAll} writes them; returns the end index.
     * Not in check, each piece's targets are cut down to its checking squares (and, for a piece that uncovers a
     * check, to the squares off its line) before any move is written.
     */
    public static int generateChecks(Position pos, int[] list, int start) {
        int us = pos.side;
        int them = us ^ 1;
        int ek = pos.kingSq[them];
        if (ek == Square.NONE) {
            return start;
        }
        if (pos.inCheck()) {
            int end = generate(pos, ALL, list, start);
            int n = start;
            for (int i = start; i < end; i++) {
                if (givesCheck(pos, list[i])) {
                    list[n++] = list[i];
                }
            }
            return n;
        }
        storeCheckSquares(pos, them, ek);
        long dLo = pos.discoverersLo();
        long dHi = pos.discoverersHi();
        long tLo = ~pos.colorLo[us] & Bitboard.ALL_LO;
        long tHi = ~pos.colorHi[us] & Bitboard.ALL_HI;
        int n = start;
        int k = pos.kingSq[us];
        n = pieceChecks(pos, ek, dLo, dHi, tLo, tHi, list, n);
        // A king move checks only by uncovering a slider (next to the enemy king it would stand in check). King moves
        // come after the other pieces' moves, as in generate().
        if (k != Square.NONE && Bitboard.test(dLo, dHi, k)) {
            n = kingMoves(pos, k, tLo & ~Attacks.lineLo(ek, k), tHi & ~Attacks.lineHi(ek, k), list, n);
        }
        return dropChecks(pos, list, n);
    }

    /** Fills the position's check-square scratch: where each piece type of the side to move would check {@code ek}. */
    private static void storeCheckSquares(Position pos, int them, int ek) {
        long[] lo = pos.checkSquaresLo;
        long[] hi = pos.checkSquaresHi;
        long oLo = pos.occLo;
        long oHi = pos.occHi;
        // A piece checks from s exactly when the same piece of the other colour on the king's square attacks s.
        for (int t = Piece.PAWN; t < Piece.TYPE_NB; t++) {
            lo[t] = Attacks.attacksLo(Piece.make(them, t), ek, oLo, oHi);
            hi[t] = Attacks.attacksHi(Piece.make(them, t), ek, oLo, oHi);
        }
    }

    /** {@link #pieceMoves} restricted to checking moves (not in check); same order. */
    private static int pieceChecks(Position pos, int ek, long dLo, long dHi, long tLo, long tHi, int[] list, int n) {
        int us = pos.side;
        int k = pos.kingSq[us];
        long pinLo = pos.pinnedLo();
        long pinHi = pos.pinnedHi();
        long oLo = pos.occLo;
        long oHi = pos.occHi;
        long[] cLo = pos.checkSquaresLo;
        long[] cHi = pos.checkSquaresHi;
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
                long xLo = 0;
                long xHi = 0;
                if (((dLo & Bitboard.lo(from)) | (dHi & Bitboard.hi(from))) != 0) {
                    xLo = ~Attacks.lineLo(ek, from); // leaving the line uncovers a check
                    xHi = ~Attacks.lineHi(ek, from);
                }
                long plainLo = cLo[type] | xLo;
                long plainHi = cHi[type] | xHi;
                boolean promotable = Piece.canPromote(type);
                long promoLo = promotable ? cLo[type + Piece.PROMOTED] | xLo : 0;
                long promoHi = promotable ? cHi[type + Piece.PROMOTED] | xHi : 0;
                if (((plainLo | promoLo) & Attacks.stepLo(pc, from)) == 0
                        && ((plainHi | promoHi) & Attacks.stepHi(pc, from)) == 0) {
                    continue; // no checking square in reach even on an empty board
                }
                long aLo = Attacks.attacksLo(pc, from, oLo, oHi) & tLo;
                long aHi = Attacks.attacksHi(pc, from, oLo, oHi) & tHi;
                if (((pinLo & Bitboard.lo(from)) | (pinHi & Bitboard.hi(from))) != 0) {
                    aLo &= Attacks.lineLo(k, from);
                    aHi &= Attacks.lineHi(k, from);
                }
                if (promotable) {
                    n = promotableMoves(us, pc, from, aLo, aHi, list, n, plainLo, plainHi, promoLo, promoHi, DEAD_LO,
                            DEAD_HI);
                } else {
                    n = plainMoves(pc, from, aLo & plainLo, aHi & plainHi, list, n);
                }
            }
        }
        return n;
    }

    /** {@link #dropMoves} restricted to checking drops; same order. */
    private static int dropChecks(Position pos, int[] list, int n) {
        long[] cLo = pos.checkSquaresLo;
        long[] cHi = pos.checkSquaresHi;
        long eLo = ~pos.occLo & Bitboard.ALL_LO;
        long eHi = ~pos.occHi & Bitboard.ALL_HI;
        return dropMoves(pos, eLo, eHi, list, n, cLo, cHi);
    }

    /**
     * True if the side to move has a legal move. The king's steps to squares no enemy piece attacks are generated
     * first (there is one in most positions, in check or not); only when the king has none (or there is no king)
     * are all the legal moves generated. {@code scratch} (at least {@link #MAX_MOVES} long) receives them, so the
     * call allocates nothing: the learner asks this of every training record, where generating all moves into a
     * fresh array took a quarter of its training time.
     */
    public static boolean hasLegalMove(Position pos, int[] scratch) {
        int us = pos.side;
        int k = pos.kingSq[us];
        if (k != Square.NONE && kingMoves(pos, k, ~pos.colorLo[us] & Bitboard.ALL_LO,
                ~pos.colorHi[us] & Bitboard.ALL_HI, scratch, 0) > 0) {
            return true;
        }
        return generate(pos, ALL, scratch, 0) > 0;
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
    private static int pieceMoves(Position pos, long tLo, long tHi, int[] list, int n, long[] skipLo,
            long[] skipHi) {
        int us = pos.side;
        int k = pos.kingSq[us];
        long pinLo = pos.pinnedLo();
        long pinHi = pos.pinnedHi();
        long oLo = pos.occLo;
        long oHi = pos.occHi;
        n = pawnMoves(pos, us, k, tLo, tHi, pinLo, pinHi, list, n, skipLo, skipHi);
        for (int i = 1; i < MOVER_TYPES.length; i++) {
            int type = MOVER_TYPES[i];
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
                    n = promotableMoves(us, pc, from, aLo, aHi, list, n, -1, -1, -1, -1, skipLo, skipHi);
                } else {
                    n = plainMoves(pc, from, aLo, aHi, list, n);
                }
            }
        }
        return n;
    }

    /**
     * The pawns' moves of {@link #pieceMoves} (its first type), all pawns at once: each steps one square forward, so
     * the targets are the pawns shifted by one square within their file (never across a word: a black pawn on
     * square 63, rank 1, or a white one on 62, rank 9, cannot exist), in the order of the pawns. A pinned pawn moves
     * only if the pin runs along its file (it is on the king's file), and then forward stays on the pin.
     */
    private static int pawnMoves(Position pos, int us, int k, long tLo, long tHi, long pinLo, long pinHi, int[] list,
            int n, long[] skipLo, long[] skipHi) {
        int pc = Piece.make(us, Piece.PAWN);
        long aLo = pawnStepsLo(pos, us, k, pinLo, pinHi) & tLo;
        long aHi = pawnStepsHi(pos, us, k, pinLo, pinHi) & tHi;
        int step = us == Color.BLACK ? 1 : -1; // from = to + step
        long zLo = ZONE_LO[us];
        long zHi = ZONE_HI[us];
        long noPlainLo = skipLo[pc];
        long noPlainHi = skipHi[pc];
        int pieceBits = pc << 16;
        // A step into the zone (from inside it, the step stays inside) may promote: the promotion first, then the
        // non-promotion unless it is skipped, as promotableMoves orders them.
        while ((aLo | aHi) != 0) {
            int to;
            if (aLo != 0) {
                to = Long.numberOfTrailingZeros(aLo);
                aLo &= aLo - 1;
            } else {
                to = Bitboard.SPLIT + Long.numberOfTrailingZeros(aHi);
                aHi &= aHi - 1;
            }
            int move = pieceBits | ((to + step) << 7) | to;
            if (!Bitboard.test(zLo, zHi, to)) {
                list[n++] = move;
            } else {
                list[n++] = move | Move.PROMOTE_FLAG;
                if (!Bitboard.test(noPlainLo, noPlainHi, to)) {
                    list[n++] = move;
                }
            }
        }
        return n;
    }

    /**
     * Low word of the squares our pawns can step to (occupied or not), each pawn's one square forward within its file:
     * a pinned pawn only when the pin runs along its file (it stands on the king's file), where forward stays on it.
     * A step never crosses words: a black pawn on square 63 (rank 1) or a white one on 62 (rank 9) cannot exist.
     */
    private static long pawnStepsLo(Position pos, int us, int k, long pinLo, long pinHi) {
        long p = pos.bbLo[Piece.make(us, Piece.PAWN)];
        if ((p & pinLo) != 0) {
            p &= ~pinLo | Bitboard.fileLo(Square.file(k));
        }
        return us == Color.BLACK ? p >>> 1 : (p << 1) & Bitboard.ALL_LO;
    }

    /** High word of {@link #pawnStepsLo}. */
    private static long pawnStepsHi(Position pos, int us, int k, long pinLo, long pinHi) {
        long p = pos.bbHi[Piece.make(us, Piece.PAWN)];
        if ((p & pinHi) != 0) {
            p &= ~pinHi | Bitboard.fileHi(Square.file(k));
        }
        return us == Color.BLACK ? p >>> 1 : (p << 1) & Bitboard.ALL_HI;
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

    /**
     * Moves of a promotable piece onto the attacked squares {@code a}: plain moves only onto {@code plain}, promotions
     * only onto {@code promo} (all ones when every move is wanted); no non-promotion onto the squares of
     * {@code skip[pc]} among those where it could promote.
     */
    private static int promotableMoves(int us, int pc, int from, long aLo, long aHi, int[] list, int n,
            long plainLo, long plainHi, long promoLo, long promoHi, long[] skipLo, long[] skipHi) {
        long zLo = ZONE_LO[us];
        long zHi = ZONE_HI[us];
        if (((zLo & Bitboard.lo(from)) | (zHi & Bitboard.hi(from))) != 0) {
            zLo = -1; // from inside the zone every move may promote
            zHi = -1;
        }
        // Outside the zone: plain moves only.
        n = plainMoves(pc, from, aLo & ~zLo & plainLo, aHi & ~zHi & plainHi, list, n);
        long pLo = aLo & zLo;
        long pHi = aHi & zHi;
        // Promotions, then the non-promotions that leave a piece able to move.
        int base = (from << 7) | (pc << 16);
        for (long b = pLo & promoLo; b != 0; b &= b - 1) {
            list[n++] = base | Move.PROMOTE_FLAG | Long.numberOfTrailingZeros(b);
        }
        for (long b = pHi & promoHi; b != 0; b &= b - 1) {
            list[n++] = base | Move.PROMOTE_FLAG | (Bitboard.SPLIT + Long.numberOfTrailingZeros(b));
        }
        return plainMoves(pc, from, pLo & ~skipLo[pc] & plainLo, pHi & ~skipHi[pc] & plainHi, list, n);
    }

    /**
     * Drops from the hand onto the given empty squares; with {@code typeLo/Hi} (else null) each type only onto its
     * own squares as well.
     */
    private static int dropMoves(Position pos, long tLo, long tHi, int[] list, int n, long[] typeLo, long[] typeHi) {
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
            if (typeLo != null) {
                lo &= typeLo[type];
                hi &= typeHi[type];
            }
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
                int mateSq = MoveLegality.pawnCheckSquare(pos, us);
                if (mateSq != Square.NONE && Bitboard.test(lo, hi, mateSq)
                        && MoveLegality.pawnDropMates(pos, us, mateSq)) {
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

    /**
     * True if the legal move {@code move} gives check, directly or by discovery. Direct: the piece's empty-board
     * attacks from the destination reach the king and nothing stands between (the origin is empty by then).
     * Discovered: the piece is one of the position's {@link Position#discoverersLo discoverers} and leaves the line
     * through the king.
     */
    public static boolean givesCheck(Position pos, int move) {
        int k = pos.kingSq[pos.side ^ 1];
        if (k == Square.NONE) {
            return false;
        }
        int to = Move.to(move);
        int after = Move.pieceAfter(move);
        boolean drop = Move.isDrop(move);
        int from = Move.from(move);
        if (Bitboard.test(Attacks.stepLo(after, to), Attacks.stepHi(after, to), k)) {
            long bLo = Attacks.betweenLo(to, k) & pos.occLo;
            long bHi = Attacks.betweenHi(to, k) & pos.occHi;
            if (!drop) {
                bLo &= ~Bitboard.lo(from);
                bHi &= ~Bitboard.hi(from);
            }
            if ((bLo | bHi) == 0) {
                return true;
            }
        }
        return !drop && Bitboard.test(pos.discoverersLo(), pos.discoverersHi(), from) && !Attacks.aligned(k, from, to);
    }

    /**
     * The full legal move for a 16-bit move (as stored in a hash table, book or training record), or
     * {@link Move#NONE} if it is not legal in this position. Cheap: no move list is generated.
     */
    public static int legalFrom16(Position pos, int move16) {
        return MoveLegality.legalFrom16(pos, move16);
    }

    /** True if {@code move} (a full move) is legal in this position. */
    public static boolean isLegal(Position pos, int move) {
        return MoveLegality.isLegal(pos, move);
    }
}
