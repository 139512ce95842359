package kirin.match;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Color;
import kirin.core.Declaration;
import kirin.core.EnteringKingRule;
import kirin.core.GameEnd;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Repetition;
import kirin.core.Square;

/**
 * Plays one game between two engines and judges it with Kirin's own rules. The referee keeps its own position,
 * sends {@code position ... moves ...} and {@code go} with the clock, measures each move itself, and checks every
 * {@code bestmove}:
 *
 * <ul>
 *   <li>a move that arrives after the allowance plus the engine's margin loses on time; with no answer even
 *       after {@code stop} and a grace second, or none within {@code timeout=} under nodes or depth, the engine
 *       stops answering and loses (and is killed, to be restarted);</li>
 *   <li>{@code resign} loses; {@code win} is judged with the declaration rule (a false claim loses; a 24-point
 *       draw is jishogi); an unparsable or illegal move loses;</li>
 *   <li>after each move: no legal reply is mate; the fourth occurrence of a position is a draw, or a loss for the
 *       side that checked throughout; under the try rule a king safely on the enemy king's square wins; past
 *       the move limit (YaneuraOu's MaxMovesToDraw semantics) the game is drawn;</li>
 *   <li>a crash (the process exits or cannot start) loses, and the engine is restarted for the next game.</li>
 * </ul>
 *
 * At the end both engines still running get {@code gameover win|lose|draw}. Every {@code bestmove} that arrives
 * before the deadline is counted in the search statistics, with the last {@code info} line that gave a depth before it.
 */
public final class Referee {
    /** How long an engine that overran its time may take to answer {@code stop} before it counts as hung. */
    static final long STOP_GRACE_MS = 1000;

    private final int maxMoves;
    private final EnteringKingRule rule;
    private final SearchStats stats;

    /**
     * @param maxMoves the move limit (0: none); the game is drawn once the game ply exceeds it
     * @param rule the entering-king rule that judges {@code bestmove win}
     * @param stats where each engine's search statistics are summed
     */
    public Referee(int maxMoves, EnteringKingRule rule, SearchStats stats) {
        this.maxMoves = maxMoves;
        this.rule = rule;
        this.stats = stats;
    }

    /** A referee that keeps its search statistics to itself. */
    public Referee(int maxMoves, EnteringKingRule rule) {
        this(maxMoves, rule, new SearchStats());
    }

    /** How a game ended. */
    private record End(int winner, EndReason reason, String detail) {}

    /** A {@code bestmove} line and the last info line with a depth before it (null if none). */
    private record Answer(String bestmove, InfoLine info) {}

    /** Plays game {@code number} from {@code opening}; engines that are not running are started first. */
    public GameRecord play(int number, Opening opening, UsiProcess black, UsiProcess white) {
        LocalDateTime start = LocalDateTime.now().withNano(0);
        UsiProcess[] engines = {black, white};
        Position pos = opening.position();
        List<String> moves = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        End end = prepare(engines);
        if (end == null) {
            Clock clock = new Clock(black.config().tc(), white.config().tc());
            while (end == null) {
                end = turn(engines, opening, pos, clock, moves, times);
            }
        }
        for (int side = Color.BLACK; side <= Color.WHITE; side++) {
            if (engines[side].isAlive()) {
                String result = end.winner() < 0 ? "draw" : end.winner() == side ? "win" : "lose";
                try {
                    engines[side].send("gameover " + result);
                } catch (EngineException e) {
                    engines[side].kill();
                }
            }
        }
        String tcb = black.config().tc().toString();
        String tcw = white.config().tc().toString();
        String tc = tcb.equals(tcw) ? tcb : "black " + tcb + ", white " + tcw;
        return new GameRecord(number, black.name(), white.name(), opening, moves, times, end.winner(), end.reason(),
                end.detail(), start, LocalDateTime.now().withNano(0), tc);
    }

    /** Starts engines that are not running and prepares both for a new game; the first failure loses. */
    private static End prepare(UsiProcess[] engines) {
        for (int side = Color.BLACK; side <= Color.WHITE; side++) {
            UsiProcess e = engines[side];
            try {
                if (!e.isAlive()) {
                    e.start();
                }
                e.newGame();
            } catch (EngineException ex) {
                e.kill();
                return failure(1 - side, ex);
            }
        }
        return null;
    }

    private static End failure(int winner, EngineException ex) {
        return new End(winner, ex.kind() == EngineException.Kind.CRASH ? EndReason.CRASH : EndReason.STALL,
                ex.getMessage());
    }

