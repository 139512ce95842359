package kirin.core.mate;

import kirin.core.Move;

/**
 * Interpositions in {@link MateSolver}'s df-pn search: the defender's drops on one square, which would each count
 * as a reply of their own although their proofs are nearly the same. At a defender node they are linked square by
 * square ({@link #previousDrop}), a later one is searched and counted only once every earlier one is proven
 * ({@link #delayed}), and a check's first proof number counts the drops on a square once
 * ({@link #countOncePerSquare}). Static and allocation-free: called from the solver's node loop.
 */
final class Interpositions {
    private Interpositions() {}

    /**
     * Slot of the previous drop on the same square as the move at {@code i} of {@code moves[base..i)}, or -1 if it
     * is not a drop or no earlier drop goes there (drops come by square within each piece type, pawn first).
     */
    static int previousDrop(int[] moves, int base, int i) {
        int m = moves[i];
        if (Move.isDrop(m)) {
            for (int j = i - 1; j >= base; j--) {
                if (Move.isDrop(moves[j]) && Move.to(moves[j]) == Move.to(m)) {
                    return j;
                }
            }
        }
        return -1;
    }

    /**
     * True if an earlier drop on the same square as defender child {@code i} is not proven yet: {@code cpn} holds the
     * children's proof numbers, {@code cprev} each drop's {@link #previousDrop} (-1: none). The defender's drops on one
     * square are played one at a time, weakest piece first: a later one neither counts in the node's proof number nor
     * is searched until every earlier one is proven. Their proofs are mostly the same (the attacker takes the piece,
     * and the board after the capture is the same whatever was dropped), so once the pawn's is found, the proof hands
     * of the table usually prove the next drop at once; but counted side by side they made a check that can be
     * interposed look up to seven times as hard as it is and were searched in parallel. Sound either way: the node is
     * proven only when every reply is, and a disproven reply, delayed or not, disproves it.
     */
    static boolean delayed(int[] cpn, int[] cprev, int i) {
        for (int j = cprev[i]; j >= 0; j = cprev[j]) {
            if (cpn[j] != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The number of replies in {@code list[from..from+n)} with the drops on one square counted once: the proof
     * number a defender node will have once expanded, since its later drops on a square are delayed (see
     * {@link #delayed}).
     */
    static int countOncePerSquare(int[] list, int from, int n) {
        long lo = 0;
        long hi = 0;
        int count = 0;
        for (int i = from; i < from + n; i++) {
            int m = list[i];
            if (!Move.isDrop(m)) {
                count++;
                continue;
            }
            int to = Move.to(m);
            if (to < 64) {
                if ((lo & (1L << to)) == 0) {
                    lo |= 1L << to;
                    count++;
                }
            } else if ((hi & (1L << (to - 64))) == 0) {
                hi |= 1L << (to - 64);
                count++;
            }
        }
        return count;
    }
}
