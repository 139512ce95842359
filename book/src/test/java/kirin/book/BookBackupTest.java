package kirin.book;

import kirin.core.Move;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The draw-aware backup on a small hand-made book. From the start black chooses between 7g7f, after which white
 * can enter a repetition (3c3d, then both rooks shuffle 2h3h 8b7b 3h2h 7b8b back to the same position) or play
 * 8c8d (white +20), and 2g2f, which leaves the book at -30 for black.
 */
class BookBackupTest {
    static final String P0 = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    static MemoryBook book() {
        MemoryBook b = new MemoryBook(false);
        Position p = Position.startpos();
        add(b, p, "7g7f", 0);
        add(b, p, "2g2f", -30);
        play(p, "7g7f");
        add(b, p, "3c3d", 0);
        add(b, p, "8c8d", 20);
        play(p, "3c3d");
        String[] cycle = {"2h3h", "8b7b", "3h2h", "7b8b"};
        for (String m : cycle) {
            add(b, p, m, 0);
            play(p, m);
        }
        return b;
    }

    private static void add(MemoryBook b, Position p, String move, int value) {
        b.entryFor(p.sfen()).put(new BookMove(Move.parse16(move), Move.NONE, value, 32, 1));
    }

    private static void play(Position p, String move) {
        p.doMove(p.toMove(move));
    }

    private static String choice(MemoryBook b, Position p) {
        BookOptions o = new BookOptions();
        o.evalDiff = 0;
        o.evalBlackLimit = -99999;
        o.evalWhiteLimit = -99999;
        return Move.toUsi(new BookMoveSelector(b).select(p, o, new Random(1), null).move);
    }

    @Test
    void blackAvoidsTheDrawnLineAndWhiteChoosesItUnderDrawValues() {
        MemoryBook b = book();
        BookBackup.run(b, -50, 50);
        Position p = Position.startpos();
        assertEquals(-50, b.find(P0).find(Move.parse16("7g7f")).value);
        assertEquals("2g2f", choice(b, p));
        play(p, "7g7f");
        assertEquals(50, b.find(p.sfen()).find(Move.parse16("3c3d")).value);
        assertEquals("3c3d", choice(b, p));
    }

    @Test
    void withNeutralDrawValuesBlackEntersTheLineAndWhiteAvoidsTheDraw() {
        MemoryBook b = book();
        BookBackup.run(b, 0, 0);
        Position p = Position.startpos();
        assertEquals(-20, b.find(P0).find(Move.parse16("7g7f")).value);
        assertEquals("7g7f", choice(b, p));
        play(p, "7g7f");
        assertEquals("8c8d", choice(b, p));
    }

    /** The draw shift applies to the moves that leave the book only, with the mover's draw value and the child. */
    @Test
    void aLeafShiftChangesOnlyTheMovesThatLeaveTheBook() {
        MemoryBook b = book();
        java.util.List<String> seen = new java.util.ArrayList<>();
        BookBackup.run(b, -50, 50, (child, v, dv) -> {
            seen.add(child.sfen() + " " + v + " " + dv);
            return v - 7;
        });
        // 2g2f (black, -30) and 8c8d (white, +20) leave the book; the cycle's moves and 7g7f, 3c3d stay inside it.
        assertEquals(-37, b.find(P0).find(Move.parse16("2g2f")).value);
        Position p = Position.startpos();
        play(p, "7g7f");
        assertEquals(13, b.find(p.sfen()).find(Move.parse16("8c8d")).value);
        assertEquals(2, seen.size(), seen::toString);
        assertTrue(seen.contains("lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2 -30 -50"),
                seen::toString);
        // White still prefers the repetition (+50) to its shifted 8c8d (+13), so 7g7f stays at -50.
        assertEquals(-50, b.find(P0).find(Move.parse16("7g7f")).value);
    }
}
