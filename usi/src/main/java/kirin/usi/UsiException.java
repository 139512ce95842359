package kirin.usi;

/**
 * A command the engine cannot carry out because of what the GUI sent (bad syntax, illegal move, invalid SFEN).
 * The dispatcher reports the message as {@code info string error: <message>}; no stack trace, since nothing is
 * wrong with the engine.
 */
public final class UsiException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsiException(String message) {
        super(message);
    }
}
