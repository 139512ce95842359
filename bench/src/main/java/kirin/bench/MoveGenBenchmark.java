package kirin.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Legal move generation and do/undo over 1,000 positions from seeded random games. Scores are per position
 * visited; with {@code -prof gc} both must show 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MoveGenBenchmark {
    private Position[] positions;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private int next;

    @Setup
    public void setup() {
        List<Position> list = BenchPositions.randomGames(1000, 2026);
        positions = list.toArray(new Position[0]);
    }

    private Position nextPosition() {
        Position pos = positions[next];
        next = next + 1 == positions.length ? 0 : next + 1;
        return pos;
    }

    /** Generates every legal move of one position. */
    @Benchmark
    public int generateAll() {
        return MoveGenerator.generateAll(nextPosition(), moves, 0);
    }

    /** Generates, then plays and takes back every legal move of one position. */
    @Benchmark
    public long doUndoAll() {
        Position pos = nextPosition();
        int n = MoveGenerator.generateAll(pos, moves, 0);
        long keys = 0;
        for (int i = 0; i < n; i++) {
            pos.doMove(moves[i]);
            keys += pos.key();
            pos.undoMove();
        }
        return keys;
    }

    /** Checks every 16-bit form of the legal moves with the hash-move legality test. */
    @Benchmark
    public int legalFrom16() {
        Position pos = nextPosition();
        int n = MoveGenerator.generateAll(pos, moves, 0);
        int ok = 0;
        for (int i = 0; i < n; i++) {
            if (MoveGenerator.legalFrom16(pos, moves[i] & 0xFFFF) != 0) {
                ok++;
            }
        }
        return ok;
    }
}
