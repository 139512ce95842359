package kirin.learn.bonanza;

/**
 * What parse 1 keeps of one record position for parse 2 (interop.md 8.2, Bonanza's {@code tmp.bin}): the ply of
 * the position in its game, the principal variation of the record move (entry 0) and of every other move whose
 * value fell inside the window, packed into one array as {@code count, len0, moves0..., len1, moves1...} (full
 * moves from the record position), and how many other moves fell above and below the window (they add the
 * constants {@code T(+window)} and {@code T(-window)} to the objective and no gradient).
 */
public final class PositionLeaves {
    final int ply;
    final int[] packed;
    final int outAbove;
    final int outBelow;

    PositionLeaves(int ply, int[] packed, int outAbove, int outBelow) {
        this.ply = ply;
        this.packed = packed;
        this.outAbove = outAbove;
        this.outBelow = outBelow;
    }

    /** Number of stored lines (the record move's and those of the other moves inside the window). */
    public int lines() {
        return packed[0];
    }

    /** Index in {@link #packed} of the length of line {@code i}; its moves follow. */
    int lineAt(int i) {
        int at = 1;
        for (int k = 0; k < i; k++) {
            at += 1 + packed[at];
        }
        return at;
    }

    /** The moves of line {@code i} (a copy; for tests and messages). */
    public int[] line(int i) {
        int at = lineAt(i);
        return java.util.Arrays.copyOfRange(packed, at + 1, at + 1 + packed[at]);
    }

    /** Packs lines (entry 0 the record move's). */
    static int[] pack(int[][] lines, int n) {
        int size = 1;
        for (int i = 0; i < n; i++) {
            size += 1 + lines[i].length;
        }
        int[] p = new int[size];
        p[0] = n;
        int at = 1;
        for (int i = 0; i < n; i++) {
            p[at++] = lines[i].length;
            System.arraycopy(lines[i], 0, p, at, lines[i].length);
            at += lines[i].length;
        }
        return p;
    }
}
