package kirin.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.core.Sfen;
import kirin.core.search.QuietListener;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.TranspositionTable;
import kirin.eval.nnue.NnueEvaluator;
import kirin.eval.nnue.NnueFile;

/**
 * The USI {@code bench} workload (its five positions, material evaluation, a cleared 16 MB table and a new search
 * per position, default options without network delay) timed by this thread's CPU time as well as by the clock:
 * {@code java -Xss16m -cp bench/target/benchmarks.jar kirin.bench.BenchSpeed [depth 12] [passes 3] [nn.bin]}; with a
 * third argument the search evaluates with that NNUE net ({@code FV_SCALE} 16; add
 * {@code --add-modules jdk.incubator.vector} for the Vector API path) instead of the material evaluation. On a machine
 * shared with engine matches the clock mostly measures the neighbours; CPU time leaves out the time the scheduler
 * gives to them (not their effect on caches). Prints per pass the total node count, which must equal the USI
 * {@code bench depth D} count (a different count means a different tree), and nodes per second of both kinds, then
 * the medians. The first pass also warms up the JIT; compare medians over several passes.
 */
public final class BenchSpeed {
    /** The positions of the USI bench command (kirin.usi.BenchCommand), in its order. */
    static final List<String> POSITIONS = List.of(
            Sfen.STARTPOS,
            "lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9",
            "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
            "6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    static final int HASH_MB = 16;

    private BenchSpeed() {}

    public static void main(String[] args) throws Exception {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        TranspositionTable tt = new TranspositionTable(HASH_MB);
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        Evaluator evaluator = new MaterialEvaluator();
        if (args.length > 2) {
            evaluator = new NnueEvaluator(NnueFile.read(java.nio.file.Path.of(args[2]), System.err::println),
                    NnueEvaluator.DEFAULT_FV_SCALE);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] rates = new double[passes];
        double[] cpuRates = new double[passes];
        for (int pass = 0; pass < passes; pass++) {
            long nodes = 0;
            long wall = 0;
            long cpu = 0;
            for (String sfen : POSITIONS) {
                tt.clear();
                SearchOptions options = new SearchOptions();
                options.networkDelay = 0;
                Search search = new Search(tt, evaluator.copy());
                long t0 = System.nanoTime();
                long c0 = threads.getCurrentThreadCpuTime();
                nodes += search.go(Sfen.parse(sfen), limits, options, QuietListener.INSTANCE).nodes;
                cpu += threads.getCurrentThreadCpuTime() - c0;
                wall += System.nanoTime() - t0;
            }
            rates[pass] = nodes * 1e9 / wall;
            cpuRates[pass] = nodes * 1e9 / cpu;
            System.out.printf("pass %d: depth %d nodes %d, %.0f nodes/s, %.0f nodes per CPU second%n", pass + 1,
                    depth, nodes, rates[pass], cpuRates[pass]);
        }
        Arrays.sort(rates);
        Arrays.sort(cpuRates);
        System.out.printf("median: %.0f nodes/s, %.0f nodes per CPU second%n", rates[passes / 2],
                cpuRates[passes / 2]);
    }
}
