package kirin.bench;

import kirin.core.Perft;
import kirin.core.Position;
import kirin.core.Sfen;

/**
 * Plain perft timing without JMH, for quoting leaves per second:
 * {@code java -cp bench/target/benchmarks.jar kirin.bench.PerftSpeed [depth] [position] [runs]}. The position is
 * {@code startpos}, {@code matsuri}, {@code middle} or a SFEN. Prints one line per run to stdout.
 */
public final class PerftSpeed {
    private PerftSpeed() {}

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        String sfen = BenchPositions.byName(args.length > 1 ? args[1] : "startpos");
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Position pos = Sfen.parse(sfen);
        Perft perft = new Perft(depth);
        for (int run = 1; run <= runs; run++) {
            long t0 = System.nanoTime();
            long leaves = perft.count(pos, depth);
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf("run %d: perft %d = %,d leaves in %.2f s = %.1f M leaves/s (Java %s)%n",
                    run, depth, leaves, seconds, leaves / seconds / 1e6, System.getProperty("java.version"));
        }
    }
}
