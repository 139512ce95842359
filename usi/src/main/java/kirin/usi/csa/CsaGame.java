package kirin.usi.csa;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Position;
import kirin.kifu.CsaReader;
import kirin.kifu.CsaWriter;
import kirin.kifu.Kifu;
import kirin.usi.EmbeddedEngine;

/**
 * One game after {@code START} (interop.md 10.4, 10.5): Kirin's engine thinks on our turn with the server's clock
 * as {@link ServerClock} models it, the move goes out with the floodgate score comment, and a move counts as played
 * only when the server echoes it with its {@code ,T}; on the opponent's turn the engine ponders on the reply it
 * expects. {@code bestmove resign} becomes {@code %TORYO} (the server never detects mate: a mated client must
 * resign), {@code bestmove win} becomes {@code %KACHI}. The game ends with {@code #WIN}, {@code #LOSE},
 * {@code #DRAW}, {@code #CENSORED} or {@code #CHUDAN}, the reason line before it kept for the record.
 *
 * <p>Faults of the server are logged and never crash the client: an unknown line is skipped; a move by the side
 * not to move, an illegal move or an echo of a move we did not send make our picture of the game unreliable, so
 * the client resigns and leaves if no result comes within {@link #RESIGN_WAIT_MS}; a dropped connection ends the
 * game with an unknown result.
 */
final class CsaGame {
    /** The end as seen by us. */
    enum Outcome { WIN, LOSE, DRAW, CENSORED, CHUDAN, UNKNOWN }

    /** Per own move: the engine's thinking time, the wall time from the move we answered to ours sent, {@code T}. */
    record MoveTime(long thinkMs, long wallMs, long serverMs) {}

    static final long RESIGN_WAIT_MS = 10_000;
    private static final Pattern MOVE = Pattern.compile("([+-])(\\d{4}[A-Z]{2})(?:,T(\\d+))?(?:,.*)?");
    private static final Pattern SPECIAL = Pattern.compile("(%TORYO|%KACHI)(?:,T(\\d+))?(?:,.*)?");

    private final CsaConnection conn;
    private final EmbeddedEngine engine;
    private final GameSummary summary;
    private final CsaConfig cfg;
    private final DialogueLog log;
    private final int me;
    private final Position pos;
    private final List<String> usiMoves = new ArrayList<>();
    private final ServerClock clock;
    private final Kifu kifu;
    private final List<MoveTime> times = new ArrayList<>();

    private boolean thinking;
    private boolean pondering;
    private String ponderMove;
    private String sent;
    private String sentComment;
    private long thinkStart;
    private long turnStart;
    private long thinkMs;
    private long wallMs;
    private String reason;
    private String terminal;
    private Outcome outcome;
    private long resignDeadline;

    CsaGame(CsaConnection conn, EmbeddedEngine engine, GameSummary summary, CsaConfig cfg, DialogueLog log) {
        this.conn = conn;
        this.engine = engine;
        this.summary = summary;
        this.cfg = cfg;
        this.log = log;
        this.me = summary.myColor();
        this.pos = kirin.core.Sfen.parse(summary.startSfen());
        this.clock = new ServerClock(summary.time());
        this.kifu = new Kifu(summary.gameId(), 1).version("V2").players(summary.names()[0], summary.names()[1])
                .start(summary.startSfen());
        if (!summary.gameId().isEmpty()) {
            kifu.info().put("EVENT", summary.gameId());
        }
        for (int m : summary.moves()) {
            usiMoves.add(Move.toUsi(m));
            kifu.plies().add(new Kifu.Ply(m, -1));
            pos.doMove(m);
        }
    }

    Kifu record() {
        return kifu;
    }

    List<MoveTime> times() {
        return times;
    }

    String reason() {
        return reason;
    }

    /** Plays until the server's result line or the end of the connection; never throws for the server's faults. */
    Outcome play() throws InterruptedException {
        turnStart = System.nanoTime();
        while (outcome == null) {
            try {
                step();
            } catch (IOException e) {
                log.fault("cannot send: " + e.getMessage());
                outcome = Outcome.UNKNOWN;
            }
        }
        if (thinking || pondering) {
            engine.stopAndDiscard();
            thinking = pondering = false;
        }
        engine.command("gameover " + switch (outcome) {
            case WIN -> "win";
            case LOSE -> "lose";
            default -> "draw";
        });
        finishRecord();
        return outcome;
    }

