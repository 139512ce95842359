package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * {@link CheckState} along random games: the checkers stored incrementally by each move equal those computed from
 * scratch, and the lazily computed pins and discoverers equal a brute-force definition (a piece whose removal gives
 * a slider a new line to the king).
 */
class CheckStateTest {

    /** Pieces of {@code owner} whose removal lets {@code attacker} attack the king of {@code kingColor} anew. */
    private static long[] bruteBlockers(Position pos, int kingColor, int attacker, int owner) {
        int k = pos.kingSquare(kingColor);
        long lo = 0;
        long hi = 0;
        if (k == Square.NONE) {
            return new long[] {0, 0};
        }
        long oLo = pos.occupiedLo();
        long oHi = pos.occupiedHi();
        long beforeLo = pos.attackersLo(attacker, k, oLo, oHi);
        long beforeHi = pos.attackersHi(attacker, k, oLo, oHi);
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc == Piece.EMPTY || Piece.color(pc) != owner || sq == k) {
                continue;
            }
            long xLo = oLo & ~Bitboard.lo(sq);
            long xHi = oHi & ~Bitboard.hi(sq);
            long newLo = pos.attackersLo(attacker, k, xLo, xHi) & ~beforeLo & ~Bitboard.lo(sq);
            long newHi = pos.attackersHi(attacker, k, xLo, xHi) & ~beforeHi & ~Bitboard.hi(sq);
            if ((newLo | newHi) != 0) {
                lo |= Bitboard.lo(sq);
                hi |= Bitboard.hi(sq);
            }
        }
        return new long[] {lo, hi};
    }

    @Test
    void incrementalStateMatchesScratchAndBruteForce() {
        CheckState scratch = new CheckState();
        scratch.allocate(1);
        int[] positions = {0};
        for (long seed = 1; seed <= 6; seed++) {
            RandomGames.play(Sfen.STARTPOS, seed, 250, pos -> {
                positions[0]++;
                scratch.store(pos, 0);
                String where = pos.sfen();
                assertEquals(scratch.checkersLo[0], pos.checkersLo(), where);
                assertEquals(scratch.checkersHi[0], pos.checkersHi(), where);
                int us = pos.sideToMove();
                long[] pinned = bruteBlockers(pos, us, us ^ 1, us);
                assertEquals(pinned[0], pos.pinnedLo(), "pinned in " + where);
                assertEquals(pinned[1], pos.pinnedHi(), "pinned in " + where);
                long[] disc = bruteBlockers(pos, us ^ 1, us, us);
                assertEquals(disc[0], pos.discoverersLo(), "discoverers in " + where);
                assertEquals(disc[1], pos.discoverersHi(), "discoverers in " + where);
            });
        }
        System.out.println("CheckStateTest: " + positions[0] + " positions checked");
    }

    @Test
    void sideWithoutKingHasNoCheckersNorPins() {
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/4B4/9 b - 1"); // black, to move, has no king
        assertEquals(false, pos.inCheck());
        assertEquals(0L, pos.pinnedLo() | pos.pinnedHi());
        Position check = Sfen.parse("4k4/9/9/9/9/9/9/9/4R4 w - 1"); // the open file checks white's king
        assertEquals(true, check.inCheck());
    }
}
