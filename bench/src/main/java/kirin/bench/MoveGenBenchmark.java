package kirin.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.search.See;
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
 * Legal move generation, do/undo, the check test and SEE over 1,000 positions from seeded random games. Scores are
 * per position visited; with {@code -prof gc} all must show 0 B/op.
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

    /** Generates the checking moves of one position (the search's mate-in-one test does this). */
    @Benchmark
    public int generateChecks() {
        return MoveGenerator.generateChecks(nextPosition(), moves, 0);
    }

    /** Generates every legal move, then asks for each whether it gives check (the search asks for every move). */
    @Benchmark
    public int givesCheckAll() {
        Position pos = nextPosition();
        int n = MoveGenerator.generateAll(pos, moves, 0);
        int checks = 0;
        for (int i = 0; i < n; i++) {
            if (MoveGenerator.givesCheck(pos, moves[i])) {
                checks++;
            }
        }
        return checks;
    }

    /** Generates the captures, then runs the static exchange test on each at threshold 0. */
    @Benchmark
    public int seeCaptures() {
        Position pos = nextPosition();
        int n = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, moves, 0);
        int good = 0;
        for (int i = 0; i < n; i++) {
            if (See.ge(pos, moves[i], 0)) {
                good++;
            }
        }
        return good;
    }
}
