package kirin.usi.csa;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kirin.kifu.CsaWriter;
import kirin.usi.EmbeddedEngine;

/**
 * The client's outer loop (interop.md 10.1-10.3, 10.7): connect, {@code LOGIN id game,trip} in shogi-server's CSA
 * mode, read the Game_Summary, prepare the engine and {@code AGREE}, play the game ({@link CsaGame}), write its
 * record, and, since the server closes a CSA-mode connection after each game, connect again for the next one, until
 * {@code games} games were played (0 = until stopped). A refused summary is answered with {@code REJECT}; a failed
 * connect or a dropped connection is retried after {@code reconnect} seconds; {@code LOGIN:incorrect} ends the
 * client, since trying the same name and password again would only be refused again.
 */
public final class CsaClient {
    /** How a session ended: a game was played, the server rejected or dropped us, or the login was refused. */
    enum Session { PLAYED, RETRY, FATAL }

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private final CsaConfig cfg;
    private final DialogueLog log;
    private final EmbeddedEngine engine;
    private final List<CsaGame.MoveTime> times = new ArrayList<>();
    private final List<Path> recordFiles = new ArrayList<>();
    private final List<CsaGame.Outcome> outcomes = new ArrayList<>();
    private volatile boolean stopped;

    public CsaClient(CsaConfig cfg, DialogueLog log) {
        this.cfg = cfg;
        this.log = log;
        this.engine = new EmbeddedEngine(l -> log.note("engine: " + l));
        for (Map.Entry<String, String> o : cfg.options.entrySet()) {
            engine.setOption(o.getKey(), o.getValue());
        }
        // Load the evaluation and the book now, not between the Game_Summary and AGREE (the server waits 120 s).
        engine.command("isready");
    }

    /** Plays the configured number of games; returns 0, or 1 when the login was refused. */
    public int run() throws InterruptedException {
        int played = 0;
        int failures = 0;
        try {
            while (!stopped && (cfg.games == 0 || played < cfg.games)) {
                Session s = session();
                if (s == Session.FATAL) {
                    return 1;
                }
                if (s == Session.PLAYED) {
                    played++;
                    failures = 0;
                } else if (!stopped && (cfg.games == 0 || played < cfg.games)) {
                    failures++;
                    // Back off a little more after repeated failures, up to 10 times the base delay.
                    long wait = cfg.reconnectSeconds * 1000L * Math.min(failures, 10);
                    log.note("reconnecting in " + wait / 1000 + " s");
                    Thread.sleep(wait);
                }
            }
            log.note("done: " + played + " game(s)");
            return 0;
        } finally {
            engine.close();
        }
    }

    /** Ends {@link #run} after the current game. */
    public void stop() {
        stopped = true;
    }

    List<CsaGame.MoveTime> times() {
        return times;
    }

    List<Path> recordFiles() {
        return recordFiles;
    }

    List<CsaGame.Outcome> outcomes() {
        return outcomes;
    }

    private Session session() throws InterruptedException {
        CsaConnection conn;
        try {
            conn = new CsaConnection(cfg.host, cfg.port, 10_000, log);
        } catch (IOException e) {
            log.fault("cannot connect to " + cfg.host + ":" + cfg.port + ": " + e.getMessage());
            return Session.RETRY;
        }
        try {
            return session(conn);
        } catch (IOException e) {
            log.fault("connection error: " + e.getMessage());
            return Session.RETRY;
        } catch (RuntimeException e) {
            // A bug of ours on some unforeseen input: leave this connection, keep the client alive.
            log.fault("internal error, leaving the connection: " + e);
            e.printStackTrace();
            return Session.RETRY;
        } finally {
            conn.close();
        }
    }

