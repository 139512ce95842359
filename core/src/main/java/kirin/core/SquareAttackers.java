package kirin.core;

/**
 * Which pieces of a {@link Position} attack a square: the attacker sets and attack tests that move generation,
 * legality, SEE and the mate search ask of a position, with the occupancy given by the caller so that a move can be
 * tried without playing it. Read-only; {@link Position} exposes each query as a method of its own.
 *
 * <p>Step attackers come from the step tables seen from the square (a piece attacks {@code sq} if it stands where
 * the opposite colour's piece on {@code sq} would step); sliders from the bitboard groups kept per colour.
 */
final class SquareAttackers {
    private static final int GOLDS = Position.GOLDS;
    private static final int HDK = Position.HDK;
    private static final int BISHOP_HORSE = Position.BISHOP_HORSE;
    private static final int ROOK_DRAGON = Position.ROOK_DRAGON;

    private SquareAttackers() {}

    private static int group(int color, int g) {
        return Position.group(color, g);
    }

    /** Low word of the pieces of {@code color} that attack {@code sq} with the given occupancy. */
    static long attackersLo(Position p, int color, int sq, long oLo, long oHi) {
        long[] bbLo = p.bbLo;
        int us = color << 4;
        int them = (color ^ 1) << 4;
        long a = (Attacks.stepLo(them | Piece.PAWN, sq) & bbLo[us | Piece.PAWN])
                | (Attacks.stepLo(them | Piece.KNIGHT, sq) & bbLo[us | Piece.KNIGHT])
                | (Attacks.stepLo(them | Piece.SILVER, sq) & bbLo[us | Piece.SILVER])
                | (Attacks.stepLo(them | Piece.GOLD, sq) & bbLo[group(color, GOLDS)])
                | (Attacks.kingLo(sq) & bbLo[group(color, HDK)]);
        a |= Attacks.lanceLo(color ^ 1, sq, oLo, oHi) & bbLo[us | Piece.LANCE];
        a |= Attacks.bishopLo(sq, oLo, oHi) & bbLo[group(color, BISHOP_HORSE)];
        a |= Attacks.rookLo(sq, oLo, oHi) & bbLo[group(color, ROOK_DRAGON)];
        return a;
    }

    /** High word of {@link #attackersLo}. */
    static long attackersHi(Position p, int color, int sq, long oLo, long oHi) {
        long[] bbHi = p.bbHi;
        int us = color << 4;
        int them = (color ^ 1) << 4;
        long a = (Attacks.stepHi(them | Piece.PAWN, sq) & bbHi[us | Piece.PAWN])
                | (Attacks.stepHi(them | Piece.KNIGHT, sq) & bbHi[us | Piece.KNIGHT])
                | (Attacks.stepHi(them | Piece.SILVER, sq) & bbHi[us | Piece.SILVER])
                | (Attacks.stepHi(them | Piece.GOLD, sq) & bbHi[group(color, GOLDS)])
                | (Attacks.kingHi(sq) & bbHi[group(color, HDK)]);
        a |= Attacks.lanceHi(color ^ 1, sq, oLo, oHi) & bbHi[us | Piece.LANCE];
        a |= Attacks.bishopHi(sq, oLo, oHi) & bbHi[group(color, BISHOP_HORSE)];
        a |= Attacks.rookHi(sq, oLo, oHi) & bbHi[group(color, ROOK_DRAGON)];
        return a;
    }

