package kirin.usi;

import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.search.SearchLimits;

import java.util.Arrays;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Reads the tokens of a searching {@code go} (and of YaneuraOu's {@code ponderhit btime ...}) into
 * {@link SearchLimits}. Rules:
 *
 * <ul>
 *   <li>A number that is missing, not an integer, or out of the range of a long is an error: the whole command is
 *       refused.</li>
 *   <li>{@code btime}/{@code wtime} below 0 count as 0 (a GUI may send a clock that just ran out); the other
 *       numbers must not be negative. Times above {@link #MAX_MILLIS} count as that, which keeps the time
 *       arithmetic far from overflow.</li>
 *   <li>Any of {@code btime wtime binc winc byoyomi} means the game has a clock; the missing ones are 0.</li>
 *   <li>{@code searchmoves} takes the following tokens up to the next keyword; illegal moves are left out with a
 *       warning, and if none is legal the search considers every move.</li>
 *   <li>Unknown tokens are skipped with a warning (YaneuraOu's {@code rtime} and the like).</li>
 * </ul>
 */
final class GoParser {
    /** About 31 years. */
    static final long MAX_MILLIS = 1_000_000_000_000L;

    private static final Set<String> KEYWORDS = Set.of("btime", "wtime", "binc", "winc", "byoyomi", "movestogo",
            "movetime", "depth", "nodes", "infinite", "ponder", "searchmoves", "mate", "perft");

    private GoParser() {}

    /** Parses the remaining tokens; {@code pos} is the position searched (for {@code searchmoves}). */
    static SearchLimits parse(Tokens args, Position pos, Consumer<String> warnings) throws UsiException {
        SearchLimits l = new SearchLimits();
        while (args.hasNext()) {
            String t = args.next();
            switch (t) {
                case "btime" -> l.time[Color.BLACK] = clock(args, t, l);
                case "wtime" -> l.time[Color.WHITE] = clock(args, t, l);
                case "binc" -> l.increment[Color.BLACK] = millis(args, t, l);
                case "winc" -> l.increment[Color.WHITE] = millis(args, t, l);
                case "byoyomi" -> l.byoyomi = millis(args, t, l);
                case "movestogo" -> l.movesToGo = (int) number(args, t, 0, Integer.MAX_VALUE);
                case "movetime" -> l.moveTime = Math.min(number(args, t, 0, Long.MAX_VALUE), MAX_MILLIS);
                case "depth" -> l.depth = (int) number(args, t, 0, Integer.MAX_VALUE);
                case "nodes" -> l.nodes = number(args, t, 0, Long.MAX_VALUE);
                case "infinite" -> l.infinite = true;
                case "ponder" -> l.ponder = true;
                case "searchmoves" -> l.searchMoves = searchMoves(args, pos, warnings);
                default -> warnings.accept("go: ignoring unknown token '" + t + "'");
            }
        }
        return l;
    }

    private static long clock(Tokens args, String name, SearchLimits l) throws UsiException {
        l.hasClock = true;
        return Math.max(0, Math.min(number(args, name, Long.MIN_VALUE, Long.MAX_VALUE), MAX_MILLIS));
    }

    private static long millis(Tokens args, String name, SearchLimits l) throws UsiException {
        l.hasClock = true;
        return Math.min(number(args, name, 0, Long.MAX_VALUE), MAX_MILLIS);
    }

    private static long number(Tokens args, String name, long min, long max) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("go: " + name + " needs a number");
        }
        String text = args.next();
        long v;
        try {
            v = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsiException("go: " + name + " needs an integer, got '" + text + "'");
        }
        if (v < min || v > max) {
            throw new UsiException("go: " + name + " must be from " + min + " to " + max + ", got " + v);
        }
        return v;
    }

    private static int[] searchMoves(Tokens args, Position pos, Consumer<String> warnings) {
        int[] moves = new int[args.remaining()];
        int n = 0;
        while (args.hasNext() && !KEYWORDS.contains(args.peek())) {
            String text = args.next();
            int move = pos.toMove(text);
            if (move == Move.NONE) {
                warnings.accept("go: searchmoves: ignoring '" + text + "', not a legal move here");
            } else {
                moves[n++] = Move.to16(move);
            }
        }
        if (n == 0) {
            warnings.accept("go: searchmoves lists no legal move; searching every move");
            return null;
        }
        return Arrays.copyOf(moves, n);
    }
}
