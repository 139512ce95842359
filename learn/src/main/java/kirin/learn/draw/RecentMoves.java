package kirin.learn.draw;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.draw.DrawFeatures;

/**
 * The draw features that look at a game's recent moves, rebuilt from training records, which hold positions without
 * their history: the records of one game follow each other, one per ply where none was skipped, and each holds the
 * move played from it. The plies since the last capture or drop are counted from the hands (a capture fills one, a
 * drop empties one); the moves that went back from the stored moves of the records just before. Where records were
 * skipped (book moves, duplicates) the counts are lower bounds, as the search's are at the start of its history.
 */
final class RecentMoves {
    private static final int RING = 16;
    private final int[] moveOfPly = new int[RING];
    private final int[] plyOfSlot = new int[RING];
    private int lastPly = -1;
    private int lastBlackHand;
    private int lastWhiteHand;
    private int quiet;

    RecentMoves() {
        java.util.Arrays.fill(plyOfSlot, -1);
    }

    /**
     * Plies since the last capture or drop at the record {@code pos} of ply {@code ply}; {@code newGame} at a game's
     * first record, which counts from the game's start if no piece has left the board yet, from 0 otherwise.
     */
    int quiet(Position pos, int ply, boolean newGame) {
        int black = pos.hand(Color.BLACK);
        int white = pos.hand(Color.WHITE);
        if (newGame || lastPly < 0 || ply <= lastPly) {
            java.util.Arrays.fill(plyOfSlot, -1);
            quiet = black == Hand.EMPTY && white == Hand.EMPTY && piecesOnBoard(pos) == 40 ? ply : 0;
        } else if (black != lastBlackHand || white != lastWhiteHand) {
            quiet = 0; // a capture or a drop since the record before (at its ply, if it was the last move)
        } else {
            quiet += ply - lastPly;
        }
        lastPly = ply;
        lastBlackHand = black;
        lastWhiteHand = white;
        return Math.min(quiet, DrawFeatures.QUIET_CAP);
    }

    /** Of the last {@link DrawFeatures#GOING_BACK_WINDOW} moves that led to ply {@code ply}, those that went back. */
    int goingBack(int ply) {
        int count = 0;
        for (int j = ply - 1; j >= Math.max(2, ply - DrawFeatures.GOING_BACK_WINDOW); j--) {
            int later = moveAt(j);
            int earlier = moveAt(j - 2);
            if (later != 0 && earlier != 0 && DrawFeatures.undoes(later, earlier)) {
                count++;
            }
        }
        return count;
    }

    /** Records the move (16-bit) played from the position of ply {@code ply}. */
    void played(int ply, int move16) {
        moveOfPly[Math.floorMod(ply, RING)] = move16;
        plyOfSlot[Math.floorMod(ply, RING)] = ply;
    }

    private int moveAt(int ply) {
        int slot = Math.floorMod(ply, RING);
        return plyOfSlot[slot] == ply ? moveOfPly[slot] : 0;
    }

    private static int piecesOnBoard(Position pos) {
        int n = 0;
        for (int sq = 0; sq < Square.NB; sq++) {
            n += pos.pieceOn(sq) == Piece.EMPTY ? 0 : 1;
        }
        return n;
    }
}
