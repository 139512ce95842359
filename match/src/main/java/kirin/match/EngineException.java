package kirin.match;

/** An engine failed: its process ended (or could not start), or it did not answer in time. */
public final class EngineException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The process could not start, exited, or closed its pipes. */
        CRASH,
        /** The engine did not answer within the time allowed. */
        TIMEOUT
    }

    private final Kind kind;

    public EngineException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
