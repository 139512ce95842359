package kirin.learn;

import java.io.IOException;

/**
 * A training-data file, binary or text, that does not hold what it should. The message names the file and the
 * place: the 0-based record index for a {@code .bin} file, the 1-based line number for a text file.
 */
public final class PsvFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public PsvFormatException(String message) {
        super(message);
    }
}
