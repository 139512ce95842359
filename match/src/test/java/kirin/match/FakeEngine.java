package kirin.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;

/**
 * A scripted USI engine for the referee tests, started as its own process on the test class path:
 * {@code FakeEngine [--log FILE] BEHAVIOUR [PARAM]}. It speaks just enough USI (usi/usiok, isready/readyok,
 * usinewgame, position, go -> bestmove, gameover, quit) and misbehaves on {@code go} as told:
 *
 * <ul>
 *   <li>{@code random [SEED]}: a random legal move, after three info lines: a string, {@code depth 2 seldepth 4
 *       nodes 1200 time 3}, and one without a depth (for the search statistics);</li>
 *   <li>{@code script M1,M2,...}: its own moves in turn, cycling (the count restarts with each game);</li>
 *   <li>{@code illegal}: {@code bestmove 5e5d}; {@code garbage}: {@code bestmove xyzzy};</li>
 *   <li>{@code crash}: exits; {@code hang}: never answers, not even {@code stop};</li>
 *   <li>{@code win}: declares ({@code bestmove win}); {@code resign};</li>
 *   <li>{@code slow MS}: sleeps, then plays a random move; {@code nousiok}: never answers {@code usi}.</li>
 * </ul>
 *
 * With {@code --log FILE} every command received is appended to FILE.
 */
public final class FakeEngine {
    private FakeEngine() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        int a = 0;
        PrintWriter log = null;
        if (args.length > 1 && args[0].equals("--log")) {
            log = new PrintWriter(Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND), true);
            a = 2;
        }
        String behaviour = args[a];
        String param = args.length > a + 1 ? args[a + 1] : "";
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Random rnd = new Random(behaviour.equals("random") && !param.isEmpty() ? Long.parseLong(param) : 1);
        Position pos = Position.startpos();
        int ownMoves = 0;
        String line;
        while ((line = in.readLine()) != null) {
            if (log != null) {
                log.println(line);
            }
            String[] t = line.trim().split("\\s+");
            switch (t[0]) {
                case "usi" -> {
                    if (!behaviour.equals("nousiok")) {
                        out.println("id name Fake " + behaviour);
                        out.println("option name Depth type spin default 1 min 1 max 9");
                        out.println("usiok");
                    }
                }
                case "isready" -> out.println("readyok");
                case "usinewgame" -> ownMoves = 0;
                case "position" -> pos = position(line);
                case "go" -> {
                    switch (behaviour) {
                        case "crash" -> System.exit(3);
                        case "hang" -> { }
                        case "illegal" -> out.println("bestmove 5e5d");
                        case "garbage" -> out.println("bestmove xyzzy");
                        case "win" -> out.println("bestmove win");
                        case "resign" -> out.println("bestmove resign");
                        case "script" -> {
                            String[] moves = param.split(",");
                            out.println("info depth 1 score cp 0 pv " + moves[ownMoves % moves.length]);
                            out.println("bestmove " + moves[ownMoves++ % moves.length]);
                        }
                        default -> {
                            if (behaviour.equals("slow")) {
                                Thread.sleep(Long.parseLong(param));
                            }
                            String move = randomMove(pos, rnd);
                            if (behaviour.equals("random")) {
                                out.println("info string depth 99 from a random mover");
                                out.println("info depth 2 seldepth 4 score cp 0 nodes 1200 time 3 pv " + move);
                                out.println("info nodes 5000 nps 9 time 1");
                            }
                            out.println("bestmove " + move);
                        }
                    }
                }
                case "quit" -> System.exit(0);
                default -> { }
            }
        }
    }

    private static Position position(String line) {
        String rest = line.trim().substring("position".length()).trim();
        int movesAt = rest.indexOf(" moves");
        String head = movesAt < 0 ? rest : rest.substring(0, movesAt);
        Position pos = head.equals("startpos") ? Position.startpos() : Sfen.parse(head.substring(5));
        if (movesAt >= 0) {
            for (String m : rest.substring(movesAt + 6).trim().split("\\s+")) {
                if (!m.isEmpty()) {
                    pos.doMove(pos.toMove(m));
                }
            }
        }
        return pos;
    }

    private static String randomMove(Position pos, Random rnd) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos, moves, 0);
        return n == 0 ? "resign" : Move.toUsi(moves[rnd.nextInt(n)]);
    }
}
