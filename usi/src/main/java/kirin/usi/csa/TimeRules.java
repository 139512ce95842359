package kirin.usi.csa;

/**
 * One side's time rules from a Game_Summary's {@code BEGIN Time} block (interop.md 10.2), every value in
 * milliseconds: the {@code Time_Unit} (1sec, 1min or {@code <n>msec}) is already applied.
 *
 * @param unitMs           the length of one time unit; the server charges whole units ({@code T} values)
 * @param totalMs          main time
 * @param byoyomiMs        per-move time once the main time is gone
 * @param incrementMs      Fischer increment, credited before each move
 * @param leastPerMoveUnits {@code Least_Time_Per_Move}: the least number of units charged for a move
 */
public record TimeRules(long unitMs, long totalMs, long byoyomiMs, long incrementMs, int leastPerMoveUnits) {
    /** Reads a {@code Time_Unit} value: {@code 1sec}, {@code 1min}, {@code 500msec}; -1 if unreadable. */
    static long unitMillis(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)(msec|sec|min)").matcher(text.trim());
        if (!m.matches()) {
            return -1;
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "msec" -> n;
            case "sec" -> n * 1000;
            default -> n * 60_000;
        };
    }

    /** A short description for the log: {@code 300s+10sF} or {@code 600s+10s byoyomi}. */
    public String describe() {
        String s = totalMs / 1000.0 + "s";
        if (incrementMs > 0) {
            s += " +" + incrementMs / 1000.0 + "s Fischer";
        }
        if (byoyomiMs > 0) {
            s += " +" + byoyomiMs / 1000.0 + "s byoyomi";
        }
        return s.replace(".0s", "s");
    }
}
