package kirin.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.Position;
import kirin.core.search.Mate1;
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
 * The search's mate-in-one test ({@link Mate1#find}) over the positions not in check among 2,000 from seeded random
 * games (late random games hold many pieces in hand, so drops are tried often). Scores are per position; with
 * {@code -prof gc} it must show 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Mate1Benchmark {
    private static final Mate1 MATE1 = new Mate1(); // one thread
    private Position[] positions;
    private int next;

    @Setup
    public void setup() {
        List<Position> list = new ArrayList<>();
        for (Position pos : BenchPositions.randomGames(2000, 2026)) {
            if (!pos.inCheck()) {
                list.add(pos);
            }
        }
        positions = list.toArray(new Position[0]);
    }

    /** Looks for a mate in one in one position. */
    @Benchmark
    public int find() {
        Position pos = positions[next];
        next = next + 1 == positions.length ? 0 : next + 1;
        return MATE1.find(pos);
    }
}
