package kirin.eval;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.ShortBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import kirin.core.BonaPiece;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Square;
import org.agrona.UnsafeAccess;
import sun.misc.Unsafe;

/**
 * Converts Bonanza's {@code fv.bin} (interop.md section 5.4) into {@link KppTables}, so that
 * {@link KppEvaluator#value} gives Bonanza 6's evaluation of a position.
 *
 * <p><b>What Bonanza computes.</b> Its feature list holds, per side and hand piece type, one <em>count</em> feature
 * ({@code base + count}, count 0 included), then one feature per board piece in Bonanza's own square numbering
 * with compacted regions. KPP sums every unordered pair of the list <em>including each feature with itself</em>,
 * once with black's king and once, subtracted, with white's king on the rotated list; KKP adds a term per black
 * piece and hand count and subtracts the same for white on the rotated kings; material comes from a separate piece
 * value table. The total, in 1/32 units, is turned to the side to move and then divided by 32 once (Bonanza 6
 * {@code evaluate()}: {@code score += MATERIAL * FV_SCALE} before {@code score /= FV_SCALE}), which is exactly
 * where our evaluator rounds too.
 *
 * <p><b>How it maps.</b> Board-board pairs copy over. A function {@code g(c)} of a hand count is written as
 * {@code g(0)} plus, for the i-th piece (0-based), {@code g(i+1) - g(i)}, which is what our per-piece hand
 * features can hold: a pair (hand count, board piece) becomes a KPP difference plus a KP term for the board piece;
 * a pair of two different hand counts becomes a double difference plus one-count terms for each side plus a
 * constant; the same-type diagonal and the KKP hand terms telescope the same way. Every term that involves at
 * most one piece besides the kings (the diagonal, the leftovers above, Bonanza's KKP and the difference between
 * Bonanza's and our piece values, times 32) goes into our KKP {@code [bk][wk][fb]}, which sees both kings, and
 * the constants into KK. Turn parts are zero.
 *
 * <p>See {@link #limitations()} for what cannot map exactly.
 */
public final class BonanzaImport {
    /** Size of a Bonanza {@code fv.bin}: {@code pc_on_sq[81][1090026]} then {@code kkp[81][81][738]}, int16. */
    public static final long FILE_BYTES = 186_268_248L;
    /** Bonanza's feature count (its {@code fe_end}) and the triangular row length per king. */
    static final int BONA_FE_END = 1476;
    static final int POS_N = BONA_FE_END * (BONA_FE_END + 1) / 2;
    static final int KKP_END = 738;

    private static final int SQ = Square.NB;
    private static final int FE = BonaPiece.FE_END;
    private static final Unsafe U = UnsafeAccess.UNSAFE;
    private static final long SHORT_BASE = Unsafe.ARRAY_SHORT_BASE_OFFSET;

    /**
     * Board regions: our type, our f/e base, Bonanza f/e base (the index of square 0, before compaction), Bonanza
     * KKP base, and the lowest rank a black piece of the type can stand on (white's is the mirror).
     */
    private static final int[][] REGIONS = {
        {Piece.PAWN, BonaPiece.F_PAWN, BonaPiece.E_PAWN, 81, 162, 36, 2},
        {Piece.LANCE, BonaPiece.F_LANCE, BonaPiece.E_LANCE, 225, 306, 108, 2},
        {Piece.KNIGHT, BonaPiece.F_KNIGHT, BonaPiece.E_KNIGHT, 360, 441, 171, 3},
        {Piece.SILVER, BonaPiece.F_SILVER, BonaPiece.E_SILVER, 504, 585, 252, 1},
        {Piece.GOLD, BonaPiece.F_GOLD, BonaPiece.E_GOLD, 666, 747, 333, 1},
        {Piece.BISHOP, BonaPiece.F_BISHOP, BonaPiece.E_BISHOP, 828, 909, 414, 1},
        {Piece.HORSE, BonaPiece.F_HORSE, BonaPiece.E_HORSE, 990, 1071, 495, 1},
        {Piece.ROOK, BonaPiece.F_ROOK, BonaPiece.E_ROOK, 1152, 1233, 576, 1},
        {Piece.DRAGON, BonaPiece.F_DRAGON, BonaPiece.E_DRAGON, 1314, 1395, 657, 1},
    };