    /**
     * Low word of the pieces of both colours that attack {@code sq} with the given occupancy: the union of
     * {@link #attackersLo} for black and white, with each slider attack set computed once.
     */
    static long allAttackersLo(Position p, int sq, long oLo, long oHi) {
        long[] bbLo = p.bbLo;
        int b = Color.BLACK << 4;
        int w = Color.WHITE << 4;
        long a = (Attacks.stepLo(w | Piece.PAWN, sq) & bbLo[b | Piece.PAWN])
                | (Attacks.stepLo(b | Piece.PAWN, sq) & bbLo[w | Piece.PAWN])
                | (Attacks.stepLo(w | Piece.KNIGHT, sq) & bbLo[b | Piece.KNIGHT])
                | (Attacks.stepLo(b | Piece.KNIGHT, sq) & bbLo[w | Piece.KNIGHT])
                | (Attacks.stepLo(w | Piece.SILVER, sq) & bbLo[b | Piece.SILVER])
                | (Attacks.stepLo(b | Piece.SILVER, sq) & bbLo[w | Piece.SILVER])
                | (Attacks.stepLo(w | Piece.GOLD, sq) & bbLo[group(Color.BLACK, GOLDS)])
                | (Attacks.stepLo(b | Piece.GOLD, sq) & bbLo[group(Color.WHITE, GOLDS)])
                | (Attacks.kingLo(sq) & (bbLo[group(Color.BLACK, HDK)] | bbLo[group(Color.WHITE, HDK)]));
        a |= Attacks.bishopLo(sq, oLo, oHi)
                & (bbLo[group(Color.BLACK, BISHOP_HORSE)] | bbLo[group(Color.WHITE, BISHOP_HORSE)]);
        // A lance attacks like a rook along one ray of its file: the rook attack set holds the lance attackers too.
        a |= Attacks.rookLo(sq, oLo, oHi)
                & (bbLo[group(Color.BLACK, ROOK_DRAGON)] | bbLo[group(Color.WHITE, ROOK_DRAGON)]
                | (Attacks.stepLo(w | Piece.LANCE, sq) & bbLo[b | Piece.LANCE])
                | (Attacks.stepLo(b | Piece.LANCE, sq) & bbLo[w | Piece.LANCE]));
        return a;
    }

    /** High word of {@link #allAttackersLo}. */
    static long allAttackersHi(Position p, int sq, long oLo, long oHi) {
        long[] bbHi = p.bbHi;
        int b = Color.BLACK << 4;
        int w = Color.WHITE << 4;
        long a = (Attacks.stepHi(w | Piece.PAWN, sq) & bbHi[b | Piece.PAWN])
                | (Attacks.stepHi(b | Piece.PAWN, sq) & bbHi[w | Piece.PAWN])
                | (Attacks.stepHi(w | Piece.KNIGHT, sq) & bbHi[b | Piece.KNIGHT])
                | (Attacks.stepHi(b | Piece.KNIGHT, sq) & bbHi[w | Piece.KNIGHT])
                | (Attacks.stepHi(w | Piece.SILVER, sq) & bbHi[b | Piece.SILVER])
                | (Attacks.stepHi(b | Piece.SILVER, sq) & bbHi[w | Piece.SILVER])
                | (Attacks.stepHi(w | Piece.GOLD, sq) & bbHi[group(Color.BLACK, GOLDS)])
                | (Attacks.stepHi(b | Piece.GOLD, sq) & bbHi[group(Color.WHITE, GOLDS)])
                | (Attacks.kingHi(sq) & (bbHi[group(Color.BLACK, HDK)] | bbHi[group(Color.WHITE, HDK)]));
        a |= Attacks.bishopHi(sq, oLo, oHi)
                & (bbHi[group(Color.BLACK, BISHOP_HORSE)] | bbHi[group(Color.WHITE, BISHOP_HORSE)]);
        a |= Attacks.rookHi(sq, oLo, oHi)
                & (bbHi[group(Color.BLACK, ROOK_DRAGON)] | bbHi[group(Color.WHITE, ROOK_DRAGON)]
                | (Attacks.stepHi(w | Piece.LANCE, sq) & bbHi[b | Piece.LANCE])
                | (Attacks.stepHi(b | Piece.LANCE, sq) & bbHi[w | Piece.LANCE]));
        return a;
    }

