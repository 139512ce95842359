package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.eval.EvalFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code learn bonanza} through USI, on a restricted king set to keep the learning state small. */
class LearnBonanzaCommandTest {
    @TempDir
    Path dir;
    @RegisterExtension
    final SmallLearnState small = new SmallLearnState();

    static final String GAMES = """
            V2.2
            PI
            +
            +7776FU
            -3334FU
            +2726FU
            -8384FU
            +2625FU
            -8485FU
            %TORYO
            /
            V2.2
            PI
            +
            +2726FU
            -8384FU
            +2625FU
            -8485FU
            +6978KI
            -4132KI
            %TORYO
            """;

    @Test
    void learnBonanzaTrainsSavesAndPlaysWithTheLearnedTables() throws Exception {
        Path records = dir.resolve("games.csa");
        Files.writeString(records, GAMES);
        EngineHarness h = new EngineHarness();
        Path save = dir.resolve("save");
        h.run("evalsavedir " + save);
        List<String> out = h.run("learn bonanza iterations 1 validation_games 1 seed 2 " + records);
        assertEquals("learn finished.", out.get(out.size() - 1), out::toString);
        assertTrue(out.get(0).startsWith("info string learn bonanza: 1 iteration(s) on 1 games in "), out::toString);
        for (String f : List.of(EvalFiles.KK, EvalFiles.KKP, EvalFiles.KPP)) {
            assertTrue(Files.exists(save.resolve("final").resolve(f)), f);
        }
        assertTrue(Files.exists(save.resolve("loss.csv")));
        assertTrue(Files.exists(save.resolve("loss.png")));
        assertNotNull(h.engine.evalSource().tables(), "the engine plays with the learned tables");
    }

    @Test
    void errors() {
        EngineHarness h = new EngineHarness();
        h.run("evalsavedir " + dir.resolve("save"));
        assertEquals(List.of("info string error: learn bonanza: depth must be from 1 to 8, got 0"),
                h.run("learn bonanza depth 0 x.csa"));
        assertEquals(List.of("info string error: learn bonanza: no game-record files given"), h.run("learn bonanza"));
        List<String> missing = h.run("learn bonanza " + dir.resolve("none.csa"));
        assertTrue(missing.size() == 1 && missing.get(0).startsWith("info string error: learn bonanza: ")
                && missing.get(0).contains("none.csa"), missing::toString);
        assertFalse(Files.exists(dir.resolve("save")), "nothing saved");
    }
}
