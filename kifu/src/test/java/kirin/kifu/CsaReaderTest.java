package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import kirin.core.Color;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** CSA records covering interop.md 7.1, read from hand-written files. */
class CsaReaderTest {
    @Test
    void floodgateV22GameWithInfoTimesCommentsAndCommaStatements() throws IOException {
        List<Kifu> games = Records.read("floodgate-v22.csa");
        assertEquals(1, games.size());
        Kifu k = games.get(0);
        assertNull(k.error());
        assertEquals("V2.2", k.version());
        assertEquals("kirin_test", k.black());
        assertEquals("other_engine", k.white());
        assertEquals("300+0+10", k.info().get("TIME+"));
        assertEquals("24点法", k.info().get("JISHOGI"));
        assertEquals(List.of("EVENT", "START_TIME", "TIME+", "MAX_MOVES", "JISHOGI"), List.copyOf(k.info().keySet()));
        assertEquals(Sfen.STARTPOS, k.startSfen());
        assertEquals(Records.GAME, Records.usi(k));
        assertEquals(List.of(2000L, 1000L, 3000L, 0L, 5000L, 1000L, 2000L, 1000L, 10000L, 1000L),
                k.plies().stream().map(Kifu.Ply::timeMs).toList());
        assertEquals(List.of("** 30 -3334FU +8822UM"), k.plies().get(0).comments());
        assertEquals(List.of("** 40"), k.plies().get(2).comments()); // a comment after a comma
        assertEquals("%TORYO", k.terminal());
        assertEquals(Color.WHITE, k.winner()); // black to move resigned
        assertEquals(List.of("summary:toryo:kirin_test lose:other_engine win"), k.trailingComments());
        assertTrue(k.headerComments().contains("black_rate:kirin_test:2100.0"));
    }

    @Test
    void v30Utf8WithRowsFractionalTimesAndKachi() throws IOException {
        Kifu k = Records.read("v30-utf8.csa").get(0);
        assertNull(k.error());
        assertEquals("V3.0", k.version());
        assertEquals("先手の棋士", k.black());
        assertEquals("V3.0 の例", k.info().get("EVENT"));
        assertEquals("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", k.startSfen());
        assertEquals(List.of("3c3d", "7g7f", "2b8h+", "7i8h"), Records.usi(k));
        assertEquals(List.of(1250L, 500L, 3000L, 12003L), k.plies().stream().map(Kifu.Ply::timeMs).toList());
        assertEquals("%KACHI", k.terminal());
        assertEquals(Color.WHITE, k.winner()); // the side to move declares and wins
        assertTrue(k.headerComments().isEmpty()); // the encoding line is not a comment
    }

    @Test
    void multiGameFileKeepsTheGamesAroundABrokenOne() throws IOException {
        List<Kifu> games = Records.read("multi.csa");
        assertEquals(3, games.size());

        Kifu handicap = games.get(0);
        assertNull(handicap.error());
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", handicap.startSfen());
        assertEquals(List.of("5a4b", "7g7f", "4b3b"), Records.usi(handicap));
        assertEquals(Color.WHITE, handicap.winner());

        Kifu broken = games.get(1);
        assertEquals(2, broken.number());
        assertTrue(broken.error().endsWith("multi.csa: game 2, ply 4: illegal move '-8877KA': no piece of the "
                + "mover on its from-square"), broken.error());
        assertEquals(List.of("7g7f", "3c3d", "2g2f"), Records.usi(broken));
        assertEquals(Kifu.UNKNOWN, broken.winner());
        assertNull(broken.terminal());

        Kifu setUp = games.get(2);
        assertNull(setUp.error());
        assertEquals("8k/9/8P/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1", setUp.startSfen());
        assertEquals(List.of("G*1b"), Records.usi(setUp));
        assertEquals("%TSUMI", setUp.terminal());
        assertEquals(Color.BLACK, setUp.winner());
    }

    @Test
    void shiftJisWithoutEncodingLineAndCrlf() throws IOException {
        Kifu k = Records.read("shiftjis-crlf.csa").get(0);
        assertNull(k.error());
        assertEquals("羽生善治", k.black());
        assertEquals("藤井聡太", k.white());
        assertEquals("第1局", k.info().get("EVENT"));
        assertEquals(List.of("2g2f", "8c8d"), Records.usi(k));
        assertEquals("%CHUDAN", k.terminal());
        assertEquals(Kifu.UNKNOWN, k.winner());
    }

    @Test
    void defectsNameFileGameAndPly() {
        String text = "PI\n+\n+7776FU\n-3334FU\n+0055FU\n/\nPI\n+\n+7776FU\n-3334FU\n+7675FU\n%FOO\n/\n"
                + "PI\n+\n+7776FU\n-3334FU\n+8822HI\n/\nPI\n+\n-3334FU\n/\nPI\n+\n+7776FU\nT-3\n/\nP1 x\n+\n/\n"
                + "PI\n+7776FU\n/\nPI\n+\n%TORYO\n+7776FU\n/\nPI\n+\n+2221OU\n";
        List<Kifu> g = CsaReader.parse(text, "t.csa");
        assertEquals(List.of(
                "t.csa: game 1, ply 3: illegal move '+0055FU'", // two pawns on file 5
                "t.csa: game 2, ply 4: unknown special move '%FOO'",
                "t.csa: game 3, ply 3: illegal move '+8822HI': the piece there is KA",
                "t.csa: game 4, ply 1: move '-3334FU' by the side not to move",
                "t.csa: game 5, ply 1: unreadable time line 'T-3'",
                "t.csa: game 6: bad cell ' x ' in position row 'P1 x'",
                "t.csa: game 7, ply 1: move '+7776FU' before the side-to-move line (+ or -)",
                "t.csa: game 8, ply 1: '+7776FU' after the end of the game (%TORYO)",
                "t.csa: game 9, ply 1: illegal move '+2221OU': no piece of the mover on its from-square"),
                g.stream().map(Kifu::error).toList());
        assertEquals(2, g.get(0).plies().size());
        assertEquals(3, g.get(1).plies().size());
    }
}
