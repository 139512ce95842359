package kirin.learn;

import java.util.Locale;

/**
 * Parses the values of {@code name value} tokens of a command ({@code gensfen}, {@code learn}), with error messages
 * that name the command, the token and the bad value.
 */
public final class TokenValues {
    private final String command;

    /** Values of tokens of {@code command}, which prefixes every error message. */
    public TokenValues(String command) {
        this.command = command;
    }

    public int intIn(String name, String v, int min, int max) {
        return (int) longIn(name, v, min, max);
    }

    public long longIn(String name, String v, long min, long max) {
        long x;
        try {
            x = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(command + ": " + name + " needs an integer, got '" + v + "'");
        }
        if (x < min || x > max) {
            throw new IllegalArgumentException(command + ": " + name + " must be from " + min + " to " + max
                    + ", got " + x);
        }
        return x;
    }

    public double number(String name, String v) {
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(command + ": " + name + " needs a number, got '" + v + "'");
        }
    }

    /** {@code 1}/{@code true} or {@code 0}/{@code false}, in any case. */
    public boolean bool(String name, String v) {
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "1", "true" -> true;
            case "0", "false" -> false;
            default -> throw new IllegalArgumentException(command + ": " + name + " needs 0/1 or true/false, got '"
                    + v + "'");
        };
    }
}
