package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Proves {@link Attacks} against plain ray walking ({@link ReferenceMoves#reach}): every piece on every square of
 * an empty board, sliders on many random boards, hand-picked rays that cross between file 7 (low word) and
 * file 8 (high word) with blockers on either side, and the between/line tables for every pair of squares.
 * Also checks that no attack ever sets an unused bit (bit 63 of the low word, bits 18+ of the high word).
 */
class AttacksTest {
    private static final int[] SLIDERS = {Piece.LANCE, Piece.BISHOP, Piece.ROOK, Piece.HORSE, Piece.DRAGON};

    @Test
    void everyPieceOnAnEmptyBoard() {
        boolean[] empty = new boolean[81];
        for (int color = 0; color < 2; color++) {
            for (int type = Piece.PAWN; type <= Piece.DRAGON; type++) {
                int pc = Piece.make(color, type);
                for (int sq = 0; sq < 81; sq++) {
                    String what = Piece.sfen(pc) + " on " + Square.name(sq);
                    assertSame(what, ReferenceMoves.reach(pc, sq, empty), Attacks.attacksLo(pc, sq, 0, 0),
                            Attacks.attacksHi(pc, sq, 0, 0));
                    // Empty-board attacks are what stepLo/stepHi hold, for step pieces and sliders alike.
                    assertEquals(Attacks.attacksLo(pc, sq, 0, 0), Attacks.stepLo(pc, sq), what);
                    assertEquals(Attacks.attacksHi(pc, sq, 0, 0), Attacks.stepHi(pc, sq), what);
                }
            }
        }
        for (int sq = 0; sq < 81; sq++) {
            int king = Piece.make(Color.BLACK, Piece.KING);
            assertEquals(Attacks.stepLo(king, sq), Attacks.kingLo(sq));
            assertEquals(Attacks.stepHi(king, sq), Attacks.kingHi(sq));
        }
    }

    @Test
    void slidersOnRandomBoards() {
        Random rnd = new Random(2024);
        for (int board = 0; board < 120; board++) {
            double density = 0.05 + 0.6 * rnd.nextDouble();
            boolean[] occ = new boolean[81];
            long lo = 0;
            long hi = 0;
            for (int sq = 0; sq < 81; sq++) {
                if (rnd.nextDouble() < density) {
                    occ[sq] = true;
                    lo |= Bitboard.lo(sq);
                    hi |= Bitboard.hi(sq);
                }
            }
            for (int color = 0; color < 2; color++) {
                for (int type : SLIDERS) {
                    int pc = Piece.make(color, type);
                    for (int sq = 0; sq < 81; sq++) {
                        // The slider's own square may or may not be marked occupied; both must work.
                        assertSame(Piece.sfen(pc) + " on " + Square.name(sq) + "\n" + Bitboard.toString(lo, hi),
                                ReferenceMoves.reach(pc, sq, occ), Attacks.attacksLo(pc, sq, lo, hi),
                                Attacks.attacksHi(pc, sq, lo, hi));
                    }
                }
            }
        }
    }

    @Test
    void raysCrossingBetweenTheWords() {
        // Rook on 7e (low word) looking left along rank e: 8e and 9e are in the high word.
        assertRook(Square.of(7, 5), new int[] {Square.of(8, 5)}, new int[] {Square.of(8, 5)}, new int[] {Square.of(9, 5)});
        // Rook on 9e looking right: blocked at 7e (low word) after crossing.
        assertRook(Square.of(9, 5), new int[] {Square.of(7, 5)}, new int[] {Square.of(8, 5), Square.of(7, 5)},
                new int[] {Square.of(6, 5)});
        // Rook on 1e with the only blocker on 9e: the ray runs through the whole low word into the high word.
        assertRook(Square.of(1, 5), new int[] {Square.of(9, 5)}, new int[] {Square.of(8, 5), Square.of(9, 5)}, new int[] {});
        // A blocker on 8e (high) must cut the ray of a rook on 9e... and one on 6e (low) that of a rook on 8e.
        assertRook(Square.of(8, 5), new int[] {Square.of(6, 5)}, new int[] {Square.of(9, 5), Square.of(7, 5), Square.of(6, 5)},
                new int[] {Square.of(5, 5)});
        // Bishop on 6d: diagonal 7c (low), 8b, 9a (high); a blocker on 7c hides 8b and 9a.
        assertBishop(Square.of(6, 4), new int[] {Square.of(7, 3)}, new int[] {Square.of(7, 3)},
                new int[] {Square.of(8, 2), Square.of(9, 1)});
        assertBishop(Square.of(6, 4), new int[] {}, new int[] {Square.of(7, 3), Square.of(8, 2), Square.of(9, 1)}, new int[] {});
        // Bishop on 9a going down-right: a blocker on 8b (high) hides 7c; one on 7c (low) hides 6d.
        assertBishop(Square.of(9, 1), new int[] {Square.of(8, 2)}, new int[] {Square.of(8, 2)}, new int[] {Square.of(7, 3)});
        assertBishop(Square.of(9, 1), new int[] {Square.of(7, 3)}, new int[] {Square.of(8, 2), Square.of(7, 3)},
                new int[] {Square.of(6, 4)});
        // Bishop on 7g: blocker on 8h (high) only affects that diagonal; 8f, 9e stay visible.
        assertBishop(Square.of(7, 7), new int[] {Square.of(8, 8)}, new int[] {Square.of(8, 8), Square.of(8, 6), Square.of(9, 5)},
                new int[] {Square.of(9, 9)});
    }

    @Test
    void betweenAndLineForEveryPair() {
        for (int a = 0; a < 81; a++) {
            for (int b = 0; b < 81; b++) {
                int df = Square.file(b) - Square.file(a);
                int dr = Square.rank(b) - Square.rank(a);
                boolean onLine = a != b && (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr));
                boolean[] between = new boolean[81];
                boolean[] line = new boolean[81];
                if (onLine) {
                    int sf = Integer.signum(df);
                    int sr = Integer.signum(dr);
                    for (int k = 1; k < Math.max(Math.abs(df), Math.abs(dr)); k++) {
                        between[Square.of(Square.file(a) + k * sf, Square.rank(a) + k * sr)] = true;
                    }
                    for (int k = -8; k <= 8; k++) {
                        int f = Square.file(a) + k * sf;
                        int r = Square.rank(a) + k * sr;
                        if (f >= 1 && f <= 9 && r >= 1 && r <= 9) {
                            line[Square.of(f, r)] = true;
                        }
                    }
                }
                String what = Square.name(a) + "-" + Square.name(b);
                assertSame("between " + what, between, Attacks.betweenLo(a, b), Attacks.betweenHi(a, b));
                assertSame("line " + what, line, Attacks.lineLo(a, b), Attacks.lineHi(a, b));
                for (int c = 0; c < 81 && a != b; c++) {
                    assertEquals(line[c], Attacks.aligned(a, b, c), what + " " + Square.name(c));
                }
            }
        }
    }

    private static void assertRook(int sq, int[] blockers, int[] seen, int[] hidden) {
        assertRay(Piece.make(Color.BLACK, Piece.ROOK), sq, blockers, seen, hidden);
    }

    private static void assertBishop(int sq, int[] blockers, int[] seen, int[] hidden) {
        assertRay(Piece.make(Color.WHITE, Piece.BISHOP), sq, blockers, seen, hidden);
    }

    private static void assertRay(int pc, int sq, int[] blockers, int[] seen, int[] hidden) {
        boolean[] occ = new boolean[81];
        long lo = 0;
        long hi = 0;
        for (int b : blockers) {
            occ[b] = true;
            lo |= Bitboard.lo(b);
            hi |= Bitboard.hi(b);
        }
        long aLo = Attacks.attacksLo(pc, sq, lo, hi);
        long aHi = Attacks.attacksHi(pc, sq, lo, hi);
        String what = Piece.sfen(pc) + " on " + Square.name(sq) + "\n" + Bitboard.toString(aLo, aHi);
        for (int s : seen) {
            assertTrue(Bitboard.test(aLo, aHi, s), what + " should see " + Square.name(s));
        }
        for (int s : hidden) {
            assertFalse(Bitboard.test(aLo, aHi, s), what + " should not see " + Square.name(s));
        }
        assertSame(what, ReferenceMoves.reach(pc, sq, occ), aLo, aHi);
    }

    /** The pair (lo, hi) holds exactly the squares marked in {@code expected} and no unused bit. */
    private static void assertSame(String what, boolean[] expected, long lo, long hi) {
        assertEquals(0, lo & ~Bitboard.ALL_LO, what + ": bit 63 set");
        assertEquals(0, hi & ~Bitboard.ALL_HI, what + ": unused high bits set");
        for (int sq = 0; sq < 81; sq++) {
            if (expected[sq] != Bitboard.test(lo, hi, sq)) {
                StringBuilder want = new StringBuilder();
                for (int r = 1; r <= 9; r++) {
                    for (int f = 9; f >= 1; f--) {
                        want.append(expected[Square.of(f, r)] ? 'X' : '.');
                    }
                    want.append('\n');
                }
                assertEquals(want.toString(), Bitboard.toString(lo, hi), what + ": differs on " + Square.name(sq));
            }
        }
    }
}
