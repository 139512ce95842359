package kirin.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.Position;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueNet;
import kirin.eval.nnue.NnueRandom;
import kirin.eval.nnue.NnueSimdChooser;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The NNUE evaluation ({@code halfkp_256x2-32-32}, a seeded random net from {@link NnueRandom}) over the legal moves
 * of 1,000 positions of seeded random games, in nanoseconds per call:
 * <ul>
 *   <li>{@code incremental}: one move played, announced, evaluated (the accumulators updated from the root's, then
 *       the dense layers: the 80,000-odd positions overflow the evaluator's value cache, so it nearly always
 *       misses) and taken back, as a search visits its children;</li>
 *   <li>{@code full}: both accumulators refreshed from scratch and the dense layers ({@code rawOutput});</li>
 *   <li>{@code doUndo}: the move played and taken back alone, to subtract.</li>
 * </ul>
 * The path is {@link NnueSimdChooser}'s: add {@code -jvmArgsAppend -Dkirin.nnue.simd=false} for the scalar one (the
 * Vector API path needs {@code --add-modules jdk.incubator.vector} and JDK 25 or newer). With {@code -prof gc}
 * every benchmark must show about 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class NnueBenchmark {
    private Position[] positions;
    private NnueEvaluator[] evaluators;
    private NnueEvaluator scratch;
    private BenchMoves ops;
    private int nextPosition;

    @Setup(Level.Trial)
    public void setup() {
        NnueNet net = NnueRandom.generate(1);
        List<Position> list = BenchPositions.randomGames(1000, 2026);
        positions = list.toArray(new Position[0]);
        evaluators = new NnueEvaluator[positions.length];
        scratch = new NnueEvaluator(net, NnueEvaluator.DEFAULT_FV_SCALE);
        for (int i = 0; i < positions.length; i++) {
            evaluators[i] = (NnueEvaluator) scratch.copy();
            evaluators[i].reset(positions[i]);
        }
        ops = BenchMoves.of(positions, (pos, move) -> true);
        System.err.println("NNUE path: " + NnueSimdChooser.describe() + ", " + ops.size() + " moves");
    }

    /** doMove, onMove, value (updated from the root's accumulators), undoMove. */
    @Benchmark
    public int incremental() {
        int op = ops.next();
        Position pos = positions[ops.position[op]];
        NnueEvaluator e = evaluators[ops.position[op]];
        int move = ops.move[op];
        pos.doMove(move);
        e.onMove(pos, move);
        int v = e.value(pos);
        pos.undoMove();
        return v;
    }

    /** Both accumulators from scratch, then the dense layers. */
    @Benchmark
    public int full() {
        Position pos = positions[nextPosition];
        nextPosition = nextPosition + 1 == positions.length ? 0 : nextPosition + 1;
        return scratch.rawOutput(pos);
    }

    /** doMove and undoMove alone: the baseline of {@code incremental}. */
    @Benchmark
    public long doUndo() {
        return ops.doUndo(positions);
    }
}
