package kirin.usi.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client against a fake server (a {@link ServerSocket} in the test) that misbehaves: truncated and malformed
 * Game_Summaries, unknown and out-of-order lines, an illegal move, a move by the side not to move, a dropped
 * connection in the middle of a game. The client must never crash: it logs each fault, rejects what it cannot play,
 * resigns a game it can no longer trust, reconnects after a drop, and ends normally.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CsaFaultTest {
    @TempDir
    Path tmp;

    /** A summary for {@code Your_Turn} {@code sign}, 60 s + 1 s Fischer, hirate. */
    static String summary(String sign) {
        return "BEGIN Game_Summary\n" + GameSummaryTest.HIRATE.replace("Your_Turn:-", "Your_Turn:" + sign)
                .replace("Total_Time:300", "Total_Time:60").replace("Increment:10", "Increment:1")
                + "END Game_Summary\n";
    }

    /** What the fake server read from the client, per connection. */
    private final List<List<String>> received = Collections.synchronizedList(new ArrayList<>());

    private interface Script {
        void run(BufferedReader in, OutputStream out, List<String> got) throws Exception;
    }

    @Test
    void survivesABadServerAndPlaysTheNextGame() throws Exception {
        Script[] scripts = {
            // 1. A truncated summary, then the connection drops.
            (in, out, got) -> {
                login(in, out, got);
                send(out, "BEGIN Game_Summary\nProtocol_Version:1.2\nYour_Turn:+\nBEGIN Ti");
            },
            // 2. A malformed summary: the client must REJECT it.
            (in, out, got) -> {
                login(in, out, got);
                send(out, "START:too-early\n" + summary("x"));
                expect(in, got, "REJECT");
                send(out, "REJECT:test by kirin\n");
            },
            // 3. A good game, an echo, a move by the side not to move (we resign), a truncated line, and the
            //    connection drops before any result.
            (in, out, got) -> {
                login(in, out, got);
                send(out, summary("+"));
                expect(in, got, "AGREE test+t1-300-10F+alice+bob+20261129033147");
                send(out, "START:test+t1-300-10F+alice+bob+20261129033147\n");
                String move = expect(in, got, "+");
                send(out, move.substring(0, 7) + ",T123456789012345678901234567890\n+2726FU,T1\n");
                expect(in, got, "%TORYO");
                send(out, "-3334F"); // truncated, and no line end
            },
            // 4. A result before START, garbage, then an illegal move: the client resigns and the game ends.
            (in, out, got) -> {
                login(in, out, got);
                send(out, "#WIN\n" + summary("-"));
                expect(in, got, "AGREE");
                send(out, "#WIN\nSTART:test+t1-300-10F+alice+bob+20261129033147\n");
                send(out, "hello there\n\n+7775FU,T2\n");
                expect(in, got, "%TORYO");
                send(out, "%TORYO\n#RESIGN\n#LOSE\n");
            },
        };
        ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
        DialogueLog log = new DialogueLog(new PrintStream(logBytes, true, StandardCharsets.UTF_8));
        int code;
        try (ServerSocket server = new ServerSocket(0)) {
            Thread fake = new Thread(() -> serve(server, scripts));
            fake.setDaemon(true);
            fake.start();
            CsaClient client = new CsaClient(config(server.getLocalPort(), 1), log);
            code = client.run();
            assertEquals(List.of(CsaGame.Outcome.UNKNOWN, CsaGame.Outcome.LOSE), client.outcomes(), logBytes.toString());
            assertEquals(2, client.recordFiles().size());
            String record = Files.readString(client.recordFiles().get(1));
            assertTrue(record.contains("%TORYO"), record);
        }
        String text = logBytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, text);
        assertEquals(4, received.size(), text);
        for (String fault : new String[] {"truncated", "Your_Turn must be", "unexpected line before START", "rejecting the game",
            "connection ended during the game", "unexpected line while waiting", "unexpected line during the game",
            "illegal move from the server", "side not to move", "absurd time"}) {
            assertTrue(text.contains(fault), "no fault '" + fault + "' in the log:\n" + text);
        }
        assertTrue(log.faults() >= 8, text);
        assertFalse(text.contains("s3cret"), "the password was logged:\n" + text);
        assertTrue(text.contains("LOGIN kirin_test *****"), text);
    }

    @Test
    void refusedLoginEndsTheClientWithoutRetrying() throws Exception {
        Script[] scripts = {(in, out, got) -> {
            got.add(in.readLine());
            send(out, "LOGIN:incorrect\n");
        }};
        ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
        try (ServerSocket server = new ServerSocket(0)) {
            Thread fake = new Thread(() -> serve(server, scripts));
            fake.setDaemon(true);
            fake.start();
            CsaClient client = new CsaClient(config(server.getLocalPort(), 0),
                    new DialogueLog(new PrintStream(logBytes, true, StandardCharsets.UTF_8)));
            assertEquals(1, client.run());
        }
        assertTrue(logBytes.toString().contains("refused the login"), logBytes.toString());
        assertEquals(1, received.size());
    }

    @Test
    void keepAliveWhileTheOpponentThinks() throws Exception {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        Script[] scripts = {(in, out, got) -> {
            login(in, out, got);
            send(out, summary("-"));
            expect(in, got, "AGREE");
            send(out, "START:test+t1-300-10F+alice+bob+20261129033147\n");
            // A slow opponent: the client must send an empty line within its 1-s interval.
            String line = in.readLine();
            seen.add(line);
            send(out, "\n%TORYO\n#RESIGN\n#WIN\n");
        }};
        try (ServerSocket server = new ServerSocket(0)) {
            Thread fake = new Thread(() -> serve(server, scripts));
            fake.setDaemon(true);
            fake.start();
            CsaConfig c = config(server.getLocalPort(), 1);
            c.keepAliveSeconds = 1;
            CsaClient client = new CsaClient(c, new DialogueLog(new PrintStream(new ByteArrayOutputStream())));
            assertEquals(0, client.run());
            assertEquals(List.of(CsaGame.Outcome.WIN), client.outcomes());
        }
        assertEquals(List.of(""), seen);
    }

    @Test
    void resignsWhenMatedSinceTheServerNeverSaysSo() throws Exception {
        // Black's king on 1i, in check from white's gold on 1h, which white's lance on 1a guards: mate.
        String position = "BEGIN Position\n"
                + "P1 *  *  *  * -OU *  *  * -KY\n"
                + "P2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \n"
                + "P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7 *  *  *  *  *  *  *  *  * \n"
                + "P8 *  *  *  *  *  *  *  * -KI\n"
                + "P9 *  *  *  *  *  *  *  * +OU\n"
                + "+\nEND Position\n";
        String text = summary("+");
        String mated = text.substring(0, text.indexOf("BEGIN Position")) + position + "END Game_Summary\n";
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        Script[] scripts = {(in, out, got) -> {
            login(in, out, got);
            send(out, mated);
            expect(in, got, "AGREE");
            send(out, "START:test+t1-300-10F+alice+bob+20261129033147\n");
            seen.add(expect(in, got, "%"));
            send(out, "%TORYO\n#RESIGN\n#LOSE\n");
        }};
        try (ServerSocket server = new ServerSocket(0)) {
            Thread fake = new Thread(() -> serve(server, scripts));
            fake.setDaemon(true);
            fake.start();
            CsaClient client = new CsaClient(config(server.getLocalPort(), 1),
                    new DialogueLog(new PrintStream(new ByteArrayOutputStream())));
            assertEquals(0, client.run());
            assertEquals(List.of(CsaGame.Outcome.LOSE), client.outcomes());
        }
        assertEquals(List.of("%TORYO"), seen);
    }

    private CsaConfig config(int port, int games) {
        CsaConfig c = new CsaConfig();
        c.host = "127.0.0.1";
        c.port = port;
        c.id = "kirin_test";
        c.password = "s3cret";
        c.game = "t1-300-10F";
        c.games = games;
        c.records = tmp.resolve("records");
        c.reconnectSeconds = 0;
        c.keepAliveSeconds = 0;
        c.ponder = false;
        c.options.put("USI_Hash", "16");
        c.options.put("MateHash", "16");
        c.options.put("DepthLimit", "2");
        return c;
    }

    private void serve(ServerSocket server, Script[] scripts) {
        for (Script script : scripts) {
            try (Socket s = server.accept()) {
                s.setSoTimeout(30_000);
                List<String> got = Collections.synchronizedList(new ArrayList<>());
                received.add(got);
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                script.run(in, s.getOutputStream(), got);
                Thread.sleep(100);
            } catch (Exception e) {
                e.printStackTrace();
            }
        }
    }

    private static void login(BufferedReader in, OutputStream out, List<String> got) throws IOException {
        String line = in.readLine();
        got.add(line);
        assertEquals("LOGIN kirin_test t1-300-10F,s3cret", line);
        send(out, "LOGIN:kirin_test OK\n");
    }

    /** Reads lines (skipping keep-alives) until one starts with {@code prefix}; returns it. */
    private static String expect(BufferedReader in, List<String> got, String prefix) throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                got.add(line);
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("no line starting with '" + prefix + "'; got " + got);
        }
        throw new AssertionError("connection closed before a line starting with '" + prefix + "'; got " + got);
    }

    private static void send(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }
}
