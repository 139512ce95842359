package kirin.bench;

import java.util.concurrent.TimeUnit;
import kirin.core.Perft;
import kirin.core.Position;
import kirin.core.Sfen;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft with bulk counting. The score is perft calls per second; multiply by the leaf count the benchmark
 * returns (startpos depth 4 = 719,731; matsuri depth 3 = 4,809,015) to get leaves per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xss16m"})
public class PerftBenchmark {
    @Param({"startpos:4", "matsuri:3"})
    public String case_;

    private Position pos;
    private int depth;
    private final Perft perft = new Perft(8);

    @Setup
    public void setup() {
        String[] p = case_.split(":");
        pos = Sfen.parse(BenchPositions.byName(p[0]));
        depth = Integer.parseInt(p[1]);
    }

    @Benchmark
    public long perft() {
        return perft.count(pos, depth);
    }
}
