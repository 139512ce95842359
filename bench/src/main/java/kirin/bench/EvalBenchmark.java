package kirin.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The KPP evaluation against the material evaluation, over positions from seeded random games and random
 * tables ({@code fillRandom(seed, 64, 512)}, allocated once per fork). Scores are nanoseconds per call:
 * <ul>
 *   <li>{@code kppFull}, {@code materialFull}: the evaluation of one position from scratch;</li>
 *   <li>{@code kppIncremental}, {@code materialIncremental}: one legal move of one position played, announced to
 *       the evaluator, evaluated and taken back (the evaluator holds the root position's state, as in a search);
 *       {@code doUndo} is the same without the evaluator, to subtract.</li>
 * </ul>
 * The moves are every legal move of every position, siblings one after another as a search visits them;
 * {@code -p moves=quiet|capture|drop|king} keeps one kind (quiet and capture exclude king moves). The 1,000
 * positions touch far more of the 388 MB KPP table than the caches hold, so those figures are bound by memory
 * latency, a pessimistic case; {@code -p positionCount=1} (one middle-game position) keeps the table rows in cache
 * and shows the computation alone. A search lies in between. With {@code -prof gc} everything must show 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EvalBenchmark {
    /** The random tables, about 470 MB off-heap: filled once per fork and shared by all benchmark threads. */
    @State(Scope.Benchmark)
    public static class Tables {
        KppTables tables;

        @Setup(Level.Trial)
        public void setup() {
            tables = new KppTables();
            tables.fillRandom(20260101L, 64, 512);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            tables.close();
        }
    }

    @Param({"all"})
    public String moves;

    /** How many of the 1,000 positions to use, evenly spread: 1000 is mostly cold in cache, 1 is hot. */
    @Param({"1000"})
    public int positionCount;

    private Position[] positions;
    /** One evaluator of each kind per position, reset on that position (its root state). */
    private KppEvaluator[] kpp;
    private MaterialEvaluator[] material;
    /** For {@code kppFull}: an evaluator that is reset on every call. */
    private KppEvaluator scratch;
    /** The move list: position index and move. */
    private BenchMoves ops;
    private int nextPosition;

    @Setup(Level.Trial)
    public void setup(Tables t) {
        List<Position> list = BenchPositions.randomGames(1000, 2026);
        if (positionCount < 1 || positionCount > list.size()) {
            throw new IllegalArgumentException("positionCount must be 1 to " + list.size() + ": " + positionCount);
        }
        positions = new Position[positionCount];
        for (int i = 0; i < positionCount; i++) {
            positions[i] = list.get((2 * i + 1) * list.size() / (2 * positionCount));
        }
        kpp = new KppEvaluator[positions.length];
        material = new MaterialEvaluator[positions.length];
        scratch = new KppEvaluator(t.tables);
        for (int i = 0; i < positions.length; i++) {
            Position pos = positions[i];
            kpp[i] = new KppEvaluator(t.tables);
            kpp[i].reset(pos);
            material[i] = new MaterialEvaluator();
            material[i].reset(pos);
        }
        ops = BenchMoves.of(positions, this::kindMatches);
        if (ops.size() == 0) {
            throw new IllegalArgumentException("no moves of kind " + moves);
        }
    }

    private boolean kindMatches(Position pos, int move) {
        boolean drop = Move.isDrop(move);
        boolean king = !drop && Piece.type(Move.piece(move)) == Piece.KING;
        boolean capture = !drop && pos.pieceOn(Move.to(move)) != Piece.EMPTY;
        switch (moves) {
            case "all":
                return true;
            case "quiet":
                return !drop && !king && !capture;
            case "capture":
                return capture && !king;
            case "drop":
                return drop;
            case "king":
                return king;
            default:
                throw new IllegalArgumentException("moves must be all, quiet, capture, drop or king: " + moves);
        }
    }

    private Position nextPosition() {
        Position pos = positions[nextPosition];
        nextPosition = nextPosition + 1 == positions.length ? 0 : nextPosition + 1;
        return pos;
    }

    /** KPP evaluation of one position from scratch: {@code reset} then {@code value}. */
    @Benchmark
    public int kppFull() {
        Position pos = nextPosition();
        scratch.reset(pos);
        return scratch.value(pos);
    }

    /** Material of one position from scratch. */
    @Benchmark
    public int materialFull() {
        return MaterialEvaluator.full(nextPosition());
    }

    /** doMove, onMove, value (updated from the root's state), undoMove. */
    @Benchmark
    public int kppIncremental() {
        int op = ops.next();
        Position pos = positions[ops.position[op]];
        KppEvaluator e = kpp[ops.position[op]];
        int move = ops.move[op];
        pos.doMove(move);
        e.onMove(pos, move);
        int v = e.value(pos);
        pos.undoMove();
        return v;
    }

    /** doMove, onMove, evaluate, undoMove with the material evaluator. */
    @Benchmark
    public int materialIncremental() {
        int op = ops.next();
        Position pos = positions[ops.position[op]];
        MaterialEvaluator e = material[ops.position[op]];
        int move = ops.move[op];
        pos.doMove(move);
        e.onMove(pos, move);
        int v = e.evaluate(pos);
        pos.undoMove();
        return v;
    }

    /** doMove and undoMove alone: the baseline of the two incremental benchmarks. */
    @Benchmark
    public long doUndo() {
        return ops.doUndo(positions);
    }
}
