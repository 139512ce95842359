package kirin.eval;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes a sequence of int values as the token stream of a compact evaluation file ({@link CompactEval}): a
 * non-zero value {@code v} as the unsigned LEB128 varint of its zigzag code ({@code (v << 1) ^ (v >> 31)}, never
 * 0), and a run of {@code n} zeros as the byte 0 followed by the varint of {@code n}. Learned tables are mostly
 * zeros and small residuals, so most values take one byte or less before the general-purpose compressor sees them;
 * collapsing the zero runs here also keeps the compressor from spending its time on them.
 */
final class CompactValueWriter {
    private final OutputStream out;
    private final byte[] buf = new byte[1 << 16];
    private int len;
    private long zeros;
    private long values;

    CompactValueWriter(OutputStream out) {
        this.out = out;
    }

    void put(int v) throws IOException {
        values++;
        if (v == 0) {
            zeros++;
            return;
        }
        if (zeros > 0) {
            flushZeros();
        }
        varint(((long) ((v << 1) ^ (v >> 31))) & 0xffff_ffffL);
    }

    /** The number of values put so far. */
    long values() {
        return values;
    }

    /** Writes the pending zero run and the buffered bytes (the underlying stream is not closed). */
    void finish() throws IOException {
        if (zeros > 0) {
            flushZeros();
        }
        out.write(buf, 0, len);
        len = 0;
    }

    private void flushZeros() throws IOException {
        byte0();
        varint(zeros);
        zeros = 0;
    }

    private void byte0() throws IOException {
        if (len == buf.length) {
            out.write(buf, 0, len);
            len = 0;
        }
        buf[len++] = 0;
    }

    private void varint(long u) throws IOException {
        if (len > buf.length - 10) {
            out.write(buf, 0, len);
            len = 0;
        }
        while ((u & ~0x7fL) != 0) {
            buf[len++] = (byte) ((u & 0x7f) | 0x80);
            u >>>= 7;
        }
        buf[len++] = (byte) u;
    }
}
