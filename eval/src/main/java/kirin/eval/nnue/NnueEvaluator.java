package kirin.eval.nnue;

import kirin.core.Color;
import kirin.core.Evaluator;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;
import kirin.eval.PlyStates;

/**
 * YaneuraOu's classic NNUE evaluation ({@code halfkp_256x2-32-32}), exact to the unit. Each perspective has an int16
 * accumulator of 256: the feature transformer's biases plus the weight rows of its 38 HalfKP features,
 * {@code 1548 * king + BonaPiece} over the piece list (black: black's king square and the {@code fb} indices; white:
 * white's king square turned round and the {@code fw} indices). Pieces in the box keep their slots with BonaPiece 0
 * and add that feature like any other, as YaneuraOu does. The sums wrap in int16 as YaneuraOu's do (modular, so the
 * incremental and the full sums agree whatever the order). The side to move's 256 values, then the other side's, are
 * clamped to 0..127 and go through the dense layers ({@link NnueLayers}); the output is divided by {@code FV_SCALE}
 * truncating toward zero and clamped to +-{@value #VALUE_MAX_EVAL}.
 *
 * <p><b>Incremental update.</b> Accumulators live per ply ({@link Position#ply()}), so undo costs nothing.
 * {@link #onMove} marks the ply stale and {@link #evaluate} brings it up to date from the previous ply when that one is
 * known: a non-king move subtracts and adds the rows of the (at most two) pieces in {@link Position#dirtyCount()} in
 * both perspectives; a king move recomputes its own side's accumulator (every feature of that side changes: from the
 * refresh cache, see its field) and updates the other's with the captured piece, if any. Otherwise both are computed
 * from scratch. {@link #prepare} brings the accumulators up to date without the dense layers. The net is shared by
 * all threads; one evaluator per thread. Nothing is allocated per node.
 *
 * <p>The updates and the dense layers run on the Vector API path or the scalar one, as {@link NnueSimdChooser}
 * decides (the same values either way), and the network output of recent positions is cached by key (see the cache
 * fields). A position without both kings (a mate problem) is valued on material alone.
 */
public final class NnueEvaluator implements Evaluator {
    /** YaneuraOu's bound on an NNUE value (its VALUE_MAX_EVAL). */
    public static final int VALUE_MAX_EVAL = 31753;
    /** The bound {@link #evaluate} gives the search: below its mate scores, as the KPP evaluation's. */
    public static final int SEARCH_MAX = 30000;
    public static final int DEFAULT_FV_SCALE = 16;
    private static final int HALF = NnueNet.HALF;
    private static final int STRIDE = 2 * HALF;
    private static final int N = Position.PIECE_NO_KING;

    private final NnueNet net;
    private final NnueLayers layers;
    private final int fvScale;
    /** Whether the Vector API path evaluates ({@link NnueSimdChooser}); the scalar path otherwise. */
    private final boolean simd;
    private final short[] ftBias;
    private final short[] ftWeight;

    /** Per ply: black's 256 then white's 256. */
    private short[] acc = new short[256 * STRIDE];
    private boolean[] valid = new boolean[256];
    /** The key of the position {@link #reset} computed at each ply ({@link PlyStates}). */
    private long[] stateKey = new long[256];

    private final byte[] transformed = new byte[STRIDE];
    private final long[] pairs = new long[NnueNet.L1 / 2];
    private final int[] rows = new int[N];
    private final int[] subRows = new int[N];

    /**
     * Refresh cache (Stockfish's "Finny tables"): per perspective and king square, the accumulator this evaluator
     * last refreshed with the king there and the 38 BonaPieces it summed, slot by slot. A king move then adds and
     * subtracts the rows of the slots that changed since, usually a few, instead of summing all 38 rows of the 64 MB
     * feature table; the sums wrap alike, so the values are the same. 108 KB per evaluator.
     */
    private final short[] kingAcc = new short[2 * Square.NB * HALF];
    private final int[] kingList = new int[2 * Square.NB * N];
    private final boolean[] kingValid = new boolean[2 * Square.NB];

