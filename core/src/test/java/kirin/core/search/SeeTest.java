package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import kirin.core.Bitboard;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.PieceValue;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.Test;

/**
 * Hand-made exchanges with values worked out by hand, and a property test over moves from random games against a
 * slow reference that recomputes every attacker from scratch at each step.
 */
class SeeTest {
    private static final int P = PieceValue.captureGain(Piece.PAWN);       // 180
    private static final int L = PieceValue.captureGain(Piece.LANCE);      // 630
    private static final int N = PieceValue.captureGain(Piece.KNIGHT);     // 810
    private static final int S = PieceValue.captureGain(Piece.SILVER);     // 990
    private static final int G = PieceValue.captureGain(Piece.GOLD);       // 1080
    private static final int B = PieceValue.captureGain(Piece.BISHOP);     // 1710
    private static final int R = PieceValue.captureGain(Piece.ROOK);       // 1980
    private static final int TOKIN = PieceValue.captureGain(Piece.PRO_PAWN); // 630

    /** Checks value, the reference, and that ge flips exactly at the value. */
    private static void assertSee(String sfen, String usi, int expected) {
        Position pos = Sfen.parse(sfen);
        int move = pos.toMove(usi);
        assertNotEquals(Move.NONE, move, usi + " in " + sfen);
        assertEquals(expected, See.value(pos, move), "value of " + usi);
        assertEquals(expected, reference(pos, move), "reference value of " + usi);
        assertTrue(See.ge(pos, move, expected), "ge at the value");
        assertFalse(See.ge(pos, move, expected + 1), "ge above the value");
    }

    @Test
    void pawnTakesDefendedPawnIsEven() {
        // Black pawn 5f takes the white pawn on 5e; the white silver on 4d takes back.
        String sfen = "8k/9/9/5s3/4p4/4P4/9/9/K8 b - 1";
        assertSee(sfen, "5f5e", 0);
        Position pos = Sfen.parse(sfen);
        assertTrue(See.ge(pos, pos.toMove("5f5e"), 0));
        assertFalse(See.ge(pos, pos.toMove("5f5e"), 1));
    }

    @Test
    void rookTakesPieceDefendedByPawnLoses() {
        // Black rook 5h takes the knight on 5e, which the white pawn on 5d defends.
        assertSee("8k/9/9/4p4/4n4/9/9/4R4/K8 b - 1", "5h5e", N - R);
    }

    @Test
    void rookBehindRookJoins() {
        // Rooks doubled on file 5 (5h, 5i) take a gold on 5e defended by the lance on 5a: RxG LxR RxL.
        // Without the rook behind, black would end a rook for a gold down (G - R).
        assertSee("4l3k/9/9/9/4g4/9/9/4R4/K3R4 b - 1", "5h5e", G - R + L);
        assertSee("4l3k/9/9/9/4g4/9/9/4R4/K8 b - 1", "5h5e", G - R);
    }

    @Test
    void lanceBehindLanceJoins() {
        // Lances 5h and 5i take the pawn on 5e defended by the silver on 4d; SxL would lose the silver to the
        // second lance, so white keeps still and black is a pawn up.
        assertSee("8k/9/9/5s3/4p4/9/9/4L4/K3L4 b - 1", "5h5e", P);
    }

    @Test
    void defendersXraysCountToo() {
        // Gold 4f takes the pawn on 5e; lances 5b and 5a defend it, rook 5i backs the gold up. After GxP LxG
        // black's RxL would lose the rook to the second lance, so black stops a gold for a pawn down.
        assertSee("4l3k/4l4/9/9/4p4/5G3/9/9/K3R4 b - 1", "4f5e", P - G);
    }

    @Test
    void bishopBatteryOnADiagonal() {
        // Bishops 7g and 8h on one diagonal take the silver on 5e defended by the gold on 5d: BxS GxB BxG.
        assertSee("8k/9/9/4g4/4s4/9/2B6/1B7/K8 b - 1", "7g5e", S - B + G);
    }

