package kirin.eval.nnue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import kirin.core.AtomicFile;
import kirin.eval.EvalFileException;
import kirin.eval.EvalFiles;

/**
 * Reads and writes {@code nn.bin} ({@link NnueNet} gives the layout). A file is refused, with an
 * {@link EvalFileException} naming it and its defect, when its version is not {@link NnueNet#VERSION} or its size is
 * not exactly the layout's for the architecture string it declares (truncated, or bytes after the output layer). As
 * in YaneuraOu, an unexpected architecture string or hash is only reported (through the {@code warnings} consumer)
 * and the net is loaded when its size fits. The writer writes back the header words the net was read with, so that
 * a read then a write gives the same bytes.
 */
public final class NnueFile {
    /** The file name in {@code EvalDir}. */
    public static final String NAME = "nn.bin";
    private static final int CHUNK = 1 << 22;

    private NnueFile() {}

    /** True if {@code dir} holds {@value #NAME}. */
    public static boolean present(Path dir) {
        return Files.exists(dir.resolve(NAME));
    }

    /** Reads {@code file}; header anomalies that do not stop the load are passed to {@code warnings}. */
    public static NnueNet read(Path file, Consumer<String> warnings) throws EvalFileException {
        long size = EvalFiles.regularFileSize(file);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            if (size < 12) {
                throw new EvalFileException(file + ": truncated, " + size + " bytes, not even the 12-byte header");
            }
            ByteBuffer head = fill(ch, 12, file);
            int version = head.getInt();
            int hash = head.getInt();
            long archLength = head.getInt() & 0xFFFFFFFFL;
            if (version != NnueNet.VERSION) {
                throw new EvalFileException(file + ": wrong version 0x" + Integer.toHexString(version)
                        + " (an NNUE nn.bin has 0x" + Integer.toHexString(NnueNet.VERSION) + ")");
            }
            long expected = 12 + archLength + NnueNet.PARAMETER_BYTES;
            if (size < expected) {
                throw new EvalFileException(file + ": truncated, " + size + " bytes instead of " + expected
                        + " (halfkp_256x2-32-32 with a " + archLength + "-byte architecture string)");
            }
            if (size > expected) {
                throw new EvalFileException(file + ": too long, " + size + " bytes instead of " + expected + " ("
                        + (size - expected) + " bytes after the output layer; not a halfkp_256x2-32-32 net?)");
            }
            NnueNet net = new NnueNet();
            net.hash = hash;
            net.architecture = StandardCharsets.ISO_8859_1.decode(fill(ch, (int) archLength, file)).toString();
            net.ftHash = fill(ch, 4, file).getInt();
            readShorts(ch, net.ftBias, file);
            readShorts(ch, net.ftWeight, file);
            net.networkHash = fill(ch, 4, file).getInt();
            readInts(ch, net.l1Bias, file);
            fill(ch, net.l1Weight.length, file).get(net.l1Weight);
            readInts(ch, net.l2Bias, file);
            fill(ch, net.l2Weight.length, file).get(net.l2Weight);
            net.outBias = fill(ch, 4, file).getInt();
            fill(ch, net.outWeight.length, file).get(net.outWeight);
            report(file, net, warnings);
            return net;
        } catch (EvalFileException e) {
            throw e;
        } catch (IOException e) {
            throw new EvalFileException(file + ": cannot read it (" + e + ")", e);
        }
    }

    private static void report(Path file, NnueNet net, Consumer<String> warnings) {
        if (net.hash != NnueNet.HASH) {
            warnings.accept(file + ": NNUE hash mismatch: expected 0x" + Integer.toHexString(NnueNet.HASH) + ", got 0x"
                    + Integer.toHexString(net.hash) + "; loaded as halfkp_256x2-32-32 since its size fits");
        }
        if (!net.architecture.equals(NnueNet.ARCHITECTURE)) {
            warnings.accept(file + ": unknown architecture string \"" + net.architecture
                    + "\"; loaded as halfkp_256x2-32-32 since its size fits");
        }
        if (net.ftHash != NnueNet.FT_HASH) {
            warnings.accept(file + ": feature transformer hash mismatch: expected 0x"
                    + Integer.toHexString(NnueNet.FT_HASH) + ", got 0x" + Integer.toHexString(net.ftHash));
        }
        if (net.networkHash != NnueNet.NETWORK_HASH) {
            warnings.accept(file + ": network hash mismatch: expected 0x" + Integer.toHexString(NnueNet.NETWORK_HASH)
                    + ", got 0x" + Integer.toHexString(net.networkHash));
        }
    }

    private static ByteBuffer fill(FileChannel ch, int n, Path file) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
        while (b.hasRemaining()) {
            if (ch.read(b) < 0) {
                throw new EvalFileException(file + ": truncated while reading");
            }
        }
        return b.flip();
    }

    private static void readShorts(FileChannel ch, short[] out, Path file) throws IOException {
        for (int at = 0; at < out.length; ) {
            int n = Math.min(CHUNK / 2, out.length - at);
            fill(ch, 2 * n, file).asShortBuffer().get(out, at, n);
            at += n;
        }
    }

    private static void readInts(FileChannel ch, int[] out, Path file) throws IOException {
        fill(ch, 4 * out.length, file).asIntBuffer().get(out);
    }

    /** Writes {@code net} to {@code file} atomically (a temporary file renamed over it). */
    public static void write(NnueNet net, Path file) throws IOException {
        AtomicFile.write(file, out -> writeTo(net, out));
    }

    /** Writes {@code net} in the file layout to {@code out}. */
    public static void writeTo(NnueNet net, OutputStream out) throws IOException {
        byte[] arch = net.architectureBytes();
        ByteBuffer b = ByteBuffer.allocate(CHUNK).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(NnueNet.VERSION).putInt(net.hash).putInt(arch.length);
        b = put(b, arch, out);
        b.putInt(net.ftHash);
        for (short s : net.ftBias) {
            b = room(b, 2, out).putShort(s);
        }
        for (short s : net.ftWeight) {
            b = room(b, 2, out).putShort(s);
        }
        b = room(b, 4, out).putInt(net.networkHash);
        for (int v : net.l1Bias) {
            b = room(b, 4, out).putInt(v);
        }
        b = put(b, net.l1Weight, out);
        for (int v : net.l2Bias) {
            b = room(b, 4, out).putInt(v);
        }
        b = put(b, net.l2Weight, out);
        b = room(b, 4, out).putInt(net.outBias);
        b = put(b, net.outWeight, out);
        out.write(b.array(), 0, b.position());
    }

    private static ByteBuffer room(ByteBuffer b, int n, OutputStream out) throws IOException {
        if (b.remaining() < n) {
            out.write(b.array(), 0, b.position());
            b.clear();
        }
        return b;
    }

    private static ByteBuffer put(ByteBuffer b, byte[] bytes, OutputStream out) throws IOException {
        for (int at = 0; at < bytes.length; ) {
            if (!b.hasRemaining()) {
                room(b, 1, out);
            }
            int n = Math.min(b.remaining(), bytes.length - at);
            b.put(bytes, at, n);
            at += n;
        }
        return b;
    }
}
