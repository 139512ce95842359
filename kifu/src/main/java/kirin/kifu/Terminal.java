package kirin.kifu;

import java.util.Map;
import kirin.core.Color;

/**
 * The special moves that end a game (interop.md 7.1 and 7.2) and the results they imply. CSA's words name the side
 * to move: {@code %TORYO}, {@code %TSUMI}, {@code %TIME_UP} and {@code %ILLEGAL_MOVE} mean it lost, {@code %KACHI}
 * that it won by declaration; {@code %+ILLEGAL_ACTION}/{@code %-ILLEGAL_ACTION} name the side that fouled and lost;
 * {@code %SENNICHITE}, {@code %JISHOGI}, {@code %HIKIWAKE} and {@code %MAX_MOVES} (CSA V3: the move limit) are draws; {@code %CHUDAN}, {@code %MATTA},
 * {@code %FUZUMI} and {@code %ERROR} give no result. KIF's terminal words are mapped onto these.
 */
final class Terminal {
    private enum Kind { MOVER_LOSES, MOVER_WINS, BLACK_LOSES, WHITE_LOSES, DRAW, NONE }

    private static final Map<String, Kind> CSA = Map.ofEntries(
            Map.entry("%TORYO", Kind.MOVER_LOSES), Map.entry("%TSUMI", Kind.MOVER_LOSES),
            Map.entry("%TIME_UP", Kind.MOVER_LOSES), Map.entry("%ILLEGAL_MOVE", Kind.MOVER_LOSES),
            Map.entry("%KACHI", Kind.MOVER_WINS),
            Map.entry("%+ILLEGAL_ACTION", Kind.BLACK_LOSES), Map.entry("%-ILLEGAL_ACTION", Kind.WHITE_LOSES),
            Map.entry("%SENNICHITE", Kind.DRAW), Map.entry("%JISHOGI", Kind.DRAW), Map.entry("%HIKIWAKE", Kind.DRAW),
            Map.entry("%MAX_MOVES", Kind.DRAW),
            Map.entry("%CHUDAN", Kind.NONE), Map.entry("%MATTA", Kind.NONE), Map.entry("%FUZUMI", Kind.NONE),
            Map.entry("%ERROR", Kind.NONE));

    /** KIF terminal word to CSA word; 反則勝ち is handled apart since its CSA form names the loser. */
    private static final Map<String, String> KIF = Map.ofEntries(
            Map.entry("投了", "%TORYO"), Map.entry("詰み", "%TSUMI"), Map.entry("切れ負け", "%TIME_UP"),
            Map.entry("時間切れ", "%TIME_UP"), Map.entry("反則負け", "%ILLEGAL_MOVE"), Map.entry("入玉勝ち", "%KACHI"),
            Map.entry("宣言勝ち", "%KACHI"), Map.entry("千日手", "%SENNICHITE"), Map.entry("持将棋", "%JISHOGI"),
            Map.entry("中断", "%CHUDAN"), Map.entry("不詰", "%FUZUMI"));

    private Terminal() {}

    /** True if {@code word} (with its {@code %}) is a CSA special move. */
    static boolean isCsa(String word) {
        return CSA.containsKey(word);
    }

    /** The winner implied by a CSA special move with {@code sideToMove} to move: 0, 1, DRAW or UNKNOWN. */
    static int winner(String csaWord, int sideToMove) {
        return switch (CSA.get(csaWord)) {
            case MOVER_LOSES -> Color.flip(sideToMove);
            case MOVER_WINS -> sideToMove;
            case BLACK_LOSES -> Color.WHITE;
            case WHITE_LOSES -> Color.BLACK;
            case DRAW -> Kifu.DRAW;
            case NONE -> Kifu.UNKNOWN;
        };
    }

    /** The CSA word for a KIF terminal word with {@code sideToMove} to move, or null if it is not one. */
    static String fromKif(String word, int sideToMove) {
        if (word.equals("反則勝ち")) { // the previous move was a foul: its maker, not the side to move, loses
            return sideToMove == Color.BLACK ? "%-ILLEGAL_ACTION" : "%+ILLEGAL_ACTION";
        }
        return KIF.get(word);
    }
}
