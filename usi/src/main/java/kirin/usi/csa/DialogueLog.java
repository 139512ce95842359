package kirin.usi.csa;

import java.io.PrintStream;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * The client's log: every line sent ({@code >}) and received ({@code <}) with a timestamp, and the client's own
 * notes ({@code *}) and faults ({@code !}). Passwords never reach it: the connection masks the login line before
 * logging it. Thread-safe.
 */
public final class DialogueLog {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");
    private final PrintStream out;
    private volatile int faults;

    public DialogueLog(PrintStream out) {
        this.out = out;
    }

    public void sent(String line) {
        write(">", line);
    }

    public void received(String line) {
        write("<", line);
    }

    public void note(String text) {
        write("*", text);
    }

    /** A fault of the server or the connection: logged, counted, and handled by the caller. */
    public void fault(String text) {
        faults++;
        write("!", text);
    }

    /** How many faults were logged (tests check that a fault was noticed). */
    public int faults() {
        return faults;
    }

    private synchronized void write(String tag, String text) {
        out.println(LocalTime.now().format(TIME) + " " + tag + " " + text);
        out.flush();
    }
}
