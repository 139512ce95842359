package kirin.core;

/**
 * The check and pin state of every position along a {@link Position}'s history, by ply: the pieces giving check to
 * the side to move, and, worked out on first use, the pieces of the side to move pinned to its king and those whose
 * move may uncover a check on the enemy king. The checkers are stored by every move (each position needs them); pins
 * and discoverers are computed lazily, as most quiescence nodes never generate moves.
 *
 * <p>It reads the position's bitboards through the {@link Position} passed to each call rather than a reference of
 * its own, so that a copy of a position needs no rewiring. Nothing is allocated after {@link #allocate}.
 */
final class CheckState {
    long[] checkersLo;
    long[] checkersHi;
    private long[] pinnedLo;        // pieces of the side to move pinned to its king, once pinsKnown
    private long[] pinnedHi;
    private boolean[] pinsKnown;
    private long[] discoverersLo;   // pieces of the side to move whose move may uncover a check, once known
    private long[] discoverersHi;
    private boolean[] discoverersKnown;
    /** High word of the last {@link #blockersLo} result (a field, so that nothing is allocated to return a pair). */
    private long blockersHi;

    /** Makes room for {@code n} plies, keeping the state stored. */
    void allocate(int n) {
        checkersLo = grow(checkersLo, n);
        checkersHi = grow(checkersHi, n);
        pinnedLo = grow(pinnedLo, n);
        pinnedHi = grow(pinnedHi, n);
        pinsKnown = grow(pinsKnown, n);
        discoverersLo = grow(discoverersLo, n);
        discoverersHi = grow(discoverersHi, n);
        discoverersKnown = grow(discoverersKnown, n);
    }

    private static long[] grow(long[] a, int n) {
        return a == null ? new long[n] : java.util.Arrays.copyOf(a, n);
    }

    private static boolean[] grow(boolean[] a, int n) {
        return a == null ? new boolean[n] : java.util.Arrays.copyOf(a, n);
    }

    /** Copies the state of plies 0 to {@code n - 1} into {@code c}, which has room for them. */
    void copyInto(CheckState c, int n) {
        System.arraycopy(checkersLo, 0, c.checkersLo, 0, n);
        System.arraycopy(checkersHi, 0, c.checkersHi, 0, n);
        System.arraycopy(pinnedLo, 0, c.pinnedLo, 0, n);
        System.arraycopy(pinnedHi, 0, c.pinnedHi, 0, n);
        System.arraycopy(pinsKnown, 0, c.pinsKnown, 0, n);
        System.arraycopy(discoverersLo, 0, c.discoverersLo, 0, n);
        System.arraycopy(discoverersHi, 0, c.discoverersHi, 0, n);
        System.arraycopy(discoverersKnown, 0, c.discoverersKnown, 0, n);
    }

    /** True if the side to move is in check at ply {@code i}. */
    boolean inCheck(int i) {
        return (checkersLo[i] | checkersHi[i]) != 0;
    }

