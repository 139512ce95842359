package kirin.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import kirin.core.EnteringKingRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cutechess-style command line. */
class MatchConfigTest {
    @TempDir
    Path tmp;

    private static MatchConfig parse(String line) throws Exception {
        return MatchConfig.parse(line.split(" "));
    }

    @Test
    void fullCommandLine() throws Exception {
        MatchConfig c = parse("-engine name=A cmd=/usr/games/gpsusi dir=/tmp arg=--x option.Thread=1 timemargin=400 "
                + "-engine cmd=/usr/games/fairy-stockfish option.Hash=64 "
                + "-each tc=byoyomi:1000 option.USI_Hash=32 handshake=15000 "
                + "-games 20 -concurrency 2 -maxmoves 256 -rule CSARule24 -out " + tmp
                + " -sprt elo0=0 elo1=10 alpha=0.1 beta=0.2");
        EngineConfig a = c.engines().get(0);
        EngineConfig b = c.engines().get(1);
        assertEquals("A", a.name());
        assertEquals("fairy-stockfish", b.name(), "default name: the program's file name");
        assertEquals(List.of("/usr/games/gpsusi", "--x"), a.commandLine());
        assertEquals(Path.of("/tmp"), a.dir());
        assertNull(b.dir());
        assertEquals(Map.of("USI_Hash", "32", "Thread", "1"), a.options());
        assertEquals(Map.of("USI_Hash", "32", "Hash", "64"), b.options());
        assertEquals(400, a.marginMs());
        assertEquals(EngineConfig.DEFAULT_MARGIN_MS, b.marginMs());
        assertEquals(15000, b.handshakeMs());
        assertEquals("byoyomi:1000", a.tc().toString());
        assertEquals(20, c.games());
        assertEquals(2, c.concurrency());
        assertEquals(256, c.maxMoves());
        assertEquals(EnteringKingRule.CSA_RULE_24, c.rule());
        assertEquals(tmp, c.out());
        assertEquals(10, c.sprt().elo1());
        assertEquals(0.2, c.sprt().beta());
    }

    @Test
    void defaults() throws Exception {
        MatchConfig c = parse("-engine cmd=x -engine cmd=x -each tc=depth:1");
        assertEquals("x", c.engines().get(0).name());
        assertEquals("x-2", c.engines().get(1).name(), "names are made unique");
        assertEquals(2, c.games());
        assertEquals(1, c.concurrency());
        assertEquals(320, c.maxMoves());
        assertEquals(EnteringKingRule.CSA_RULE_27, c.rule());
        assertNull(c.sprt());
        assertEquals(Opening.STARTPOS, c.openings().get(5));
        assertTrue(c.out().toString().startsWith("match-"));
        assertEquals(MatchConfig.DEFAULT_SPRT_GAMES, parse("-engine cmd=x -engine cmd=y -each tc=depth:1 -sprt").games());
        assertEquals(EnteringKingRule.TRY_RULE, parse("-engine cmd=x -engine cmd=y -each tc=depth:1 rule=TryRule").rule());
    }

    @Test
    void cmdWithArgumentsAndRelativeProgram() throws Exception {
        MatchConfig c = parse("-engine cmd=./kirin arg=-Dx=1 -engine cmd=java arg=-jar arg=k.jar -each tc=depth:1");
        List<String> first = c.engines().get(0).commandLine();
        assertEquals(Path.of("kirin").toAbsolutePath().toString(), first.get(0));
        assertEquals("-Dx=1", first.get(1));
        assertEquals(List.of("java", "-jar", "k.jar"), c.engines().get(1).commandLine());
    }

    @Test
    void openingsFileInOrderOrShuffled() throws Exception {
        Path f = tmp.resolve("openings.txt");
        Files.write(f, List.of("# comment", "startpos moves 7g7f 3c3d", "", "sfen 8k/9/9/9/9/9/9/9/K6R1 b - 1",
                "position startpos moves 2g2f"));
        MatchConfig c = parse("-engine cmd=x -engine cmd=y -each tc=depth:1 -openings file=" + f);
        assertEquals(List.of("7g7f", "3c3d"), c.openings().get(0).moves());
        assertEquals("sfen 8k/9/9/9/9/9/9/9/K6R1 b - 1", c.openings().get(1).usi());
        assertEquals("startpos moves 2g2f", c.openings().get(2).usi());
        assertEquals(c.openings().get(0), c.openings().get(3), "cycles");
        MatchConfig s1 = parse("-engine cmd=x -engine cmd=y -each tc=depth:1 -openings file=" + f
                + " order=random seed=7");
        MatchConfig s2 = parse("-engine cmd=x -engine cmd=y -each tc=depth:1 -openings file=" + f
                + " order=random seed=7");
        for (int i = 0; i < 3; i++) {
            assertEquals(s1.openings().get(i), s2.openings().get(i), "same seed, same order");
        }
    }

    @Test
    void errorsAreReadable() {
        String base = "-engine cmd=x -engine cmd=y ";
        assertMessage("exactly two -engine", "-engine cmd=x -each tc=depth:1");
        assertMessage("no time control", base);
        assertMessage("unknown option '-bogus'", base + "-each tc=depth:1 -bogus 3");
        assertMessage("unknown key 'speed'", "-engine cmd=x speed=3 -engine cmd=y -each tc=depth:1");
        assertMessage("bad time control", base + "-each tc=fast");
        assertMessage("-games needs a number", base + "-each tc=depth:1 -games many");
        assertMessage("unknown entering-king rule", base + "-each tc=depth:1 -rule Sometimes");
        assertMessage("one of file=F, random=PLIES and book=FILE plies=N", base + "-each tc=depth:1 -openings seed=3");
        assertMessage("needs cmd=PATH", "-engine name=a -engine cmd=y -each tc=depth:1");
    }

    private static void assertMessage(String part, String line) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(line));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
