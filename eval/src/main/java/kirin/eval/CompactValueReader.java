package kirin.eval;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads back the token stream of {@link CompactValueWriter}. A stream that ends inside a value, a malformed varint
 * or a zero run of length 0 is a {@link Defect} with a message saying so; the caller names the file.
 */
final class CompactValueReader {
    /** The token stream is malformed; the message says how. */
    static final class Defect extends Exception {
        Defect(String message) {
            super(message);
        }
    }

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int len;
    private long zeros;
    private long values;

    CompactValueReader(InputStream in) {
        this.in = in;
    }

    int next() throws IOException, Defect {
        values++;
        if (zeros > 0) {
            zeros--;
            return 0;
        }
        long u = varint();
        if (u == 0) {
            zeros = varint();
            if (zeros <= 0) {
                throw new Defect("a zero run of length " + zeros + " at value " + values);
            }
            zeros--;
            return 0;
        }
        if (u > 0xffff_ffffL) {
            throw new Defect("a value code above 32 bits at value " + values);
        }
        int z = (int) u;
        return (z >>> 1) ^ -(z & 1);
    }

    /** How many values of the current zero run are still to come (0 if the last value read ended no run). */
    long zerosLeft() {
        return zeros;
    }

    /** Takes {@code n} values, at most {@link #zerosLeft()}, of the current zero run without returning them. */
    void skipZeros(long n) {
        zeros -= n;
        values += n;
    }

    /**
     * Checks that the stream ends right after the last value read: no zero run left over and no byte more (the end
     * of the underlying stream is where the compressor's own check is verified).
     */
    void expectEnd() throws IOException, Defect {
        if (zeros > 0) {
            throw new Defect(zeros + " zero values beyond the end of the tables");
        }
        if (pos < len || fill()) {
            throw new Defect("data beyond the end of the tables");
        }
    }

    private long varint() throws IOException, Defect {
        long u = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos == len && !fill()) {
                throw new Defect("the data ends early, at value " + values);
            }
            byte b = buf[pos++];
            u |= (long) (b & 0x7f) << shift;
            if (b >= 0) {
                return u;
            }
        }
        throw new Defect("a varint longer than 64 bits at value " + values);
    }

    private boolean fill() throws IOException {
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        if (n < 0) {
            return false;
        }
        pos = 0;
        len = n;
        return true;
    }
}
