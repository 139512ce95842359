package kirin.scale;

import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import kirin.match.EndReason;
import kirin.match.GameRecord;
import kirin.match.Opening;

/** A finished game as it travels from an executor to the driver: a {@link GameRecord} in serializable parts. */
record GameData(int number, String black, String white, String opening, List<String> moves, List<Long> timesMs,
                int winner, String reason, String detail, LocalDateTime start, LocalDateTime end, String timeControl)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    static GameData of(GameRecord g) {
        return new GameData(g.number(), g.black(), g.white(), g.opening().usi(), new ArrayList<>(g.moves()),
                new ArrayList<>(g.timesMs()), g.winner(), g.reason().name(), g.detail(), g.start(), g.end(),
                g.timeControl());
    }

    GameRecord record() {
        return new GameRecord(number, black, white, Opening.parse(opening), moves, timesMs, winner,
                EndReason.valueOf(reason), detail, start, end, timeControl);
    }
}
