package kirin.core;

/** A SFEN string that does not describe a legal position; the message says what is wrong. */
public final class SfenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public SfenException(String message) {
        super(message);
    }
}
