package kirin.core;

import java.util.Arrays;

/**
 * The piece list a {@link Position} keeps for three-piece evaluations (see {@link BonaPiece}): every piece has a
 * number, 0..37 for non-kings in ranges per base type (pawns 0-17, lances 18-21, knights 22-25, silvers 26-29, golds
 * 30-33, bishops 34-35, rooks 36-37) and 38/39 for the black/white king, and each non-king carries its BonaPiece
 * indices from both sides' views. Every move records what it changed (up to two pieces), so that an incremental
 * evaluator updates from the parent and undo restores the list without recomputing it.
 *
 * <p>Kept apart from the position's bitboards because only evaluators read it. {@link Position#doMove} and
 * {@link Position#undoMove} update these arrays in line, through the position's final field that holds this list
 * (no call and no allocation per move); this class numbers the pieces, grows and copies the records.
 */
final class PieceList {
    /** Number of non-king pieces: the length of the piece list. */
    static final int NO_KING = 38;
    /** First piece number of each base type (index by type), and the end of the non-king numbers. */
    private static final int[] FIRST_NO = {0, 0, 18, 22, 26, 34, 36, 30, 38};

    /** Piece number on each occupied square (stale on empty squares). */
    final int[] noAt = new int[Square.NB];
    /** Piece number of each hand piece, by its black-view BonaPiece index (valid below the hand count). */
    final int[] noInHand = new int[BonaPiece.FE_HAND_END];
    /** Black-view BonaPiece index by piece number; {@link BonaPiece#ZERO} for pieces in the box. */
    final int[] fb = new int[NO_KING];
    /** White-view BonaPiece index by piece number. */
    final int[] fw = new int[NO_KING];

    // What the move leaving position i changed: up to 2 pieces (slots 2i, 2i+1), their numbers and their indices
    // before the move. A king's own move changes no entry (its square is the position's king square).
    int[] dirtyCount;
    int[] dirtyNo;
    int[] dirtyFb;
    int[] dirtyFw;

    /** Makes room for the changes of {@code n} moves, keeping those recorded. */
    void allocate(int n) {
        dirtyCount = grow(dirtyCount, n);
        dirtyNo = grow(dirtyNo, 2 * n);
        dirtyFb = grow(dirtyFb, 2 * n);
        dirtyFw = grow(dirtyFw, 2 * n);
    }

    private static int[] grow(int[] a, int n) {
        return a == null ? new int[n] : Arrays.copyOf(a, n);
    }

    /** Numbers every piece of {@code board} and {@code hand}; pieces on neither keep index ZERO. */
    void build(int[] board, int[] hand) {
        int[] next = FIRST_NO.clone();
        Arrays.fill(fb, BonaPiece.ZERO);
        Arrays.fill(fw, BonaPiece.ZERO);
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = board[sq];
            if (pc == Piece.EMPTY) {
                continue;
            }
            int base = Piece.base(Piece.type(pc));
            if (base == Piece.KING) {
                noAt[sq] = NO_KING + Piece.color(pc);
                continue;
            }
            int n = next[base]++;
            noAt[sq] = n;
            fb[n] = BonaPiece.boardFb(pc, sq);
            fw[n] = BonaPiece.boardFw(pc, sq);
        }
        for (int c = Color.BLACK; c <= Color.WHITE; c++) {
            for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
                for (int i = 0; i < Hand.count(hand[c], t); i++) {
                    int n = next[t]++;
                    fb[n] = BonaPiece.handFb(c, t, i);
                    fw[n] = BonaPiece.handFw(c, t, i);
                    noInHand[fb[n]] = n;
                }
            }
        }
    }

    /** Copies the list and the changes of the first {@code n} moves into {@code p}, which has room for them. */
    void copyInto(PieceList p, int n) {
        System.arraycopy(noAt, 0, p.noAt, 0, Square.NB);
        System.arraycopy(noInHand, 0, p.noInHand, 0, BonaPiece.FE_HAND_END);
        System.arraycopy(fb, 0, p.fb, 0, NO_KING);
        System.arraycopy(fw, 0, p.fw, 0, NO_KING);
        System.arraycopy(dirtyCount, 0, p.dirtyCount, 0, n);
        System.arraycopy(dirtyNo, 0, p.dirtyNo, 0, 2 * n);
        System.arraycopy(dirtyFb, 0, p.dirtyFb, 0, 2 * n);
        System.arraycopy(dirtyFw, 0, p.dirtyFw, 0, 2 * n);
    }
}
