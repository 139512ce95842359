package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fixed games rendered to CSA must equal the committed golden files byte for byte. */
class GameKifuTest {
    private static String golden(String name) throws IOException {
        try (InputStream in = GameKifuTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void hirateGameEndedByResignation() throws IOException {
        GameRecord g = new GameRecord(1, "Kirin", "gpsusi", Opening.STARTPOS,
                List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), List.of(1200L, 800L, 2500L, 0L, 999L),
                0, EndReason.RESIGN, "", LocalDateTime.of(2024, 5, 10, 12, 34, 56),
                LocalDateTime.of(2024, 5, 10, 12, 35, 2), "byoyomi:1000");
        assertEquals(golden("hirate-resign.csa"), GameKifu.csa(g));
        assertEquals("startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e", g.usiLine());
    }

    @Test
    void sfenStartWithHandsOpeningMovesAndPerpetualCheck() throws IOException {
        Opening o = Opening.parse("sfen 8k/9/9/9/9/9/9/9/K6R1 b 2Pg 1 moves 2i1i");
        List<String> moves = List.of("1a2a", "1i2i", "2a1a", "2i1i", "1a2a", "1i2i", "2a1a", "2i1i", "1a2a", "1i2i",
                "2a1a");
        List<Long> times = new java.util.ArrayList<>(Collections.nCopies(moves.size(), 10L));
        times.set(1, 1500L);
        GameRecord g = new GameRecord(7, "A", "B", o, moves, times, 1, EndReason.PERPETUAL_CHECK, "",
                LocalDateTime.of(2024, 5, 10, 23, 59, 59), LocalDateTime.of(2024, 5, 11, 0, 0, 3), "60000+1000");
        assertEquals(golden("sfen-perpetual.csa"), GameKifu.csa(g));
        assertEquals("sfen 8k/9/9/9/9/9/9/9/K6R1 b 2Pg 1 moves 2i1i " + String.join(" ", moves), g.usiLine());
    }

    @Test
    void terminatorNamesTheLoserWhenTheSideToMoveDidNotLose() {
        // White failed to start while black was to move: %TIME_UP would blame black, so the foul is white's.
        GameRecord g = new GameRecord(1, "A", "B", Opening.STARTPOS, List.of(), List.of(), 0, EndReason.STALL,
                "no usiok", LocalDateTime.of(2024, 1, 1, 0, 0), LocalDateTime.of(2024, 1, 1, 0, 0), "byoyomi:1000");
        String csa = GameKifu.csa(g);
        assertEquals(List.of("PI", "+", "%-ILLEGAL_ACTION", "'summary:time up:A win:B lose",
                "'White stops answering: no usiok"), csa.lines().skip(8).toList());
    }
}