    @Test
    void kingCannotTakeADefendedPiece() {
        // Gold 5f takes the pawn on 5e next to the white king on 4d; the knight on 4g defends 5e.
        assertSee("9/9/9/5k3/4p4/4G4/5N3/9/K8 b - 1", "5f5e", P);
        // Without the knight the king takes the gold.
        assertSee("9/9/9/5k3/4p4/4G4/9/9/K8 b - 1", "5f5e", P - G);
    }

    @Test
    void quietMoveToAnAttackedSquareLoses() {
        // Gold 5f steps to 5e, where the white pawn on 5d takes it.
        assertSee("8k/9/9/4p4/9/4G4/9/9/K8 b - 1", "5f5e", -G);
        // A quiet move nobody attacks is worth nothing either way.
        assertSee("8k/9/9/9/9/4G4/9/9/K8 b - 1", "5f5e", 0);
    }

    @Test
    void droppedPieceCanBeCaptured() {
        // A silver dropped on 5e in front of the white pawn on 5d is lost.
        assertSee("8k/9/9/4p4/9/9/9/9/K8 b S 1", "S*5e", -S);
        // With the gold on 5f behind it black gets the pawn back.
        assertSee("8k/9/9/4p4/9/4G4/9/9/K8 b S 1", "S*5e", -S + P);
    }

    @Test
    void promotionIsCounted() {
        int promote = PieceValue.promotionGain(Piece.PAWN); // 450
        // Pawn 5d takes the pawn on 5c, promoting or not; nothing defends 5c.
        assertSee("8k/9/4p4/4P4/9/9/9/9/K8 b - 1", "5d5c+", P + promote);
        assertSee("8k/9/4p4/4P4/9/9/9/9/K8 b - 1", "5d5c", P);
        // With the gold on 5b defending, the tokin is taken back and the promotion is lost with it.
        assertSee("8k/4g4/4p4/4P4/9/9/9/9/K8 b - 1", "5d5c+", P + promote - TOKIN);
        // A quiet promotion.
        assertSee("8k/9/9/4P4/9/9/9/9/K8 b - 1", "5d5c+", promote);
    }

    @Test
    void recapturersPromote() {
        // Silver 4h steps to 5g; the white pawn on 5f takes it there, inside white's zone, and promotes.
        assertSee("8k/9/9/9/9/4p4/9/5S3/K8 b - 1", "4h5g", -S - PieceValue.promotionGain(Piece.PAWN));
    }

    @Test
    void attackersAreOrderedByWhatLosingThemCosts() {
        int last = 0;
        for (int i = 0; i < Piece.TYPE_NB - 1; i++) {
            int gain = PieceValue.captureGain(See.orderAt(i));
            assertTrue(gain >= last, "order at " + i);
            last = gain;
        }
        assertEquals(Piece.PAWN, See.orderAt(0));
        assertEquals(Piece.LANCE, See.orderAt(1), "lance before tokin: equal cost, lower type");
        assertEquals(Piece.PRO_PAWN, See.orderAt(2));
        assertEquals(Piece.KING, See.orderAt(Piece.TYPE_NB - 2));
    }

    // ---- property test over random games ----

