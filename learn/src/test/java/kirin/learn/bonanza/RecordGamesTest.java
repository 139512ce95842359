package kirin.learn.bonanza;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordGamesTest {
    @TempDir
    Path dir;

    /** Two games with the same first two moves, a third repeating a position (silver out and back). */
    static final String GAMES = """
            V2.2
            PI
            +
            +7776FU
            -3334FU
            +2726FU
            %TORYO
            /
            V2.2
            PI
            +
            +7776FU
            -3334FU
            +6978KI
            %TORYO
            /
            V2.2
            PI
            +
            +3948GI
            -7162GI
            +4839GI
            -6271GI
            +2726FU
            %CHUDAN
            """;

    @Test
    void repeatedPositionsAndOpeningPairsAreUsedOnce() throws IOException {
        Path f = dir.resolve("g.csa");
        Files.writeString(f, GAMES);
        List<String> warnings = new ArrayList<>();
        RecordGames.Loaded l = RecordGames.load(List.of(f), 0, 0, 64, 1, warnings::add);
        assertEquals(3, l.gamesRead());
        assertEquals(3, l.training().size());
        assertArrayEquals(new boolean[] {true, true, true}, l.training().get(0).used());
        assertArrayEquals(new boolean[] {false, false, true}, l.training().get(1).used(), "same pairs as game 1");
        // after +4839GI -6271GI the start position is back: its second occurrence is not used
        assertArrayEquals(new boolean[] {true, true, true, true, false}, l.training().get(2).used());
        assertEquals(3 + 1 + 4, l.trainingPositions());
        assertTrue(warnings.isEmpty(), warnings::toString);
        // without the de-duplication only the repetition is left out
        RecordGames.Loaded all = RecordGames.load(List.of(f), 0, 0, 0, 1, w -> { });
        assertEquals(3 + 3 + 4, all.trainingPositions());
    }

    @Test
    void heldOutGamesLeaveOutTrainingPositionsAndMaxGamesCounts() throws IOException {
        Path f = dir.resolve("g.csa");
        Files.writeString(f, GAMES);
        RecordGames.Loaded l = RecordGames.load(List.of(f), 2, 1, 64, 3, w -> { });
        assertEquals(2, l.gamesRead());
        assertEquals(1, l.training().size());
        assertEquals(1, l.heldOut().size());
        // the two games share their first three positions (they differ in the third move): none is held-out
        assertEquals(0, l.heldOutPositions());
        assertEquals(3, l.trainingPositions());
        assertThrows(IOException.class, () -> RecordGames.load(List.of(f), 0, 3, 64, 3, w -> { }));
    }

    @Test
    void theOpeningAMatchImposedIsNotUsed() throws IOException {
        Path f = dir.resolve("m.csa");
        Files.writeString(f, """
                V2.2
                PI
                +
                +7776FU
                -3334FU
                'end of opening (2 plies)
                +2726FU
                T1
                -8384FU
                T1
                %TORYO
                """);
        RecordGames.Loaded l = RecordGames.load(List.of(f), 0, 0, 64, 1, w -> { });
        assertArrayEquals(new boolean[] {false, false, true, true}, l.training().get(0).used());
    }
}
