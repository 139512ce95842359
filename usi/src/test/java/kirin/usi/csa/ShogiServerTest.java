package kirin.usi.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kirin's CSA client against the real shogi-server (interop.md 10.8): two in-process clients play four short games
 * on a server started on 127.0.0.1 at a free port, and the server's own records ({@code 00LIST}, the game's
 * {@code .csa} with its {@code 'summary:} line) must show every game finished without a time loss or an illegal
 * move. Tagged {@code csa}: run with {@code mvn -B -pl usi -am test -Pcsa -Dtest=ShogiServerTest
 * -Dsurefire.failIfNoSpecifiedTests=false}. It finds shogi-server through the system property
 * {@code kirin.shogi.server} or the environment variable {@code KIRIN_SHOGI_SERVER} (the folder holding the
 * {@code shogi-server} script), else {@code ../shared/servers/shogi-server} beside the repository; without it, or
 * without {@code ruby}, it is skipped. The server runs on a copy in a temporary folder, since it writes its records
 * beside the script. Prints the protocol's time figure (docs/experiments/2026-11-29-csa-client).
 */
@Tag("csa")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ShogiServerTest {
    @TempDir
    static Path tmp;

    private static final List<CsaGame.MoveTime> TIMES = new ArrayList<>();
    private static final List<Process> SERVERS = new ArrayList<>();
    private static Path source;

    @BeforeAll
    static void findServer() {
        source = locate();
        assumeTrue(source != null, "shogi-server not found: set KIRIN_SHOGI_SERVER or -Dkirin.shogi.server");
        assumeTrue(commandWorks("ruby", "-v"), "ruby is not installed (apt-get install -y ruby ruby-webrick)");
    }

    @AfterAll
    static void stopServers() throws InterruptedException {
        for (Process p : SERVERS) {
            p.destroy();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        report();
    }

    /** The server folder: the property, the variable, or ../shared/servers/shogi-server of the repository. */
    static Path locate() {
        String given = System.getProperty("kirin.shogi.server", System.getenv("KIRIN_SHOGI_SERVER"));
        if (given != null && !given.isBlank()) {
            Path p = Path.of(given);
            return Files.isRegularFile(p.resolve("shogi-server")) ? p : null;
        }
        for (Path root = Path.of("").toAbsolutePath(); root != null; root = root.getParent()) {
            if (Files.isDirectory(root.resolve("core")) && Files.isRegularFile(root.resolve("pom.xml"))) {
                Path p = root.resolveSibling("shared").resolve("servers").resolve("shogi-server");
                return Files.isRegularFile(p.resolve("shogi-server")) ? p : null;
            }
        }
        return null;
    }

    @Test
    @Order(1)
    void fischer() throws Exception {
        Path top = server("fischer", 60);
        play(top, "t1-8-1F", "kirin_fa", "kirin_fb", null);
    }

    @Test
    @Order(2)
    void byoyomi() throws Exception {
        Path top = server("byoyomi", 50);
        play(top, "t2-4-2", "kirin_ba", "kirin_bb", null);
    }

    @Test
    @Order(3)
    void handicap() throws Exception {
        // shogi-server gives the handicap as black: black plays without rook and bishop and moves first.
        Path top = server("handicap", 50);
        String record = play(top, "hc2p_t3-8-1F", "kirin_ha", "kirin_hb", null);
        assertTrue(record.contains("P8 *  *  *  *  *  *  *  *  * "), "black has no rook or bishop:\n" + record);
    }

    @Test
    @Order(4)
    void declaration() throws Exception {
        // A buoy game from shogi-server's own jishogi test record: after its 315 moves white may declare.
        Path top = server("kachi", 0);
        List<String> moves = new ArrayList<>();
        for (String line : Files.readAllLines(source.resolve("test/csa/jishogi_kachi.csa"))) {
            if (line.matches("[+-]\\d{4}[A-Z]{2}")) {
                moves.add(line);
            }
        }
        setBuoy(port(top), "buoy_kachi-20-2", String.join("", moves));
        String record = play(top, "buoy_kachi-20-2", "kirin_ka", "kirin_kb", "kachi");
        assertTrue(record.contains("%KACHI"), record);
    }

    /**
     * Plays one game between two clients on the server of {@code top}; checks the server's list line and record, and
     * returns the record. {@code summaryType} is the expected end, or null for any but a loss on time or an illegal
     * move.
     */
    private static String play(Path top, String game, String black, String white, String summaryType)
            throws Exception {
        int port = port(top);
        ByteArrayOutputStream logs = new ByteArrayOutputStream();
        PrintStream logStream = new PrintStream(logs, true, StandardCharsets.UTF_8);
        CsaClient[] clients = new CsaClient[2];
        Thread[] threads = new Thread[2];
        int[] codes = new int[2];
        for (int i = 0; i < 2; i++) {
            CsaConfig c = new CsaConfig();
            c.host = "127.0.0.1";
            c.port = port;
            c.id = i == 0 ? black : white;
            c.game = game + (i == 0 ? "-B" : "-W");
            c.games = 1;
            c.records = tmp.resolve("records");
            c.keepAliveSeconds = 5;
            c.reconnectSeconds = 1;
            c.ponder = i == 0; // one side ponders, the other not: both paths, and less load on a busy machine
            c.options.put("USI_Hash", "16");
            c.options.put("MateHash", "16");
            DialogueLog log = new DialogueLog(new PrintStream(new PrefixStream(logStream, c.id + " "), true,
                    StandardCharsets.UTF_8));
            clients[i] = new CsaClient(c, log);
            int k = i;
            threads[i] = new Thread(() -> {
                try {
                    codes[k] = clients[k].run();
                } catch (InterruptedException e) {
                    codes[k] = -1;
                }
            });
            threads[i].start();
            Thread.sleep(300); // black logs in first: the second login starts the game
        }
        for (Thread t : threads) {
            t.join(TimeUnit.MINUTES.toMillis(8));
            assertTrue(!t.isAlive(), "a client is still playing after 8 minutes:\n" + logs);
        }
        Path list = top.resolve("00LIST");
        String listLine = waitFor(list, game, 30);
        System.err.println("shogi-server 00LIST: " + listLine);
        String[] f = listLine.split("\t");
        Path recordFile = Path.of(f[6]);
        String record = waitFor(recordFile, "'$END_TIME:", 30) == null ? "" : Files.readString(recordFile);
        String summary = record.lines().filter(l -> l.startsWith("'summary:")).findFirst().orElse("");
        assertEquals(0, codes[0], logs.toString());
        assertEquals(0, codes[1], logs.toString());
        assertTrue(!f[1].contains("time up") && !f[1].contains("illegal") && !f[1].contains("abnormal"),
                "the game ended by '" + f[1] + "':\n" + record + "\n" + logs);
        assertTrue(!summary.contains("time up") && !summary.contains("illegal"), summary);
        if (summaryType != null) {
            assertEquals(summaryType, f[1], record);
        }
        for (CsaClient c : clients) {
            assertEquals(1, c.outcomes().size());
            assertTrue(c.outcomes().get(0) != CsaGame.Outcome.UNKNOWN, logs.toString());
            assertEquals(1, c.recordFiles().size());
            synchronized (TIMES) {
                TIMES.addAll(c.times());
            }
        }
        // The dialogues stay for reading (and for the experiment's figures) in target/csa-it/.
        Path logDir = Path.of("target", "csa-it");
        Files.createDirectories(logDir);
        Files.writeString(logDir.resolve(game + ".log"), logs.toString(StandardCharsets.UTF_8));
        Files.copy(recordFile, logDir.resolve(game + ".csa"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        System.err.println(game + ": " + f[1] + ", " + f[7] + " moves, " + summary);
        return record;
    }

    /** Creates a buoy game through an x1 login (interop.md 10.8). */
    private static void setBuoy(int port, String game, String moves) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(20_000);
            OutputStream out = s.getOutputStream();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
            out.write("LOGIN buoy_setter pass x1\n".getBytes(StandardCharsets.US_ASCII));
            out.write(("%%SETBUOY " + game + " " + moves + " 1\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("##[SETBUOY]") || line.startsWith("##[ERROR]")) {
                    assertEquals("##[SETBUOY] +OK", line);
                    break;
                }
            }
            out.write("LOGOUT\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }

    /** Starts a server on a copy of the folder, with a free port; returns its top folder. */
    private static Path server(String name, int maxMoves) throws Exception {
        Path top = tmp.resolve(name);
        copy(source, top);
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        Files.writeString(top.resolve("port.txt"), String.valueOf(port));
        ProcessBuilder pb = new ProcessBuilder("ruby", "shogi-server", "--max-moves", String.valueOf(maxMoves),
                "--least-time-per-move", "0", "test", String.valueOf(port));
        pb.directory(top.toFile());
        pb.redirectErrorStream(true);
        pb.redirectOutput(top.resolve("server.log").toFile());
        Process p = pb.start();
        SERVERS.add(p);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return top;
            } catch (IOException e) {
                assertTrue(p.isAlive(), "shogi-server ended: " + Files.readString(top.resolve("server.log")));
                Thread.sleep(200);
            }
        }
        throw new AssertionError("shogi-server did not listen on " + port);
    }

    private static int port(Path top) throws IOException {
        return Integer.parseInt(Files.readString(top.resolve("port.txt")).strip());
    }

    /** Waits until {@code file} has a line containing {@code text}; returns that line, or null. */
    private static String waitFor(Path file, String text, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            if (Files.exists(file)) {
                for (String l : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                    if (l.contains(text)) {
                        return l;
                    }
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no line with '" + text + "' in " + file);
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s.sorted(Comparator.naturalOrder())::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    private static boolean commandWorks(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** The time the protocol costs per own move, over every game of this class. */
    private static void report() {
        if (TIMES.isEmpty()) {
            return;
        }
        long n = TIMES.size();
        double think = 0;
        double wall = 0;
        double server = 0;
        int extraSecond = 0;
        long worst = Long.MIN_VALUE;
        int beyondWall = 0;
        long overWall = Long.MIN_VALUE;
        for (CsaGame.MoveTime t : TIMES) {
            think += t.thinkMs();
            wall += t.wallMs();
            server += t.serverMs();
            // Truncation forgives up to a second: a move costs a second more than its thinking only if the
            // protocol's own delay pushed it over a whole-second boundary.
            if (t.serverMs() / 1000 > t.thinkMs() / 1000) {
                extraSecond++;
            }
            worst = Math.max(worst, t.wallMs() - t.thinkMs());
            if (t.serverMs() / 1000 > t.wallMs() / 1000) {
                beyondWall++;
            }
            overWall = Math.max(overWall, t.serverMs() - t.wallMs());
        }
        System.err.printf(Locale.ROOT, "CSA timing over %d own moves: mean thinking %.1f ms, mean echo-to-send %.1f ms"
                        + " (client overhead %.1f ms, worst %d ms), mean server T %.1f ms (T - thinking %.1f ms);"
                        + " moves charged a whole second more than their thinking: %d (%.1f%%)%n",
                n, think / n, wall / n, (wall - think) / n, worst, server / n, (server - think) / n, extraSecond,
                100.0 * extraSecond / n);
        System.err.printf(Locale.ROOT, "CSA timing: moves whose T exceeds the client's own echo-to-send seconds "
                + "(delay outside the client): %d; most T above echo-to-send: %d ms%n", beyondWall, overWall);
    }

    /** Puts a prefix before each line, so that the two clients' logs can be told apart. */
    private static final class PrefixStream extends OutputStream {
        private final PrintStream out;
        private final String prefix;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        PrefixStream(PrintStream out, String prefix) {
            this.out = out;
            this.prefix = prefix;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                out.println(prefix + line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else {
                line.write(b);
            }
        }
    }
}
