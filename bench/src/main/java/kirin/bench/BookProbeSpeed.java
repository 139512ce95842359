package kirin.bench;

import kirin.book.BookEntry;
import kirin.book.BookOnTheFly;
import kirin.book.Db2016;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * On-the-fly book probing, timed without JMH:
 * <pre>
 * java -cp bench/target/benchmarks.jar kirin.bench.BookProbeSpeed generate FILE POSITIONS
 * java -cp bench/target/benchmarks.jar kirin.bench.BookProbeSpeed probe FILE POSITIONS SAMPLES
 * </pre>
 * {@code generate} writes a sorted DB2016 book of distinct positions from random games (seed 1; three moves each,
 * the first the game move). {@code probe} replays the same games to draw keys the book has and games of another
 * seed for keys it lacks (half and half), probes SAMPLES keys untimed to warm the JIT up, then SAMPLES others timed
 * one by one with {@link BookOnTheFly}, and prints the latency distribution and the process's resident memory
 * (VmRSS) before opening the book and after the probes.
 */
public final class BookProbeSpeed {
    private BookProbeSpeed() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[1]);
        int positions = Integer.parseInt(args[2]);
        if (args[0].equals("generate")) {
            generate(file, positions);
        } else {
            probe(file, positions, Integer.parseInt(args[3]));
        }
    }

    /** Positions of random games from the start (at most 120 plies each), distinct, in generation order. */
    static List<String> randomPositions(long seed, int count, List<int[]> moves) {
        Random rnd = new Random(seed);
        Set<String> seen = new HashSet<>(count * 2);
        List<String> out = new ArrayList<>(count);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        while (out.size() < count) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 120 && out.size() < count; ply++) {
                int n = MoveGenerator.generateAll(pos, list, 0);
                if (n == 0) {
                    break;
                }
                String key = pos.sfen();
                int move = list[rnd.nextInt(n)];
                if (seen.add(key)) {
                    out.add(key);
                    // drawn whether kept or not, so that probe replays exactly the games generate played
                    int second = list[rnd.nextInt(n)];
                    int third = list[rnd.nextInt(n)];
                    if (moves != null) {
                        moves.add(new int[] {move, second, third});
                    }
                }
                pos.doMove(move);
            }
        }
        return out;
    }

    static void generate(Path file, int positions) throws IOException {
        long t0 = System.nanoTime();
        List<int[]> moves = new ArrayList<>(positions);
        List<String> keys = randomPositions(1, positions, moves);
        String[] entries = new String[keys.size()];
        for (int i = 0; i < entries.length; i++) {
            StringBuilder sb = new StringBuilder(160).append("sfen ").append(keys.get(i)).append('\n');
            int[] m = moves.get(i);
            sb.append(Move.toUsi(m[0])).append(" none 0 32 3\n");
            if (m[1] != m[0]) {
                sb.append(Move.toUsi(m[1])).append(" none 0 32 2\n");
            }
            if (m[2] != m[0] && m[2] != m[1]) {
                sb.append(Move.toUsi(m[2])).append(" none 0 32 1\n");
            }
            entries[i] = sb.toString();
        }
        keys = null;
        moves = null;
        Arrays.sort(entries); // "sfen <key>\n" sorts as the keys do: '\n' is below every SFEN character
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(Db2016.HEADER);
            w.write('\n');
            for (String e : entries) {
                w.write(e);
            }
        }
        System.out.printf("generated %,d positions, %,d bytes, in %.1f s%n", entries.length, Files.size(file),
                (System.nanoTime() - t0) / 1e9);
    }

    static void probe(Path file, int positions, int samples) throws IOException {
        // The same number of keys whatever the book's size, so that memory figures compare across books.
        List<String> hits = randomPositions(1, Math.min(positions, 100_000), null);
        List<String> misses = randomPositions(2, 2 * samples, null);
        Random rnd = new Random(3);
        String[] keys = new String[2 * samples]; // the first half warms the JIT up and is not timed
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i % 2 == 0 ? hits.get(rnd.nextInt(hits.size())) : misses.get(i);
        }
        hits = null;
        misses = null;
        System.gc();
        long rssBefore = rssKb();
        long[] ns = new long[samples];
        int found = 0;
        try (BookOnTheFly book = new BookOnTheFly(file, false, System.err::println)) {
            for (int i = 0; i < samples; i++) {
                book.find(keys[samples + i]);
            }
            for (int i = 0; i < samples; i++) {
                long t = System.nanoTime();
                BookEntry e = book.find(keys[i]);
                ns[i] = System.nanoTime() - t;
                if (e != null) {
                    found++;
                }
            }
        }
        long rssAfter = rssKb();
        long[] sorted = ns.clone();
        Arrays.sort(sorted);
        System.out.printf("%,d-byte book, %,d probes (%,d found): median %.3f ms, p90 %.3f ms, p99 %.3f ms, "
                        + "max %.3f ms; VmRSS %,d kB before opening, %,d kB after the probes; heap used %,d kB "
                        + "(Java %s)%n", Files.size(file), samples, found, sorted[samples / 2] / 1e6,
                sorted[samples * 9 / 10] / 1e6, sorted[samples * 99 / 100] / 1e6, sorted[samples - 1] / 1e6,
                rssBefore, rssAfter, (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1024,
                System.getProperty("java.version"));
    }

    static long rssKb() throws IOException {
        for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (l.startsWith("VmRSS:")) {
                return Long.parseLong(l.replaceAll("\\D+", ""));
            }
        }
        return -1;
    }
}
