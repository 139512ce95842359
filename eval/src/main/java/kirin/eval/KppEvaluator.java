package kirin.eval;

import kirin.core.Color;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;
import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * The KPP_KKPT and KPPT evaluations (interop.md section 5.1), kept incrementally. With {@code bk} black's king,
 * {@code wk} white's, {@code fb}/{@code fw} the black-/white-view indices of the 38 non-king pieces:
 * <pre>
 * P0    = sum over pairs j &lt; i of kpp[bk][fb_i][fb_j]               (a pair (board, turn) in KPPT)
 * P1    = sum over pairs j &lt; i of kpp[Inv(wk)][fw_i][fw_j]
 * board = P0[0] - P1[0] + kk[bk][wk][0] + sum_i kkp[bk][wk][fb_i][0] + 32 * material      (black's view)
 * turn  = P0[1] + P1[1] + kk[bk][wk][1] + sum_i kkp[bk][wk][fb_i][1]                      (for the side to move)
 * value = ((side to move is black ? board : -board) + turn) / 32                          (truncated, as in C)
 * </pre>
 * The layouts differ only in the KPP turn parts P0[1] and P1[1], which are zero in KPP_KKPT: the KPP sums are
 * kept as packed pairs ({@link KppReader}), so one update scheme serves both.
 * Pieces in the box carry index 0 and take part like any other, as in YaneuraOu. A position without both kings
 * (a mate problem) is valued on material alone.
 *
 * <p><b>Incremental update.</b> State per ply (P0, P1, the KK+KKP sums and material) lives in arrays indexed by
 * {@link Position#ply()}, so undo costs nothing. {@link #onMove} only marks the ply stale; {@link #evaluate}
 * brings it up to date lazily, from the previous ply when that one is known: a non-king move changes the terms of
 * the (at most two) pieces in {@link Position#dirtyCount()}, a king move recomputes that side's KPP and the KKP
 * sum. Otherwise it computes from scratch. Tables are shared by all threads; one evaluator per thread.
 *
 * <p><b>Eval hash.</b> Iterative deepening meets the same positions again and again, and a node whose static value
 * the transposition table holds still brings its evaluator state up to date before its children update from it. So
 * the table sums of every position this evaluator brings up to date (P0, P1, the KK+KKP pair) are kept in a small
 * per-thread cache keyed by the position key ({@value #HASH_BITS} bits of index, four longs per entry, two entries to
 * a cache line) and reused when the same position comes back: a hit costs one cache line instead of the 150 to 300
 * scattered table reads of a delta. On gensfen's searches 39% of the updates hit (44% with 2^12 entries, 46% with
 * 2^15), but the positions that come back are mostly those whose table rows are still in the caches, so the time
 * saved is small and a larger hash costs more in cache misses than it saves: on {@code ShallowSearchSpeed}, side by
 * side, 2^10 entries beat none by about 3.5% (10 pairs) and 2^12 by about 3% (10 pairs); 2^12 beat 2^15 in 8 of 8.
 * A king move costs a full KPP sum for that side (703 table reads scattered over 4.8 MB), the most expensive case;
 * when the cache misses, {@link KingSquareSums} starts from the sum last computed with the king on that square and
 * moves only the pieces that differ since, which is exact and costs a tenth of the full sum when few pieces moved.
 */
public final class KppEvaluator implements Evaluator {
    /** Evaluations are clamped to this bound, below the search's mate scores. */
    public static final int VALUE_MAX = 30000;
    static final int FV_SCALE = 32;
    private static final int N = Position.PIECE_NO_KING;
    private static final Unsafe U = UnsafeAccess.UNSAFE;

    private final KppTables tables;
    private final KppReader kpp;
    private final long kkp;
    private final long kk;

    /** P0 and P1 per ply, as packed pairs (board, turn). */
    private long[] p0 = new long[256];
    private long[] p1 = new long[256];
    private int[] kk0 = new int[256];
    private int[] kk1 = new int[256];
    private int[] material = new int[256];
    private boolean[] valid = new boolean[256];
    /** The key of the position whose state {@link #reset} computed at each ply ({@link PlyStates}). */
    private long[] stateKey = new long[256];

    /**
     * Eval hash: per entry the full key, the packed P0 and P1, and the KK+KKP board and turn sums packed in one long
     * (board low); {@value #HASH_BITS} bits make 32 KiB per evaluator, which stays in the core's own caches.
     */
    static final int HASH_BITS = 10;
    private static final int HASH_MASK = (1 << HASH_BITS) - 1;
    private final long[] hash = new long[4 << HASH_BITS];
    private final KingSquareSums kingSums;

    public KppEvaluator(KppTables tables) {
        this.tables = tables;
        this.kpp = new KppReader(tables);
        this.kkp = tables.kkp;
        this.kk = tables.kk;
        this.kingSums = new KingSquareSums(kpp);
    }

    public KppTables tables() {
        return tables;
    }

    /**
     * Brings the state of {@code pos} up to date. When the previous ply's state belongs to the position before the
     * last move (checked by key), this is an incremental update: consecutive gensfen searches, and a search after
     * {@code position ... moves} with one move more, start from the root of the search before.
     */
    @Override
    public void reset(Position pos) {
        int ply = pos.ply();
        ensure(ply);
        if (PlyStates.reset(valid, stateKey, pos)) {
            update(pos, ply);
        } else {
            computeFull(pos, ply);
        }
    }

    @Override
    public void onMove(Position pos, int move) {
        int ply = pos.ply();
        ensure(ply);
        PlyStates.moved(valid, stateKey, ply);
    }

    @Override
    public void onNullMove(Position pos) {
        onMove(pos, Move.NULL);
    }

    @Override
    public int evaluate(Position pos) {
        return Math.max(-VALUE_MAX, Math.min(VALUE_MAX, value(pos)));
    }

    /** The exact, unclamped value for the side to move (the formula above). */
    public int value(Position pos) {
        int ply = pos.ply();
        if (ply >= valid.length || !valid[ply]) {
            ensure(ply);
            update(pos, ply);
        }
        int stm = pos.sideToMove();
        if (pos.kingSquare(Color.BLACK) == Square.NONE || pos.kingSquare(Color.WHITE) == Square.NONE) {
            return stm == Color.BLACK ? material[ply] : -material[ply];
        }
        long a = p0[ply];
        long b = p1[ply];
        int board = KppReader.board(a) - KppReader.board(b) + kk0[ply] + material[ply] * FV_SCALE;
        int turn = KppReader.turn(a) + KppReader.turn(b) + kk1[ply];
        return ((stm == Color.BLACK ? board : -board) + turn) / FV_SCALE;
    }

    @Override
    public Evaluator copy() {
        return new KppEvaluator(tables);
    }

    // ---- update ----

    private void update(Position pos, int ply) {
        int move = pos.lastMove();
        if (ply == 0 || !valid[ply - 1] || move == Move.NONE) {
            computeFull(pos, ply);
            return;
        }
        int prev = ply - 1;
        if (move == Move.NULL) {
            copyState(prev, ply);
            return;
        }
        material[ply] = material[prev] + MaterialEvaluator.delta(pos, move);
        valid[ply] = true;
        int bk = pos.kingSquare(Color.BLACK);
        int wk = pos.kingSquare(Color.WHITE);
        if (bk == Square.NONE || wk == Square.NONE) {
            return; // material only
        }
        long key = pos.key();
        int at = ((int) key & HASH_MASK) << 2;
        long[] h = hash;
        if (h[at] == key) {
            p0[ply] = h[at + 1];
            p1[ply] = h[at + 2];
            long kkPair = h[at + 3];
            kk0[ply] = (int) kkPair;
            kk1[ply] = (int) (kkPair >> 32);
            return;
        }
        updateSums(pos, ply, prev, move, bk, wk);
        h[at] = key;
        h[at + 1] = p0[ply];
        h[at + 2] = p1[ply];
        h[at + 3] = (kk0[ply] & 0xFFFFFFFFL) | ((long) kk1[ply] << 32);
    }

    /** The table sums of {@code ply} from those of {@code prev}, the ply before {@code move}. */
    private void updateSums(Position pos, int ply, int prev, int move, int bk, int wk) {
        int[] fb = pos.pieceListFb();
        int[] fw = pos.pieceListFw();
        int dirty = pos.dirtyCount();
        long kppB = kpp.king(bk);
        long kppW = kpp.king(Square.inverse(wk));
        if (Piece.type(Move.piece(move)) == Piece.KING) {
            boolean blackMoved = Piece.color(Move.piece(move)) == Color.BLACK;
            p0[ply] = blackMoved ? kingSums.sum(0, bk, fb) : p0[prev] + (dirty == 0 ? 0 : kpp.delta1(kppB, fb, pos.dirtyPieceNo(0), pos.dirtyOldFb(0)));
            p1[ply] = !blackMoved ? kingSums.sum(1, Square.inverse(wk), fw) : p1[prev] + (dirty == 0 ? 0 : kpp.delta1(kppW, fw, pos.dirtyPieceNo(0), pos.dirtyOldFw(0)));
            kkpSums(bk, wk, fb, ply);
        } else if (dirty == 1) {
            int a = pos.dirtyPieceNo(0);
            p0[ply] = p0[prev] + kpp.delta1(kppB, fb, a, pos.dirtyOldFb(0));
            p1[ply] = p1[prev] + kpp.delta1(kppW, fw, a, pos.dirtyOldFw(0));
            long base = kkp + KppTables.kkpOffset(bk, wk, 0);
            long n = base + 8L * fb[a];
            long o = base + 8L * pos.dirtyOldFb(0);
            kk0[ply] = kk0[prev] + U.getInt(n) - U.getInt(o);
            kk1[ply] = kk1[prev] + U.getInt(n + 4) - U.getInt(o + 4);
        } else {
            int a = pos.dirtyPieceNo(0);
            int b = pos.dirtyPieceNo(1);
            p0[ply] = p0[prev] + kpp.delta2(kppB, fb, a, pos.dirtyOldFb(0), b, pos.dirtyOldFb(1));
            p1[ply] = p1[prev] + kpp.delta2(kppW, fw, a, pos.dirtyOldFw(0), b, pos.dirtyOldFw(1));
            long base = kkp + KppTables.kkpOffset(bk, wk, 0);
            long na = base + 8L * fb[a];
            long oa = base + 8L * pos.dirtyOldFb(0);
            long nb = base + 8L * fb[b];
            long ob = base + 8L * pos.dirtyOldFb(1);
            kk0[ply] = kk0[prev] + U.getInt(na) - U.getInt(oa) + U.getInt(nb) - U.getInt(ob);
            kk1[ply] = kk1[prev] + U.getInt(na + 4) - U.getInt(oa + 4) + U.getInt(nb + 4) - U.getInt(ob + 4);
        }
    }

    /** Sets the KK+KKP sums of {@code ply}. */
    private void kkpSums(int bk, int wk, int[] fb, int ply) {
        long kkAt = kk + KppTables.kkOffset(bk, wk);
        int s0 = U.getInt(kkAt);
        int s1 = U.getInt(kkAt + 4);
        long base = kkp + KppTables.kkpOffset(bk, wk, 0);
        for (int i = 0; i < N; i++) {
            long a = base + 8L * fb[i];
            s0 += U.getInt(a);
            s1 += U.getInt(a + 4);
        }
        kk0[ply] = s0;
        kk1[ply] = s1;
    }

    private void computeFull(Position pos, int ply) {
        material[ply] = MaterialEvaluator.full(pos);
        int bk = pos.kingSquare(Color.BLACK);
        int wk = pos.kingSquare(Color.WHITE);
        if (bk == Square.NONE || wk == Square.NONE) {
            p0[ply] = p1[ply] = 0;
            kk0[ply] = kk1[ply] = 0;
        } else {
            p0[ply] = kpp.sum(kpp.king(bk), pos.pieceListFb());
            p1[ply] = kpp.sum(kpp.king(Square.inverse(wk)), pos.pieceListFw());
            kkpSums(bk, wk, pos.pieceListFb(), ply);
        }
        valid[ply] = true;
    }

    private void copyState(int from, int to) {
        p0[to] = p0[from];
        p1[to] = p1[from];
        kk0[to] = kk0[from];
        kk1[to] = kk1[from];
        material[to] = material[from];
        valid[to] = true;
    }

    private void ensure(int ply) {
        if (ply >= valid.length) {
            int n = Math.max(ply + 1, valid.length * 2);
            p0 = java.util.Arrays.copyOf(p0, n);
            p1 = java.util.Arrays.copyOf(p1, n);
            kk0 = java.util.Arrays.copyOf(kk0, n);
            kk1 = java.util.Arrays.copyOf(kk1, n);
            material = java.util.Arrays.copyOf(material, n);
            valid = java.util.Arrays.copyOf(valid, n);
            stateKey = java.util.Arrays.copyOf(stateKey, n);
        }
    }
}
