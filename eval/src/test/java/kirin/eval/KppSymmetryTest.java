package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import kirin.core.BonaPiece;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * With tables that have the symmetries of a real evaluation file ({@link SymmetricTables}), a position, its colour
 * flip (every piece changes colour and moves to the inverse square, hands and side to move swap) and its left-right
 * mirror must all get the same value. This checks the evaluation formula itself (which king and which view each
 * table is read with, the signs of the board and turn parts), which the oracle comparison in
 * {@link KppEvaluatorTest} cannot, since the oracle is written from the same formula.
 */
class KppSymmetryTest {
    private static final long SEED = 314159L;
    private static KppTables tables;

    @BeforeAll
    static void fill() {
        long t0 = System.nanoTime();
        tables = new KppTables();
        SymmetricTables.fill(tables, SEED, 2000, 100000);
        System.out.printf("KppSymmetryTest: symmetric tables allocated and filled in %.2f s%n",
                (System.nanoTime() - t0) / 1e9);
    }

    @AfterAll
    static void free() {
        tables.close();
        tables = null;
    }

    // ---- the tables ----

    /** Random cells, read back through the accessors: the fill has the symmetries it claims. */
    @Test
    void tablesHaveTheSymmetries() {
        SplittableRandom rnd = new SplittableRandom(1);
        int nonzero = 0;
        for (int n = 0; n < 200_000; n++) {
            int k = rnd.nextInt(Square.NB);
            int bk = rnd.nextInt(Square.NB);
            int wk = rnd.nextInt(Square.NB);
            int p1 = usedIndex(rnd);
            int p2 = usedIndex(rnd);
            int v = tables.kpp(k, p1, p2);
            assertEquals(v, tables.kpp(k, p2, p1));
            assertEquals(v, tables.kpp(Square.mirror(k), BonaPiece.mirror(p1), BonaPiece.mirror(p2)));
            int fbk = Square.inverse(wk);
            int fwk = Square.inverse(bk);
            int q = BonaPiece.inverse(p1);
            assertEquals(tables.kkp(bk, wk, p1, 0), -tables.kkp(fbk, fwk, q, 0));
            assertEquals(tables.kkp(bk, wk, p1, 1), tables.kkp(fbk, fwk, q, 1));
            for (int part = 0; part < 2; part++) {
                assertEquals(tables.kkp(bk, wk, p1, part),
                        tables.kkp(Square.mirror(bk), Square.mirror(wk), BonaPiece.mirror(p1), part));
                assertEquals(tables.kk(bk, wk, part), tables.kk(Square.mirror(bk), Square.mirror(wk), part));
            }
            assertEquals(tables.kk(bk, wk, 0), -tables.kk(fbk, fwk, 0));
            assertEquals(tables.kk(bk, wk, 1), tables.kk(fbk, fwk, 1));
            if (v != 0 && tables.kkp(bk, wk, p1, 0) != 0) {
                nonzero++;
            }
        }
        assertTrue(nonzero > 190_000, "nonzero " + nonzero);
        // The cells the flip maps onto themselves: the board part must be 0, the turn part need not be.
        int turnNonzero = 0;
        for (int bk = 0; bk < Square.NB; bk++) {
            int wk = Square.inverse(bk);
            assertEquals(0, tables.kk(bk, wk, 0));
            assertEquals(0, tables.kkp(bk, wk, BonaPiece.ZERO, 0));
            turnNonzero += tables.kk(bk, wk, 1) != 0 ? 1 : 0;
        }
        assertTrue(turnNonzero > 70, "turn parts of self-flipped KK cells " + turnNonzero);
    }

    // ---- the transforms ----

    @Test
    void transformsOfTheStartPosition() {
        Position start = Position.startpos();
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", flip(start));
        assertEquals("lnsgkgsnl/1b5r1/ppppppppp/9/9/9/PPPPPPPPP/1R5B1/LNSGKGSNL b - 1", mirror(start));
        Position small = Sfen.parse("4k4/9/9/9/9/9/2P6/9/4K4 b S 1");
        assertEquals("4k4/9/6p2/9/9/9/9/9/4K4 w s 1", flip(small));
        assertEquals("4k4/9/9/9/9/9/6P2/9/4K4 b S 1", mirror(small));
        Position pos = Sfen.parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
        assertEquals(pos.sfen(), flip(Sfen.parse(flip(pos))));
        assertEquals(pos.sfen(), mirror(Sfen.parse(mirror(pos))));
    }

    // ---- the evaluation ----

