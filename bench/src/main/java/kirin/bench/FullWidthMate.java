package kirin.bench;

import java.util.HashMap;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;

/**
 * A plain full-width check search, independent of the df-pn solver: is there a mate within d plies after some moves?
 * Every legal move of both sides through {@code generateAll}, the attacker's filtered by {@code inCheck}; a pawn-drop
 * mate is refused; no proof numbers, no hands, no repetition rule (which only makes a mate easier, so "no mate
 * within d" stays sound); exact positions are memoised by depth. Prints one line per odd depth up to MAXPLY.
 *
 * <pre>
 * nice -n 5 java -Xmx3g -cp bench/target/benchmarks.jar kirin.bench.FullWidthMate SFEN "MOVES" MAXPLY
 * </pre>
 */
public class FullWidthMate {
    static final int[][] lists = new int[64][];
    static final HashMap<Long, Integer> noMate = new HashMap<>(); // key -> largest depth with no mate (OR nodes)
    static final HashMap<Long, Integer> mate = new HashMap<>();   // key -> smallest depth with a mate (OR nodes)
    static long nodes;

    static boolean or(Position p, int d, int ply) {
        nodes++;
        if (d < 1) return false;
        long k = p.key();
        Integer nm = noMate.get(k);
        if (nm != null && nm >= d) return false;
        Integer mm = mate.get(k);
        if (mm != null && mm <= d) return true;
        int[] l = lists[ply];
        int n = MoveGenerator.generateAll(p, l, 0);
        boolean found = false;
        for (int i = 0; i < n && !found; i++) {
            int m = l[i];
            p.doMove(m);
            if (p.inCheck()) {
                found = and(p, d - 1, ply + 1, Move.isDrop(m) && Move.dropType(m) == Piece.PAWN);
            }
            p.undoMove();
        }
        if (found) mate.put(k, d); else noMate.merge(k, d, Math::max);
        return found;
    }

    static boolean and(Position p, int d, int ply, boolean pawnDrop) {
        nodes++;
        int[] l = lists[ply];
        int n = MoveGenerator.generateAll(p, l, 0);
        if (n == 0) return !pawnDrop; // checkmate (a pawn-drop mate is not allowed)
        if (d < 2) return false;
        for (int i = 0; i < n; i++) {
            p.doMove(l[i]);
            boolean r = or(p, d - 1, ply + 1);
            p.undoMove();
            if (!r) return false;
        }
        return true;
    }

    public static void main(String[] a) {
        for (int i = 0; i < lists.length; i++) lists[i] = new int[MoveGenerator.MAX_MOVES];
        Position p = Sfen.parse(a[0]);
        for (String m : a[1].split(" ")) if (!m.isEmpty()) p.doMove(p.toMove(m));
        int max = Integer.parseInt(a[2]);
        for (int d = 1; d <= max; d += 2) {
            long t = System.nanoTime();
            boolean r = or(p, d, 0);
            System.out.printf("depth %d: %s  (%d nodes total, %.1f s)%n", d, r ? "MATE" : "no mate", nodes, (System.nanoTime() - t) / 1e9);
            if (r) break;
        }
    }
}