    /**
     * Stores the checkers of the king of the side to move of {@code p}, at ply {@code i} (the current one); its
     * pinned pieces are left for {@link #pinnedLo} to work out.
     */
    void store(Position p, int i) {
        int side = p.side;
        int them = side ^ 1;
        int k = p.kingSq[side];
        pinsKnown[i] = false;
        discoverersKnown[i] = false;
        if (k == Square.NONE) {
            checkersLo[i] = checkersHi[i] = 0;
            return;
        }
        long[] bbLo = p.bbLo;
        long[] bbHi = p.bbHi;
        // Step attackers from the tables; sliders only where one stands on a line through the king with nothing
        // between (cheaper than full slider attack sets: usually there is none).
        int us = side << 4;
        int enemy = them << 4;
        long cLo = (Attacks.stepLo(us | Piece.PAWN, k) & bbLo[enemy | Piece.PAWN])
                | (Attacks.stepLo(us | Piece.KNIGHT, k) & bbLo[enemy | Piece.KNIGHT])
                | (Attacks.stepLo(us | Piece.SILVER, k) & bbLo[enemy | Piece.SILVER])
                | (Attacks.stepLo(us | Piece.GOLD, k) & bbLo[Position.group(them, Position.GOLDS)])
                | (Attacks.kingLo(k) & bbLo[Position.group(them, Position.HDK)]);
        long cHi = (Attacks.stepHi(us | Piece.PAWN, k) & bbHi[enemy | Piece.PAWN])
                | (Attacks.stepHi(us | Piece.KNIGHT, k) & bbHi[enemy | Piece.KNIGHT])
                | (Attacks.stepHi(us | Piece.SILVER, k) & bbHi[enemy | Piece.SILVER])
                | (Attacks.stepHi(us | Piece.GOLD, k) & bbHi[Position.group(them, Position.GOLDS)])
                | (Attacks.kingHi(k) & bbHi[Position.group(them, Position.HDK)]);
        int bishops = Position.group(them, Position.BISHOP_HORSE);
        int rooks = Position.group(them, Position.ROOK_DRAGON);
        int lances = enemy | Piece.LANCE;
        int kingsLance = us | Piece.LANCE; // its rays from k are where an enemy lance could check from
        long sLo = (Attacks.stepLo(Piece.BISHOP, k) & bbLo[bishops]) | (Attacks.stepLo(Piece.ROOK, k) & bbLo[rooks])
                | (Attacks.stepLo(kingsLance, k) & bbLo[lances]);
        long sHi = (Attacks.stepHi(Piece.BISHOP, k) & bbHi[bishops]) | (Attacks.stepHi(Piece.ROOK, k) & bbHi[rooks])
                | (Attacks.stepHi(kingsLance, k) & bbHi[lances]);
        long occLo = p.occLo;
        long occHi = p.occHi;
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            if (((Attacks.betweenLo(k, s) & occLo) | (Attacks.betweenHi(k, s) & occHi)) == 0) {
                cLo |= Bitboard.lo(s);
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            if (((Attacks.betweenLo(k, s) & occLo) | (Attacks.betweenHi(k, s) & occHi)) == 0) {
                cHi |= Bitboard.hi(s);
            }
        }
        checkersLo[i] = cLo;
        checkersHi[i] = cHi;
    }

    /**
     * {@link #store} for the position {@code move} has just reached: the king of the side to move was not in check
     * before it (the position was legal), so only the moved piece can check it, or a slider of the mover whose line
     * through the moved piece's old square is now open. Same result, a fraction of the work.
     */
    void storeAfter(Position p, int move, int i) {
        pinsKnown[i] = false;
        discoverersKnown[i] = false;
        int side = p.side;
        int k = p.kingSq[side];
        if (k == Square.NONE) {
            checkersLo[i] = checkersHi[i] = 0;
            return;
        }
        long occLo = p.occLo;
        long occHi = p.occHi;
        int to = Move.to(move);
        int pc = p.board[to];
        long cLo = 0;
        long cHi = 0;
        if (Bitboard.test(Attacks.stepLo(pc, to), Attacks.stepHi(pc, to), k)
                && ((Attacks.betweenLo(to, k) & occLo) | (Attacks.betweenHi(to, k) & occHi)) == 0) {
            cLo = Bitboard.lo(to);
            cHi = Bitboard.hi(to);
        }
        if (!Move.isDrop(move)) {
            int from = Move.from(move);
            long lineLo = Attacks.lineLo(k, from);
            long lineHi = Attacks.lineHi(k, from);
            if ((lineLo | lineHi) != 0) {
                int mover = side ^ 1;
                long sLo = p.sliderLinesLo(mover, k) & lineLo;
                long sHi = p.sliderLinesHi(mover, k) & lineHi;
                while ((sLo | sHi) != 0) {
                    int s;
                    if (sLo != 0) {
                        s = Long.numberOfTrailingZeros(sLo);
                        sLo &= sLo - 1;
                    } else {
                        s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
                        sHi &= sHi - 1;
                    }
                    if (((Attacks.betweenLo(k, s) & occLo) | (Attacks.betweenHi(k, s) & occHi)) == 0) {
                        cLo |= Bitboard.lo(s);
                        cHi |= Bitboard.hi(s);
                    }
                }
            }
        }
        checkersLo[i] = cLo;
        checkersHi[i] = cHi;
    }

