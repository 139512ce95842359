package kirin.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One USI engine process driven by the referee: start and handshake ({@code usi}, options, {@code isready}),
 * lines in and out, and a clean or forced shutdown. A daemon thread reads the engine's stdout into a queue so that
 * every wait has a deadline; the engine's stderr is discarded. Every process still running when the JVM exits
 * (Ctrl-C included) is killed.
 */
public final class UsiProcess implements AutoCloseable {
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
    /** End-of-output marker in the queue (compared by identity). */
    private static final String EOF = new String("<end of output>");
    private static final long QUIT_WAIT_MS = 2000;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(Process::destroyForcibly)));
    }

    private final EngineConfig config;
    private final Set<String> declaredOptions = new HashSet<>();
    private Process process;
    private Writer stdin;
    private LinkedBlockingQueue<String> lines;
    /** True between a completed {@link #start} and the first {@link #newGame}: readyok was just received. */
    private boolean justReady;

    public UsiProcess(EngineConfig config) {
        this.config = config;
    }

    public EngineConfig config() {
        return config;
    }

    public String name() {
        return config.name();
    }

    /** True while the process runs and has not closed its output. */
    public boolean isAlive() {
        return process != null && process.isAlive();
    }

    /**
     * Starts the process and completes the handshake: {@code usi} until {@code usiok}, the configured options, then
     * {@code isready} until {@code readyok}. Options the engine did not declare are still sent, with a warning.
     */
    public void start() throws EngineException {
        kill();
        List<String> command = config.commandLine();
        ProcessBuilder pb = new ProcessBuilder(command);
        Path dir = config.dir();
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new EngineException(EngineException.Kind.CRASH,
                    "cannot start " + String.join(" ", command) + ": " + e.getMessage());
        }
        LIVE.add(process);
        stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        lines = new LinkedBlockingQueue<>();
        startReader(process, lines, config.name());
        long deadline = deadline(config.handshakeMs());
        send("usi");
        while (true) {
            String line = next(deadline, "usiok");
            if (line.equals("usiok")) {
                break;
            }
            if (line.startsWith("option name ")) {
                String rest = line.substring(12);
                int type = rest.indexOf(" type ");
                declaredOptions.add((type < 0 ? rest : rest.substring(0, type)).trim().toLowerCase());
            }
        }
        for (var e : config.options().entrySet()) {
            if (!declaredOptions.contains(e.getKey().toLowerCase())) {
                System.err.println("warning: " + name() + " did not declare option '" + e.getKey() + "'; sent anyway");
            }
            send("setoption name " + e.getKey() + " value " + e.getValue());
        }
        ready();
        justReady = true;
    }

    /** {@code isready} until {@code readyok} (discarding stale output), within the handshake timeout. */
    public void ready() throws EngineException {
        long deadline = deadline(config.handshakeMs());
        send("isready");
        while (!next(deadline, "readyok").equals("readyok")) {
            // stale info or bestmove lines from before are dropped here
        }
    }

    /**
     * Prepares for a new game: {@code isready}/{@code readyok} (unless {@link #start} has just done it), then
     * {@code usinewgame}, in the order ShogiHome uses.
     */
    public void newGame() throws EngineException {
        if (!justReady) {
            ready();
        }
        justReady = false;
        send("usinewgame");
    }

    /** Sends one command line. */
    public void send(String line) throws EngineException {
        if (process == null) {
            throw new EngineException(EngineException.Kind.CRASH, name() + " is not running");
        }
        try {
            stdin.write(line);
            stdin.write('\n');
            stdin.flush();
        } catch (IOException e) {
            throw new EngineException(EngineException.Kind.CRASH, name() + " closed its input (" + e.getMessage() + ")");
        }
    }

    /** The next output line, or null if none arrives before {@code deadlineNanos} ({@link System#nanoTime}). */
    public String poll(long deadlineNanos) throws EngineException {
        String line;
        try {
            line = lines.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException(EngineException.Kind.CRASH, "interrupted");
        }
        if (line == EOF) {
            lines.add(EOF); // stays at the end for any later read
            throw new EngineException(EngineException.Kind.CRASH, name() + " exited" + exitText());
        }
        return line;
    }

    private String next(long deadline, String waitingFor) throws EngineException {
        String line = poll(deadline);
        if (line == null) {
            throw new EngineException(EngineException.Kind.TIMEOUT, name() + " did not answer '" + waitingFor
                    + "' within " + config.handshakeMs() + " ms");
        }
        return line;
    }

    private String exitText() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return " with code " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    /** A deadline {@code ms} from now, in {@link System#nanoTime} units. */
    public static long deadline(long ms) {
        return System.nanoTime() + ms * 1_000_000L;
    }

    /** Asks the engine to quit, and kills it if it has not exited after two seconds. */
    @Override
    public void close() {
        if (process == null) {
            return;
        }
        try {
            send("quit");
            process.waitFor(QUIT_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (EngineException e) {
            // already gone
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        kill();
    }

    /** Ends the process at once (after a crash or a hang; the next {@link #start} brings up a fresh one). */
    public void kill() {
        if (process == null) {
            return;
        }
        Process p = process;
        process = null;
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(QUIT_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        LIVE.remove(p);
    }

    private static void startReader(Process p, LinkedBlockingQueue<String> queue, String name) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(
                    new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    queue.add(line.strip());
                }
            } catch (IOException e) {
                // the process went away: same as the end of its output
            }
            queue.add(EOF);
        }, "usi-reader-" + name);
        t.setDaemon(true);
        t.start();
    }
}