    @Test
    void agreesWithTheReferenceOnRandomGames() {
        Random rnd = new Random(20240611);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int[] caps = new int[MoveGenerator.MAX_MOVES];
        int captures = 0;
        int others = 0;
        while (captures < 3000) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 200; ply++) {
                int n = MoveGenerator.generateAll(pos, list, 0);
                if (n == 0) {
                    break;
                }
                int c = 0;
                for (int i = 0; i < n; i++) {
                    int m = list[i];
                    if (pos.pieceOn(Move.to(m)) != Piece.EMPTY) {
                        caps[c++] = m;
                        checkMove(pos, m, rnd);
                        captures++;
                    } else if (ply % 8 == 0) {
                        checkMove(pos, m, rnd);
                        others++;
                    }
                }
                // Capture half the time when possible, so that games reach tactical, open positions.
                pos.doMove(c > 0 && rnd.nextBoolean() ? caps[rnd.nextInt(c)] : list[rnd.nextInt(n)]);
            }
        }
        assertTrue(others > 1000, "quiet moves and drops checked: " + others);
    }

    private static void checkMove(Position pos, int m, Random rnd) {
        String where = Move.toUsi(m) + " in " + pos.sfen();
        int v = See.value(pos, m);
        assertEquals(reference(pos, m), v, where);
        assertTrue(See.ge(pos, m, v), where);
        assertFalse(See.ge(pos, m, v + 1), where);
        for (int t : new int[] {0, 1, -1, v - 1, v + 2, rnd.nextInt(4001) - 2000}) {
            assertEquals(v >= t, See.ge(pos, m, t), where + " threshold " + t);
        }
        int first = See.firstGain(pos, m);
        assertTrue(v <= first, where);
        if (!defendedAfter(pos, m)) {
            assertEquals(first, v, "undefended: " + where);
        }
    }

    /** True if the opponent attacks the destination once the move is made (x-rays through the origin included). */
    private static boolean defendedAfter(Position pos, int m) {
        int to = Move.to(m);
        long occLo = pos.occupiedLo() | Bitboard.lo(to);
        long occHi = pos.occupiedHi() | Bitboard.hi(to);
        if (!Move.isDrop(m)) {
            occLo &= ~Bitboard.lo(Move.from(m));
            occHi &= ~Bitboard.hi(Move.from(m));
        }
        int them = pos.sideToMove() ^ 1;
        return ((pos.attackersLo(them, to, occLo, occHi) & occLo) | (pos.attackersHi(them, to, occLo, occHi) & occHi))
                != 0;
    }

    // ---- reference: slow and plain ----

    static int reference(Position pos, int move) {
        int to = Move.to(move);
        long occLo = pos.occupiedLo() | Bitboard.lo(to);
        long occHi = pos.occupiedHi() | Bitboard.hi(to);
        if (!Move.isDrop(move)) {
            occLo &= ~Bitboard.lo(Move.from(move));
            occHi &= ~Bitboard.hi(Move.from(move));
        }
        int onSquare = PieceValue.captureGain(Piece.type(Move.pieceAfter(move)));
        return See.firstGain(pos, move) - referenceGain(pos, to, pos.sideToMove() ^ 1, onSquare, occLo, occHi);
    }

    /** Minimax over captures on {@code to}, with every attacker recomputed from the occupancy. */
    private static int referenceGain(Position pos, int to, int stm, int onSquare, long occLo, long occHi) {
        long aLo = pos.attackersLo(stm, to, occLo, occHi) & occLo;
        long aHi = pos.attackersHi(stm, to, occLo, occHi) & occHi;
        int best = -1;
        for (int sq = 0; sq < Square.NB; sq++) {
            if (Bitboard.test(aLo, aHi, sq) && (best < 0 || cheaper(pos.pieceOn(sq), pos.pieceOn(best)))) {
                best = sq;
            }
        }
        if (best < 0) {
            return 0;
        }
        occLo &= ~Bitboard.lo(best);
        occHi &= ~Bitboard.hi(best);
        int type = Piece.type(pos.pieceOn(best));
        if (type == Piece.KING && ((pos.attackersLo(stm ^ 1, to, occLo, occHi) & occLo)
                | (pos.attackersHi(stm ^ 1, to, occLo, occHi) & occHi)) != 0) {
            return 0;
        }
        int gain = onSquare;
        if (Piece.canPromote(type) && (Square.inPromotionZone(stm, to) || Square.inPromotionZone(stm, best))) {
            gain += PieceValue.promotionGain(type);
            type += Piece.PROMOTED;
        }
        return Math.max(0, gain - referenceGain(pos, to, stm ^ 1, PieceValue.captureGain(type), occLo, occHi));
    }

    private static boolean cheaper(int a, int b) {
        int ga = PieceValue.captureGain(Piece.type(a));
        int gb = PieceValue.captureGain(Piece.type(b));
        return ga < gb || (ga == gb && Piece.type(a) < Piece.type(b));
    }
}
