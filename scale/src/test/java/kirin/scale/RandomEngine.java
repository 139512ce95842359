package kirin.scale;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.match.Opening;

/**
 * A USI engine for the match tests, started as its own process on the test class path: {@code RandomEngine SEED}
 * answers {@code go} with a random legal move (or {@code resign} when it has none).
 */
public final class RandomEngine {
    private RandomEngine() {}

    public static void main(String[] args) throws IOException {
        Random rnd = new Random(Long.parseLong(args[0]));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position pos = Position.startpos();
        String line;
        while ((line = in.readLine()) != null) {
            String[] t = line.trim().split("\\s+");
            switch (t[0]) {
                case "usi" -> System.out.println("id name RandomEngine\nusiok");
                case "isready" -> System.out.println("readyok");
                case "position" -> pos = Opening.parse(String.join(" ", Arrays.copyOfRange(t, 1, t.length)))
                        .position();
                case "go" -> {
                    int[] moves = new int[MoveGenerator.MAX_MOVES];
                    int n = MoveGenerator.generateAll(pos, moves, 0);
                    List<Integer> legal = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        if (MoveGenerator.isLegal(pos, moves[i])) {
                            legal.add(moves[i]);
                        }
                    }
                    System.out.println("info depth 1 nodes 1 score cp 0");
                    System.out.println(legal.isEmpty() ? "bestmove resign"
                            : "bestmove " + Move.toUsi(legal.get(rnd.nextInt(legal.size()))));
                }
                case "quit" -> {
                    return;
                }
                default -> { }
            }
            System.out.flush();
        }
    }
}
