package kirin.learn;

import kirin.core.AtomicFile;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * YaneuraOu's {@code learn convert_plain}: {@code .bin} records to text, one block per record (interop.md 3.2):
 *
 * <pre>
 * sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
 * move 7g7f
 * score 35
 * ply 1
 * result 1
 * e
 * </pre>
 *
 * The SFEN's move number is {@code max(1, gamePly)}: the packed sfen has no ply, the {@code ply} line keeps the exact
 * value, and a move number of 0 is not valid SFEN. The move is written in USI ({@code none}, {@code resign},
 * {@code win} and {@code null} for the special values). YaneuraOu's blocks have no field for Kirin's game-end code
 * (byte 39), so it is not written: {@code convert_bin} gives such records back with code 0 (unknown). Lines end with
 * a line feed. The output file is replaced
 * atomically (YaneuraOu appends instead); a corrupt input record stops the conversion and leaves the output alone.
 */
public final class ConvertPlain {
    private ConvertPlain() {}

    /** Converts every record of {@code inputs}, in order, into {@code output}; returns the number of records. */
    public static long run(List<Path> inputs, Path output) throws IOException {
        long[] count = new long[1];
        AtomicFile.write(output, out -> {
            StringBuilder sb = new StringBuilder(1 << 16);
            for (Path in : inputs) {
                try (PsvReader reader = new PsvReader(in)) {
                    for (PackedSfenValue v; (v = reader.next()) != null; ) {
                        appendBlock(sb, v, reader.position());
                        count[0]++;
                        if (sb.length() > 60_000) {
                            flush(sb, out);
                        }
                    }
                }
            }
            flush(sb, out);
        });
        return count[0];
    }

    /** The text block of one record (six lines, each ending with a line feed). */
    public static String block(PackedSfenValue v) {
        StringBuilder sb = new StringBuilder(128);
        appendBlock(sb, v, v.raw());
        return sb.toString();
    }

    private static void appendBlock(StringBuilder sb, PackedSfenValue v, RawPosition raw) {
        sb.append("sfen ").append(raw.toSfen(Math.max(1, v.gamePly()))).append('\n');
        sb.append("move ").append(Move16.toUsi(v.move())).append('\n');
        sb.append("score ").append(v.score()).append('\n');
        sb.append("ply ").append(v.gamePly()).append('\n');
        sb.append("result ").append(v.gameResult()).append('\n');
        sb.append("e\n");
    }

    private static void flush(StringBuilder sb, OutputStream out) throws IOException {
        out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
        sb.setLength(0);
    }
}