    /**
     * Value cache: the network output of the positions evaluated lately, by position key (index from the low bits,
     * the full key checked), so that a position met again (iterative deepening meets most of them again) costs no
     * dense layers; its accumulators are still brought up to date for its children. 2^{@value #CACHE_BITS} entries,
     * 48 KiB per evaluator.
     */
    static final int CACHE_BITS = 12;
    private static final int CACHE_MASK = (1 << CACHE_BITS) - 1;
    private final long[] cacheKey = new long[1 << CACHE_BITS];
    private final int[] cacheOutput = new int[1 << CACHE_BITS];
    private final int[] h1 = new int[NnueNet.L1];
    /** The inputs above zero: their numbers and clamped values (scratch for the dense layers). */
    private final int[] idx = new int[STRIDE + 8];
    private final int[] val = new int[STRIDE];
    private final int[] h2 = new int[NnueNet.L2];

    /** An evaluator of {@code net} dividing its output by {@code fvScale} (1..128, YaneuraOu's default 16). */
    public NnueEvaluator(NnueNet net, int fvScale) {
        this(net, new NnueLayers(net), fvScale, NnueSimdChooser.SIMD);
    }

    /** As above, on the vector path or the scalar one (for tests; the vector path needs the module). */
    NnueEvaluator(NnueNet net, int fvScale, boolean simd) {
        this(net, new NnueLayers(net), fvScale, simd);
    }

    private NnueEvaluator(NnueNet net, NnueLayers layers, int fvScale, boolean simd) {
        if (fvScale < 1 || fvScale > 128) {
            throw new IllegalArgumentException("FV_SCALE " + fvScale + " outside 1..128");
        }
        this.net = net;
        this.layers = layers;
        this.fvScale = fvScale;
        this.simd = simd;
        this.ftBias = net.ftBias;
        this.ftWeight = net.ftWeight;
    }

    public NnueNet net() {
        return net;
    }

    public int fvScale() {
        return fvScale;
    }

    /** The same net with another {@code FV_SCALE}, sharing the prepared layers. */
    public NnueEvaluator withFvScale(int scale) {
        return new NnueEvaluator(net, layers, scale, simd);
    }

