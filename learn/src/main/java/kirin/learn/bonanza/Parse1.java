package kirin.learn.bonanza;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import kirin.core.Position;

/**
 * Parse 1 over a set of games (interop.md 8.2): {@link MoveSearcher} on every position that takes part, in
 * parallel by game; the kept leaves per game and the totals. The values are those of the tables at the time, so
 * the objective and agreement it reports are those of the evaluation before the next update.
 */
final class Parse1 {
    /** The totals of one parse (and the leaves, per game, in the order of the game list). */
    static final class Result {
        final List<List<PositionLeaves>> leaves = new ArrayList<>();
        long positions;
        long dropped;
        long moves;
        long pairs;
        long nodes;
        double agreement;
        double objective;
        /** rankCount[r] = positions whose record move ranked r + 1 (the last entry: 8th or worse). */
        final long[] rankCount = new long[8];

        /** Positions that count (searched and not dropped). */
        long counted() {
            return positions - dropped;
        }

        /** Mean agreement in percent. */
        double agreementPercent() {
            return counted() > 0 ? 100.0 * agreement / counted() : Double.NaN;
        }

        /** Objective per counted position. */
        double objectivePerPosition() {
            return counted() > 0 ? objective / counted() : Double.NaN;
        }

        synchronized void add(Result r) {
            positions += r.positions;
            dropped += r.dropped;
            moves += r.moves;
            pairs += r.pairs;
            nodes += r.nodes;
            agreement += r.agreement;
            objective += r.objective;
            for (int i = 0; i < rankCount.length; i++) {
                rankCount[i] += r.rankCount[i];
            }
        }
    }

    private Parse1() {}

    /**
     * Runs parse 1 with one searcher per worker. {@code keepLeaves} false keeps only the totals (the held-out games
     * need no leaves).
     */
    static Result run(List<RecordGames.Game> games, MoveSearcher[] searchers, GameTasks tasks, String label,
                      boolean keepLeaves) throws IOException {
        Result total = new Result();
        AtomicReferenceArray<List<PositionLeaves>> perGame = new AtomicReferenceArray<>(games.size());
        long positions = games.stream().mapToLong(RecordGames.Game::usedCount).sum();
        List<GameTasks.Job> jobs = new ArrayList<>();
        for (MoveSearcher s : searchers) {
            s.tablesChanged();
            jobs.add((g, done) -> {
                Result part = new Result();
                List<PositionLeaves> kept = new ArrayList<>();
                RecordGames.Game game = games.get(g);
                Position pos = kirin.core.Sfen.parse(game.startSfen());
                for (int i = 0; i < game.moves().length; i++) {
                    if (game.used()[i]) {
                        MoveSearcher.Result r = s.search(pos, game.moves()[i], i);
                        part.positions++;
                        part.moves += r.moves();
                        part.nodes += r.nodes();
                        if (r.dropped()) {
                            part.dropped++;
                        } else {
                            part.agreement += r.agreement();
                            part.objective += r.objective();
                            part.rankCount[Math.min(r.rank(), 8) - 1]++;
                            part.pairs += r.leaves().lines() - 1;
                            if (keepLeaves) { // even without other lines: its out-of-window constant counts
                                kept.add(r.leaves());
                            }
                        }
                        done.incrementAndGet();
                    }
                    pos.doMove(game.moves()[i]);
                }
                perGame.set(g, kept);
                total.add(part);
            });
        }
        tasks.run(label, games.size(), positions, jobs);
        for (int g = 0; g < games.size(); g++) {
            List<PositionLeaves> l = perGame.get(g);
            total.leaves.add(l != null ? l : List.of());
        }
        return total;
    }
}
