package kirin.match;

/**
 * The search figures of one USI {@code info} line: depth, selective depth, nodes, nodes per second and time, each
 * -1 when the line does not give it. The tokens may come in any order; {@code score}, {@code multipv},
 * {@code hashfull}, {@code currmove} and the like are skipped, and everything after {@code pv} (moves) is ignored.
 *
 * @param depth the nominal depth ({@code depth})
 * @param seldepth the selective depth ({@code seldepth})
 * @param nodes the nodes searched so far ({@code nodes})
 * @param nps the nodes per second ({@code nps})
 * @param timeMs the time searched so far in milliseconds ({@code time})
 */
public record InfoLine(long depth, long seldepth, long nodes, long nps, long timeMs) {
    /**
     * Parses {@code line}; null if it is not an {@code info} line, or is an {@code info string} line (free text).
     * A value that is missing, negative or not a number counts as not given.
     */
    public static InfoLine parse(String line) {
        String[] t = line.trim().split("\\s+");
        if (!t[0].equals("info") || t.length > 1 && t[1].equals("string")) {
            return null;
        }
        long depth = -1;
        long seldepth = -1;
        long nodes = -1;
        long nps = -1;
        long time = -1;
        for (int i = 1; i < t.length; i++) {
            String key = t[i];
            if (key.equals("pv") || key.equals("string")) {
                break;
            }
            long value = i + 1 < t.length ? number(t[i + 1]) : -1;
            switch (key) {
                case "depth" -> depth = value;
                case "seldepth" -> seldepth = value;
                case "nodes" -> nodes = value;
                case "nps" -> nps = value;
                case "time" -> time = value;
                default -> value = -1; // another key, or the value of one: "score", "cp", "multipv", "1", ...
            }
            if (value >= 0) {
                i++;
            }
        }
        return new InfoLine(depth, seldepth, nodes, nps, time);
    }

    /** True if the line gives a depth. */
    public boolean hasDepth() {
        return depth >= 0;
    }

    private static long number(String s) {
        try {
            return Math.max(-1, Long.parseLong(s));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