    private void step() throws IOException, InterruptedException {
        if (pos.sideToMove() == me && sent == null && !thinking && resignDeadline == 0) {
            think();
        }
        if (thinking) {
            // The server's lines first: a result (#TIME_UP, #MAX_MOVES ...) that came while we thought ends the
            // game, and no move may follow it.
            String early = conn.next(0);
            if (early != null) {
                handleLine(early);
                return;
            }
            EmbeddedEngine.Answer a = engine.awaitBestmove(20);
            if (a != null) {
                thinking = false;
                answer(a);
                return;
            }
        }
        if (resignDeadline != 0 && System.nanoTime() > resignDeadline) {
            log.fault("no result from the server after resigning; leaving the game");
            outcome = Outcome.UNKNOWN;
            return;
        }
        String line = conn.next(thinking ? 0 : 100);
        if (line == null) {
            conn.keepAlive(cfg.keepAliveSeconds * 1000L);
            return;
        }
        handleLine(line);
    }

    private void handleLine(String line) throws IOException, InterruptedException {
        if (line.equals(CsaConnection.EOF)) {
            log.fault("the connection ended during the game");
            outcome = Outcome.UNKNOWN;
            return;
        }
        handle(line);
    }

    private String positionCommand(String extra) {
        StringBuilder sb = new StringBuilder("position sfen ").append(summary.startSfen());
        if (!usiMoves.isEmpty() || extra != null) {
            sb.append(" moves");
            for (String m : usiMoves) {
                sb.append(' ').append(m);
            }
            if (extra != null) {
                sb.append(' ').append(extra);
            }
        }
        return sb.toString();
    }

    private void think() {
        engine.clearInfo();
        engine.command(positionCommand(null));
        thinkStart = System.nanoTime();
        engine.command("go " + clock.goTokens(me, cfg.marginMs, cfg.unlimitedMs));
        thinking = true;
    }

    private void answer(EmbeddedEngine.Answer a) throws IOException {
        thinkMs = (System.nanoTime() - thinkStart) / 1_000_000;
        switch (a.bestmove()) {
            case "resign" -> {
                sent = "%TORYO";
                conn.send(sent);
                return;
            }
            case "win" -> {
                sent = "%KACHI";
                conn.send(sent);
                return;
            }
            default -> { }
        }
        int m = pos.toMove(a.bestmove());
        if (m == Move.NONE) {
            log.fault("the engine's move '" + a.bestmove() + "' is not legal here; resigning");
            resign();
            return;
        }
        String csa = CsaWriter.move(pos, m);
        sentComment = cfg.comment ? ScoreComment.of(a.info(), pos, m) : null;
        sent = csa;
        ponderMove = a.ponder();
        wallMs = (System.nanoTime() - turnStart) / 1_000_000;
        conn.send(sentComment == null ? csa : csa + ",'" + sentComment);
    }

