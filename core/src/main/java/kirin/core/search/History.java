package kirin.core.search;

import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;

/**
 * The statistics one search thread learns across its tree and keeps from one {@code go} to the next: butterfly
 * history (side, origin or dropped piece, destination), continuation history (the piece and destination of a move
 * given those of a move one, two or four plies earlier), capture history (moving piece, destination, captured type)
 * and counter moves. They order the moves ({@link MovePicker}) and drive reductions and pruning ({@link AlphaBeta}).
 *
 * <p>Every table moves towards a bonus by the "gravity" rule {@code h += b - h * |b| / LIMIT}, which keeps each
 * value within +-LIMIT without clamping and lets old lessons fade as new ones arrive.
 */
final class History {
    /** Bound of butterfly and capture history values. */
    static final int BUTTERFLY_LIMIT = 8192;
    /** Bound of continuation history values (they are kept in shorts). */
    static final int CONTINUATION_LIMIT = 16384;
    static final int CAPTURE_LIMIT = 8192;

    /** Origins 0..80 are squares, 81 + type a drop of that type. */
    private static final int ORIGINS = 81 + Piece.TYPE_NB;
    /** Piece (after promotion) and destination: the key of a move in the continuation tables. */
    static final int PIECE_TO = Piece.NB * 81;

    private final int[] butterfly = new int[2 * ORIGINS * 81];
    /** Rows by an earlier move's piece-to, columns by the current move's; row 0 is the sink for null moves. */
    private final short[] continuation = new short[PIECE_TO * PIECE_TO];
    private final int[] capture = new int[PIECE_TO * Piece.TYPE_NB];
    private final int[] counter = new int[PIECE_TO];

    void clear() {
        java.util.Arrays.fill(butterfly, 0);
        java.util.Arrays.fill(continuation, (short) 0);
        java.util.Arrays.fill(capture, 0);
        java.util.Arrays.fill(counter, 0);
    }

    /** The piece-to key of a move; 0 (an unused key) for the null move and for no move. */
    static int pieceTo(int move) {
        if (move == Move.NONE || move == Move.NULL) {
            return 0;
        }
        return Move.pieceAfter(move) * 81 + Move.to(move);
    }

    /**
     * The row of the continuation table for the move played {@code back} plies before the current position
     * (1 = the last move), or 0 (the sink row) beyond the start of the game or after a null move.
     */
    static int continuationRow(Position pos, int back) {
        int i = pos.ply() - back;
        return i < 0 ? 0 : pieceTo(pos.moveAt(i)) * PIECE_TO;
    }

    private static int butterflyIndex(int color, int move) {
        int origin = Move.isDrop(move) ? 81 + Move.dropType(move) : Move.from(move);
        return (color * ORIGINS + origin) * 81 + Move.to(move);
    }

    int butterfly(int color, int move) {
        return butterfly[butterflyIndex(color, move)];
    }

    int continuation(int row, int move) {
        return continuation[row + pieceTo(move)];
    }

    int capture(int move, int capturedType) {
        return capture[pieceTo(move) * Piece.TYPE_NB + capturedType];
    }

    int counterMove(int previousMove) {
        return counter[pieceTo(previousMove)];
    }

    void setCounterMove(int previousMove, int move) {
        int k = pieceTo(previousMove);
        if (k != 0) {
            counter[k] = move;
        }
    }

    /** The bonus for a move that was best at {@code depth} (its negation is the malus for the moves tried before). */
    static int bonus(int depth) {
        return Math.min(170 * depth - 100, 1600);
    }

    /**
     * The malus for a move tried before the best one at {@code depth}: about four times the bonus at low depth, a
     * little more than it at high depth (YaneuraOu's proportions).
     */
    static int malus(int depth) {
        return Math.min(740 * depth - 180, 2300);
    }

    void updateButterfly(int color, int move, int bonus) {
        int i = butterflyIndex(color, move);
        butterfly[i] += bonus - butterfly[i] * Math.abs(bonus) / BUTTERFLY_LIMIT;
    }

    /** Updates the continuation entries of {@code move} after each of the given rows (0 rows are skipped). */
    void updateContinuation(int row1, int row2, int row4, int move, int bonus) {
        int col = pieceTo(move);
        updateContinuationAt(row1 + col, bonus);
        updateContinuationAt(row2 + col, bonus);
        updateContinuationAt(row4 + col, bonus / 2);
    }

    private void updateContinuationAt(int i, int bonus) {
        if (i < PIECE_TO) {
            return; // the sink row: nothing to learn after a null move or before the game
        }
        int h = continuation[i];
        continuation[i] = (short) (h + bonus - h * Math.abs(bonus) / CONTINUATION_LIMIT);
    }

    void updateCapture(int move, int capturedType, int bonus) {
        int i = pieceTo(move) * Piece.TYPE_NB + capturedType;
        capture[i] += bonus - capture[i] * Math.abs(bonus) / CAPTURE_LIMIT;
    }
}
