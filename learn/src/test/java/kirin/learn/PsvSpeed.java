package kirin.learn;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Position;
import kirin.core.Sfen;

/**
 * Timing of the codec and the file tools on 100,000 records from random games; not a test. Run after
 * {@code mvn -pl learn -am test-compile}:
 * <pre>
 * java -cp learn/target/classes:learn/target/test-classes:core/target/classes kirin.learn.PsvSpeed
 * </pre>
 * Each figure is the best of five rounds, in records per second.
 */
public final class PsvSpeed {
    private static final int N = 100_000;
    private static final int ROUNDS = 5;

    private PsvSpeed() {}

    public static void main(String[] args) throws Exception {
        List<PackedSfenValue> records = PsvReaderTest.sample(N, 42);
        byte[] bytes = PsvReaderTest.bytes(records);
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            positions.add(Sfen.parse(records.get(i * (N / 2000)).raw().toSfen(1)));
        }
        byte[] out = new byte[32];
        long[] sink = new long[1];
        report("encode (Position -> 32 bytes)", () -> {
            for (int i = 0; i < N; i++) {
                PackedSfen.encode(positions.get(i % positions.size()), out, 0);
                sink[0] += out[5];
            }
        });
        RawPosition raw = new RawPosition();
        report("decode (32 bytes -> RawPosition)", () -> {
            for (int i = 0; i < N; i++) {
                PackedSfen.decode(bytes, 40 * i, raw);
                sink[0] += raw.pieceOn(40);
            }
        });
        report("decode to SFEN text", () -> {
            for (int i = 0; i < N; i++) {
                PackedSfen.decode(bytes, 40 * i, raw);
                sink[0] += raw.toSfen(1).length();
            }
        });
        report("decode to Position (via Sfen.parse)", () -> {
            for (int i = 0; i < N; i++) {
                PackedSfen.decode(bytes, 40 * i, raw);
                sink[0] += raw.toPosition(1).key();
            }
        });
        Path dir = Files.createTempDirectory("psvspeed");
        Path bin = dir.resolve("a.bin");
        Path txt = dir.resolve("a.txt");
        Path back = dir.resolve("b.bin");
        Files.write(bin, bytes);
        report("PsvReader (read + check)", () -> {
            try (PsvReader r = new PsvReader(bin)) {
                while (r.next() != null) {
                    sink[0]++;
                }
            }
        });
        report("PsvWriter (append)", () -> {
            Files.deleteIfExists(back);
            try (PsvWriter w = new PsvWriter(back)) {
                for (PackedSfenValue v : records) {
                    w.write(v);
                }
            }
        });
        report("convert_plain", () -> ConvertPlain.run(List.of(bin), txt));
        report("convert_bin", () -> ConvertBin.run(List.of(txt), back));
        report("PsvStats", () -> sink[0] += PsvStats.of(bin).size());
        for (Path p : List.of(bin, txt, back)) {
            Files.deleteIfExists(p);
        }
        Files.delete(dir);
        System.out.println("(checksum " + sink[0] + ")");
    }

    interface Job {
        void run() throws Exception;
    }

    private static void report(String what, Job job) throws Exception {
        long best = Long.MAX_VALUE;
        for (int r = 0; r < ROUNDS; r++) {
            long t = System.nanoTime();
            job.run();
            best = Math.min(best, System.nanoTime() - t);
        }
        System.out.printf("%-38s %,12.0f records/s  (%.1f ms per %,d)%n", what, N / (best / 1e9), best / 1e6, N);
    }
}
