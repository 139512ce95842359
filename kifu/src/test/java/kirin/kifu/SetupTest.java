package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import kirin.core.Color;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.Test;

/** The handicap table and piece-by-piece setup. */
class SetupTest {
    private static final Map<String, Integer> REMOVED = Map.ofEntries(Map.entry("平手", 0), Map.entry("香落ち", 1),
            Map.entry("右香落ち", 1), Map.entry("角落ち", 1), Map.entry("飛車落ち", 1), Map.entry("飛香落ち", 2),
            Map.entry("二枚落ち", 2), Map.entry("三枚落ち", 3), Map.entry("四枚落ち", 4), Map.entry("五枚落ち", 5),
            Map.entry("左五枚落ち", 5), Map.entry("六枚落ち", 6), Map.entry("七枚落ち", 7), Map.entry("八枚落ち", 8),
            Map.entry("十枚落ち", 10));

    @Test
    void handicapsRemoveOnlyWhitePiecesAndWhiteMovesFirst() {
        assertEquals(REMOVED.keySet(), Setup.HANDICAPS.keySet());
        Position hirate = Position.startpos();
        for (Map.Entry<String, String> e : Setup.HANDICAPS.entrySet()) {
            Position p = Sfen.parse(e.getValue());
            int removed = 0;
            for (int sq = 0; sq < Square.NB; sq++) {
                if (p.pieceOn(sq) != hirate.pieceOn(sq)) {
                    assertEquals(Piece.EMPTY, p.pieceOn(sq), e.getKey());
                    assertEquals(Color.WHITE, Piece.color(hirate.pieceOn(sq)), e.getKey());
                    removed++;
                }
            }
            assertEquals(REMOVED.get(e.getKey()), removed, e.getKey());
            assertEquals(e.getKey().equals("平手") ? Color.BLACK : Color.WHITE, p.sideToMove(), e.getKey());
        }
    }

    @Test
    void restToHandGivesEveryUnusedPieceButKings() {
        Setup s = new Setup();
        s.put(Square.of(5, 9), Piece.make(Color.BLACK, Piece.KING));
        s.put(Square.of(5, 1), Piece.make(Color.WHITE, Piece.KING));
        s.put(Square.of(2, 2), Piece.make(Color.WHITE, Piece.HORSE)); // a promoted bishop counts as a bishop
        s.addToHand(Color.BLACK, Piece.PAWN);
        s.restToHand(Color.WHITE);
        assertEquals("4k4/7+b1/9/9/9/9/9/9/4K4 b P2rb4g4s4n4l17p 1", s.sfen(Color.BLACK));
    }
}