    /** Low word of the pieces of the side to move of {@code p} pinned to its king, at ply {@code i} (the current). */
    long pinnedLo(Position p, int i) {
        if (!pinsKnown[i]) {
            storePins(p, i);
        }
        return pinnedLo[i];
    }

    /** High word of {@link #pinnedLo}. */
    long pinnedHi(Position p, int i) {
        if (!pinsKnown[i]) {
            storePins(p, i);
        }
        return pinnedHi[i];
    }

    /**
     * Low word of the pieces of the side to move of {@code p} whose move off their line uncovers a check on the
     * enemy king, at ply {@code i} (the current one).
     */
    long discoverersLo(Position p, int i) {
        if (!discoverersKnown[i]) {
            storeDiscoverers(p, i);
        }
        return discoverersLo[i];
    }

    /** High word of {@link #discoverersLo}. */
    long discoverersHi(Position p, int i) {
        if (!discoverersKnown[i]) {
            storeDiscoverers(p, i);
        }
        return discoverersHi[i];
    }

    private void storePins(Position p, int i) {
        int side = p.side;
        pinsKnown[i] = true;
        pinnedLo[i] = blockersLo(p, side, side ^ 1, side);
        pinnedHi[i] = blockersHi;
    }

    private void storeDiscoverers(Position p, int i) {
        int side = p.side;
        discoverersKnown[i] = true;
        discoverersLo[i] = blockersLo(p, side ^ 1, side, side);
        discoverersHi[i] = blockersHi;
    }

    /**
     * Low word of the pieces of {@code owner} that are the only piece between the king of {@code kingColor} and a
     * slider of {@code sliderColor} that could reach the king along that line; the high word is left in
     * {@link #blockersHi}. Empty when that king is missing.
     */
    private long blockersLo(Position p, int kingColor, int sliderColor, int owner) {
        int k = p.kingSq[kingColor];
        if (k == Square.NONE) {
            blockersHi = 0;
            return 0;
        }
        long[] bbLo = p.bbLo;
        long[] bbHi = p.bbHi;
        long occLo = p.occLo;
        long occHi = p.occHi;
        int bishops = Position.group(sliderColor, Position.BISHOP_HORSE);
        int rooks = Position.group(sliderColor, Position.ROOK_DRAGON);
        int lances = Piece.make(sliderColor, Piece.LANCE);
        int kingsLance = Piece.make(kingColor, Piece.LANCE); // its rays from k are where such lances could stand
        long sLo = (Attacks.stepLo(Piece.BISHOP, k) & bbLo[bishops]) | (Attacks.stepLo(Piece.ROOK, k) & bbLo[rooks])
                | (Attacks.stepLo(kingsLance, k) & bbLo[lances]);
        long sHi = (Attacks.stepHi(Piece.BISHOP, k) & bbHi[bishops]) | (Attacks.stepHi(Piece.ROOK, k) & bbHi[rooks])
                | (Attacks.stepHi(kingsLance, k) & bbHi[lances]);
        long pLo = 0;
        long pHi = 0;
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            long bLo = Attacks.betweenLo(k, s) & occLo;
            long bHi = Attacks.betweenHi(k, s) & occHi;
            if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
                pLo |= bLo;
                pHi |= bHi;
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            long bLo = Attacks.betweenLo(k, s) & occLo;
            long bHi = Attacks.betweenHi(k, s) & occHi;
            if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
                pLo |= bLo;
                pHi |= bHi;
            }
        }
        blockersHi = pHi & p.colorHi[owner];
        return pLo & p.colorLo[owner];
    }
}