    /** Resigns because the game can no longer be trusted; leaves if the server does not answer. */
    private void resign() throws IOException {
        if (resignDeadline != 0) {
            return;
        }
        try {
            if (thinking || pondering) {
                engine.stopAndDiscard();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        thinking = pondering = false;
        resignDeadline = System.nanoTime() + RESIGN_WAIT_MS * 1_000_000L;
        conn.send("%TORYO");
    }

    private void handle(String raw) throws IOException, InterruptedException {
        String line = raw.strip();
        if (line.isEmpty()) {
            return; // the server's answer to a keep-alive
        }
        Matcher mv = MOVE.matcher(line);
        if (mv.matches()) {
            move(line, mv.group(1).equals("+") ? Color.BLACK : Color.WHITE, mv.group(1) + mv.group(2), mv.group(3));
            return;
        }
        Matcher sp = SPECIAL.matcher(line);
        if (sp.matches()) {
            terminal = sp.group(1);
            return;
        }
        switch (line) {
            case "#WIN" -> outcome = Outcome.WIN;
            case "#LOSE" -> outcome = Outcome.LOSE;
            case "#DRAW" -> outcome = Outcome.DRAW;
            case "#CENSORED" -> outcome = Outcome.CENSORED;
            case "#CHUDAN" -> outcome = Outcome.CHUDAN;
            case "#RESIGN", "#TIME_UP", "#ILLEGAL_MOVE", "#SENNICHITE", "#OUTE_SENNICHITE", "#JISHOGI",
                 "#MAX_MOVES", "#ILLEGAL_ACTION" -> reason = line;
            default -> log.fault("unexpected line during the game, ignored: '" + line + "'");
        }
        if (outcome != null) {
            log.note("game over: " + outcome + (reason != null ? " " + reason : ""));
        }
    }

    private void move(String line, int color, String csa, String t) throws IOException, InterruptedException {
        if (resignDeadline != 0) {
            log.note("move after resigning, ignored: " + line);
            return;
        }
        if (color != pos.sideToMove()) {
            log.fault("move by the side not to move: '" + line + "'; resigning");
            resign();
            return;
        }
        if (color == me && !csa.equals(sent)) {
            log.fault("echo of a move we did not send: '" + line + "' (sent " + sent + "); resigning");
            resign();
            return;
        }
        int m = CsaReader.move(pos, csa);
        if (m == Move.NONE) {
            log.fault("illegal move from the server: '" + line + "'; resigning");
            resign();
            return;
        }
        long units = 0;
        if (t == null) {
            log.fault("move without its time (,T): '" + line + "'; counted as 0");
        } else if (t.length() > 9) {
            log.fault("move with an absurd time: '" + line + "'; counted as 0");
        } else {
            units = Long.parseLong(t);
        }
        long ms = units * summary.time()[color].unitMs();
        if (!clock.charge(color, units)) {
            log.note("by our clock model this move was late: " + line);
        }
        Kifu.Ply ply = new Kifu.Ply(m, ms);
        if (color == me) {
            if (sentComment != null) {
                ply.comments().add("*" + sentComment);
            }
            times.add(new MoveTime(thinkMs, wallMs, ms));
            sent = null;
            sentComment = null;
        }
        kifu.plies().add(ply);
        pos.doMove(m);
        String usi = Move.toUsi(m);
        usiMoves.add(usi);
        turnStart = System.nanoTime();
        if (color == me) {
            startPonder();
        } else if (pondering) {
            pondering = false;
            if (usi.equals(ponderMove)) {
                // The expected reply: the ponder search becomes the real one, its clock starting now.
                thinkStart = System.nanoTime();
                log.note("ponderhit " + usi);
                engine.command("ponderhit");
                thinking = true;
            } else {
                engine.stopAndDiscard();
            }
        }
    }

    private void startPonder() {
        if (!cfg.ponder || ponderMove == null) {
            return;
        }
        if (pos.toMove(ponderMove) == Move.NONE) {
            return;
        }
        engine.clearInfo();
        engine.command(positionCommand(ponderMove));
        engine.command("go ponder " + clock.goTokens(me, cfg.marginMs, cfg.unlimitedMs));
        pondering = true;
    }

    /** The record's end: the terminal the reason implies, the winner from our result. */
    private void finishRecord() {
        int winner = switch (outcome) {
            case WIN -> me;
            case LOSE -> Color.flip(me);
            case DRAW, CENSORED -> Kifu.DRAW;
            default -> Kifu.UNKNOWN;
        };
        String end = reason == null ? (terminal != null ? terminal : "%CHUDAN") : switch (reason) {
            case "#RESIGN" -> "%TORYO";
            case "#TIME_UP" -> "%TIME_UP";
            case "#ILLEGAL_MOVE" -> "%ILLEGAL_MOVE";
            case "#SENNICHITE" -> "%SENNICHITE";
            case "#JISHOGI" -> "%KACHI";
            case "#MAX_MOVES" -> "%HIKIWAKE";
            default -> "%CHUDAN";
        };
        kifu.end(end, winner);
        kifu.trailingComments().add("result:" + outcome + (reason != null ? " " + reason : ""));
    }
}
