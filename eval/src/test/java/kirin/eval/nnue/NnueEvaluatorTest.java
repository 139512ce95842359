package kirin.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The NNUE evaluator, full refresh and incremental, against {@link NnueReference} on random nets. */
class NnueEvaluatorTest {
    static final NnueNet NET = NnueRandom.generate(1);

    /** Starts with all pieces, with pieces in the box (handicaps) and with full hands. */
    static final String[] STARTS = {
        Sfen.STARTPOS,
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", // lance handicap
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", // two pieces
        "1nsgkgsn1/9/p1ppppp1p/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", // four pieces, two pawns more in the box
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    };

    /**
     * Values that yaneuraou-nnue (YaneuraOu 9.70git NNUE, halfkp_256x2-32-32) printed with its {@code e} command for
     * the net of seed 1 ({@code kirin nnue-random 1 nn.bin}), from docs/experiments/2026-11-29-nnue-exactness:
     * {sfen, FV_SCALE, value}. They cover hands, promoted pieces, pieces in the box, and the +-31753 clamp.
     */
    static final Object[][] REFERENCE_VALUES = {
        {Sfen.STARTPOS, 16, 1797},
        {"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", 16, 2205},
        {"lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", 16, 2116},
        {"1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", 16, 1889},
        {"G1+Pp+S4/l6kl/1PN4g1/p1p1P1gp1/SNs+p1nPPp/PB3P2P/4S3g/LpK3R2/4+p3L w Pnp 141", 16, 2016},
        {"lk1g3n1/5Bsb1/1rnG1pgp1/s5Psp/Pp2P4/2PP1P3/1PNGKRNPP/1S7/L5+p1L w 4P 73", 16, 1785},
        {"lnsgk1sn1/1r4g1l/pppp1p1pp/6p2/1N2p4/P2bP4/1PP2PPPP/1B1SK1GR1/L2G2SNL w p 16", 16, 1888},
        {"1nsk1+R1n1/3r3s1/l2g2ppl/ppp1p4/B2p4p/PPP2bPP1/2SPPGS1P/2GK4L/LN5N1 w GPp 58", 16, 3126},
        {"n1r2k1nb/1n2sg3/lp2g2s1/p1pppp2l/2PPP1Pp1/P5SP1/+nP3P2+p/LB1SK2R1/3GG3L b Pp 81", 16, 1913},
        {"1ng2k2b/5r3/1N2psgp1/2p6/l2psp1Np/p1PP3K1/PP1G1P1PP/L1S+b1GR1L/1N5S1 b 4p 92", 16, 1302},
        {"G1+Pp+S4/l6kl/1PN4g1/p1p1P1gp1/SNs+p1nPPp/PB3P2P/4S3g/LpK3R2/4+p3L w Pnp 141", 1, 31753},
        {"ln1gkgsnl/1rs4b1/pppp1pppp/4p4/9/3P5/PPP1PPPPP/1B2G1SR1/LNS1KG1NL w - 6", 1, -9021},
        {"ln1gkgsnl/1rs4b1/pppp1pppp/4p4/9/3P5/PPP1PPPPP/1B2G1SR1/LNS1KG1NL w - 6", 16, -563},
        {"pn3+P1n1/l8/s1k3+P2/P1pP2s2/1GP1pp+bpP/1GRpP3S/NKS2GNR1/L4Gp1L/7b1 b L4p 151", 1, -8106},
    };

    @Test
    void equalsTheReferenceEngineOnItsOwnValues() {
        assertTrue(NnueSimdChooser.USABLE, "the tests run with the Vector API module and 256-bit vectors");
        for (boolean simd : new boolean[] {false, true}) {
            for (Object[] row : REFERENCE_VALUES) {
                Position pos = Sfen.parse((String) row[0]);
                NnueEvaluator e = new NnueEvaluator(NET, (Integer) row[1], simd);
                e.reset(pos);
                assertEquals((int) (Integer) row[2], e.value(pos), row[0] + " FV_SCALE " + row[1] + " simd " + simd);
            }
        }
    }