    /** Hand types: our type, our f/e base (piece i at base + i), Bonanza f/e base (count c at base + c), KKP base. */
    private static final int[][] HANDS = {
        {Piece.PAWN, BonaPiece.F_HAND_PAWN, BonaPiece.E_HAND_PAWN, 0, 19, 0},
        {Piece.LANCE, BonaPiece.F_HAND_LANCE, BonaPiece.E_HAND_LANCE, 38, 43, 19},
        {Piece.KNIGHT, BonaPiece.F_HAND_KNIGHT, BonaPiece.E_HAND_KNIGHT, 48, 53, 24},
        {Piece.SILVER, BonaPiece.F_HAND_SILVER, BonaPiece.E_HAND_SILVER, 58, 63, 29},
        {Piece.GOLD, BonaPiece.F_HAND_GOLD, BonaPiece.E_HAND_GOLD, 68, 73, 34},
        {Piece.BISHOP, BonaPiece.F_HAND_BISHOP, BonaPiece.E_HAND_BISHOP, 78, 81, 39},
        {Piece.ROOK, BonaPiece.F_HAND_ROOK, BonaPiece.E_HAND_ROOK, 84, 87, 42},
    };

    // Per feature of ours (0..1547), what it is in Bonanza's terms; -1 where not applicable.
    /** Bonanza feature of a reachable board feature. */
    private static final int[] BOARD_BONA = new int[FE];
    /** Bonanza count feature "count i" of our i-th hand piece (our feature is "count i+1" minus that). */
    private static final int[] HAND_BONA = new int[FE];
    /** Hand slot 0..13 (7 friend types, then 7 enemy types) of a hand feature. */
    private static final int[] HAND_SLOT = new int[FE];
    /** Bonanza KKP index of a friend board feature. */
    private static final int[] KKP_BOARD = new int[FE];
    /** Bonanza KKP index of "count i" of a friend hand feature. */
    private static final int[] KKP_HAND = new int[FE];
    /** Piece type whose value a feature carries (base type for hand pieces, gold for the gold regions), and sign. */
    private static final int[] MATERIAL_TYPE = new int[FE];
    private static final int[] MATERIAL_SIGN = new int[FE];
    /** Bonanza feature "count 0" of each hand slot: always present in Bonanza's list. */
    private static final int[] SLOT_ZERO = new int[14];

    static {
        Arrays.fill(BOARD_BONA, -1);
        Arrays.fill(HAND_BONA, -1);
        Arrays.fill(HAND_SLOT, -1);
        Arrays.fill(KKP_BOARD, -1);
        Arrays.fill(KKP_HAND, -1);
        for (int[] r : REGIONS) {
            for (int sq = 0; sq < SQ; sq++) {
                int rank = Square.rank(sq);
                int bsq = bonanzaSquare(sq);
                int friend = r[1] + sq;
                int enemy = r[2] + sq;
                if (rank >= r[6]) {
                    BOARD_BONA[friend] = r[3] + bsq;
                    KKP_BOARD[friend] = r[5] + bsq;
                }
                if (rank <= 10 - r[6]) {
                    BOARD_BONA[enemy] = r[4] + bsq;
                }
                MATERIAL_TYPE[friend] = MATERIAL_TYPE[enemy] = r[0];
                MATERIAL_SIGN[friend] = 1;
                MATERIAL_SIGN[enemy] = -1;
            }
        }
        for (int h = 0; h < HANDS.length; h++) {
            int[] d = HANDS[h];
            SLOT_ZERO[h] = d[3];
            SLOT_ZERO[7 + h] = d[4];
            for (int i = 0; i < Piece.setCount(d[0]); i++) {
                for (int side = 0; side < 2; side++) {
                    int ours = d[1 + side] + i;
                    HAND_BONA[ours] = d[3 + side] + i;
                    HAND_SLOT[ours] = side * 7 + h;
                    MATERIAL_TYPE[ours] = d[0];
                    MATERIAL_SIGN[ours] = side == 0 ? 1 : -1;
                }
                KKP_HAND[d[1] + i] = d[5] + i;
            }
        }
    }

