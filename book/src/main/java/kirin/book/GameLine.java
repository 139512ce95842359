package kirin.book;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One game of a makebook "sfen file": {@code startpos moves m1 m2 ...} or {@code sfen <board> <side> <hands> [<ply>]
 * moves ...} (a leading {@code position} is accepted too, as GUIs log it). The moves are checked: a game stops at
 * its first illegal move, which {@link #error} describes.
 */
public final class GameLine {
    /** The starting position. */
    public final Position start;
    /** The legal moves played from it, in order (full moves). */
    public final int[] moves;
    /** Null, or what stopped the game early. */
    public final String error;

    private GameLine(Position start, int[] moves, String error) {
        this.start = start;
        this.moves = moves;
        this.error = error;
    }

    /**
     * Hands every game of a makebook "sfen file" to {@code action}, in file order. Blank lines and {@code #} comments
     * are skipped; a line whose start cannot be read, and a game cut short by an illegal move (still handed on, up
     * to that move), are reported to {@code warnings} as {@code file:line: what}.
     */
    public static void forEachIn(Path games, Consumer<String> warnings, Consumer<GameLine> action)
            throws IOException {
        try (BufferedReader r = Files.newBufferedReader(games, StandardCharsets.UTF_8)) {
            String line;
            long lineNo = 0;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                GameLine g;
                try {
                    g = parse(line);
                } catch (BookFormatException e) {
                    warnings.accept(games + ":" + lineNo + ": " + e.getMessage());
                    continue;
                }
                if (g.error != null) {
                    warnings.accept(games + ":" + lineNo + ": " + g.error);
                }
                action.accept(g);
            }
        }
    }

    /** Parses one line; throws {@link BookFormatException} when its start cannot be read. */
    public static GameLine parse(String line) throws BookFormatException {
        String[] t = line.trim().split("\\s+");
        int i = 0;
        if (i < t.length && t[i].equals("position")) {
            i++;
        }
        if (i >= t.length) {
            throw new BookFormatException("empty game line");
        }
        Position pos;
        if (t[i].equals("startpos")) {
            pos = Position.startpos();
            i++;
        } else if (t[i].equals("sfen")) {
            int j = i + 1;
            while (j < t.length && !t[j].equals("moves")) {
                j++;
            }
            try {
                pos = Sfen.parse(String.join(" ", java.util.Arrays.copyOfRange(t, i + 1, j)));
            } catch (RuntimeException e) {
                throw new BookFormatException("bad sfen: " + e.getMessage());
            }
            i = j;
        } else {
            throw new BookFormatException("a game line starts with 'startpos' or 'sfen', got '" + t[i] + "'");
        }
        Position start = pos.copy();
        List<Integer> moves = new ArrayList<>();
        String error = null;
        if (i < t.length) {
            if (!t[i].equals("moves")) {
                throw new BookFormatException("expected 'moves', got '" + t[i] + "'");
            }
            for (i++; i < t.length; i++) {
                int m = pos.toMove(t[i]);
                if (m == Move.NONE) {
                    error = "illegal or malformed move '" + t[i] + "' (move " + (moves.size() + 1)
                            + "); the game is used up to there";
                    break;
                }
                pos.doMove(m);
                moves.add(m);
            }
        }
        int[] a = new int[moves.size()];
        for (int k = 0; k < a.length; k++) {
            a[k] = moves.get(k);
        }
        return new GameLine(start, a, error);
    }
}
