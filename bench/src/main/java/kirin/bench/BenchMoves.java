package kirin.bench;

import java.util.Arrays;
import java.util.function.BiPredicate;
import kirin.core.MoveGenerator;
import kirin.core.Position;

/**
 * The move list of the evaluation benchmarks ({@link EvalBenchmark}, {@link NnueBenchmark}): the kept legal moves of
 * every position, siblings one after another as a search visits them, each with its position's index; the
 * benchmarks take them in turn ({@link #next}), round and round. Nothing is allocated after {@link #of}.
 */
final class BenchMoves {
    /** Per move: its position's index, and the move. */
    final int[] position;
    final int[] move;
    private int next;

    private BenchMoves(int[] position, int[] move) {
        this.position = position;
        this.move = move;
    }

    /** The legal moves of {@code positions} that {@code keep} keeps, in order. */
    static BenchMoves of(Position[] positions, BiPredicate<Position, Integer> keep) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[][] kept = new int[positions.length][];
        int total = 0;
        for (int i = 0; i < positions.length; i++) {
            Position pos = positions[i];
            int n = MoveGenerator.generateAll(pos, buf, 0);
            int k = 0;
            for (int j = 0; j < n; j++) {
                if (keep.test(pos, buf[j])) {
                    buf[k++] = buf[j];
                }
            }
            kept[i] = Arrays.copyOf(buf, k);
            total += k;
        }
        int[] position = new int[total];
        int[] move = new int[total];
        int at = 0;
        for (int i = 0; i < positions.length; i++) {
            for (int m : kept[i]) {
                position[at] = i;
                move[at++] = m;
            }
        }
        return new BenchMoves(position, move);
    }

    int size() {
        return move.length;
    }

    /** The index of the next move, after the last the first again. */
    int next() {
        int op = next;
        next = op + 1 == move.length ? 0 : op + 1;
        return op;
    }

    /**
     * Plays the next move in its position and takes it back: the baseline that the incremental benchmarks
     * subtract. Returns the key in between, for the benchmark to consume.
     */
    long doUndo(Position[] positions) {
        int op = next();
        Position pos = positions[position[op]];
        pos.doMove(move[op]);
        long key = pos.key();
        pos.undoMove();
        return key;
    }
}
