package kirin.usi;

import java.io.PrintStream;
import java.util.List;

/**
 * The only writer of protocol output. Every method is synchronized and flushes, so that the command loop and,
 * later, search threads can print concurrently without interleaving partial lines, and the GUI sees each line as
 * soon as it is complete. Lines end with {@code \n} on every platform; GUIs accept it and it keeps tests exact.
 */
public final class UsiOutput {
    private final PrintStream out;

    public UsiOutput(PrintStream out) {
        this.out = out;
    }

    /** Writes one protocol line. */
    public synchronized void line(String text) {
        out.print(text + "\n");
        out.flush();
    }

    /** Writes several lines as one block, so that no other thread's line lands in the middle of it. */
    public synchronized void lines(List<String> block) {
        StringBuilder sb = new StringBuilder();
        for (String s : block) {
            sb.append(s).append('\n');
        }
        out.print(sb);
        out.flush();
    }

    /** Writes {@code info string <text>}; line breaks in the text become spaces so it stays one line. */
    public void info(String text) {
        line("info string " + oneLine(text));
    }

    /** Reports a problem to the GUI as {@code info string error: <text>}. */
    public void error(String text) {
        info("error: " + text);
    }

    private static String oneLine(String s) {
        return s.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
    }
}