    /**
     * Positions from random games (biased toward captures, so that hands fill and drops happen), each evaluated
     * incrementally along the game and compared with the from-scratch value of its flip, its mirror and its
     * flipped mirror, by the evaluator and by the oracle.
     */
    @Test
    void flippedAndMirroredPositionsEvaluateTheSame() {
        SplittableRandom rnd = new SplittableRandom(2718);
        int[] buf = new int[2 * MoveGenerator.MAX_MOVES];
        KppEvaluator e = new KppEvaluator(tables);
        KppEvaluator other = new KppEvaluator(tables);
        Set<Integer> values = new HashSet<>();
        int checked = 0;
        int nonzero = 0;
        int withHands = 0;
        for (int game = 0; game < 16; game++) {
            Position pos = Position.startpos();
            e.reset(pos);
            for (int ply = 0; ply < 250; ply++) {
                int v = e.value(pos);
                assertEquals(ReferenceEval.value(tables, pos), v, pos.sfen());
                for (String twin : new String[] {flip(pos), mirror(pos), flip(Sfen.parse(mirror(pos)))}) {
                    Position t = Sfen.parse(twin);
                    other.reset(t);
                    assertEquals(v, other.value(t), pos.sfen() + " vs " + twin);
                    assertEquals(v, ReferenceEval.value(tables, t), pos.sfen() + " vs " + twin + " (oracle)");
                }
                checked++;
                values.add(v);
                nonzero += v != 0 ? 1 : 0;
                withHands += pos.hand(Color.BLACK) != 0 && pos.hand(Color.WHITE) != 0 ? 1 : 0;
                int m = pick(pos, rnd, buf);
                if (m == Move.NONE) {
                    break;
                }
                pos.doMove(m);
                e.onMove(pos, m);
            }
        }
        System.out.println("KppSymmetryTest: " + checked + " positions, " + values.size() + " distinct values, "
                + withHands + " with both hands non-empty");
        assertTrue(checked >= 2000, "checked " + checked);
        assertTrue(values.size() > checked / 2, "distinct values " + values.size());
        assertTrue(nonzero > checked * 9 / 10, "nonzero values " + nonzero);
        assertTrue(withHands > checked / 4, "positions with both hands non-empty " + withHands);
    }

    /** The comparison has teeth: breaking one cell's symmetry partner changes the value of the twin only. */
    @Test
    void aBrokenSymmetryIsNoticed() {
        Position pos = Sfen.parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
        int bk = pos.kingSquare(Color.BLACK);
        int wk = pos.kingSquare(Color.WHITE);
        int a = pos.pieceListFb()[0];
        int b = pos.pieceListFb()[1];
        KppEvaluator e = new KppEvaluator(tables);
        Position flipped = Sfen.parse(flip(pos));
        Position mirrored = Sfen.parse(mirror(pos));
        int kkp = tables.kkp(bk, wk, a, 0);
        int kpp = tables.kpp(bk, a, b);
        try {
            tables.setKkp(bk, wk, a, 0, kkp + 64 * KppEvaluator.FV_SCALE);
            e.reset(pos);
            int v = e.value(pos);
            e.reset(flipped);
            assertNotEquals(v, e.value(flipped));
            tables.setKkp(bk, wk, a, 0, kkp);
            tables.setKpp(bk, a, b, kpp + 1000);
            e.reset(pos);
            v = e.value(pos);
            e.reset(mirrored);
            assertNotEquals(v, e.value(mirrored));
        } finally {
            tables.setKkp(bk, wk, a, 0, kkp);
            tables.setKpp(bk, a, b, kpp);
        }
        e.reset(pos);
        int v = e.value(pos);
        e.reset(flipped);
        assertEquals(v, e.value(flipped));
        e.reset(mirrored);
        assertEquals(v, e.value(mirrored));
    }

    // ---- helpers ----

    /** A random index that a piece can have (see {@link SymmetricTables#isUsed}). */
    private static int usedIndex(SplittableRandom rnd) {
        while (true) {
            int p = rnd.nextInt(BonaPiece.FE_END);
            if (SymmetricTables.isUsed(p)) {
                return p;
            }
        }
    }

    /** A random legal move, a capture with probability 0.35 when there is one; {@link Move#NONE} if none. */
    private static int pick(Position pos, SplittableRandom rnd, int[] buf) {
        int n = MoveGenerator.generateAll(pos, buf, 0);
        if (n == 0) {
            return Move.NONE;
        }
        if (rnd.nextDouble() < 0.35) {
            int end = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, buf, n);
            if (end > n) {
                return buf[n + rnd.nextInt(end - n)];
            }
        }
        return buf[rnd.nextInt(n)];
    }

    /** SFEN of the colour flip of {@code pos}: pieces change colour and square (Inv), hands and side swap. */
    static String flip(Position pos) {
        int[] board = new int[Square.NB];
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(Square.inverse(sq));
            board[sq] = pc == Piece.EMPTY ? Piece.EMPTY : Piece.make(Piece.color(pc) ^ 1, Piece.type(pc));
        }
        return Sfen.format(board, pos.hand(Color.WHITE), pos.hand(Color.BLACK), pos.sideToMove() ^ 1, 1);
    }

    /** SFEN of the left-right mirror of {@code pos}: every piece to the mirrored square, hands and side kept. */
    static String mirror(Position pos) {
        int[] board = new int[Square.NB];
        for (int sq = 0; sq < Square.NB; sq++) {
            board[sq] = pos.pieceOn(Square.mirror(sq));
        }
        return Sfen.format(board, pos.hand(Color.BLACK), pos.hand(Color.WHITE), pos.sideToMove(), 1);
    }
}
