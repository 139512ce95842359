package kirin.eval;

import java.io.IOException;

/** An evaluation file that cannot be used; the message names the file and what is wrong with it. */
public final class EvalFileException extends IOException {
    public EvalFileException(String message) {
        super(message);
    }

    public EvalFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
