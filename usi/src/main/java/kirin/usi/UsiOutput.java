package kirin.usi;

import java.io.PrintStream;
import java.util.List;

/**
 * The only writer of protocol output. Every method is synchronized and flushes, so that the command loop and the
 * search thread can print concurrently without interleaving partial lines, and the GUI sees each line as
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

    /**
     * Writes {@code info string <text>}. Control characters (line breaks included) become spaces so that it stays
     * one line whatever the GUI sent us, and text longer than {@link #MAX_INFO} characters is cut.
     */
    public void info(String text) {
        line("info string " + oneLine(text));
    }

    /** Reports a problem to the GUI as {@code info string error: <text>}. */
    public void error(String text) {
        info("error: " + text);
    }

    /** Reports something ignored or adjusted as {@code info string warning: <text>}. */
    public void warning(String text) {
        info("warning: " + text);
    }

    /** The longest text an {@code info string} line carries; error messages may quote very long input. */
    static final int MAX_INFO = 500;

    static String oneLine(String s) {
        String t = s.replace("\r\n", " ");
        if (t.length() > MAX_INFO) {
            t = t.substring(0, MAX_INFO) + "...";
        }
        StringBuilder sb = new StringBuilder(t.length());
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean lineBreaking = Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
            sb.append(lineBreaking ? ' ' : c);
        }
        return sb.toString();
    }
}