    /** The vector path and the scalar path give the same accumulators and values along random games. */
    @Test
    void vectorPathEqualsScalarPath() {
        NnueEvaluator v = new NnueEvaluator(NET, 16, true);
        NnueEvaluator s = new NnueEvaluator(NET, 16, false);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom rnd = new SplittableRandom(8);
        int checked = 0;
        for (int game = 0; game < STARTS.length; game++) {
            Position pos = Sfen.parse(STARTS[game]);
            v.reset(pos);
            s.reset(pos);
            for (int ply = 0; ply < 200; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                for (int k = 0; k < 4; k++) {
                    int m = buf[rnd.nextInt(n)];
                    pos.doMove(m);
                    v.onMove(pos, m);
                    s.onMove(pos, m);
                    assertEquals(s.value(pos), v.value(pos), pos.sfen());
                    for (int c = 0; c < 2; c++) {
                        assertArrayEquals(s.accumulator(pos, c), v.accumulator(pos, c), pos.sfen());
                    }
                    checked++;
                    pos.undoMove();
                }
                int m = buf[rnd.nextInt(n)];
                pos.doMove(m);
                v.onMove(pos, m);
                s.onMove(pos, m);
            }
        }
        assertTrue(checked > 2000, checked + " positions");
    }

    @Test
    void fullRefreshMatchesTheReference() {
        NnueEvaluator e = new NnueEvaluator(NET, 16);
        for (String s : STARTS) {
            Position pos = Sfen.parse(s);
            e.reset(pos);
            assertArrayEquals(NnueReference.accumulator(NET, pos, Color.BLACK), e.accumulator(pos, Color.BLACK), s);
            assertArrayEquals(NnueReference.accumulator(NET, pos, Color.WHITE), e.accumulator(pos, Color.WHITE), s);
            assertEquals(NnueReference.rawOutput(NET, pos), e.rawOutput(pos), s);
            assertEquals(NnueReference.value(NET, pos, 16), e.value(pos), s);
        }
    }

    /**
     * Random games from every start: at every position some random moves and replies are evaluated incrementally,
     * with undo in between, and checked against the reference; also the accumulators themselves.
     */
    @Test
    void incrementalEqualsTheReferenceAlongRandomGames() {
        NnueEvaluator e = new NnueEvaluator(NET, 16);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom rnd = new SplittableRandom(5);
        int checked = 0;
        int captures = 0;
        int drops = 0;
        int promotions = 0;
        int kingMoves = 0;
        for (int game = 0; game < 2 * STARTS.length; game++) {
            Position pos = Sfen.parse(STARTS[game % STARTS.length]);
            e.reset(pos);
            for (int ply = 0; ply < 160; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                int root = e.value(pos);
                assertEquals(NnueReference.value(NET, pos, 16), root, pos.sfen());
                for (int k = 0; k < Math.min(n, 3); k++) {
                    int m = buf[rnd.nextInt(n)];
                    drops += Move.isDrop(m) ? 1 : 0;
                    captures += !Move.isDrop(m) && pos.pieceOn(Move.to(m)) != Piece.EMPTY ? 1 : 0;
                    promotions += Move.isPromotion(m) ? 1 : 0;
                    kingMoves += Piece.type(Move.piece(m)) == Piece.KING ? 1 : 0;
                    pos.doMove(m);
                    e.onMove(pos, m);
                    assertEquals(NnueReference.value(NET, pos, 16), e.value(pos), Move.toUsi(m) + " " + pos.sfen());
                    if ((checked & 15) == 0) {
                        for (int c = 0; c < 2; c++) {
                            assertArrayEquals(NnueReference.accumulator(NET, pos, c), e.accumulator(pos, c));
                        }
                    }
                    checked++;
                    int r = MoveGenerator.generateAll(pos, replies, 0);
                    if (r > 0) {
                        int reply = replies[rnd.nextInt(r)];
                        pos.doMove(reply);
                        e.onMove(pos, reply);
                        assertEquals(NnueReference.value(NET, pos, 16), e.value(pos), pos.sfen());
                        checked++;
                        pos.undoMove();
                    } else if (!pos.inCheck()) {
                        pos.doNullMove();
                        e.onNullMove(pos);
                        assertEquals(NnueReference.value(NET, pos, 16), e.value(pos), "null " + pos.sfen());
                        pos.undoNullMove();
                    }
                    pos.undoMove();
                    assertEquals(root, e.value(pos), "after undo " + pos.sfen());
                }
                int m = buf[rnd.nextInt(n)];
                pos.doMove(m);
                e.onMove(pos, m);
            }
        }
        String summary = checked + " positions (" + captures + " captures, " + drops + " drops, " + promotions
                + " promotions, " + kingMoves + " king moves)";
        System.out.println("NnueEvaluatorTest: " + summary);
        assertTrue(checked >= 3000 && drops > 100 && captures > 100 && promotions > 20 && kingMoves > 100, summary);
    }