    private Session session(CsaConnection conn) throws IOException, InterruptedException {
        conn.login(cfg.id, cfg.loginPassword());
        String line = nextLine(conn, 60_000);
        if (line == null) {
            log.fault("no answer to LOGIN");
            return Session.RETRY;
        }
        if (line.equals("LOGIN:incorrect")) {
            log.fault("the server refused the login (LOGIN:incorrect): check --id, --password and --game, or the "
                    + "same name is still in a game");
            return Session.FATAL;
        }
        if (!line.equals("LOGIN:" + cfg.id + " OK")) {
            log.fault("unexpected answer to LOGIN: '" + line + "'");
            return Session.RETRY;
        }
        log.note("logged in as " + cfg.id + "; waiting for a game " + cfg.game);
        GameSummary summary = readSummary(conn);
        if (summary == null) {
            return Session.RETRY;
        }
        log.note("game " + summary.gameId() + ": " + summary.names()[0] + " (black) vs " + summary.names()[1]
                + " (white), we are " + (summary.myColor() == 0 ? "black" : "white") + ", "
                + summary.time()[summary.myColor()].describe()
                + (summary.moves().length > 0 ? ", " + summary.moves().length + " moves listed" : ""));
        prepareEngine(summary);
        conn.send("AGREE" + (summary.gameId().isEmpty() ? "" : " " + summary.gameId()));
        while (true) {
            line = nextLine(conn, 300_000);
            if (line == null) {
                log.fault("no START after AGREE");
                return Session.RETRY;
            }
            if (line.startsWith("START:")) {
                break;
            }
            if (line.startsWith("REJECT:")) {
                log.note("the game was rejected: " + line);
                return Session.RETRY;
            }
            if (!line.isEmpty()) {
                log.fault("unexpected line before START, ignored: '" + line + "'");
            }
        }
        CsaGame game = new CsaGame(conn, engine, summary, cfg, log);
        CsaGame.Outcome outcome = game.play();
        outcomes.add(outcome);
        times.addAll(game.times());
        save(game, summary);
        return outcome == CsaGame.Outcome.UNKNOWN ? Session.RETRY : Session.PLAYED;
    }

    /** The next line, skipping keep-alive answers; null on timeout or end of the connection. */
    private String nextLine(CsaConnection conn, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (System.nanoTime() < deadline) {
            String line = conn.next(200);
            if (CsaConnection.EOF.equals(line)) {
                return null;
            }
            if (line != null && !line.isEmpty()) {
                return line.strip();
            }
        }
        return null;
    }

    /** Reads up to END Game_Summary; answers a broken one with REJECT. Null if there is no usable summary. */
    private GameSummary readSummary(CsaConnection conn) throws IOException, InterruptedException {
        String line;
        while (true) {
            // On floodgate a game may start only at the next scheduled time: wait long.
            line = nextLine(conn, 24L * 3600 * 1000);
            if (line == null) {
                log.fault("the connection ended while waiting for a game");
                return null;
            }
            if (line.equals("BEGIN Game_Summary")) {
                break;
            }
            log.fault("unexpected line while waiting for a game, ignored: '" + line + "'");
        }
        List<String> lines = new ArrayList<>();
        while (true) {
            line = nextLine(conn, 60_000);
            if (line == null) {
                log.fault("the Game_Summary is truncated (no END Game_Summary)");
                return null;
            }
            if (line.equals("END Game_Summary")) {
                break;
            }
            lines.add(line);
        }
        try {
            return GameSummary.parse(lines);
        } catch (CsaProtocolException e) {
            log.fault(e.getMessage() + "; rejecting the game");
            conn.send("REJECT");
            return null;
        }
    }

    /** Tells the engine the rules of this game, unless the user set those options, then a new game. */
    private void prepareEngine(GameSummary s) throws InterruptedException {
        // A search left over from a game that ended abnormally must not answer this game's first go.
        engine.stopAndDiscard();
        if (!cfg.options.containsKey("EnteringKingRule")) {
            // "Jishogi 1.1" is the 27-point rule (interop.md 10.2); without it a %KACHI would be an illegal move.
            boolean rule27 = s.values().getOrDefault("Declaration", "").startsWith("Jishogi");
            engine.setOption("EnteringKingRule", rule27 ? "CSARule27" : "NoEnteringKing");
        }
        if (!cfg.options.containsKey("MaxMovesToDraw")) {
            engine.setOption("MaxMovesToDraw", String.valueOf(s.maxMoves()));
        }
        engine.command("usinewgame");
        engine.command("isready");
    }

    private void save(CsaGame game, GameSummary s) {
        // The server's Game_ID names its record too (it holds the date and both names); two clients sharing a
        // folder, or a game id seen twice, get the login name and the time added rather than overwriting.
        String name = s.gameId().isEmpty() ? "game-" + LocalDateTime.now().format(STAMP)
                : s.gameId().replaceAll("[^A-Za-z0-9_.+@-]", "_");
        Path file = cfg.records.resolve(name + ".csa");
        if (Files.exists(file)) {
            file = cfg.records.resolve(name + "-" + cfg.id + "-" + LocalDateTime.now().format(STAMP) + ".csa");
        }
        try {
            Files.createDirectories(cfg.records);
            Files.writeString(file, CsaWriter.write(game.record()), StandardCharsets.UTF_8);
            recordFiles.add(file);
            log.note("record written to " + file);
        } catch (IOException e) {
            log.fault("cannot write the record " + file + ": " + e.getMessage());
        }
    }
}
