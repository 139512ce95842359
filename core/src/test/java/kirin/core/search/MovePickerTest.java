package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

class MovePickerTest {
    private static final int POSITIONS = 1500;

    /** Every position of seeded random games (captures and checks favoured), shown to {@code check}. */
    private static void walk(long seed, java.util.function.BiConsumer<Position, Random> check) {
        Random rnd = new Random(seed);
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int shown = 0;
        while (shown < POSITIONS) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 160 && shown < POSITIONS; ply++) {
                int n = MoveGenerator.generateAll(pos, legal, 0);
                if (n == 0) {
                    break;
                }
                check.accept(pos, rnd);
                shown++;
                int m = legal[rnd.nextInt(n)];
                for (int tries = 0; tries < 4 && !AlphaBeta.isCapture(pos, m); tries++) {
                    m = legal[rnd.nextInt(n)];
                }
                pos.doMove(m);
            }
        }
    }

    private static List<Integer> drain(MovePicker picker) {
        List<Integer> out = new ArrayList<>();
        for (int m = picker.next(); m != Move.NONE; m = picker.next()) {
            out.add(m);
        }
        return out;
    }

    /** The legal moves the search considers: all but the useless non-promotions. */
    private static Set<Integer> legalMoves(Position pos) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos, buf, 0);
        Set<Integer> s = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (!MovePicker.uselessNonPromotion(buf[i])) {
                s.add(buf[i]);
            }
        }
        return s;
    }

    /**
     * The generator's list without useless non-promotions is the full list filtered by
     * {@link MovePicker#uselessNonPromotion}, in the same order, for every kind, in and out of check: the picker relies
     * on this to leave the search tree unchanged.
     */
    @Test
    void usefulGenerationIsTheFilteredFullGeneration() {
        int[] full = new int[MoveGenerator.MAX_MOVES];
        int[] useful = new int[MoveGenerator.MAX_MOVES];
        int[] skipped = new int[1];
        for (long seed = 1; seed <= 3; seed++) {
            walk(seed, (pos, rnd) -> {
                for (int kind : new int[] {MoveGenerator.ALL, MoveGenerator.CAPTURES, MoveGenerator.QUIETS}) {
                    int n = MoveGenerator.generate(pos, kind, full, 0);
                    List<Integer> expected = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        if (!MovePicker.uselessNonPromotion(full[i])) {
                            expected.add(full[i]);
                        } else {
                            skipped[0]++;
                        }
                    }
                    int u = MoveGenerator.generateUseful(pos, kind, useful, 0);
                    List<Integer> got = new ArrayList<>();
                    for (int i = 0; i < u; i++) {
                        got.add(useful[i]);
                    }
                    assertEquals(expected, got, pos.sfen() + " kind " + kind);
                }
            });
        }
        assertTrue(skipped[0] > 1000, "the walk meets useless non-promotions: " + skipped[0]);
    }

    /**
     * The main-search picker hands out every legal move exactly once, whatever hash move, killers and counter move
     * it is given (legal or not); the hash move first, then the captures that SEE does not condemn, then the
     * killers and counter move, and the losing captures last.
     */
    @Test
    void mainPickerHandsOutEveryLegalMoveOnceInStageOrder() {
        History history = new History();
        int[] moves = new int[MoveGenerator.MAX_MOVES * 2];
        int[] scores = new int[MoveGenerator.MAX_MOVES * 2];
        MovePicker picker = new MovePicker(moves, scores, history, new long[MoveGenerator.MAX_MOVES]);
        int[] killersSeen = {0, 0};
        walk(17, (pos, rnd) -> {
            List<Integer> legal = new ArrayList<>(legalMoves(pos));
            int tt = rnd.nextInt(4) == 0 ? rnd.nextInt(1 << 16)
                    : rnd.nextBoolean() ? Move.to16(legal.get(rnd.nextInt(legal.size()))) : 0;
            int k1 = legal.get(rnd.nextInt(legal.size()));
            int k2 = legal.get(rnd.nextInt(legal.size()));
            int counter = rnd.nextBoolean() ? legal.get(rnd.nextInt(legal.size())) : 12345;
            picker.initMain(pos, MoveGenerator.MAX_MOVES, tt, k1, k2, counter, 1 + rnd.nextInt(12));
            List<Integer> got = drain(picker);
            assertEquals(legal.size(), got.size(), pos.sfen());
            assertEquals(new HashSet<>(legal), new HashSet<>(got), pos.sfen());
            int ttFull = MoveGenerator.legalFrom16(pos, tt);
            if (tt != 0 && ttFull != Move.NONE) {
                assertEquals(ttFull, (int) got.get(0), "hash move first in " + pos.sfen());
            }
            if (!pos.inCheck()) {
                int firstQuiet = -1;
                int lastGoodCapture = -1;
                for (int i = 0; i < got.size(); i++) {
                    int m = got.get(i);
                    if (m == ttFull) {
                        continue;
                    }
                    if (AlphaBeta.isCapture(pos, m)) {
                        if (firstQuiet < 0) {
                            lastGoodCapture = i;
                        } else {
                            assertFalse(See.ge(pos, m, 0), "a capture after the quiets loses material");
                        }
                    } else if (firstQuiet < 0) {
                        firstQuiet = i;
                    }
                }
                assertTrue(firstQuiet < 0 || lastGoodCapture < firstQuiet);
                for (int k : new int[] {k1, k2}) {
                    if (k != ttFull && !AlphaBeta.isCapture(pos, k) && firstQuiet >= 0) {
                        int at = got.indexOf(k);
                        assertTrue(at >= firstQuiet && at <= firstQuiet + 2, "killer among the first quiets");
                        killersSeen[0]++;
                    }
                }
            }
        });
        assertTrue(killersSeen[0] > 500, "killers exercised: " + killersSeen[0]);
    }

    /** Quiescence: captures and plain pawn promotions when not in check, every evasion when in check. */
    @Test
    void quiescencePickerHandsOutCapturesAndPawnPromotionsOrEvasions() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        MovePicker picker = new MovePicker(moves, scores, new History(), new long[MoveGenerator.MAX_MOVES]);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        walk(23, (pos, rnd) -> {
            Set<Integer> expected = new HashSet<>();
            if (pos.inCheck()) {
                expected = legalMoves(pos);
            } else {
                int n = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, buf, 0);
                n = MoveGenerator.generatePawnPromotions(pos, buf, n);
                for (int i = 0; i < n; i++) {
                    if (!MovePicker.uselessNonPromotion(buf[i])) {
                        expected.add(buf[i]);
                    }
                }
            }
            List<Integer> legal = new ArrayList<>(legalMoves(pos));
            int tt = rnd.nextBoolean() ? Move.to16(legal.get(rnd.nextInt(legal.size()))) : 0;
            picker.initQuiescence(pos, 0, tt);
            List<Integer> got = drain(picker);
            assertEquals(expected.size(), got.size(), pos.sfen());
            assertEquals(expected, new HashSet<>(got), pos.sfen());
        });
    }

    /** ProbCut: exactly the captures that win at least the threshold by SEE. */
    @Test
    void probCutPickerHandsOutCapturesReachingTheThreshold() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        MovePicker picker = new MovePicker(moves, scores, new History(), new long[MoveGenerator.MAX_MOVES]);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        walk(29, (pos, rnd) -> {
            if (pos.inCheck()) {
                return;
            }
            int threshold = rnd.nextInt(600) - 100;
            Set<Integer> expected = new HashSet<>();
            int n = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, buf, 0);
            for (int i = 0; i < n; i++) {
                if (See.ge(pos, buf[i], threshold) && !MovePicker.uselessNonPromotion(buf[i])) {
                    expected.add(buf[i]);
                }
            }
            picker.initProbCut(pos, 0, n > 0 && rnd.nextBoolean() ? Move.to16(buf[0]) : 0, threshold);
            assertEquals(expected, new HashSet<>(drain(picker)), pos.sfen());
        });
    }

    /** Pawns, bishops and rooks that could promote, and lances going to their second rank, always promote. */
    @Test
    void theSearchLeavesOutOnlyTheNonPromotionsThatPromotingBeats() {
        Position pos = Sfen.parse("4k4/9/1P2P1L2/9/9/9/1B5R1/9/4K4 b - 1");
        assertTrue(MovePicker.uselessNonPromotion(pos.toMove("8c8b")), "pawn in the zone");
        assertTrue(MovePicker.uselessNonPromotion(pos.toMove("8g2a")), "bishop into the zone");
        assertTrue(MovePicker.uselessNonPromotion(pos.toMove("2g2c")), "rook into the zone");
        assertTrue(MovePicker.uselessNonPromotion(pos.toMove("3c3b")), "lance to its second rank");
        assertFalse(MovePicker.uselessNonPromotion(pos.toMove("3c3b+")), "the promotion itself");
        assertFalse(MovePicker.uselessNonPromotion(pos.toMove("2g2d")), "rook outside the zone");
        assertFalse(MovePicker.uselessNonPromotion(pos.toMove("8g7f")), "bishop outside the zone");
        Position white = Sfen.parse("4k4/9/9/9/9/9/2l6/9/4K4 w - 1");
        assertTrue(MovePicker.uselessNonPromotion(white.toMove("7g7h")), "a white lance to its second rank");
        assertFalse(MovePicker.uselessNonPromotion(Sfen.parse("4k4/9/9/2l6/9/9/9/9/4K4 w - 1").toMove("7d7e")),
                "a white lance far from the zone");
    }

    /** Quiet moves come best history first: a move taught a large bonus is the first quiet move handed out. */
    @Test
    void quietMovesFollowTheHistory() {
        History history = new History();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        MovePicker picker = new MovePicker(moves, scores, history, new long[MoveGenerator.MAX_MOVES]);
        Position pos = Position.startpos();
        int rookMove = pos.toMove("2h5h");
        for (int i = 0; i < 20; i++) {
            history.updateButterfly(pos.sideToMove(), rookMove, History.bonus(10));
        }
        picker.initMain(pos, 0, 0, 0, 0, 0, 5);
        assertEquals(rookMove, picker.next());
        assertEquals(Piece.EMPTY, pos.pieceOn(Move.to(rookMove)));
    }

    /** The first quiet move handed out, with empty histories. */
    private static int firstQuiet(String sfen) throws kirin.core.SfenException {
        Position pos = kirin.core.Sfen.parse(sfen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        MovePicker picker = new MovePicker(moves, scores, new History(), new long[MoveGenerator.MAX_MOVES]);
        picker.initMain(pos, 0, 0, 0, 0, 0, 5);
        for (int m = picker.next(); m != Move.NONE; m = picker.next()) {
            if (!AlphaBeta.isCapture(pos, m)) {
                return m;
            }
        }
        return Move.NONE;
    }

    /** A defended check comes before the other quiet moves; undefended checks, lost at once, do not. */
    @Test
    void aDefendedQuietCheckComesFirst() throws Exception {
        // G*4b and G*5b check and the gold on 4c defends both; G*6b also checks but the king takes it.
        String first = Move.toUsi(firstQuiet("4k4/9/5G3/9/9/9/9/9/4K4 b G 1"));
        assertTrue(first.equals("G*4b") || first.equals("G*5b"), first);
    }

    /** A piece attacked by a cheaper piece moves away before any other quiet move is tried. */
    @Test
    void aPieceAttackedByACheaperOneMovesAwayFirst() throws Exception {
        int m = firstQuiet("4k4/9/9/4p4/4S4/9/9/9/4K4 b - 1");
        assertEquals("5e", Move.toUsi(m).substring(0, 2));
    }

    /** With a flat evaluation the first of equal moves is kept, so the king's moves are generated after the rest. */
    @Test
    void kingMovesComeAfterTheOtherPiecesMoves() {
        Position pos = Position.startpos();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos, moves, 0);
        boolean kingSeen = false;
        for (int i = 0; i < n; i++) {
            boolean king = Piece.type(Move.piece(moves[i])) == Piece.KING && !Move.isDrop(moves[i]);
            assertFalse(kingSeen && !king, "a non-king move after a king move: " + Move.toUsi(moves[i]));
            kingSeen |= king;
        }
        assertTrue(kingSeen);
    }
}