    @Override
    public void reset(Position pos) {
        int ply = pos.ply();
        ensure(ply);
        if (PlyStates.reset(valid, stateKey, pos)) {
            update(pos, ply);
        } else {
            refreshBoth(pos, ply);
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
        return Math.max(-SEARCH_MAX, Math.min(SEARCH_MAX, value(pos)));
    }

    @Override
    public Evaluator copy() {
        return new NnueEvaluator(net, layers, fvScale, simd);
    }

    /**
     * The accumulators only, without the dense layers (the larger part of an evaluation): the children of a node the
     * search does not value still update from its accumulators instead of computing theirs from scratch.
     */
    @Override
    public void prepare(Position pos) {
        int ply = pos.ply();
        if ((ply >= valid.length || !valid[ply]) && pos.kingSquare(Color.BLACK) != Square.NONE
                && pos.kingSquare(Color.WHITE) != Square.NONE) {
            ensure(ply);
            update(pos, ply);
        }
    }

    /** The exact value for the side to move, as YaneuraOu's evaluation (within +-{@value #VALUE_MAX_EVAL}). */
    public int value(Position pos) {
        int stm = pos.sideToMove();
        if (pos.kingSquare(Color.BLACK) == Square.NONE || pos.kingSquare(Color.WHITE) == Square.NONE) {
            int m = MaterialEvaluator.full(pos);
            return stm == Color.BLACK ? m : -m;
        }
        int ply = pos.ply();
        if (ply >= valid.length || !valid[ply]) {
            ensure(ply);
            update(pos, ply);
        }
        long key = pos.key();
        int slot = (int) key & CACHE_MASK;
        int out;
        if (cacheKey[slot] == key) {
            out = cacheOutput[slot];
        } else {
            out = output(ply, stm);
            cacheKey[slot] = key;
            cacheOutput[slot] = out;
        }
        int v = out / fvScale;
        return Math.max(-VALUE_MAX_EVAL, Math.min(VALUE_MAX_EVAL, v));
    }

    /** The network output from the accumulators of {@code ply}, {@code stm}'s first. */
    private int output(int ply, int stm) {
        int base = ply * STRIDE;
        int out;
        if (simd) {
            out = NnueSimd.propagate(layers, acc, base + stm * HALF, base + (stm ^ 1) * HALF, idx, val, h1, h2);
        } else {
            out = layers.propagate(acc, base + stm * HALF, base + (stm ^ 1) * HALF, idx, val, pairs, h1, h2);
        }
        return out;
    }

    /**
     * The network output before the division by {@code FV_SCALE}, from a full refresh of both accumulators (for the
     * {@code eval} command and tests); the position must have both kings.
     */
    public int rawOutput(Position pos) {
        int ply = pos.ply();
        ensure(ply);
        refreshBoth(pos, ply);
        int stm = pos.sideToMove();
        transform(ply * STRIDE + stm * HALF, 0);
        transform(ply * STRIDE + (stm ^ 1) * HALF, HALF);
        return layers.propagate(transformed, pairs, h1, h2);
    }

    /** A copy of the accumulator of {@code color} at the current ply, brought up to date (for tests). */
    short[] accumulator(Position pos, int color) {
        int ply = pos.ply();
        if (ply >= valid.length || !valid[ply]) {
            ensure(ply);
            update(pos, ply);
        }
        return java.util.Arrays.copyOfRange(acc, ply * STRIDE + color * HALF, ply * STRIDE + color * HALF + HALF);
    }

    private void transform(int from, int to) {
        short[] a = acc;
        byte[] t = transformed;
        for (int j = 0; j < HALF; j++) {
            t[to + j] = (byte) Math.max(0, Math.min(127, a[from + j]));
        }
    }

    // ---- accumulators ----

    private void update(Position pos, int ply) {
        int move = pos.lastMove();
        if (ply == 0 || !valid[ply - 1] || move == Move.NONE || pos.kingSquare(Color.BLACK) == Square.NONE
                || pos.kingSquare(Color.WHITE) == Square.NONE) {
            refreshBoth(pos, ply);
            return;
        }
        int prev = (ply - 1) * STRIDE;
        int cur = ply * STRIDE;
        if (move == Move.NULL) {
            System.arraycopy(acc, prev, acc, cur, STRIDE);
            valid[ply] = true;
            return;
        }
        int kingMover = Piece.type(Move.piece(move)) == Piece.KING ? Piece.color(Move.piece(move)) : -1;
        for (int c = 0; c < 2; c++) {
            if (c == kingMover) {
                refresh(pos, ply, c);
            } else {
                applyDirty(pos, prev + c * HALF, cur + c * HALF, c);
            }
        }
        valid[ply] = true;
    }

    /** Accumulator of perspective {@code c} at {@code to}: the one at {@code from} with the moved pieces' rows. */
    private void applyDirty(Position pos, int from, int to, int c) {
        short[] a = acc;
        short[] w = ftWeight;
        int king = kingSquare(pos, c);
        int[] list = c == Color.BLACK ? pos.pieceListFb() : pos.pieceListFw();
        int dirty = pos.dirtyCount();
        if (dirty == 0) {
            System.arraycopy(a, from, a, to, HALF);
            return;
        }
        int no0 = pos.dirtyPieceNo(0);
        int add0 = NnueNet.feature(king, list[no0]) * HALF;
        int sub0 = NnueNet.feature(king, c == Color.BLACK ? pos.dirtyOldFb(0) : pos.dirtyOldFw(0)) * HALF;
        if (dirty == 1) {
            if (simd) {
                NnueSimd.update1(a, from, to, w, sub0, add0);
                return;
            }
            for (int j = 0; j < HALF; j++) {
                a[to + j] = (short) (a[from + j] - w[sub0 + j] + w[add0 + j]);
            }
            return;
        }
        int no1 = pos.dirtyPieceNo(1);
        int add1 = NnueNet.feature(king, list[no1]) * HALF;
        int sub1 = NnueNet.feature(king, c == Color.BLACK ? pos.dirtyOldFb(1) : pos.dirtyOldFw(1)) * HALF;
        if (simd) {
            NnueSimd.update2(a, from, to, w, sub0, add0, sub1, add1);
            return;
        }
        for (int j = 0; j < HALF; j++) {
            a[to + j] = (short) (a[from + j] - w[sub0 + j] + w[add0 + j] - w[sub1 + j] + w[add1 + j]);
        }
    }

    private void refreshBoth(Position pos, int ply) {
        if (pos.kingSquare(Color.BLACK) != Square.NONE && pos.kingSquare(Color.WHITE) != Square.NONE) {
            refresh(pos, ply, Color.BLACK);
            refresh(pos, ply, Color.WHITE);
        }
        valid[ply] = true;
    }

    /**
     * Perspective {@code c}'s accumulator of {@code ply} without its parent's (a king move, a root): from the refresh
     * cache's entry for this king square when it differs from the position in at most half of the 38 slots, else
     * from scratch; either way the entry then holds this accumulator and piece list.
     */
    private void refresh(Position pos, int ply, int c) {
        int to = ply * STRIDE + c * HALF;
        int king = kingSquare(pos, c);
        int[] list = c == Color.BLACK ? pos.pieceListFb() : pos.pieceListFw();
        int entry = c * Square.NB + king;
        int at = entry * N;
        int[] cached = kingList;
        int n = 0;
        if (kingValid[entry]) {
            for (int i = 0; i < N && n <= N / 2; i++) {
                int was = cached[at + i];
                int now = list[i];
                if (was != now) {
                    subRows[n] = NnueNet.feature(king, was) * HALF;
                    rows[n] = NnueNet.feature(king, now) * HALF;
                    n++;
                }
            }
        }
        if (!kingValid[entry] || n > N / 2) {
            fromScratch(to, king, list);
            System.arraycopy(acc, to, kingAcc, entry * HALF, HALF);
            kingValid[entry] = true;
        } else if (simd) {
            NnueSimd.refreshFrom(kingAcc, entry * HALF, acc, to, ftWeight, subRows, rows, n);
        } else {
            short[] e = kingAcc;
            short[] w = ftWeight;
            int from = entry * HALF;
            for (int k = 0; k < n; k++) {
                int sub = subRows[k];
                int add = rows[k];
                for (int j = 0; j < HALF; j++) {
                    e[from + j] += w[add + j] - w[sub + j];
                }
            }
            System.arraycopy(e, from, acc, to, HALF);
        }
        System.arraycopy(list, 0, cached, at, N);
    }

    /** The accumulator at {@code to} from scratch: biases plus the rows of the 38 features of {@code list}. */
    private void fromScratch(int to, int king, int[] list) {
        short[] a = acc;
        short[] w = ftWeight;
        if (simd) {
            for (int i = 0; i < N; i++) {
                rows[i] = NnueNet.feature(king, list[i]) * HALF;
            }
            NnueSimd.refresh(a, to, ftBias, w, rows, N);
            return;
        }
        System.arraycopy(ftBias, 0, a, to, HALF);
        for (int i = 0; i < N; i++) {
            int row = NnueNet.feature(king, list[i]) * HALF;
            for (int j = 0; j < HALF; j++) {
                a[to + j] += w[row + j];
            }
        }
    }

    /** The king square of perspective {@code c}: black's as it stands, white's turned round. */
    private static int kingSquare(Position pos, int c) {
        int k = pos.kingSquare(c);
        return c == Color.BLACK ? k : Square.inverse(k);
    }

    private void ensure(int ply) {
        if (ply >= valid.length) {
            int n = Math.max(ply + 1, valid.length * 2);
            acc = java.util.Arrays.copyOf(acc, n * STRIDE);
            valid = java.util.Arrays.copyOf(valid, n);
            stateKey = java.util.Arrays.copyOf(stateKey, n);
        }
    }
}