    /** Counts of what could not be represented exactly. */
    public record Report(long clampedKppPairs, int largestClampedMagnitude) {}

    private BonanzaImport() {}

    /** Bonanza's square for one of ours: {@code (rank-1)*9 + (9-file)}, so 0 is 9a and 80 is 1i. */
    static int bonanzaSquare(int sq) {
        return (Square.rank(sq) - 1) * 9 + (9 - Square.file(sq));
    }

    /**
     * Bonanza 6's piece values (interop.md section 5.4, column "Bonanza 6"), indexed by our piece type; the king
     * keeps our value (it never enters the material sum when both kings are on the board).
     */
    public static int[] bonanza6Values() {
        return values(87, 232, 257, 369, 444, 569, 642, 534, 489, 510, 495, 827, 945);
    }

    /** Bonanza Feliz 0.0's piece values, indexed by our piece type, as {@link #bonanza6Values()}. */
    public static int[] feliz0Values() {
        return values(87, 235, 254, 371, 447, 571, 647, 530, 482, 500, 489, 832, 955);
    }

    private static int[] values(int p, int l, int n, int s, int g, int b, int r, int pp, int pl, int pn, int ps,
            int h, int d) {
        int[] v = new int[Piece.TYPE_NB];
        v[Piece.PAWN] = p;
        v[Piece.LANCE] = l;
        v[Piece.KNIGHT] = n;
        v[Piece.SILVER] = s;
        v[Piece.GOLD] = g;
        v[Piece.BISHOP] = b;
        v[Piece.ROOK] = r;
        v[Piece.KING] = PieceValue.of(Piece.KING);
        v[Piece.PRO_PAWN] = pp;
        v[Piece.PRO_LANCE] = pl;
        v[Piece.PRO_KNIGHT] = pn;
        v[Piece.PRO_SILVER] = ps;
        v[Piece.HORSE] = h;
        v[Piece.DRAGON] = d;
        return v;
    }

    /** What cannot map exactly, for users and logs. */
    public static String limitations() {
        return String.join("\n",
            "Bonanza fv.bin import: what cannot map exactly",
            "- Promoted pawn/lance/knight/silver share the gold feature regions in both formats, so KPP and KKP map",
            "  exactly, but our material gives them one value with gold: Bonanza's gold value is used for all five.",
            "  Bonanza 6 values a tokin 90, +L 45, +N 66 and +S 51 above a gold, so a position differs from Bonanza",
            "  by that much per promoted minor piece (black minus white).",
            "- Telescoped hand-count differences are stored in int16 KPP; a difference outside -32768..32767 is",
            "  clamped (the import reports how many pairs). Realistic files stay far inside the range.",
            "- A position without both kings is valued by our engine on our material alone; Bonanza needs both.",
            "- Pieces in the box (mate problems) take no part in either evaluation; material counts none of them.",
            "- No turn (teban) term: Bonanza has none, our turn parts are zero.",
            "- Rounding matches Bonanza 6 (one truncating division by 32 after turning the total to the side to",
            "  move). Older Bonanzas that divide the positional sum alone and then add material can differ by 1.");
    }

    /** Converts {@code fvBin} with Bonanza 6's piece values into new tables; the caller closes them. */
    public static KppTables convert(Path fvBin) throws IOException {
        checkFile(fvBin);
        KppTables tables = new KppTables();
        try {
            convert(fvBin, tables, bonanza6Values());
            return tables;
        } catch (IOException | RuntimeException e) {
            tables.close();
            throw e;
        }
    }

