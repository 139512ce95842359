package kirin.match;

/**
 * A time control, parsed from the {@code tc=} text (all times in milliseconds):
 *
 * <ul>
 *   <li>{@code byoyomi:B}: B per move, no main time ({@code go btime 0 wtime 0 byoyomi B});</li>
 *   <li>{@code M+byoyomi:B}: main time M, then B per move;</li>
 *   <li>{@code M+I}: Fischer, main time M plus an increment I per move ({@code go btime .. wtime .. binc I winc I});
 *       {@code M} alone is sudden death;</li>
 *   <li>{@code movetime:T}: exactly T per move ({@code go movetime T});</li>
 *   <li>{@code nodes:N}, {@code depth:N}: a fixed search ({@code go nodes N}, {@code go depth N}), no clock.</li>
 * </ul>
 */
public final class TimeControl {
    /** The kinds of time control. */
    public enum Kind {
        BYOYOMI, FISCHER, MOVETIME, NODES, DEPTH
    }

    private final Kind kind;
    private final long main;
    private final long perMove;
    private final String text;

    private TimeControl(Kind kind, long main, long perMove, String text) {
        this.kind = kind;
        this.main = main;
        this.perMove = perMove;
        this.text = text;
    }

    /** Parses a {@code tc=} value; throws IllegalArgumentException with a readable message if malformed. */
    public static TimeControl parse(String text) {
        String t = text.trim();
        try {
            if (t.startsWith("byoyomi:")) {
                return new TimeControl(Kind.BYOYOMI, 0, nonNegative(t.substring(8)), t);
            }
            if (t.startsWith("movetime:")) {
                return new TimeControl(Kind.MOVETIME, 0, positive(t.substring(9)), t);
            }
            if (t.startsWith("nodes:")) {
                return new TimeControl(Kind.NODES, 0, positive(t.substring(6)), t);
            }
            if (t.startsWith("depth:")) {
                return new TimeControl(Kind.DEPTH, 0, positive(t.substring(6)), t);
            }
            int plus = t.indexOf('+');
            if (plus < 0) {
                return new TimeControl(Kind.FISCHER, positive(t), 0, t);
            }
            long main = nonNegative(t.substring(0, plus));
            String rest = t.substring(plus + 1);
            if (rest.startsWith("byoyomi:")) {
                return new TimeControl(Kind.BYOYOMI, main, nonNegative(rest.substring(8)), t);
            }
            long inc = nonNegative(rest);
            if (main + inc == 0) {
                throw new IllegalArgumentException("no time at all");
            }
            return new TimeControl(Kind.FISCHER, main, inc, t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad time control '" + text + "': " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad time control '" + text + "': " + e.getMessage()
                    + " (expected byoyomi:MS, MS+byoyomi:MS, MS+INC, movetime:MS, nodes:N or depth:N)");
        }
    }

    private static long nonNegative(String s) {
        long v = Long.parseLong(s.trim());
        if (v < 0) {
            throw new IllegalArgumentException("negative value " + v);
        }
        return v;
    }

    private static long positive(String s) {
        long v = nonNegative(s);
        if (v == 0) {
            throw new IllegalArgumentException("value must be positive");
        }
        return v;
    }

    public Kind kind() {
        return kind;
    }

    /** Main time (byoyomi and Fischer), 0 otherwise. */
    public long main() {
        return main;
    }

    /** Byoyomi, increment, move time, node count or depth, according to the kind. */
    public long perMove() {
        return perMove;
    }

    /** True if a clock runs (byoyomi, Fischer, movetime); false for nodes and depth. */
    public boolean isClocked() {
        return kind == Kind.BYOYOMI || kind == Kind.FISCHER || kind == Kind.MOVETIME;
    }

    @Override
    public String toString() {
        return text;
    }
}
