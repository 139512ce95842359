package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UsiOutputTest {
    @Test
    void blocksFromConcurrentWritersDoNotInterleave() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        UsiOutput out = new UsiOutput(new PrintStream(bytes, false, StandardCharsets.UTF_8));
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            String tag = "t" + t;
            threads.add(new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    out.lines(List.of(tag + " begin", tag + " end"));
                    out.info(tag);
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        List<String> lines = Usi.lines(bytes.toString(StandardCharsets.UTF_8));
        assertEquals(4 * 200 * 3, lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.endsWith(" begin")) {
                assertEquals(line.replace(" begin", " end"), lines.get(i + 1));
            }
        }
    }

    @Test
    void infoStaysOnOneLine() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        UsiOutput out = new UsiOutput(new PrintStream(bytes, false, StandardCharsets.UTF_8));
        out.error("a\r\nb\nc\rd");
        assertEquals("info string error: a b c d\n", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void controlCharactersAndLongTextAreTamed() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        UsiOutput out = new UsiOutput(new PrintStream(bytes, false, StandardCharsets.UTF_8));
        out.warning("a\u0000b\u001bc\u0085d\u2028e\tf");
        out.info("x".repeat(UsiOutput.MAX_INFO + 100));
        List<String> lines = Usi.lines(bytes.toString(StandardCharsets.UTF_8));
        assertEquals("info string warning: a b c d e f", lines.get(0));
        assertEquals("info string " + "x".repeat(UsiOutput.MAX_INFO) + "...", lines.get(1));
    }
}
