package kirin.usi;

import java.util.regex.Pattern;

/** Test helper: what a line an engine prints to a GUI may look like. */
final class UsiProtocol {
    private UsiProtocol() {}

    private static final String MOVE = "([1-9][a-i][1-9][a-i]\\+?|[RBGSNLP]\\*[1-9][a-i])";

    /**
     * Engine-to-GUI lines: {@code id}, {@code option} (ShogiHome's shape: token 0 after {@code option} is
     * {@code name}, token 2 is {@code type}), {@code usiok}, {@code readyok}, {@code info ...}, {@code bestmove}
     * with a move, {@code resign} or {@code win} and an optional ponder move, and {@code checkmate ...}.
     */
    private static final Pattern LINE = Pattern.compile(
            "id name \\S.*|id author \\S.*|option name \\S+ type (check|spin|combo|string|filename|button)( \\S+)*"
                    + "|usiok|readyok|info [^\\n]*"
                    + "|bestmove (" + MOVE + "( ponder " + MOVE + ")?|resign|win)"
                    + "|checkmate (notimplemented|nomate|timeout|" + MOVE + "( " + MOVE + ")*)");

    /** True if {@code line} is a protocol line a GUI understands. */
    static boolean isProtocolLine(String line) {
        return LINE.matcher(line).matches() && line.chars().noneMatch(c -> c < 0x20 || c == 0x7f);
    }
}