    /**
     * Converts {@code fvBin} into {@code into}, overwriting every value. {@code pieceValues} is Bonanza's material
     * table indexed by our piece type (see {@link #bonanza6Values()}); its gold value is used for the promoted
     * minor pieces too.
     *
     * @throws IOException if the file is missing, unreadable or not exactly {@value #FILE_BYTES} bytes
     */
    public static Report convert(Path fvBin, KppTables into, int[] pieceValues) throws IOException {
        if (into.layout() != EvalLayout.KPP_KKPT) {
            throw new IllegalArgumentException("Bonanza import writes KPP_KKPT tables, not " + into.layout());
        }
        checkFile(fvBin);
        try (FileChannel ch = FileChannel.open(fvBin, StandardOpenOption.READ)) {
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, FILE_BYTES);
            ShortBuffer fv = map.order(ByteOrder.LITTLE_ENDIAN).asShortBuffer();
            short[] kkp = new short[SQ * SQ * KKP_END];
            fv.get(SQ * POS_N, kkp);
            short[] pc = new short[POS_N];
            short[] row = new short[FE];
            int[][] residual = new int[SQ][];
            long[] constant = new long[SQ];
            long[] clamp = new long[2];
            for (int k = 0; k < SQ; k++) {
                fv.get(bonanzaSquare(k) * POS_N, pc);
                for (int a = 0; a < FE; a++) {
                    if (BOARD_BONA[a] >= 0) {
                        boardRow(pc, a, row);
                    } else if (HAND_BONA[a] >= 0) {
                        handRow(pc, a, row, clamp);
                    } else {
                        Arrays.fill(row, (short) 0);
                    }
                    U.copyMemory(row, SHORT_BASE, null, into.kpp + KppTables.kppOffset(k, a, 0), 2L * FE);
                }
                residual[k] = residuals(pc);
                constant[k] = constant(pc);
            }
            writeKkp(into, kkp, residual, constant, pieceValues);
            return new Report(clamp[0], (int) clamp[1]);
        }
    }

    private static void checkFile(Path fvBin) throws IOException {
        String expected = "a Bonanza fv.bin is exactly 186,268,248 bytes";
        if (!Files.isRegularFile(fvBin)) {
            throw new IOException(fvBin + ": no such file (" + expected + ")");
        }
        long size = Files.size(fvBin);
        if (size != FILE_BYTES) {
            throw new IOException(fvBin + ": " + String.format("%,d", size) + " bytes, but " + expected);
        }
    }

    // ---- KPP ----

    private static int tri(int i) {
        return i * (i + 1) / 2;
    }

    /** Bonanza's pair value for features x and y in either order ({@code PcPcOnSq} wants the larger first). */
    private static int pair(short[] pc, int x, int y) {
        return x >= y ? pc[tri(x) + y] : pc[tri(y) + x];
    }

    /** Our KPP row of a board feature: board pairs copied, hand pieces as count differences. */
    private static void boardRow(short[] pc, int a, short[] row) {
        int base = tri(BOARD_BONA[a]);
        for (int b = 0; b < FE; b++) {
            int bb = BOARD_BONA[b];
            int h = HAND_BONA[b];
            if (bb >= 0) {
                row[b] = b == a ? 0 : (short) pair(pc, BOARD_BONA[a], bb);
            } else if (h >= 0) {
                // Hand features lie below every board feature, so both reads are in the board feature's row.
                row[b] = (short) clamp(pc[base + h + 1] - pc[base + h], null);
            } else {
                row[b] = 0;
            }
        }
    }

    /** Our KPP row of the i-th hand piece of a slot; counts clamped pairs once (board, later hand features). */
    private static void handRow(short[] pc, int a, short[] row, long[] clamp) {
        int h = HAND_BONA[a];
        int slot = HAND_SLOT[a];
        for (int b = 0; b < FE; b++) {
            int bb = BOARD_BONA[b];
            int g = HAND_BONA[b];
            if (bb >= 0) {
                row[b] = (short) clamp(pair(pc, bb, h + 1) - pair(pc, bb, h), clamp);
            } else if (g >= 0 && HAND_SLOT[b] != slot) {
                int d = pair(pc, h + 1, g + 1) - pair(pc, h + 1, g) - pair(pc, h, g + 1) + pair(pc, h, g);
                row[b] = (short) clamp(d, b > a ? clamp : null);
            } else {
                row[b] = 0; // the same hand type: Bonanza has one feature for all of them
            }
        }
    }

    private static int clamp(int v, long[] count) {
        if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            return v;
        }
        if (count != null) {
            count[0]++;
            count[1] = Math.max(count[1], Math.abs(v));
        }
        return v < 0 ? Short.MIN_VALUE : Short.MAX_VALUE;
    }

    /**
     * The one-piece terms of one king's Bonanza KPP, per our feature: a board piece's diagonal and its pairs with
     * the 14 hand features at count 0; a hand piece's telescoped diagonal and its pairs with the other slots at
     * count 0.
     */
    private static int[] residuals(short[] pc) {
        int[] r = new int[FE];
        for (int a = 0; a < FE; a++) {
            int x = BOARD_BONA[a];
            int h = HAND_BONA[a];
            if (x >= 0) {
                int v = pc[tri(x) + x];
                for (int z : SLOT_ZERO) {
                    v += pc[tri(x) + z];
                }
                r[a] = v;
            } else if (h >= 0) {
                int v = pair(pc, h + 1, h + 1) - pair(pc, h, h);
                for (int u = 0; u < SLOT_ZERO.length; u++) {
                    if (u != HAND_SLOT[a]) {
                        v += pair(pc, h + 1, SLOT_ZERO[u]) - pair(pc, h, SLOT_ZERO[u]);
                    }
                }
                r[a] = v;
            }
        }
        return r;
    }

    /** The position-independent part of one king's Bonanza KPP: all pairs of the 14 count-0 hand features. */
    private static long constant(short[] pc) {
        long c = 0;
        for (int t = 0; t < SLOT_ZERO.length; t++) {
            for (int u = 0; u <= t; u++) {
                c += pair(pc, SLOT_ZERO[t], SLOT_ZERO[u]);
            }
        }
        return c;
    }

    // ---- KK and KKP ----

    private static void writeKkp(KppTables into, short[] kkp, int[][] residual, long[] constant, int[] values) {
        int[] material = new int[FE];
        for (int a = 0; a < FE; a++) {
            int type = MATERIAL_TYPE[a];
            if (type != 0) {
                material[a] = MATERIAL_SIGN[a] * KppEvaluator.FV_SCALE * (values[type] - PieceValue.of(type));
            }
        }
        int[] inverse = new int[FE];
        for (int a = 0; a < FE; a++) {
            inverse[a] = BonaPiece.inverse(a);
        }
        for (int bk = 0; bk < SQ; bk++) {
            int ibk = Square.inverse(bk);
            for (int wk = 0; wk < SQ; wk++) {
                int iwk = Square.inverse(wk);
                int black = (bonanzaSquare(bk) * SQ + bonanzaSquare(wk)) * KKP_END;
                int white = (bonanzaSquare(iwk) * SQ + bonanzaSquare(ibk)) * KKP_END;
                int[] rb = residual[bk];
                int[] rw = residual[iwk];
                long at = into.kkp + KppTables.kkpOffset(bk, wk, 0);
                for (int a = 0; a < FE; a++, at += 8) {
                    int ia = inverse[a];
                    int v = rb[a] - rw[ia] + friendKkp(kkp, black, a) - friendKkp(kkp, white, ia) + material[a];
                    U.putInt(at, v);
                    U.putInt(at + 4, 0);
                }
                long kk = constant[bk] - constant[iwk] + handZeroKkp(kkp, black) - handZeroKkp(kkp, white);
                into.setKk(bk, wk, 0, Math.toIntExact(kk));
                into.setKk(bk, wk, 1, 0);
            }
        }
    }

    /** Bonanza's KKP term of a friend feature (telescoped for hand pieces); 0 for enemy features. */
    private static int friendKkp(short[] kkp, int base, int a) {
        int b = KKP_BOARD[a];
        if (b >= 0) {
            return kkp[base + b];
        }
        int h = KKP_HAND[a];
        return h >= 0 ? kkp[base + h + 1] - kkp[base + h] : 0;
    }

    /** Bonanza's KKP terms of the seven friend hand counts at zero. */
    private static int handZeroKkp(short[] kkp, int base) {
        int v = 0;
        for (int[] d : HANDS) {
            v += kkp[base + d[5]];
        }
        return v;
    }
}