    /**
     * {@link NnueEvaluator#prepare} at interior nodes, as the search calls it (in check, valued by the table): the
     * nodes' own values are never asked, and their children, evaluated from the prepared accumulators, still equal the
     * reference, on both paths.
     */
    @Test
    void childrenOfPreparedNodesEqualTheReference() {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        for (boolean simd : new boolean[] {false, true}) {
            SplittableRandom rnd = new SplittableRandom(7);
            NnueEvaluator e = new NnueEvaluator(NET, 16, simd);
            int checked = 0;
            for (String start : STARTS) {
                Position pos = Sfen.parse(start);
                e.reset(pos);
                for (int ply = 0; ply < 60; ply++) {
                    int n = MoveGenerator.generateAll(pos, buf, 0);
                    if (n == 0) {
                        break;
                    }
                    int m = buf[rnd.nextInt(n)];
                    pos.doMove(m);
                    e.onMove(pos, m);
                    e.prepare(pos);
                    for (int c = 0; c < 2; c++) {
                        assertArrayEquals(NnueReference.accumulator(NET, pos, c), e.accumulator(pos, c));
                    }
                    int r = MoveGenerator.generateAll(pos, replies, 0);
                    for (int k = 0; k < Math.min(r, 4); k++) {
                        int reply = replies[rnd.nextInt(r)];
                        pos.doMove(reply);
                        e.onMove(pos, reply);
                        assertEquals(NnueReference.value(NET, pos, 16), e.value(pos), pos.sfen() + " simd " + simd);
                        checked++;
                        pos.undoMove();
                    }
                }
            }
            assertTrue(checked > 500, checked + " children");
        }
    }

    /**
     * Games in which the kings move half the time, so that king squares come back with a few pieces changed (the
     * refresh cache adds and subtracts those) or many (it starts afresh); one evaluator per path across all games, so
     * that entries also meet other games' pieces. Accumulators and values against the reference.
     */
    @Test
    void kingMovesFromTheRefreshCacheEqualTheReference() {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int[] kings = new int[MoveGenerator.MAX_MOVES];
        for (boolean simd : new boolean[] {false, true}) {
            SplittableRandom rnd = new SplittableRandom(9);
            NnueEvaluator e = new NnueEvaluator(NET, 16, simd);
            int kingMoves = 0;
            for (String start : STARTS) {
                Position pos = Sfen.parse(start);
                e.reset(pos);
                for (int ply = 0; ply < 120; ply++) {
                    int n = MoveGenerator.generateAll(pos, buf, 0);
                    if (n == 0) {
                        break;
                    }
                    int k = 0;
                    for (int i = 0; i < n; i++) {
                        if (Piece.type(Move.piece(buf[i])) == Piece.KING) {
                            kings[k++] = buf[i];
                        }
                    }
                    int m = k > 0 && rnd.nextBoolean() ? kings[rnd.nextInt(k)] : buf[rnd.nextInt(n)];
                    kingMoves += Piece.type(Move.piece(m)) == Piece.KING ? 1 : 0;
                    pos.doMove(m);
                    e.onMove(pos, m);
                    assertEquals(NnueReference.value(NET, pos, 16), e.value(pos), pos.sfen() + " simd " + simd);
                    for (int c = 0; c < 2; c++) {
                        assertArrayEquals(NnueReference.accumulator(NET, pos, c), e.accumulator(pos, c), pos.sfen());
                    }
                }
            }
            assertTrue(kingMoves > 200, kingMoves + " king moves");
        }
    }

    @Test
    void staleParentFallsBackToFullRefresh() {
        Position pos = Position.startpos();
        NnueEvaluator e = new NnueEvaluator(NET, 16);
        e.reset(pos);
        for (String u : new String[] {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "5a4b"}) {
            int m = pos.toMove(u);
            pos.doMove(m);
            e.onMove(pos, m);
        }
        assertEquals(NnueReference.value(NET, pos, 16), e.value(pos));
    }

    /** Successive resets one move apart continue from the previous root's accumulators. */
    @Test
    void resetAfterOneMoreMoveMatchesTheReference() {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        SplittableRandom rnd = new SplittableRandom(11);
        NnueEvaluator e = new NnueEvaluator(NET, 16);
        Position game = Position.startpos();
        for (int ply = 0; ply < 80; ply++) {
            Position root = game.copy();
            e.reset(root);
            assertEquals(NnueReference.value(NET, root, 16), e.value(root), root.sfen());
            int n = MoveGenerator.generateAll(root, buf, 0);
            if (n == 0) {
                break;
            }
            for (int k = 0; k < 3; k++) {
                int m = buf[rnd.nextInt(n)];
                root.doMove(m);
                e.onMove(root, m);
                e.value(root);
                root.undoMove();
            }
            game.doMove(buf[rnd.nextInt(n)]);
        }
    }

