package kirin.learn;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;
import kirin.core.Square;

/**
 * What a packed sfen holds: the board, both hands and the side to move, with no game ply and no history. It is
 * filled by {@link PackedSfen#decode(byte[], int, RawPosition)} and can be reused from record to record. Only the
 * structure has been checked (see {@link PackedSfen}); {@link #toPosition} applies the full SFEN rules.
 */
public final class RawPosition {
    final int[] board = new int[Square.NB];
    /** Hand counts by colour*8 + type. */
    final int[] handCount = new int[16];
    final int[] kingSq = new int[2];
    int side;
    /** Scratch for the decoder: the 256 bits as four little-endian words, then zero words to bit 768. */
    final long[] words = new long[12];
    /** Scratch for the decoder: piece counts by slot (see PackedSfenCodes). */
    final int[] slots = new int[PackedSfenCodes.SLOTS];

    /** The piece code on {@code sq} (kings included), or {@link Piece#EMPTY}. */
    public int pieceOn(int sq) {
        return board[sq];
    }

    /** How many pieces of base type {@code type} (pawn..gold) {@code color} holds. */
    public int handCount(int color, int type) {
        return handCount[color * 8 + type];
    }

    /** The hand of {@code color} in the packed form of {@link Hand}. */
    public int hand(int color) {
        int h = Hand.EMPTY;
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            h = Hand.with(h, t, handCount[color * 8 + t]);
        }
        return h;
    }

    /** The king square of {@code color}, or {@link Square#NONE}. */
    public int kingSquare(int color) {
        return kingSq[color];
    }

    public int sideToMove() {
        return side;
    }

    /** SFEN text with hands in the canonical order R, B, G, S, N, L, P and the given move number. */
    public String toSfen(int moveNumber) {
        return Sfen.format(board, hand(Color.BLACK), hand(Color.WHITE), side, moveNumber);
    }

    /**
     * A new {@link Position} with the given move number (at least 1), under the full SFEN rules
     * ({@link Sfen#build}): a position with two unpromoted pawns of a side on a file, or with the side not to move in
     * check, is rejected here although it decodes.
     *
     * @throws PackedSfenException if the SFEN rules reject the position
     */
    public Position toPosition(int moveNumber) {
        return toPosition(moveNumber, null);
    }

    /**
     * As {@link #toPosition(int)}, set up in {@code into} (reused, so a reader of millions of records allocates no
     * position per record) or in a new position if {@code into} is null.
     *
     * @throws PackedSfenException if the SFEN rules reject the position
     */
    public Position toPosition(int moveNumber, Position into) {
        int n = Math.max(1, moveNumber);
        try {
            return Sfen.build(board, handCount, side, n, into);
        } catch (SfenException e) {
            throw new PackedSfenException("not a legal position (" + e.getMessage() + "): " + toSfen(n));
        }
    }

    @Override
    public String toString() {
        return toSfen(1);
    }
}