    /**
     * {@link Position#isAttacked(int, int, long, long)} leaving out the pieces on the squares of {@code ex}: asks
     * about the position after a move of the piece on {@code ex} without playing it (the caller accounts for where
     * it lands).
     */
    static boolean isAttackedExcept(Position p, int color, int sq, long oLo, long oHi, long exLo, long exHi) {
        long[] bbLo = p.bbLo;
        long[] bbHi = p.bbHi;
        int us = color << 4;
        int them = (color ^ 1) << 4;
        long keepLo = ~exLo;
        long keepHi = ~exHi;
        if ((((Attacks.stepLo(them | Piece.PAWN, sq) & bbLo[us | Piece.PAWN])
                | (Attacks.stepLo(them | Piece.KNIGHT, sq) & bbLo[us | Piece.KNIGHT])
                | (Attacks.stepLo(them | Piece.SILVER, sq) & bbLo[us | Piece.SILVER])
                | (Attacks.stepLo(them | Piece.GOLD, sq) & bbLo[group(color, GOLDS)])
                | (Attacks.kingLo(sq) & bbLo[group(color, HDK)])) & keepLo
                | ((Attacks.stepHi(them | Piece.PAWN, sq) & bbHi[us | Piece.PAWN])
                | (Attacks.stepHi(them | Piece.KNIGHT, sq) & bbHi[us | Piece.KNIGHT])
                | (Attacks.stepHi(them | Piece.SILVER, sq) & bbHi[us | Piece.SILVER])
                | (Attacks.stepHi(them | Piece.GOLD, sq) & bbHi[group(color, GOLDS)])
                | (Attacks.kingHi(sq) & bbHi[group(color, HDK)])) & keepHi) != 0) {
            return true;
        }
        int bishops = group(color, BISHOP_HORSE);
        int rooks = group(color, ROOK_DRAGON);
        int lances = us | Piece.LANCE;
        int lanceView = them | Piece.LANCE;
        long sLo = ((Attacks.stepLo(Piece.BISHOP, sq) & bbLo[bishops]) | (Attacks.stepLo(Piece.ROOK, sq) & bbLo[rooks])
                | (Attacks.stepLo(lanceView, sq) & bbLo[lances])) & keepLo;
        long sHi = ((Attacks.stepHi(Piece.BISHOP, sq) & bbHi[bishops]) | (Attacks.stepHi(Piece.ROOK, sq) & bbHi[rooks])
                | (Attacks.stepHi(lanceView, sq) & bbHi[lances])) & keepHi;
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            if (((Attacks.betweenLo(sq, s) & oLo) | (Attacks.betweenHi(sq, s) & oHi)) == 0) {
                return true;
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            if (((Attacks.betweenLo(sq, s) & oLo) | (Attacks.betweenHi(sq, s) & oHi)) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Low word of the pieces of {@code color} on a line through {@code sq} that could attack it along that line
     * (bishops and horses on its diagonals, rooks and dragons on its rank and file, lances on the file below it from
     * their side), whatever stands between. With a between test per piece this gives the slider attackers of a
     * square, usually cheaper than slider attack sets.
     */
    static long sliderLinesLo(Position p, int color, int sq) {
        long[] bbLo = p.bbLo;
        return (Attacks.stepLo(Piece.BISHOP, sq) & bbLo[group(color, BISHOP_HORSE)])
                | (Attacks.stepLo(Piece.ROOK, sq) & bbLo[group(color, ROOK_DRAGON)])
                | (Attacks.stepLo(((color ^ 1) << 4) | Piece.LANCE, sq) & bbLo[(color << 4) | Piece.LANCE]);
    }

    /** High word of {@link #sliderLinesLo}. */
    static long sliderLinesHi(Position p, int color, int sq) {
        long[] bbHi = p.bbHi;
        return (Attacks.stepHi(Piece.BISHOP, sq) & bbHi[group(color, BISHOP_HORSE)])
                | (Attacks.stepHi(Piece.ROOK, sq) & bbHi[group(color, ROOK_DRAGON)])
                | (Attacks.stepHi(((color ^ 1) << 4) | Piece.LANCE, sq) & bbHi[(color << 4) | Piece.LANCE]);
    }

    /** Low word of the pieces of {@code color} that attack {@code sq} by a step (all but the sliders' lines). */
    static long stepAttackersLo(Position p, int color, int sq) {
        long[] bbLo = p.bbLo;
        int us = color << 4;
        int them = (color ^ 1) << 4;
        return (Attacks.stepLo(them | Piece.PAWN, sq) & bbLo[us | Piece.PAWN])
                | (Attacks.stepLo(them | Piece.KNIGHT, sq) & bbLo[us | Piece.KNIGHT])
                | (Attacks.stepLo(them | Piece.SILVER, sq) & bbLo[us | Piece.SILVER])
                | (Attacks.stepLo(them | Piece.GOLD, sq) & bbLo[group(color, GOLDS)])
                | (Attacks.kingLo(sq) & bbLo[group(color, HDK)]);
    }

    /** High word of {@link #stepAttackersLo}. */
    static long stepAttackersHi(Position p, int color, int sq) {
        long[] bbHi = p.bbHi;
        int us = color << 4;
        int them = (color ^ 1) << 4;
        return (Attacks.stepHi(them | Piece.PAWN, sq) & bbHi[us | Piece.PAWN])
                | (Attacks.stepHi(them | Piece.KNIGHT, sq) & bbHi[us | Piece.KNIGHT])
                | (Attacks.stepHi(them | Piece.SILVER, sq) & bbHi[us | Piece.SILVER])
                | (Attacks.stepHi(them | Piece.GOLD, sq) & bbHi[group(color, GOLDS)])
                | (Attacks.kingHi(sq) & bbHi[group(color, HDK)]);
    }
}
