package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * {@link SquareAttackers} against a brute-force definition, every square of positions along random games: a piece
 * attacks a square if its own attack set (from {@link Attacks#attacksLo}) holds it.
 */
class SquareAttackersTest {

    private static long[] brute(Position pos, int color, int sq, long oLo, long oHi) {
        long lo = 0;
        long hi = 0;
        for (int s = 0; s < Square.NB; s++) {
            int pc = pos.pieceOn(s);
            if (pc == Piece.EMPTY || Piece.color(pc) != color || !Bitboard.test(oLo, oHi, s)) {
                continue;
            }
            if (Bitboard.test(Attacks.attacksLo(pc, s, oLo, oHi), Attacks.attacksHi(pc, s, oLo, oHi), sq)) {
                lo |= Bitboard.lo(s);
                hi |= Bitboard.hi(s);
            }
        }
        return new long[] {lo, hi};
    }

    @Test
    void attackersMatchBruteForce() {
        for (long seed = 11; seed <= 14; seed++) {
            RandomGames.play(Sfen.STARTPOS, seed, 150, pos -> {
                long oLo = pos.occupiedLo();
                long oHi = pos.occupiedHi();
                for (int sq = 0; sq < Square.NB; sq++) {
                    String where = Square.name(sq) + " in " + pos.sfen();
                    long[] b = brute(pos, Color.BLACK, sq, oLo, oHi);
                    long[] w = brute(pos, Color.WHITE, sq, oLo, oHi);
                    for (int c = Color.BLACK; c <= Color.WHITE; c++) {
                        long[] e = c == Color.BLACK ? b : w;
                        assertEquals(e[0], SquareAttackers.attackersLo(pos, c, sq, oLo, oHi), where);
                        assertEquals(e[1], SquareAttackers.attackersHi(pos, c, sq, oLo, oHi), where);
                        assertEquals((e[0] | e[1]) != 0, pos.isAttacked(c, sq), where);
                        // Step attackers plus the sliders on a line with nothing between are all the attackers.
                        long sLo = SquareAttackers.sliderLinesLo(pos, c, sq);
                        long sHi = SquareAttackers.sliderLinesHi(pos, c, sq);
                        long lo = SquareAttackers.stepAttackersLo(pos, c, sq);
                        long hi = SquareAttackers.stepAttackersHi(pos, c, sq);
                        for (int s = 0; s < Square.NB; s++) {
                            if (Bitboard.test(sLo, sHi, s)
                                    && ((Attacks.betweenLo(sq, s) & oLo) | (Attacks.betweenHi(sq, s) & oHi)) == 0) {
                                lo |= Bitboard.lo(s);
                                hi |= Bitboard.hi(s);
                            }
                        }
                        assertEquals(e[0], lo, "step + lines " + where);
                        assertEquals(e[1], hi, "step + lines " + where);
                        // Leaving the attackers out leaves the square unattacked.
                        assertEquals(false, SquareAttackers.isAttackedExcept(pos, c, sq, oLo, oHi, e[0], e[1]), where);
                    }
                    assertEquals(b[0] | w[0], SquareAttackers.allAttackersLo(pos, sq, oLo, oHi), where);
                    assertEquals(b[1] | w[1], SquareAttackers.allAttackersHi(pos, sq, oLo, oHi), where);
                }
            });
        }
    }
}
