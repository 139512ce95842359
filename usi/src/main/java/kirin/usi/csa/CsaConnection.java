package kirin.usi.csa;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One TCP connection to a CSA server (interop.md 10.1): lines end in LF when sent, CR LF or LF when read. A reader
 * thread queues the lines received, so that the game loop can wait for a line, the engine and the keep-alive at
 * once; the end of the stream (or a read error) is queued as {@link #EOF}. Every line is logged, the login line
 * with its password masked.
 */
public final class CsaConnection implements Closeable {
    /** Queued after the last line when the server closes the connection or it breaks. */
    public static final String EOF = "\u0000EOF";

    private final Socket socket;
    private final OutputStream out;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final DialogueLog log;
    private volatile long lastSentNanos = System.nanoTime();

    public CsaConnection(String host, int port, int connectTimeoutMs, DialogueLog log) throws IOException {
        this.log = log;
        socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), connectTimeoutMs);
        socket.setTcpNoDelay(true);
        socket.setKeepAlive(true);
        out = socket.getOutputStream();
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> read(in), "csa-reader");
        reader.setDaemon(true);
        reader.start();
        log.note("connected to " + host + ":" + port);
    }

    private void read(BufferedReader in) {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                log.received(line);
                lines.add(line);
            }
            log.note("the server closed the connection");
        } catch (IOException e) {
            if (!socket.isClosed()) {
                log.fault("connection broken: " + e.getMessage());
            }
        }
        lines.add(EOF);
    }

    /** Sends {@code LOGIN id password}, logging the password as stars. */
    public void login(String id, String password) throws IOException {
        write("LOGIN " + id + " " + password, "LOGIN " + id + " *****");
    }

    /** Sends one line (LF added). */
    public void send(String line) throws IOException {
        write(line, line);
    }

    private synchronized void write(String line, String logged) throws IOException {
        log.sent(logged);
        out.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        lastSentNanos = System.nanoTime();
    }

    /** Sends the protocol's keep-alive (an empty line) if nothing was sent for {@code intervalMs}; 0 = never. */
    public void keepAlive(long intervalMs) throws IOException {
        if (intervalMs > 0 && System.nanoTime() - lastSentNanos >= intervalMs * 1_000_000L) {
            send("");
        }
    }

    /** The next line, waiting up to {@code millis} ms: null on timeout, {@link #EOF} once the connection ended. */
    public String next(long millis) throws InterruptedException {
        String line = lines.poll(millis, TimeUnit.MILLISECONDS);
        if (EOF.equals(line)) {
            lines.add(EOF); // stays at the end for later callers
        }
        return line;
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
