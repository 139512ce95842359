package kirin.core;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Test oracle: a slow, brute-force legal move generator written straight from the rules, sharing no code with the
 * engine's move generation. From a {@link Position} it reads only the board ({@code pieceOn}), the hands and the
 * side to move; it then works on its own 10x10 array (file, rank; 1-based) with its own movement tables, plays
 * candidates on that array and tests king safety by walking rays outward from the king. It uses no bitboards, no
 * {@link Attacks}, no {@link MoveGenerator} and no {@link Position#doMove}.
 *
 * <p>Every board move (every own piece, every destination, with and without promotion) and every drop (every hand
 * piece, every empty square) is kept when: the destination holds no own piece; the piece can reach it; promotion
 * is only for P/L/N/S/B/R with origin or destination in the mover's three far ranks; no unpromoted pawn or lance
 * lands on the last rank nor knight on the last two; no pawn is dropped on a file holding an own unpromoted pawn;
 * the mover's king (if any) is not attacked afterwards; and a pawn drop that checks leaves the opponent at least
 * one legal reply (found by calling this generator recursively).
 */
final class ReferenceMoves {
    private static final int BLACK = 0;
    private static final int PAWN = 1;
    private static final int LANCE = 2;
    private static final int KNIGHT = 3;
    private static final int BISHOP = 5;
    private static final int ROOK = 6;
    private static final int KING = 8;

    // Steps as {file delta, forward delta}; forward is toward the mover's far side (rank a for black).
    private static final int[][] NONE = {};
    private static final int[][] ORTHO = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] ALL8 = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] GOLD_STEPS = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {0, -1}};
    private static final int[][][] STEPS = {
        NONE,                                           // 0 empty
        {{0, 1}},                                       // 1 pawn
        NONE,                                           // 2 lance (slides)
        {{-1, 2}, {1, 2}},                              // 3 knight
        {{-1, 1}, {0, 1}, {1, 1}, {-1, -1}, {1, -1}},   // 4 silver
        NONE,                                           // 5 bishop (slides)
        NONE,                                           // 6 rook (slides)
        GOLD_STEPS,                                     // 7 gold
        ALL8,                                           // 8 king
        GOLD_STEPS, GOLD_STEPS, GOLD_STEPS, GOLD_STEPS, // 9-12 promoted pawn, lance, knight, silver
        ORTHO,                                          // 13 horse: bishop + orthogonal steps
        DIAG,                                           // 14 dragon: rook + diagonal steps
    };
    private static final int[][][] SLIDES = {
        NONE, NONE, {{0, 1}}, NONE, NONE, DIAG, ORTHO, NONE, NONE, NONE, NONE, NONE, NONE, DIAG, ORTHO,
    };

    /** How many pawn drops were rejected as uchifuzume so far (for coverage reports in tests). */
    static int uchifuzumeRejected;

    private ReferenceMoves() {}

    /** The legal moves of the side to move, as USI strings. */
    static Set<String> legal(Position pos) {
        return withCheckFlag(pos).keySet();
    }

    /** The legal moves of the side to move (USI) mapped to whether each one checks the opponent's king. */
    static Map<String, Boolean> withCheckFlag(Position pos) {
        int[][] b = read(pos);
        int[][] hands = new int[2][8];
        for (int c = 0; c < 2; c++) {
            for (int t = PAWN; t <= 7; t++) {
                hands[c][t] = Hand.count(pos.hand(c), t);
            }
        }
        Map<String, Boolean> out = new LinkedHashMap<>();
        generate(b, hands, pos.sideToMove(), out);
        return out;
    }

    /** True if the king of the side to move is attacked (a side without a king is never in check). */
    static boolean inCheck(Position pos) {
        int[][] b = read(pos);
        int side = pos.sideToMove();
        int[] k = findKing(b, side);
        return k != null && attacked(b, k[0], k[1], side ^ 1);
    }

    /** Squares of the enemy pieces that attack the king of the side to move. */
    static Set<Integer> checkers(Position pos) {
        int[][] b = read(pos);
        int us = pos.sideToMove();
        int[] k = findKing(b, us);
        Set<Integer> out = new TreeSet<>();
        for (int f = 1; f <= 9 && k != null; f++) {
            for (int r = 1; r <= 9; r++) {
                if (b[f][r] != 0 && color(b[f][r]) != us && reaches(b, f, r, k[0], k[1])) {
                    out.add((f - 1) * 9 + r - 1);
                }
            }
        }
        return out;
    }

    /**
     * Squares of the pieces of the side to move pinned to its king: own pieces (not the king) whose removal lets
     * an enemy piece reach the king that could not before.
     */
    static Set<Integer> pinned(Position pos) {
        int[][] b = read(pos);
        int us = pos.sideToMove();
        int[] k = findKing(b, us);
        Set<Integer> before = checkers(pos);
        Set<Integer> out = new TreeSet<>();
        for (int f = 1; f <= 9 && k != null; f++) {
            for (int r = 1; r <= 9; r++) {
                int pc = b[f][r];
                if (pc == 0 || color(pc) != us || (pc & 15) == KING) {
                    continue;
                }
                b[f][r] = 0;
                for (int ef = 1; ef <= 9; ef++) {
                    for (int er = 1; er <= 9; er++) {
                        if (b[ef][er] != 0 && color(b[ef][er]) != us && !before.contains((ef - 1) * 9 + er - 1)
                                && reaches(b, ef, er, k[0], k[1])) {
                            out.add((f - 1) * 9 + r - 1);
                        }
                    }
                }
                b[f][r] = pc;
            }
        }
        return out;
    }

    /**
     * The squares {@code piece} (with colour) on {@code from} reaches when the squares marked in {@code occupied}
     * hold pieces (of any colour): its attack set, by the same tables and ray walk as the move generation above.
     */
    static boolean[] reach(int piece, int from, boolean[] occupied) {
        int[][] b = new int[10][10];
        for (int sq = 0; sq < 81; sq++) {
            b[sq / 9 + 1][sq % 9 + 1] = occupied[sq] ? 31 : 0;
        }
        b[from / 9 + 1][from % 9 + 1] = piece;
        boolean[] out = new boolean[81];
        for (int to = 0; to < 81; to++) {
            out[to] = to != from && reaches(b, from / 9 + 1, from % 9 + 1, to / 9 + 1, to % 9 + 1);
        }
        return out;
    }

    private static int[][] read(Position pos) {
        int[][] b = new int[10][10];
        for (int f = 1; f <= 9; f++) {
            for (int r = 1; r <= 9; r++) {
                b[f][r] = pos.pieceOn((f - 1) * 9 + (r - 1));
            }
        }
        return b;
    }

    /**
     * Generates into {@code out} (USI to gives-check), or with {@code out == null} stops at the first legal move.
     * Returns whether any legal move was found.
     */
    private static boolean generate(int[][] b, int[][] hands, int us, Map<String, Boolean> out) {
        int them = us ^ 1;
        for (int f1 = 1; f1 <= 9; f1++) {
            for (int r1 = 1; r1 <= 9; r1++) {
                int pc = b[f1][r1];
                if (pc == 0 || color(pc) != us) {
                    continue;
                }
                int t = pc & 15;
                for (int f2 = 1; f2 <= 9; f2++) {
                    for (int r2 = 1; r2 <= 9; r2++) {
                        int target = b[f2][r2];
                        if (target != 0 && color(target) == us || !reaches(b, f1, r1, f2, r2)) {
                            continue;
                        }
                        for (int promote = 0; promote < 2; promote++) {
                            if (promote == 1 && (t > ROOK || farRank(us, r1) > 3 && farRank(us, r2) > 3)) {
                                continue;
                            }
                            if (promote == 0 && dead(t, farRank(us, r2))) {
                                continue;
                            }
                            b[f1][r1] = 0;
                            b[f2][r2] = promote == 1 ? pc + 8 : pc;
                            if (target != 0) {
                                hands[us][base(target & 15)]++;
                            }
                            boolean ok = target == 0 || (target & 15) != KING;
                            ok = ok && !kingAttacked(b, us);
                            boolean check = ok && kingAttacked(b, them);
                            if (target != 0) {
                                hands[us][base(target & 15)]--;
                            }
                            b[f1][r1] = pc;
                            b[f2][r2] = target;
                            if (ok) {
                                if (out == null) {
                                    return true;
                                }
                                out.put(name(f1, r1) + name(f2, r2) + (promote == 1 ? "+" : ""), check);
                            }
                        }
                    }
                }
            }
        }
        for (int t = PAWN; t <= 7; t++) {
            if (hands[us][t] == 0) {
                continue;
            }
            for (int f = 1; f <= 9; f++) {
                if (t == PAWN && hasPawnOnFile(b, us, f)) {
                    continue;
                }
                for (int r = 1; r <= 9; r++) {
                    if (b[f][r] != 0 || dead(t, farRank(us, r))) {
                        continue;
                    }
                    b[f][r] = (us << 4) | t;
                    hands[us][t]--;
                    boolean ok = !kingAttacked(b, us);
                    boolean check = ok && kingAttacked(b, them);
                    if (ok && check && t == PAWN) {
                        ok = generate(b, hands, them, null); // uchifuzume: the drop may not leave them mated
                        uchifuzumeRejected += ok ? 0 : 1;
                    }
                    hands[us][t]++;
                    b[f][r] = 0;
                    if (ok) {
                        if (out == null) {
                            return true;
                        }
                        out.put("PLNSBRG".charAt(t - 1) + "*" + name(f, r), check);
                    }
                }
            }
        }
        return out != null && !out.isEmpty();
    }

    private static boolean hasPawnOnFile(int[][] b, int color, int f) {
        for (int r = 1; r <= 9; r++) {
            if (b[f][r] == ((color << 4) | PAWN)) {
                return true;
            }
        }
        return false;
    }

    /** An unpromoted piece of this type on this far-rank (1 = last) could never move again. */
    private static boolean dead(int type, int farRank) {
        return (type == PAWN || type == LANCE) && farRank == 1 || type == KNIGHT && farRank <= 2;
    }

    /** Rank counted from the colour's far side: 1 is the last rank, 1..3 the promotion zone. */
    private static int farRank(int color, int rank) {
        return color == BLACK ? rank : 10 - rank;
    }

    private static int color(int pc) {
        return pc >> 4;
    }

    private static int base(int type) {
        return type > KING ? type - 8 : type;
    }

    private static String name(int f, int r) {
        return "" + (char) ('0' + f) + (char) ('a' + r - 1);
    }

    private static int[] findKing(int[][] b, int color) {
        for (int f = 1; f <= 9; f++) {
            for (int r = 1; r <= 9; r++) {
                if (b[f][r] == ((color << 4) | KING)) {
                    return new int[] {f, r};
                }
            }
        }
        return null;
    }

    private static boolean kingAttacked(int[][] b, int color) {
        int[] k = findKing(b, color);
        return k != null && attacked(b, k[0], k[1], color ^ 1);
    }

    private static boolean onBoard(int f, int r) {
        return f >= 1 && f <= 9 && r >= 1 && r <= 9;
    }

    /** Whether the piece on (f1, r1) can move to (f2, r2), ignoring what stands on the destination. */
    private static boolean reaches(int[][] b, int f1, int r1, int f2, int r2) {
        int pc = b[f1][r1];
        int t = pc & 15;
        int fwd = color(pc) == BLACK ? -1 : 1; // rank delta of one step forward
        for (int[] s : STEPS[t]) {
            if (f1 + s[0] == f2 && r1 + s[1] * fwd == r2) {
                return true;
            }
        }
        for (int[] d : SLIDES[t]) {
            int f = f1 + d[0];
            int r = r1 + d[1] * fwd;
            while (onBoard(f, r)) {
                if (f == f2 && r == r2) {
                    return true;
                }
                if (b[f][r] != 0) {
                    break;
                }
                f += d[0];
                r += d[1] * fwd;
            }
        }
        return false;
    }

    /** Whether a piece of colour {@code by} attacks (f, r): the first piece on each of the 8 rays, and knights. */
    private static boolean attacked(int[][] b, int f, int r, int by) {
        for (int[] d : ALL8) {
            int ff = f + d[0];
            int rr = r + d[1];
            while (onBoard(ff, rr) && b[ff][rr] == 0) {
                ff += d[0];
                rr += d[1];
            }
            if (onBoard(ff, rr) && color(b[ff][rr]) == by && reaches(b, ff, rr, f, r)) {
                return true;
            }
        }
        int back = by == BLACK ? 2 : -2; // a knight of `by` stands two ranks behind the square it attacks
        for (int df = -1; df <= 1; df += 2) {
            int ff = f + df;
            int rr = r + back;
            if (onBoard(ff, rr) && b[ff][rr] == ((by << 4) | KNIGHT)) {
                return true;
            }
        }
        return false;
    }
}
