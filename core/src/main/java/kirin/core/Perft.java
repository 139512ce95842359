package kirin.core;

/**
 * Counts the leaves of the legal move tree to a fixed depth. Moves at the last ply are counted without being
 * played ("bulk counting"), the usual way perft figures are quoted. One instance owns its move buffer, so it
 * allocates nothing while counting.
 */
public final class Perft {
    private final int[] moves;

    /** A counter for depths up to {@code maxDepth}. */
    public Perft(int maxDepth) {
        moves = new int[(maxDepth + 1) * MoveGenerator.MAX_MOVES];
    }

    /** Leaves {@code depth} plies below the position (1 for depth 0). */
    public long count(Position pos, int depth) {
        if (depth <= 0) {
            return 1;
        }
        if (depth * MoveGenerator.MAX_MOVES >= moves.length) {
            throw new IllegalArgumentException("depth " + depth + " exceeds this counter's maximum");
        }
        return count(pos, depth, 0);
    }

    private long count(Position pos, int depth, int start) {
        int end = MoveGenerator.generateAll(pos, moves, start);
        if (depth == 1) {
            return end - start;
        }
        long total = 0;
        for (int i = start; i < end; i++) {
            pos.doMove(moves[i]);
            total += count(pos, depth - 1, end);
            pos.undoMove();
        }
        return total;
    }

    /**
     * Per-root-move counts: writes the root moves into {@code rootMoves} and their leaf counts into
     * {@code counts}; returns how many root moves there are.
     */
    public int divide(Position pos, int depth, int[] rootMoves, long[] counts) {
        int n = MoveGenerator.generateAll(pos, rootMoves, 0);
        for (int i = 0; i < n; i++) {
            pos.doMove(rootMoves[i]);
            counts[i] = count(pos, depth - 1);
            pos.undoMove();
        }
        return n;
    }
}
