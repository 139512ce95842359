package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code bench}: the fixed-depth node signature first, then the average depth at a fixed time per position. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class BenchCommandTest {
    private static final Pattern TIMED_LINE =
            Pattern.compile("Position (\\d)/5: time (\\d+) ms depth (\\d+) nodes \\d+ bestmove .+ score .+");

    private final EngineDriver e = EngineDriver.inProcess();

    @AfterEach
    void quit() {
        assertEquals(0, e.quit(5000));
        e.close();
    }

    @Test
    void benchIsDeterministic() {
        e.send("bench depth 3 time 0");
        List<String> first = e.readUntil(l -> l.startsWith("Nodes/second: "), 30_000);
        e.send("bench time 0 depth 3");
        List<String> second = e.readUntil(l -> l.startsWith("Nodes/second: "), 30_000);
        assertEquals(10, first.size(), first::toString);
        assertEquals("Evaluator: material (MaterialEvaluator)", first.get(0));
        assertTrue(first.get(1).startsWith("Position 1/5: depth 3 nodes "), first.get(1));
        String total = first.get(first.size() - 3);
        assertTrue(total.matches("Total nodes: \\d+"), total);
        assertEquals(total, second.get(second.size() - 3));
        assertTrue(first.get(first.size() - 2).matches("Time \\(ms\\): \\d+"));
        e.expectOnlyInfo(200); // time 0: no second part
        e.send("bench depth 0");
        assertEquals(List.of("info string error: " + BenchCommand.USAGE), e.readUntil(l -> true, 5000));
        e.send("bench time -1");
        assertEquals(List.of("info string error: " + BenchCommand.USAGE), e.readUntil(l -> true, 5000));
        e.send("bench eval nnue");
        assertEquals(List.of("info string error: " + BenchCommand.USAGE), e.readUntil(l -> true, 5000));
        assertEquals("bench takes [depth D] (D from 1 to 64), [time MS] (MS from 0 to 600000) and "
                + "[eval material|random|loaded]", BenchCommand.USAGE);
        e.send("go infinite");
        e.send("bench");
        List<String> lines = e.readUntil(l -> l.startsWith("info string"), 5000);
        // the search's own info lines may come first
        assertEquals("info string error: bench: a search is running; send stop first", lines.get(lines.size() - 1));
        assertTrue(lines.stream().limit(lines.size() - 1).allMatch(l -> l.startsWith("info depth ")), lines::toString);
        e.send("stop");
        e.bestmove(5000);
    }

    @Test
    void benchWithRandomTablesIsDeterministicAndDiffersFromMaterial() {
        e.send("bench eval random depth 3 time 0");
        List<String> first = e.readUntil(l -> l.startsWith("Nodes/second: "), 60_000);
        e.send("bench depth 3 eval random time 0");
        List<String> second = e.readUntil(l -> l.startsWith("Nodes/second: "), 60_000);
        e.send("bench depth 3 eval material time 0");
        List<String> material = e.readUntil(l -> l.startsWith("Nodes/second: "), 60_000);
        assertEquals("Evaluator: random (KppEvaluator)", first.get(0));
        assertEquals(first.get(first.size() - 3), second.get(second.size() - 3));
        assertTrue(!first.get(first.size() - 3).equals(material.get(material.size() - 3)), first + " " + material);
    }

    @Test
    void afterTheSignatureComesTheAverageDepthAtAFixedTime() {
        long sent = e.send("bench depth 2 time 200");
        List<String> lines = e.readUntil(l -> l.startsWith("Average depth: "), 30_000);
        long ms = (System.nanoTime() - sent) / 1_000_000;
        int signature = lines.indexOf(lines.stream().filter(l -> l.startsWith("Total nodes: ")).findFirst()
                .orElseThrow());
        assertEquals(7, signature, "the signature block comes first: " + lines);
        assertTrue(lines.get(signature + 2).startsWith("Nodes/second: "), lines::toString);
        assertEquals("", lines.get(signature + 3));
        int sum = 0;
        for (int i = 0; i < 5; i++) {
            String line = lines.get(signature + 4 + i);
            Matcher m = TIMED_LINE.matcher(line);
            assertTrue(m.matches(), line);
            assertEquals(String.valueOf(i + 1), m.group(1));
            assertEquals("200", m.group(2));
            sum += Integer.parseInt(m.group(3));
        }
        assertTrue(sum >= 5 * 2, "each search gets past depth 2 in 200 ms: " + lines);
        assertEquals(String.format(java.util.Locale.ROOT, "Average depth: %.2f (200 ms per position)", sum / 5.0),
                lines.get(lines.size() - 1));
        assertEquals(signature + 10, lines.size(), lines::toString);
        assertTrue(ms >= 5 * 200, "five searches of 200 ms took " + ms + " ms");
        e.expectOnlyInfo(200);
    }
}
