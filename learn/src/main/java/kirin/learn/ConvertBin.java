package kirin.learn;

import kirin.core.AtomicFile;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;

/**
 * YaneuraOu's {@code learn convert_bin}: text blocks (the format {@link ConvertPlain} writes) to {@code .bin}
 * records. Each block is a {@code sfen} line, optional {@code move}, {@code score}, {@code ply} and {@code result}
 * lines in any order, and an {@code e} line that ends it. Blank lines are skipped.
 *
 * <p>A field left out takes its default: move {@code none}, score 0, ply 1 (as YaneuraOu's convert_bin), result 0.
 * The SFEN may carry a move number, 0 included (it is not stored, the {@code ply} line is). The move must be USI text
 * ({@code none}, {@code resign}, {@code win}, {@code null} allowed); it is stored as Move16 even when it is not legal
 * in the position, as a record read back would show it. Anything else is an error naming the file and the 1-based
 * line: an unknown line, a field given twice in a block, a number out of its range, an SFEN our rules reject, a block
 * without {@code sfen}, or a last block without its {@code e}. The output file is replaced atomically; on an error
 * it is left alone.
 */
public final class ConvertBin {
    /** Receives the records in order. */
    interface Sink {
        void accept(PackedSfenValue v) throws IOException;
    }

    private ConvertBin() {}

    /** Converts every block of {@code inputs}, in order, into {@code output}; returns the number of records. */
    public static long run(List<Path> inputs, Path output) throws IOException {
        long[] count = new long[1];
        AtomicFile.write(output, out -> {
            byte[] rec = new byte[PackedSfenValue.BYTES];
            for (Path in : inputs) {
                try (BufferedReader r = Files.newBufferedReader(in, StandardCharsets.UTF_8)) {
                    count[0] += parse(r, in.toString(), v -> {
                        v.write(rec, 0);
                        out.write(rec);
                    });
                }
            }
        });
        return count[0];
    }

    /** Parses the blocks of {@code in}, called {@code name} in messages; returns the number of records. */
    static long parse(BufferedReader in, String name, Sink sink) throws IOException {
        Block b = new Block();
        long records = 0;
        int lineNo = 0;
        for (String line; (line = in.readLine()) != null; ) {
            lineNo++;
            String s = line.strip();
            if (s.isEmpty()) {
                continue;
            }
            int sp = s.indexOf(' ');
            String key = sp < 0 ? s : s.substring(0, sp);
            String rest = sp < 0 ? "" : s.substring(sp + 1).strip();
            String where = name + ":" + lineNo + ": ";
            if (b.start == 0) {
                b.start = lineNo;
            }
            switch (key) {
                case "sfen":
                    b.unset(b.sfen, where, key);
                    b.sfen = sfen(rest, where);
                    break;
                case "move":
                    b.unset(b.move, where, key);
                    b.move = Move16.parseUsi(rest);
                    if (b.move < 0) {
                        throw new PsvFormatException(where + "'" + rest + "' is not a USI move");
                    }
                    break;
                case "score":
                    b.unset(b.score, where, key);
                    b.score = number(rest, Short.MIN_VALUE, Short.MAX_VALUE, where, key);
                    break;
                case "ply":
                    b.unset(b.ply, where, key);
                    b.ply = number(rest, 0, 0xFFFF, where, key);
                    break;
                case "result":
                    b.unset(b.result, where, key);
                    b.result = number(rest, -1, 1, where, key);
                    break;
                case "e":
                    if (b.sfen == null) {
                        throw new PsvFormatException(where + "the block that starts at line " + b.start
                                + " has no 'sfen' line");
                    }
                    sink.accept(new PackedSfenValue(b.sfen, orDefault(b.score, 0), orDefault(b.move, Move.NONE),
                            orDefault(b.ply, 1), orDefault(b.result, 0)));
                    records++;
                    b = new Block();
                    break;
                default:
                    throw new PsvFormatException(where + "unknown line '" + s + "' (expected sfen, move, score, ply,"
                            + " result or e)");
            }
        }
        if (b.start != 0) {
            throw new PsvFormatException(name + ":" + lineNo + ": the block that starts at line " + b.start
                    + " has no closing 'e'");
        }
        return records;
    }

    /** The fields of the block being read; null means not given yet. */
    private static final class Block {
        int start;
        byte[] sfen;
        Integer move;
        Integer score;
        Integer ply;
        Integer result;

        void unset(Object field, String where, String key) throws PsvFormatException {
            if (field != null) {
                throw new PsvFormatException(where + "second '" + key + "' in the block that starts at line "
                        + start);
            }
        }
    }

    private static int orDefault(Integer v, int dflt) {
        return v == null ? dflt : v;
    }

    private static byte[] sfen(String text, String where) throws PsvFormatException {
        String[] f = text.split("\\s+");
        if (f.length != 3 && f.length != 4) {
            throw new PsvFormatException(where + "sfen needs 3 or 4 fields, got '" + text + "'");
        }
        if (f.length == 4 && !f[3].matches("\\d{1,9}")) {
            throw new PsvFormatException(where + "sfen move number '" + f[3] + "' is not a number");
        }
        try {
            Position pos = Sfen.parse(f[0] + " " + f[1] + " " + f[2]);
            return PackedSfen.encode(pos);
        } catch (SfenException | PackedSfenException e) {
            throw new PsvFormatException(where + e.getMessage());
        }
    }

    private static int number(String text, int min, int max, String where, String key) throws PsvFormatException {
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new PsvFormatException(where + key + " '" + text + "' is not an integer");
        }
        if (v < min || v > max) {
            throw new PsvFormatException(where + key + " " + v + " is outside " + min + ".." + max);
        }
        return v;
    }
}
