package kirin.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.MaterialEvaluator;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchListener;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;
import org.junit.jupiter.api.Test;

/**
 * Positions without a mate: the solver never claims one. They come from two self-play games (every position,
 * either side to move as the attacker) and from the mate-3, mate-5 and mate-7 problems with one piece moved
 * from the attacker's hand to the defender's. Each is first confirmed to have no mate within its bound by a plain
 * full-width search (every check, every evasion) independent of the solver; the solver with that bound must then
 * answer nomate or timeout. Without the bound (255 plies) it may find a longer mate, whose line must pass the
 * move-by-move check.
 */
class NoMateTest {
    private static final int SELF_PLAY_BOUND = 5;
    private static final long FULL_WIDTH_BUDGET = 2_000_000;

    @Test
    void noClaimedMateWhereThereIsNone() {
        List<Position> positions = new ArrayList<>();
        List<Integer> bounds = new ArrayList<>();
        for (Position p : selfPlayPositions()) {
            positions.add(p);
            bounds.add(SELF_PLAY_BOUND);
        }
        int selfPlay = positions.size();
        for (String file : new String[] {"mate-3.txt", "mate-5.txt", "mate-7.txt"}) {
            for (MateProblems.Problem pr : MateProblems.read(file)) {
                Position p = withoutOneAttackerPiece(Sfen.parse(pr.sfen()));
                if (p != null) {
                    positions.add(p);
                    bounds.add(pr.plies());
                }
            }
        }
        int confirmed = 0;
        int nomate = 0;
        int longerMates = 0;
        List<String> failures = new ArrayList<>();
        try (MateSolver solver = new MateSolver(16)) {
            for (int i = 0; i < positions.size(); i++) {
                Position p = positions.get(i);
                int bound = bounds.get(i);
                FullWidth fw = new FullWidth();
                Boolean mate = fw.mateWithin(p.copy(), bound);
                if (mate == null || mate) {
                    continue; // over budget, or a mate exists within the bound: not a no-mate position
                }
                confirmed++;
                solver.table().clear();
                MateResult r = solver.solve(p, 300, bound, null);
                if (r.status == MateResult.Status.MATE) {
                    failures.add(p.sfen() + " bound " + bound + ": " + r.usiAnswer());
                } else if (r.status == MateResult.Status.NOMATE) {
                    nomate++;
                }
                MateResult free = solver.solve(p, 100, MateSolver.DEFAULT_MAX_PLY, null);
                if (free.status == MateResult.Status.MATE) {
                    longerMates++;
                    String problem = MateLineCheck.problem(p, free.moves);
                    if (problem != null || free.moves.length <= bound) {
                        failures.add(p.sfen() + ": " + free.usiAnswer() + ": " + problem);
                    }
                }
            }
        }
        System.err.printf("NoMateTest: %d self-play and %d reduced-problem positions, %d confirmed mate-free within "
                + "their bound: %d answered nomate, the rest timeout; without the bound %d longer mates found%n",
                selfPlay, positions.size() - selfPlay, confirmed, nomate, longerMates);
        assertEquals(List.of(), failures);
        assertTrue(confirmed >= 100, "confirmed " + confirmed);
    }

    /** Every position of two self-play games (material evaluation, depth 3), up to 120 plies each. */
    static List<Position> selfPlayPositions() {
        List<Position> out = new ArrayList<>();
        SearchListener quiet = new SearchListener() {
            @Override
            public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes,
                    long millis, int hashfull, int[] pv) {}

            @Override
            public void message(String text) {}
        };
        TranspositionTable tt = new TranspositionTable(16);
        for (String opening : new String[] {"7g7f 3c3d", "2g2f 8c8d"}) {
            Position pos = Position.startpos();
            for (String m : opening.split(" ")) {
                pos.doMove(pos.toMove(m));
            }
            Search search = new Search(tt, new MaterialEvaluator());
            for (int ply = 0; ply < 120; ply++) {
                out.add(Sfen.parse(pos.sfen()));
                SearchLimits limits = new SearchLimits();
                limits.depth = 3;
                SearchResult r = search.go(pos, limits, new SearchOptions(), quiet);
                if (r.bestMove == 0 || r.declareWin || MoveGenerator.countLegal(pos, new int[600], 0) == 0) {
                    break;
                }
                pos.doMove(r.bestMove);
            }
        }
        return out;
    }

    /** The position with the attacker's most valuable hand piece given to the defender, or null if its hand is empty. */
    static Position withoutOneAttackerPiece(Position p) {
        int us = p.sideToMove();
        int hand = p.hand(us);
        for (int type : Piece.HAND_ORDER) {
            if (Hand.has(hand, type)) {
                int[] board = new int[Square.NB];
                for (int sq = 0; sq < Square.NB; sq++) {
                    board[sq] = p.pieceOn(sq);
                }
                int[] hands = {p.hand(Color.BLACK), p.hand(Color.WHITE)};
                hands[us] = Hand.remove(hands[us], type);
                hands[us ^ 1] = Hand.add(hands[us ^ 1], type);
                return Sfen.parse(Sfen.format(board, hands[0], hands[1], us, 1));
            }
        }
        return null;
    }

    /** Plain full-width AND/OR search: every check, every evasion, to a fixed number of plies; no table. */
    static final class FullWidth {
        private final int[] moves = new int[64 * MoveGenerator.MAX_MOVES];
        private long nodes;

        /** True if a mate within {@code plies} exists, false if not, null if the node budget ran out. */
        Boolean mateWithin(Position pos, int plies) {
            boolean r = or(pos, plies, 0);
            return nodes > FULL_WIDTH_BUDGET ? null : r;
        }

        private boolean or(Position pos, int plies, int ply) {
            if (plies <= 0 || ++nodes > FULL_WIDTH_BUDGET) {
                return false;
            }
            int base = ply * MoveGenerator.MAX_MOVES;
            int end = MoveGenerator.generateChecks(pos, moves, base);
            for (int i = base; i < end; i++) {
                pos.doMove(moves[i]);
                boolean mate = and(pos, plies - 1, ply + 1);
                pos.undoMove();
                if (mate) {
                    return true;
                }
            }
            return false;
        }

        private boolean and(Position pos, int plies, int ply) {
            int base = ply * MoveGenerator.MAX_MOVES;
            int end = MoveGenerator.generateAll(pos, moves, base);
            if (end == base) {
                return true;
            }
            for (int i = base; i < end; i++) {
                pos.doMove(moves[i]);
                boolean mate = or(pos, plies - 1, ply + 1);
                pos.undoMove();
                if (!mate) {
                    return false;
                }
            }
            return true;
        }
    }
}
