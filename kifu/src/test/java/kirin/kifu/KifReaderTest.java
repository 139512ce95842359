package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import kirin.core.Color;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** KIF/KIFU records covering interop.md 7.2, read from hand-written files. */
class KifReaderTest {
    @Test
    void shiftJisKifWithHeadersSameSquarePromotionDropCommentsAndAVariation() throws IOException {
        List<Kifu> games = Records.read("hirate-sjis.kif");
        assertEquals(1, games.size());
        Kifu k = games.get(0);
        assertNull(k.error());
        assertEquals("先手の人", k.black());
        assertEquals("後手の人", k.white());
        assertEquals("テスト棋戦", k.info().get("棋戦"));
        assertEquals("消費時間", List.copyOf(k.info().keySet()).get(6));
        assertEquals(Sfen.STARTPOS, k.startSfen());
        // 同　銀, ２二角成, ４五角打, ４三角不成 and 同　玉; the variation from ply 7 is not part of the game
        assertEquals(Records.GAME, Records.usi(k));
        assertEquals(70_000L, k.plies().get(8).timeMs());
        assertEquals(List.of("初手のコメント", "二行目"), k.plies().get(0).comments());
        assertEquals(List.of("対局前のコメント"), k.headerComments());
        assertEquals("%TORYO", k.terminal());
        assertEquals(Color.WHITE, k.winner());
    }

    @Test
    void shogiHomeShapedKifu() throws IOException {
        Kifu k = Records.read("shogihome.kifu").get(0);
        assertNull(k.error());
        assertEquals("Kirin", k.black());
        assertEquals("YaneuraOu", k.white());
        assertEquals(Records.GAME, Records.usi(k));
        assertEquals(List.of("#評価値=30"), k.plies().get(0).comments());
        assertEquals(1000L, k.plies().get(0).timeMs());
        assertEquals("%TIME_UP", k.terminal()); // 切れ負け: black, to move, lost on time
        assertEquals(Color.WHITE, k.winner());
    }

    @Test
    void handicapNameSetsTheStartAndWhiteMovesFirst() throws IOException {
        Kifu k = Records.read("handicap.kif").get(0);
        assertNull(k.error());
        assertEquals("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", k.startSfen());
        assertEquals("下手の人", k.black());
        assertEquals("上手の人", k.white());
        assertEquals(List.of("3c3d", "7g7f", "2b8h+", "7i8h"), Records.usi(k));
        assertEquals(Color.BLACK, k.winner()); // the uwate (white) resigned
    }

    @Test
    void boardDiagramWithHandsAndMate() throws IOException {
        Kifu k = Records.read("bod.kifu").get(0);
        assertNull(k.error());
        assertEquals("8k/9/8P/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1", k.startSfen());
        assertEquals(List.of("G*1b"), Records.usi(k));
        assertEquals("%TSUMI", k.terminal());
        assertEquals(Color.BLACK, k.winner());
    }

    @Test
    void wrongPieceEndsTheGameWithFileAndPly() throws IOException {
        Kifu k = Records.read("broken.kifu").get(0);
        assertTrue(k.error().endsWith("broken.kifu: game 1, ply 3: illegal move '５五飛(88)': the named piece is "
                + "not the mover's piece on the from-square"), k.error());
        assertEquals(List.of("7g7f", "3c3d"), Records.usi(k));
        assertEquals(Kifu.UNKNOWN, k.winner());
    }

    @Test
    void defects() {
        assertEquals("k: game 1, ply 2: move number 3 where 2 was expected",
                KifReader.parse("1 ７六歩(77)\n3 ３四歩(33)\n", "k").get(0).error());
        assertEquals("k: game 1, ply 1: unreadable move '７十歩(77)'",
                KifReader.parse("1 ７十歩(77)\n", "k").get(0).error());
        assertEquals("k: game 1, ply 1: unreadable move '同　歩(77)': 同 without a previous move",
                KifReader.parse("1 同　歩(77)\n", "k").get(0).error());
        assertEquals("k: game 1, ply 1: illegal move '５五歩打'", // no pawn in hand
                KifReader.parse("1 ５五歩打\n", "k").get(0).error());
        assertEquals("k: game 1: unknown 手合割 '九枚落ち' (and no board diagram)",
                KifReader.parse("手合割：九枚落ち\n1 ３四歩(33)\n", "k").get(0).error());
        assertEquals("k: game 1, ply 2: unreadable line 'ほげ' among the moves",
                KifReader.parse("1 ７六歩(77)\nほげ\n", "k").get(0).error());
        Kifu summaryOnly = KifReader.parse("1 ７六歩(77)\nまで1手で先手の勝ち\n", "k").get(0);
        assertNull(summaryOnly.error());
        assertEquals(Color.BLACK, summaryOnly.winner());
        assertEquals(Kifu.DRAW, KifReader.parse("1 ７六歩(77)\n2 千日手\n", "k").get(0).winner());
        // 反則勝ち: white, to move, wins because black's last move was a foul
        Kifu foul = KifReader.parse("1 ７六歩(77)\n2 反則勝ち\n", "k").get(0);
        assertEquals("%+ILLEGAL_ACTION", foul.terminal());
        assertEquals(Color.WHITE, foul.winner());
        assertTrue(KifReader.parse("# only a comment\n", "k").isEmpty());
    }
}
