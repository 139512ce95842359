package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Random;
import java.util.zip.ZipException;
import org.junit.jupiter.api.Test;

class ReadAheadInputStreamTest {
    private static byte[] random(int n) {
        byte[] b = new byte[n];
        new Random(5).nextBytes(b);
        return b;
    }

    @Test
    void passesEveryByteInOrder() throws IOException {
        byte[] data = random(3_500_017); // several chunks and a partial one
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ReadAheadInputStream in = new ReadAheadInputStream(new ByteArrayInputStream(data), "test")) {
            byte[] buf = new byte[70_001];
            assertEquals(data[0] & 0xff, in.read());
            out.write(data[0]);
            int n;
            while ((n = in.read(buf, 3, 65_536)) >= 0) {
                out.write(buf, 3, n);
            }
            assertEquals(-1, in.read());
            assertEquals(-1, in.read(buf, 0, 10));
        }
        assertArrayEquals(data, out.toByteArray());
    }

    @Test
    void emptySource() throws IOException {
        try (ReadAheadInputStream in = new ReadAheadInputStream(InputStream.nullInputStream(), "test")) {
            assertEquals(-1, in.read());
        }
    }

    /** The source's exception arrives after the bytes read before it, as the same object, and again if asked. */
    @Test
    void sourceFailureKeepsItsTypeAndPlace() throws IOException {
        byte[] data = random(1000);
        ZipException broken = new ZipException("invalid stored block lengths");
        InputStream source = new InputStream() {
            int at;

            @Override
            public int read() throws IOException {
                if (at == data.length) {
                    throw broken;
                }
                return data[at++] & 0xff;
            }
        };
        try (ReadAheadInputStream in = new ReadAheadInputStream(source, "test")) {
            byte[] got = in.readNBytes(1000);
            assertArrayEquals(data, got);
            assertSame(broken, assertThrows(ZipException.class, in::read));
            assertSame(broken, assertThrows(ZipException.class, () -> in.read(new byte[4], 0, 4)));
        }
    }

    /** Closing while the thread waits for room (nothing read yet) ends the thread. */
    @Test
    void closeEndsTheThread() throws Exception {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, (byte) 1);
                return len;
            }
        };
        ReadAheadInputStream in = new ReadAheadInputStream(endless, "test-close");
        assertEquals(1, in.read());
        in.close();
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().equals("test-close")));
    }
}
