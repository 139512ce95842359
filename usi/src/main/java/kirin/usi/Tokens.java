package kirin.usi;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cursor over the whitespace-separated tokens of a command line; runs of spaces and tabs count as one. The raw
 * text after a token stays available through {@link #rest()}, for values that may contain spaces.
 */
public final class Tokens {
    private static final Pattern TOKEN = Pattern.compile("\\S+");

    private final String line;
    private final String[] tokens;
    private final int[] starts;
    private int next;

    public Tokens(String line) {
        this.line = line;
        List<String> t = new ArrayList<>();
        List<Integer> s = new ArrayList<>();
        Matcher m = TOKEN.matcher(line);
        while (m.find()) {
            t.add(m.group());
            s.add(m.start());
        }
        tokens = t.toArray(new String[0]);
        starts = s.stream().mapToInt(Integer::intValue).toArray();
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

    /** True if one of the tokens not yet consumed equals {@code token}. */
    public boolean contains(String token) {
        for (int i = next; i < tokens.length; i++) {
            if (tokens[i].equals(token)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Consumes every remaining token and returns the raw text from the next token to the end of the line, inner
     * spacing kept and outer whitespace stripped; the empty string at the end.
     */
    public String rest() {
        if (!hasNext()) {
            return "";
        }
        String r = line.substring(starts[next]).strip();
        next = tokens.length;
        return r;
    }
}
