package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import kirin.core.MaterialEvaluator;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Test helper: drives an engine as a GUI does, line by line with timeouts, either as a real process started the
 * way a GUI starts it ({@link #process}) or in this JVM over pipes ({@link #inProcess}). Every line the engine
 * prints is kept, so a test can check the whole transcript at the end.
 */
final class EngineDriver implements AutoCloseable {
    /** A line from the engine and when it arrived ({@link System#nanoTime()}). */
    record Line(String text, long nanos) {}

    /** What a search printed, up to and including its {@code bestmove}. */
    record Answer(List<String> lines, String bestmove, long nanos) {
        /** The move after {@code bestmove} ({@code resign} and {@code win} included). */
        String move() {
            return bestmove.split(" ")[1];
        }

        /** The ponder move, or null. */
        String ponder() {
            String[] t = bestmove.split(" ");
            return t.length >= 4 ? t[3] : null;
        }

        /** The last {@code info} line before the bestmove that is not an {@code info string}, or null. */
        String lastInfo() {
            for (int i = lines.size() - 1; i >= 0; i--) {
                String l = lines.get(i);
                if (l.startsWith("info ") && !l.startsWith("info string")) {
                    return l;
                }
            }
            return null;
        }
    }

    private final OutputStream toEngine;
    private final BlockingQueue<Line> queue = new LinkedBlockingQueue<>();
    private final List<String> transcript = Collections.synchronizedList(new ArrayList<>());
    private final Process process;
    private final Thread engineThread;
    private final Path stderr;

    private EngineDriver(OutputStream toEngine, InputStream fromEngine, Process process, Thread engineThread,
            Path stderr) {
        this.toEngine = toEngine;
        this.process = process;
        this.engineThread = engineThread;
        this.stderr = stderr;
        Thread reader = new Thread(() -> pump(fromEngine), "engine-stdout");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code kirin.usi.Main} as a process on the test class path, with the JVM flags of the launcher. */
    static EngineDriver process(Path tmp) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-Xss16m",
                "--add-opens", "java.base/java.nio=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), "kirin.usi.Main");
        return start(pb, tmp.resolve("stderr-" + System.nanoTime() + ".txt"));
    }

    /** Starts the process {@code pb} describes (a launcher script, say), its stderr going to the file {@code err}. */
    static EngineDriver start(ProcessBuilder pb, Path err) {
        pb.redirectError(err.toFile());
        try {
            Process p = pb.start();
            return new EngineDriver(p.getOutputStream(), p.getInputStream(), p, null, err);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs a {@link UsiLoop} with the material evaluator on a thread of this JVM, connected by pipes. */
    static EngineDriver inProcess() {
        try {
            Pipe in = Pipe.open();
            Pipe out = Pipe.open();
            InputStream engineIn = Channels.newInputStream(in.source());
            PrintStream engineOut = new PrintStream(Channels.newOutputStream(out.sink()), false,
                    StandardCharsets.UTF_8);
            Thread t = new Thread(() -> {
                try {
                    new UsiLoop(engineIn, new Engine(new UsiOutput(engineOut), new MaterialEvaluator())).run();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } finally {
                    engineOut.close();
                }
            }, "engine-loop");
            t.setDaemon(true);
            t.start();
            return new EngineDriver(Channels.newOutputStream(in.sink()), Channels.newInputStream(out.source()), null,
                    t, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void pump(InputStream in) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                transcript.add(line);
                queue.add(new Line(line, System.nanoTime()));
            }
        } catch (IOException e) {
            // The engine went away; the test notices through timeouts or the exit code.
        }
    }

    /** Sends one command line and returns when it was written ({@link System#nanoTime()}). */
    long send(String line) {
        return sendBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** Sends raw bytes (for fuzzing) and returns when they were written. */
    long sendBytes(byte[] bytes) {
        try {
            toEngine.write(bytes);
            toEngine.flush();
            return System.nanoTime();
        } catch (IOException e) {
            throw new UncheckedIOException("engine stopped reading: " + stderrText(), e);
        }
    }

    /** The next line, or null if none comes within {@code millis}. */
    Line poll(long millis) {
        try {
            return queue.poll(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Lines up to and including the first that matches, failing if it does not come within {@code millis}. */
    List<String> readUntil(Predicate<String> last, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000;
        List<String> lines = new ArrayList<>();
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            Line l = left > 0 ? poll(left) : null;
            if (l == null) {
                fail("no matching line within " + millis + " ms; got " + lines + "\nstderr: " + stderrText());
            }
            lines.add(l.text());
            if (last.test(l.text())) {
                return lines;
            }
        }
    }

    /** Waits for the next bestmove (within {@code millis}) and what came before it. */
    Answer bestmove(long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000;
        List<String> lines = new ArrayList<>();
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            Line l = left > 0 ? poll(left) : null;
            if (l == null) {
                fail("no bestmove within " + millis + " ms; got " + lines + "\nstderr: " + stderrText());
            }
            lines.add(l.text());
            if (l.text().startsWith("bestmove ")) {
                return new Answer(lines, l.text(), l.nanos());
            }
        }
    }

    /** Asserts that nothing but {@code info} lines arrives within {@code millis}; returns what came. */
    List<String> expectOnlyInfo(long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000;
        List<String> lines = new ArrayList<>();
        long left;
        while ((left = (deadline - System.nanoTime()) / 1_000_000) > 0) {
            Line l = poll(left);
            if (l == null) {
                break;
            }
            assertTrue(l.text().startsWith("info "), () -> "unexpected line '" + l.text() + "' after " + lines);
            lines.add(l.text());
        }
        return lines;
    }

    /** {@code isready} and its {@code readyok}, with nothing else than info lines in between. */
    void isready(long millis) {
        send("isready");
        List<String> lines = readUntil(l -> !l.startsWith("info "), millis);
        assertEquals("readyok", lines.get(lines.size() - 1), lines::toString);
    }

    /** Sends {@code quit} and returns the exit code (process) or 0 once the loop ended (in-process). */
    int quit(long millis) {
        send("quit");
        return awaitExit(millis);
    }

    /** Waits for the engine to end by itself; fails after {@code millis}. */
    int awaitExit(long millis) {
        try {
            if (process != null) {
                assertTrue(process.waitFor(millis, TimeUnit.MILLISECONDS), "engine did not exit");
                return process.exitValue();
            }
            engineThread.join(millis);
            assertTrue(!engineThread.isAlive(), "engine loop did not end");
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    boolean alive() {
        return process != null ? process.isAlive() : engineThread.isAlive();
    }

    /** Every line the engine printed so far. */
    List<String> transcript() {
        synchronized (transcript) {
            return new ArrayList<>(transcript);
        }
    }

    /** Forgets the transcript so far (after output that is for people, such as bench). */
    void clearTranscript() {
        transcript.clear();
    }

    String stderrText() {
        if (stderr == null) {
            return "(in process)";
        }
        try {
            String s = Files.readString(stderr);
            return s.length() > 4000 ? s.substring(0, 4000) + "..." : s;
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    @Override
    public void close() {
        try {
            toEngine.close();
        } catch (IOException e) {
            // already closed
        }
        if (process != null) {
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        if (stderr != null) {
            new File(stderr.toString()).deleteOnExit();
        }
    }
}
