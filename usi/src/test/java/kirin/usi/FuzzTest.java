package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * 10,000 random and mutated command lines sent to one engine process: well-formed commands, the same with tokens
 * dropped, repeated, swapped or cut, random tokens, huge and negative numbers, binary garbage, empty and very long
 * lines. Afterwards the engine still answers {@code isready}, is alive, answered every searching {@code go} with
 * exactly one {@code bestmove} (and every {@code go mate} with one {@code checkmate}), and printed only protocol
 * lines. Searches are kept short with DepthLimit 2 and NodesLimit 3000, and a {@code stop} follows every
 * {@code go}; lines that would quit, run a benchmark or perft, print a board or resize the hash are left out.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class FuzzTest {
    static final int LINES = 10_000;

    private static final String[] COMMANDS = {"usi", "isready", "setoption", "usinewgame", "position", "go", "stop",
        "ponderhit", "gameover", "debug", "usiok", "foo", "Go", "POSITION"};
    private static final String[] WORDS = {"name", "value", "startpos", "sfen", "moves", "btime", "wtime", "binc",
        "winc", "byoyomi", "movestogo", "movetime", "depth", "nodes", "infinite", "ponder", "searchmoves", "mate",
        "win", "lose", "draw", "perft", "b", "w", "-", "<empty>", "MultiPV", "Threads", "EnteringKingRule",
        "DrawValueBlack", "MaxMovesToDraw", "ResignValue", "EvalDir", "ClearHash", "USI_Ponder", "TryRule",
        "true", "false", "7g7f", "3c3d", "P*5e", "8h2b+", "2b8h+", "5i5h", "9a9b", "0a0a", "K*5e", "7g7f+",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", "4k4/9/9/9/9/9/9/9/4K4", "RBG2Pgs",
        "9/7Sk/1+R7/9/9/9/9/9/9"};
    private static final String[] NUMBERS = {"0", "1", "-1", "2", "10", "1000", "60000", "99999999999999999999",
        "-99999999999999999999", "2147483647", "2147483648", "-2147483649", "9223372036854775807",
        "9223372036854775808", "1.5", "1e9", "0x10", "+5", "-0", "007", "100000"};

    @TempDir
    Path tmp;

    private final Random rnd = new Random(20261122);
    private final List<String> templates = new ArrayList<>();

    @Test
    void randomAndMutatedCommands() {
        buildTemplates();
        int isready = 0;
        int bestmoves = 0;
        int checkmates = 0;
        long start = System.nanoTime();
        try (EngineDriver e = EngineDriver.process(tmp)) {
            e.send("usi");
            e.readUntil("usiok"::equals, 10_000);
            e.send("setoption name USI_Hash value 16");
            e.send("setoption name DepthLimit value 2");
            e.send("setoption name NodesLimit value 3000");
            e.isready(10_000);
            ByteArrayOutputStream batch = new ByteArrayOutputStream();
            for (int i = 0; i < LINES; i++) {
                byte[] line = nextLine();
                Tokens t = new Tokens(new String(line, StandardCharsets.UTF_8));
                String cmd = t.hasNext() ? t.next() : "";
                if (!safe(cmd, t, new String(line, StandardCharsets.UTF_8))) {
                    i--;
                    continue;
                }
                batch.write(line, 0, line.length);
                batch.write('\n');
                if (cmd.equals("isready")) {
                    isready++;
                } else if (cmd.equals("go")) {
                    if (t.contains("mate")) {
                        checkmates++;
                    } else {
                        bestmoves++;
                    }
                    batch.writeBytes("stop\n".getBytes(StandardCharsets.US_ASCII));
                }
                if (batch.size() > 64 * 1024 || i == LINES - 1) {
                    e.sendBytes(batch.toByteArray());
                    batch.reset();
                }
            }
            e.send("isready");
            awaitReadyok(e, isready + 1 + 1, 60_000); // the fuzz's, the setup's and this one
            assertTrue(e.alive(), "engine died: " + e.stderrText());
            List<String> out = e.transcript();
            assertEquals(bestmoves, out.stream().filter(l -> l.startsWith("bestmove ")).count());
            assertEquals(checkmates, out.stream().filter(l -> l.startsWith("checkmate ")).count());
            for (String line : out) {
                assertTrue(UsiProtocol.isProtocolLine(line), () -> "not a protocol line: '" + line + "'");
                assertTrue(!line.contains("internal error"), () -> line + "\n" + e.stderrText());
            }
            assertEquals(0, e.quit(10_000), e.stderrText());
            System.out.printf("FuzzTest: %d lines (%d go, %d go mate, %d isready) in %.1f s, %d lines back%n", LINES,
                    bestmoves, checkmates, isready, (System.nanoTime() - start) / 1e9, out.size());
        }
    }

    /** Leaves out what would end the session, print non-protocol output, or make searches or resizing slow. */
    private static boolean safe(String cmd, Tokens rest, String line) {
        String lower = line.toLowerCase(Locale.ROOT);
        return !cmd.equals("quit") && !cmd.equals("bench") && !cmd.equals("d")
                && !(cmd.equals("go") && "perft".equals(rest.peek()))
                && !(cmd.equals("setoption") && (lower.contains("hash") || lower.contains("limit")));
    }

    private static void awaitReadyok(EngineDriver e, int expected, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (e.transcript().stream().filter("readyok"::equals).count() < expected) {
            if (System.nanoTime() > deadline) {
                fail("readyok " + expected + " not reached; engine alive " + e.alive() + "\n" + e.stderrText());
            }
            e.poll(50);
        }
    }

    private void buildTemplates() {
        List<String> game = TestGames.randomGame(7, 150);
        for (int n : new int[] {0, 1, 2, 10, 57, 120, 150}) {
            templates.add(TestGames.positionCommand(game.subList(0, n)));
        }
        for (String sfen : BenchCommand.POSITIONS) {
            templates.add("position sfen " + sfen);
            templates.add("position sfen " + sfen + " moves");
        }
        templates.add("position sfen 9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1 moves 8c1c");
        templates.add("position sfen 7Sk/7GG/9/9/9/9/9/9/K8 w - 1");
        templates.add("position sfen RRBBGGGG1/SS2K4/9/9/9/9/9/9/4k4 b 2P 1");
        for (String go : new String[] {"go btime 0 wtime 0 byoyomi 1000", "go btime 60000 wtime 60000 binc 1000 winc "
                + "1000", "go infinite", "go ponder btime 0 wtime 0 byoyomi 1000", "go depth 5", "go nodes 1000",
            "go movetime 100", "go mate infinite", "go mate 1000", "go searchmoves 7g7f 2g2f", "go",
            "go btime 1000 wtime 1000 movestogo 10"}) {
            templates.add(go);
        }
        for (String c : new String[] {"usi", "isready", "usinewgame", "stop", "ponderhit",
            "ponderhit btime 0 wtime 0 byoyomi 500", "gameover win", "gameover lose", "gameover draw",
            "setoption name MultiPV value 3", "setoption name USI_Ponder value true",
            "setoption name EnteringKingRule value TryRule", "setoption name EvalDir value some dir",
            "setoption name ClearHash", "setoption name DrawValueBlack value -30000",
            "setoption name MaxMovesToDraw value 5"}) {
            templates.add(c);
        }
    }

    private byte[] nextLine() {
        int kind = rnd.nextInt(1000);
        String s;
        if (kind < 300) {
            s = pick(templates);
        } else if (kind < 600) {
            s = mutate(pick(templates));
        } else if (kind < 800) {
            s = randomTokens(1 + rnd.nextInt(12));
        } else if (kind < 900) {
            return garbage(1 + rnd.nextInt(200));
        } else if (kind < 950) {
            s = rnd.nextBoolean() ? "" : " \t ".substring(0, 1 + rnd.nextInt(3));
        } else if (kind < 995) {
            s = mutate(mutate(pick(templates)));
        } else {
            s = longLine();
        }
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private String mutate(String line) {
        List<String> t = new ArrayList<>(List.of(line.split(" ")));
        switch (rnd.nextInt(7)) {
            case 0 -> t.remove(rnd.nextInt(t.size()));
            case 1 -> t.add(rnd.nextInt(t.size() + 1), randomToken());
            case 2 -> t.set(rnd.nextInt(t.size()), randomToken());
            case 3 -> {
                int i = rnd.nextInt(t.size());
                t.add(i, t.get(i));
            }
            case 4 -> {
                return line.substring(0, rnd.nextInt(line.length() + 1)); // truncated anywhere
            }
            case 5 -> {
                int i = rnd.nextInt(t.size());
                int j = rnd.nextInt(t.size());
                String x = t.get(i);
                t.set(i, t.get(j));
                t.set(j, x);
            }
            default -> t.set(rnd.nextInt(t.size()), pick(NUMBERS));
        }
        return String.join(" ", t);
    }

    private String randomTokens(int n) {
        StringBuilder sb = new StringBuilder(rnd.nextInt(3) == 0 ? pick(COMMANDS) : randomToken());
        for (int i = 1; i < n; i++) {
            sb.append(rnd.nextInt(10) == 0 ? "  " : " ").append(randomToken());
        }
        return sb.toString();
    }

    private String randomToken() {
        return switch (rnd.nextInt(4)) {
            case 0 -> pick(WORDS);
            case 1 -> pick(NUMBERS);
            case 2 -> pick(COMMANDS);
            default -> Long.toString(rnd.nextLong() >> rnd.nextInt(64));
        };
    }

    /** Random bytes, invalid UTF-8 included, without the line breaks ({@code \n}, {@code \r}) a reader splits on. */
    private byte[] garbage(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            byte x;
            do {
                x = (byte) rnd.nextInt(256);
            } while (x == '\n' || x == '\r');
            b[i] = x;
        }
        return b;
    }

    private String longLine() {
        StringBuilder sb = new StringBuilder(rnd.nextBoolean() ? "position startpos moves" : pick(COMMANDS));
        int target = 10_000 + rnd.nextInt(200_000);
        while (sb.length() < target) {
            sb.append(' ').append(rnd.nextBoolean() ? "7g7f" : randomToken());
        }
        return sb.toString();
    }

    private <T> T pick(List<T> list) {
        return list.get(rnd.nextInt(list.size()));
    }

    private String pick(String[] a) {
        return a[rnd.nextInt(a.length)];
    }
}
