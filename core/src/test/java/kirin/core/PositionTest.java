package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Proves that {@link Position}'s incremental state is right. Along seeded random games, after every doMove and
 * every undoMove, the keys and everything observable (board, bitboards, hands, king squares, checkers, pinned
 * pieces) equal those of the position rebuilt from scratch from its SFEN, and checkers and pins also match
 * {@link ReferenceMoves}' ray walking; doMove then undoMove, and doNullMove then undoNullMove, restore everything exactly; a null
 * move changes only the side to move; {@link Position#copy()} is a deep, independent copy.
 */
class PositionTest {

    @Test
    void incrementalStateMatchesRebuildAlongRandomGames() {
        int plies = 0;
        for (int g = 0; g < 40; g++) {
            Position pos = Position.startpos();
            Random rnd = new Random(77 + g);
            int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
            List<String> forward = new ArrayList<>();
            forward.add(snapshot(pos));
            for (int ply = 0; ply < 300; ply++) {
                int m = RandomGames.pick(pos, rnd, buf);
                if (m == Move.NONE) {
                    break;
                }
                pos.doMove(m);
                plies++;
                assertMatchesRebuild(pos);
                forward.add(snapshot(pos));
            }
            // Take the whole game back: each position must come back exactly as it was on the way forward.
            for (int i = forward.size() - 2; i >= 0; i--) {
                pos.undoMove();
                assertEquals(forward.get(i), snapshot(pos));
                assertMatchesRebuild(pos);
            }
            assertEquals(0, pos.ply());
        }
        System.out.printf("PositionTest: %d plies played and taken back%n", plies);
        assertTrue(plies >= 5000, "games too short: " + plies);
    }

    @Test
    void doUndoRestoresEverythingForEveryLegalMove() {
        int[] count = {0};
        RandomGames.corpus(4, 4, pos -> {
            String before = snapshot(pos);
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.generateAll(pos, list, 0);
            for (int i = 0; i < n; i++) {
                pos.doMove(list[i]);
                assertEquals(list[i], pos.lastMove());
                pos.undoMove();
                String after = snapshot(pos);
                if (!after.equals(before)) {
                    assertEquals(before, after, "after " + Move.toUsi(list[i]));
                }
                count[0]++;
            }
        });
        assertTrue(count[0] > 100_000, "moves tried: " + count[0]);
    }

    @Test
    void nullMoveFlipsOnlyTheSideToMove() {
        int[] count = {0};
        RandomGames.corpus(6, 6, pos -> {
            if (pos.inCheck()) {
                return;
            }
            String before = snapshot(pos);
            long key = pos.key();
            String sfen = pos.sfen();
            pos.doNullMove();
            String[] f = sfen.split(" ");
            String flipped = f[0] + " " + (f[1].equals("b") ? "w" : "b") + " " + f[2] + " " + (Integer.parseInt(f[3]) + 1);
            assertEquals(flipped, pos.sfen());
            assertEquals(snapshot(Sfen.parse(flipped)), snapshot(pos), "null move in " + sfen);
            assertEquals(key ^ Zobrist.SIDE, pos.key());
            assertEquals(Move.NULL, pos.lastMove());
            assertSeenMatchesHistory(pos);
            pos.undoNullMove();
            assertEquals(before, snapshot(pos));
            assertSeenMatchesHistory(pos);
            count[0]++;
        });
        assertTrue(count[0] > 1000);
    }

    @Test
    void copyIsIndependent() {
        Position pos = Position.startpos();
        Random rnd = new Random(5);
        int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
        for (int i = 0; i < 40; i++) {
            pos.doMove(RandomGames.pick(pos, rnd, buf));
        }
        String original = snapshot(pos);
        Position copy = pos.copy();
        assertEquals(original, snapshot(copy));
        assertEquals(pos.ply(), copy.ply());
        assertEquals(pos.lastMove(), copy.lastMove());

        // Moves on the copy leave the original alone, and the copy's history is its own.
        for (int i = 0; i < 300; i++) {
            int m = RandomGames.pick(copy, rnd, buf);
            if (m == Move.NONE) {
                break;
            }
            copy.doMove(m);
        }
        assertNotEquals(original, snapshot(copy));
        assertEquals(original, snapshot(pos));
        while (copy.ply() > pos.ply()) {
            copy.undoMove();
        }
        assertEquals(original, snapshot(copy));
        // Taking back on the copy below the copied ply walks the shared history, the original stays put.
        for (int i = 0; i < 40; i++) {
            copy.undoMove();
        }
        assertEquals(snapshot(Position.startpos()), snapshot(copy));
        assertEquals(original, snapshot(pos));
        // And moves on the original leave the copy alone.
        String copyState = snapshot(copy);
        pos.doMove(RandomGames.pick(pos, rnd, buf));
        assertEquals(copyState, snapshot(copy));
    }

    @Test
    void copyIntoAUsedPositionEqualsAFreshCopy() {
        Random rnd = new Random(11);
        int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
        // The target has a longer history of its own, and fewer history slots than the source in the second round.
        Position target = Position.startpos();
        for (int i = 0; i < 120; i++) {
            int m = RandomGames.pick(target, rnd, buf);
            if (m == Move.NONE) {
                break;
            }
            target.doMove(m);
        }
        for (int round = 0; round < 2; round++) {
            Position pos = Position.startpos();
            for (int i = 0; i < (round == 0 ? 30 : 300); i++) {
                int m = RandomGames.pick(pos, rnd, buf);
                if (m == Move.NONE) {
                    break;
                }
                pos.doMove(m);
            }
            assertSame(target, pos.copyInto(target));
            assertEquals(snapshot(pos), snapshot(target));
            assertSeenMatchesHistory(target);
            // The whole history came along: taking every move back on both gives the same positions.
            while (pos.ply() > 0) {
                pos.undoMove();
                target.undoMove();
                assertEquals(snapshot(pos), snapshot(target));
                assertSeenMatchesHistory(target);
            }
        }
    }

    @Test
    void historyGrowsPastItsInitialSize() {
        // 1000 plies of king shuffling (the history arrays start at 256 entries), then all taken back.
        Position pos = Position.startpos();
        String start = snapshot(pos);
        String[] cycle = {"5i4h", "5a4b", "4h5i", "4b5a"};
        for (int i = 0; i < 1000; i++) {
            pos.doMove(pos.toMove(cycle[i % 4]));
            if (i % 4 == 3) {
                assertEquals(Position.startpos().key(), pos.key());
            }
        }
        assertEquals(1000, pos.ply());
        assertEquals(1001, pos.gamePly());
        Position copy = pos.copy();
        for (int i = 999; i >= 0; i--) {
            assertEquals(Move.parse16(cycle[i % 4]), Move.to16(pos.lastMove()));
            pos.undoMove();
            copy.undoMove();
        }
        assertEquals(start, snapshot(pos));
        assertEquals(start, snapshot(copy));
    }

    @Test
    void startposBasics() {
        Position pos = Position.startpos();
        assertEquals(Sfen.STARTPOS, pos.sfen());
        assertEquals(Square.of(5, 9), pos.kingSquare(Color.BLACK));
        assertEquals(Square.of(5, 1), pos.kingSquare(Color.WHITE));
        assertEquals(Color.BLACK, pos.sideToMove());
        assertEquals(Move.NONE, pos.lastMove());
        assertEquals(1, pos.gamePly());
        assertTrue(!pos.inCheck());
        pos.doMove(pos.toMove("7g7f"));
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", pos.sfen());
        assertEquals(1, pos.ply());
        // The same position reached by another move order has the same key.
        Position a = Sfen.parse(Sfen.STARTPOS);
        for (String m : new String[] {"7g7f", "3c3d", "2g2f"}) {
            a.doMove(a.toMove(m));
        }
        Position b = Sfen.parse(Sfen.STARTPOS);
        for (String m : new String[] {"2g2f", "3c3d", "7g7f"}) {
            b.doMove(b.toMove(m));
        }
        assertEquals(a.key(), b.key());
        assertNotEquals(a.key(), pos.key());
    }

    // ---- helpers ----

    /** Keys and every observable of {@code pos} equal those of the position rebuilt from its SFEN. */
    private static void assertMatchesRebuild(Position pos) {
        Position fresh = Sfen.parse(pos.sfen());
        assertEquals(fresh.key(), pos.key(), pos::sfen);
        assertEquals(fresh.boardKey(), pos.boardKey(), pos::sfen);
        assertEquals(fresh.handKey(), pos.handKey(), pos::sfen);
        assertEquals(snapshot(fresh), snapshot(pos));
        assertEquals(ReferenceMoves.inCheck(pos), pos.inCheck(), pos::sfen);
        assertEquals(ReferenceMoves.checkers(pos), squares(pos.checkersLo(), pos.checkersHi()), pos::sfen);
        assertEquals(ReferenceMoves.pinned(pos), squares(pos.pinnedLo(), pos.pinnedHi()), pos::sfen);
        assertSeenMatchesHistory(pos);
    }

    /** The repetition filter's counts are those of the board keys in the history, plies 0 to ply. */
    static void assertSeenMatchesHistory(Position pos) {
        short[] expected = new short[pos.boardsSeen.length];
        for (int i = 0; i <= pos.ply(); i++) {
            expected[Position.seenSlot(pos.boardKeys[i])]++;
        }
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, pos.boardsSeen, pos::sfen);
    }

    /** The squares set in a bitboard pair. */
    static Set<Integer> squares(long lo, long hi) {
        Set<Integer> s = new TreeSet<>();
        for (int sq = 0; sq < Square.NB; sq++) {
            if (sq < 63 ? (lo >>> sq & 1) != 0 : (hi >>> (sq - 63) & 1) != 0) {
                s.add(sq);
            }
        }
        return s;
    }

    /** Everything observable about a position except its history, as text (so that failures show a diff). */
    @Test
    void partKeysFollowOnlyTheirOwnPieces() {
        // A pawn move changes only the pawn key, a gold move both of its side's piece keys, a rook move one.
        Position pos = Position.startpos();
        long pawns = pos.pawnKey();
        long[] minor = {pos.minorKey(0), pos.minorKey(1)};
        long[] nonPawn = {pos.nonPawnKey(0), pos.nonPawnKey(1)};
        pos.doMove(pos.toMove("7g7f"));
        assertNotEquals(pawns, pos.pawnKey());
        assertEquals(minor[0], pos.minorKey(0));
        assertEquals(nonPawn[0], pos.nonPawnKey(0));
        pos.doMove(pos.toMove("4a3b"));   // White's gold: a minor piece, which is also a non-pawn piece
        assertNotEquals(minor[1], pos.minorKey(1));
        assertNotEquals(nonPawn[1], pos.nonPawnKey(1));
        assertEquals(minor[0], pos.minorKey(0));
        pos.doMove(pos.toMove("2h6h"));   // Black's rook: non-pawn only
        assertEquals(minor[0], pos.minorKey(0));
        assertNotEquals(nonPawn[0], pos.nonPawnKey(0));
        // The keys depend on where the pieces stand, not on how they got there.
        Position other = Sfen.parse(pos.sfen());
        assertEquals(other.pawnKey(), pos.pawnKey());
        for (int c = 0; c < 2; c++) {
            assertEquals(other.minorKey(c), pos.minorKey(c));
            assertEquals(other.nonPawnKey(c), pos.nonPawnKey(c));
        }
    }

    static String snapshot(Position pos) {
        StringBuilder sb = new StringBuilder(2048);
        sb.append(pos.sfen()).append('\n');
        sb.append("key ").append(pos.key()).append(' ').append(pos.boardKey()).append(' ').append(pos.handKey());
        sb.append("\nparts ").append(pos.pawnKey());
        for (int c = 0; c < 2; c++) {
            sb.append(' ').append(pos.minorKey(c)).append(' ').append(pos.nonPawnKey(c));
        }
        sb.append("\nside ").append(pos.sideToMove()).append(" check ").append(pos.inCheck());
        sb.append(" kings ").append(pos.kingSquare(0)).append(' ').append(pos.kingSquare(1));
        sb.append(" hands ").append(pos.hand(0)).append(' ').append(pos.hand(1));
        sb.append("\ncheckers ").append(pos.checkersLo()).append(' ').append(pos.checkersHi());
        sb.append(" pinned ").append(pos.pinnedLo()).append(' ').append(pos.pinnedHi());
        sb.append("\nocc ").append(pos.occupiedLo()).append(' ').append(pos.occupiedHi());
        for (int c = 0; c < 2; c++) {
            sb.append(" color").append(c).append(' ').append(pos.colorLo(c)).append(' ').append(pos.colorHi(c));
        }
        for (int pc = 0; pc < Piece.NB; pc++) {
            if (pos.piecesLo(pc) != 0 || pos.piecesHi(pc) != 0) {
                sb.append("\npiece ").append(pc).append(' ').append(pos.piecesLo(pc)).append(' ').append(pos.piecesHi(pc));
            }
        }
        sb.append("\nboard");
        for (int sq = 0; sq < Square.NB; sq++) {
            sb.append(' ').append(pos.pieceOn(sq));
        }
        return sb.toString();
    }
}