    /** One move of the side to move; the end of the game, or null to go on. */
    private End turn(UsiProcess[] engines, Opening opening, Position pos, Clock clock, List<String> moves,
            List<Long> times) {
        int side = pos.sideToMove();
        int other = 1 - side;
        UsiProcess e = engines[side];
        long allowance = clock.allowance(side);
        long limit = allowance >= 0 ? allowance + e.config().marginMs() : e.config().timeoutMs();
        String best;
        long elapsed;
        try {
            List<String> all = new ArrayList<>(opening.moves());
            all.addAll(moves);
            e.send("position " + opening.withMoves(all));
            e.send(clock.goCommand(side));
            long t0 = System.nanoTime();
            Answer answer = awaitBestmove(e, t0 + limit * 1_000_000L);
            elapsed = (System.nanoTime() - t0) / 1_000_000L;
            if (answer == null) {
                return overrun(e, other, allowance >= 0, limit);
            }
            best = answer.bestmove();
            stats.add(e.name(), answer.info(), elapsed);
        } catch (EngineException ex) {
            e.kill();
            return failure(other, ex);
        }
        if (allowance >= 0 && elapsed > limit) {
            return new End(other, EndReason.TIME_FORFEIT, "used " + elapsed + " ms of " + limit + " ms");
        }
        String[] tokens = best.split("\\s+");
        String text = tokens.length > 1 ? tokens[1] : "";
        if (text.equals("resign")) {
            return new End(other, EndReason.RESIGN, "");
        }
        if (text.equals("win")) {
            return switch (Declaration.judge(pos, rule)) {
                case WIN -> new End(side, EndReason.DECLARATION, "");
                case DRAW -> new End(-1, EndReason.JISHOGI, "");
                case LOSE -> new End(other, EndReason.FALSE_DECLARATION,
                        "bestmove win, which the rule " + rule.usiName() + " does not allow here");
            };
        }
        int move = pos.toMove(text);
        if (move == Move.NONE) {
            return new End(other, EndReason.ILLEGAL_MOVE, "'" + best + "' in " + pos.sfen());
        }
        pos.doMove(move);
        moves.add(Move.toUsi(move));
        times.add(elapsed);
        clock.charge(side, elapsed);
        return adjudicate(pos, side);
    }

    /** Waits for a {@code bestmove} line, keeping the last info line with a depth; null at the deadline. */
    private static Answer awaitBestmove(UsiProcess e, long deadline) throws EngineException {
        InfoLine last = null;
        String line;
        while ((line = e.poll(deadline)) != null) {
            if (line.equals("bestmove") || line.startsWith("bestmove ")) {
                return new Answer(line, last);
            }
            InfoLine info = InfoLine.parse(line);
            if (info != null && info.hasDepth()) {
                last = info;
            }
        }
        return null;
    }

    /** No bestmove by the deadline: {@code stop}, a grace period, and a loss either way. */
    private static End overrun(UsiProcess e, int winner, boolean clocked, long limit) {
        Answer late = null;
        try {
            e.send("stop");
            late = awaitBestmove(e, UsiProcess.deadline(STOP_GRACE_MS));
        } catch (EngineException ex) {
            // handled below: no answer
        }
        if (late == null) {
            e.kill();
            return new End(winner, EndReason.STALL, "no bestmove within " + limit + " ms, nor after stop");
        }
        return new End(winner, clocked ? EndReason.TIME_FORFEIT : EndReason.STALL,
                "no bestmove within " + limit + " ms");
    }

    /** The state after {@code mover}'s move: mate, repetition, try, move limit, or null. */
    private End adjudicate(Position pos, int mover) {
        if (GameEnd.isMated(pos)) {
            return new End(mover, EndReason.MATE, "");
        }
        switch (Repetition.of(pos, Repetition.GAME_RULE)) {
            case DRAW -> {
                return new End(-1, EndReason.REPETITION, "");
            }
            case WIN -> {
                return new End(pos.sideToMove(), EndReason.PERPETUAL_CHECK, "");
            }
            case LOSE -> {
                return new End(mover, EndReason.PERPETUAL_CHECK, "");
            }
            default -> { }
        }
        if (rule == EnteringKingRule.TRY_RULE && reachedTrySquare(pos, mover)) {
            return new End(mover, EndReason.TRY, "");
        }
        if (GameEnd.isDrawByMaxMoves(pos, maxMoves)) {
            return new End(-1, EndReason.MAX_MOVES, "move limit " + maxMoves);
        }
        return null;
    }

    private static boolean reachedTrySquare(Position pos, int mover) {
        int target = mover == Color.BLACK ? Square.of(5, 1) : Square.of(5, 9);
        int pc = pos.pieceOn(target);
        return pc == Piece.make(mover, Piece.KING);
    }
}
