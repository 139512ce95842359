package kirin.usi;

import java.util.NoSuchElementException;

/** A cursor over the whitespace-separated tokens of a command line; runs of spaces and tabs count as one. */
public final class Tokens {
    private final String[] tokens;
    private int next;

    public Tokens(String line) {
        String t = line.strip();
        tokens = t.isEmpty() ? new String[0] : t.split("\\s+");
    }

    public boolean hasNext() {
        return next < tokens.length;
    }

    /** The next token without consuming it, or {@code null} at the end. */
    public String peek() {
        return hasNext() ? tokens[next] : null;
    }

    public String next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more tokens");
        }
        return tokens[next++];
    }

    /** Number of tokens not yet consumed. */
    public int remaining() {
        return tokens.length - next;
    }
}
