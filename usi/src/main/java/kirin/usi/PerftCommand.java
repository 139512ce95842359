package kirin.usi;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Perft;
import kirin.core.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * {@code go perft <depth>}: prints {@code <move>: <count>} per root move (sorted by move text, so outputs of
 * different engines diff cleanly), an empty line, then {@code Nodes searched: <total>}, as Stockfish does; the time
 * and leaves per second go to stderr. Runs synchronously on a copy of the current position.
 */
final class PerftCommand {
    static final int MAX_DEPTH = 12;

    private final Engine engine;
    private final UsiOutput out;

    PerftCommand(Engine engine, UsiOutput out) {
        this.engine = engine;
        this.out = out;
    }

    void execute(Tokens args) throws UsiException {
        String text = args.hasNext() ? args.next() : null;
        int depth = parseDepth(text);
        if (args.hasNext()) {
            throw new UsiException("go perft takes one depth, got extra '" + args.next() + "'");
        }
        // A copy, so that even a failure half way through cannot disturb the current position.
        Position pos = engine.position().copy();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        long[] counts = new long[MoveGenerator.MAX_MOVES];
        long start = System.nanoTime();
        int n = new Perft(depth).divide(pos, depth, moves, counts);
        double seconds = (System.nanoTime() - start) / 1e9;

        Integer[] order = new Integer[n];
        String[] names = new String[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
            names[i] = Move.toUsi(moves[i]);
        }
        Arrays.sort(order, Comparator.comparing(i -> names[i]));
        List<String> block = new ArrayList<>(n + 2);
        long total = 0;
        for (int i : order) {
            block.add(names[i] + ": " + counts[i]);
            total += counts[i];
        }
        block.add("");
        block.add("Nodes searched: " + total);
        out.lines(block);
        // The timing is for people measuring speed, not for the GUI: stderr keeps the perft format exact.
        System.err.printf("perft %d: %,d leaves in %.2f s = %.1f M leaves/s%n",
                depth, total, seconds, total / Math.max(seconds, 1e-9) / 1e6);
    }

    private static int parseDepth(String text) throws UsiException {
        String expected = "go perft needs a depth from 1 to " + MAX_DEPTH;
        if (text == null) {
            throw new UsiException(expected);
        }
        int depth;
        try {
            depth = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsiException(expected + ", got '" + text + "'");
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new UsiException(expected + ", got " + depth);
        }
        return depth;
    }
}
