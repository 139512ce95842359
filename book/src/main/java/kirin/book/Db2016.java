package kirin.book;

import kirin.core.Move;

/** Constants and line parsing of YaneuraOu's DB2016 book format (interop.md 6.1). */
public final class Db2016 {
    /** The first line of every book written. */
    public static final String HEADER = "#YANEURAOU-DB2016 1.00";

    private Db2016() {}

    /** A move or ponder token: a USI move, or {@code none}/{@code None}/{@code resign} for {@link Move#NONE}. */
    static int parseMove(String token) throws BookFormatException {
        if (token.equals("none") || token.equals("None") || token.equals("resign")) {
            return Move.NONE;
        }
        int m = Move.parse16(token);
        if (m == Move.NONE) {
            throw new BookFormatException("cannot parse move '" + token + "'");
        }
        return m;
    }

    /**
     * A move line {@code <move> <ponder> [<value> [<depth> [<count>]]]}; value, depth and count default to 0, 0 and
     * 1, a missing ponder to {@code none}. Tokens after the count are ignored, as YaneuraOu does.
     */
    static BookMove parseMoveLine(String line) throws BookFormatException {
        String[] t = line.split("\\s+");
        int move = parseMove(t[0]);
        int ponder = t.length > 1 ? parseMove(t[1]) : Move.NONE;
        int value = t.length > 2 ? parseInt(t[2], "value") : 0;
        int depth = t.length > 3 ? parseInt(t[3], "depth") : 0;
        long count = t.length > 4 ? parseLong(t[4], "count") : 1;
        if (count < 0) {
            throw new BookFormatException("negative count " + count);
        }
        return new BookMove(move, ponder, value, depth, count);
    }

    private static int parseInt(String s, String what) throws BookFormatException {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new BookFormatException(what + " is not an integer: '" + s + "'");
        }
    }

    private static long parseLong(String s, String what) throws BookFormatException {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new BookFormatException(what + " is not an integer: '" + s + "'");
        }
    }

    /**
     * Checks the text after {@code sfen } and returns it with single spaces: three fields (board, side, hands) and
     * an optional move number. The board itself is checked by the writer, which parses every position.
     */
    static String checkSfen(String text) throws BookFormatException {
        String[] f = text.trim().split("\\s+");
        if (f.length < 3 || f.length > 4) {
            throw new BookFormatException("an sfen line needs 3 or 4 fields (board side hands [ply]), got "
                    + f.length + ": '" + text.trim() + "'");
        }
        if (!f[1].equals("b") && !f[1].equals("w")) {
            throw new BookFormatException("side to move is 'b' or 'w', got '" + f[1] + "'");
        }
        if (f.length == 4) {
            parseInt(f[3], "ply");
        }
        return String.join(" ", f);
    }
}
