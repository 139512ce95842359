package kirin.match;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * One finished game: who played, where it started, the moves and their times, and how it ended.
 *
 * @param number the game's number in the match, from 1
 * @param black name of the engine playing black (sente, moves first)
 * @param white name of the engine playing white
 * @param opening the start position and the opening moves (not timed)
 * @param moves the moves the engines played after the opening, in USI notation
 * @param timesMs the time each of those moves took, measured by the referee
 * @param winner 0 (black), 1 (white), or -1 for a draw
 * @param reason why the game ended
 * @param detail extra words for the end (the illegal move, the crash message), or an empty string
 * @param start when the game started
 * @param end when it ended
 * @param timeControl the time control, as given on the command line
 */
public record GameRecord(int number, String black, String white, Opening opening, List<String> moves,
        List<Long> timesMs, int winner, EndReason reason, String detail, LocalDateTime start, LocalDateTime end,
        String timeControl) {
    public GameRecord {
        moves = List.copyOf(moves);
        timesMs = List.copyOf(timesMs);
        if (moves.size() != timesMs.size()) {
            throw new IllegalArgumentException("one time per move");
        }
        if ((winner < 0) != reason.isDraw()) {
            throw new IllegalArgumentException(reason + " with winner " + winner);
        }
    }

    /** "1-0" (black wins), "0-1" (white wins) or "1/2-1/2". */
    public String resultText() {
        return winner == 0 ? "1-0" : winner == 1 ? "0-1" : "1/2-1/2";
    }

    /** How the game ended, e.g. "White resigns", "Draw by repetition". */
    public String description() {
        return reason.describe(Math.max(winner, 0));
    }

    /** Opening moves followed by the played moves. */
    public List<String> allMoves() {
        List<String> all = new ArrayList<>(opening.moves());
        all.addAll(moves);
        return all;
    }

    /** The whole game as one line of a games file: {@code startpos moves ...} or {@code sfen ... moves ...}. */
    public String usiLine() {
        return opening.withMoves(allMoves());
    }
}