    /** Large weights make the int16 accumulator wrap; incremental and full sums still agree, as in YaneuraOu. */
    @Test
    void accumulatorWrapsLikeInt16() {
        NnueNet net = NnueRandom.generate(3);
        SplittableRandom r = new SplittableRandom(4);
        for (int i = 0; i < net.ftWeight.length; i++) {
            net.ftWeight[i] = (short) r.nextInt(-30000, 30001);
        }
        NnueEvaluator e = new NnueEvaluator(net, 16, true);
        Position pos = Position.startpos();
        e.reset(pos);
        short[] ref = NnueReference.accumulator(net, pos, Color.BLACK);
        assertArrayEquals(ref, e.accumulator(pos, Color.BLACK));
        for (String u : new String[] {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "5a4b", "5i4h", "2b3c"}) {
            int m = pos.toMove(u);
            pos.doMove(m);
            e.onMove(pos, m);
            assertEquals(NnueReference.value(net, pos, 16), e.value(pos), u);
            assertArrayEquals(NnueReference.accumulator(net, pos, Color.WHITE), e.accumulator(pos, Color.WHITE), u);
        }
    }

    @Test
    void fvScaleDividesTruncatingTowardZero() {
        Position pos = Sfen.parse(STARTS[4]);
        int raw = NnueReference.rawOutput(NET, pos);
        for (int scale : new int[] {1, 7, 16, 24, 128}) {
            NnueEvaluator e = new NnueEvaluator(NET, 16).withFvScale(scale);
            e.reset(pos);
            int expected = Math.max(-31753, Math.min(31753, raw / scale));
            assertEquals(expected, e.value(pos), "FV_SCALE " + scale);
        }
    }

    @Test
    void valueIsClampedAndSearchValueStaysBelowMates() {
        NnueNet net = NnueRandom.generate(2);
        net.outBias = 2_000_000_000;
        NnueEvaluator e = new NnueEvaluator(net, 16);
        Position pos = Position.startpos();
        e.reset(pos);
        assertEquals(NnueEvaluator.VALUE_MAX_EVAL, e.value(pos));
        assertEquals(NnueEvaluator.SEARCH_MAX, e.evaluate(pos));
        net.outBias = -2_000_000_000;
        NnueEvaluator f = new NnueEvaluator(net, 16);
        f.reset(pos);
        assertEquals(-NnueEvaluator.VALUE_MAX_EVAL, f.value(pos));
        assertEquals(-NnueEvaluator.SEARCH_MAX, f.evaluate(pos));
    }

    /**
     * Moves, incremental updates, evaluations and undo allocate nothing once warm (the search's hot path), on the path
     * {@link NnueSimdChooser} chooses for this JDK.
     */
    @Test
    void noAllocationPerNode() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory
                .getThreadMXBean();
        Position pos = Sfen.parse(STARTS[4]);
        NnueEvaluator e = new NnueEvaluator(NET, 16);
        e.reset(pos);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos, buf, 0);
        long sum = 0;
        long allocated = 0;
        // Up to 40 rounds, until one allocates nothing: on the vector path the kernels called only on king moves are
        // compiled late (a round allocated 99,328 bytes at round 14 and none from round 24 on, on a loaded machine).
        for (int round = 0; round < 40 && (round < 12 || allocated >= 1024); round++) {
            long before = mx.getCurrentThreadAllocatedBytes();
            for (int k = 0; k < 20_000; k++) {
                int m = buf[k % n];
                pos.doMove(m);
                e.onMove(pos, m);
                if ((k & 3) == 0) {
                    e.prepare(pos);
                }
                sum += e.evaluate(pos);
                pos.undoMove();
            }
            allocated = mx.getCurrentThreadAllocatedBytes() - before;
        }
        assertTrue(allocated < 1024, allocated + " bytes allocated in 20,000 nodes (" + sum + ")");
    }

    @Test
    void positionsWithoutAKingUseMaterial() {
        Position pos = Sfen.parse("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
        NnueEvaluator e = new NnueEvaluator(NET, 16);
        e.reset(pos);
        assertEquals(kirin.core.MaterialEvaluator.full(pos), e.value(pos));
    }
}
