package kirin.kifu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kirin.core.Position;
import kirin.core.Sfen;

/**
 * One game record, whatever file it came from: where it came from, the players, the game information, the start
 * position, the moves (each checked legal when it was read) with their times and comments, and how the game ended.
 * A reader that met an illegal or unreadable move keeps the moves before it and sets {@link #error()}.
 */
public final class Kifu {
    /** {@link #winner()} of a drawn game. */
    public static final int DRAW = -1;
    /** {@link #winner()} of a game whose result the record does not give (suspended, cut short, no end). */
    public static final int UNKNOWN = -2;

    /**
     * One move of the record.
     *
     * @param move the full move (kirin.core.Move), legal in the position before it
     * @param timeMs time used for the move in milliseconds, or -1 if the record gives none
     * @param comments the comment lines after the move, without their {@code '} or {@code *} prefix
     */
    public record Ply(int move, long timeMs, List<String> comments) {
        public Ply {
            comments = new ArrayList<>(comments);
        }

        public Ply(int move, long timeMs) {
            this(move, timeMs, List.of());
        }
    }

    private final String source;
    private final int number;
    /** CSA version line ("V2.2", "V3.0"); what the writer writes. */
    String version = "V2.2";
    String black;
    String white;
    final Map<String, String> info = new LinkedHashMap<>();
    final List<String> headerComments = new ArrayList<>();
    String startSfen;
    final List<Ply> plies = new ArrayList<>();
    String terminal;
    int winner = UNKNOWN;
    final List<String> trailingComments = new ArrayList<>();
    String error;

    /**
     * An empty record.
     *
     * @param source the file it comes from, for messages (any text)
     * @param number the game's number in that file, from 1
     */
    public Kifu(String source, int number) {
        this.source = source;
        this.number = number;
    }

    public String source() {
        return source;
    }

    public int number() {
        return number;
    }

    public String version() {
        return version;
    }

    public Kifu version(String v) {
        version = v;
        return this;
    }

    /** Black's (sente's, shitate's) name, or null. */
    public String black() {
        return black;
    }

    /** White's (gote's, uwate's) name, or null. */
    public String white() {
        return white;
    }

    public Kifu players(String blackName, String whiteName) {
        black = blackName;
        white = whiteName;
        return this;
    }

    /** Game information in file order: CSA {@code $KEY:value} lines (key without {@code $}) or KIF header lines. */
    public Map<String, String> info() {
        return info;
    }

    /** Comment lines before the first move. */
    public List<String> headerComments() {
        return headerComments;
    }

    /** The start position as SFEN, or null if the record's start could not be read (then {@link #error()} says why). */
    public String startSfen() {
        return startSfen;
    }

    public Kifu start(String sfen) {
        startSfen = sfen;
        return this;
    }

    /** A fresh copy of the start position. */
    public Position startPosition() {
        return Sfen.parse(startSfen);
    }

    /** The moves; modifiable for writers that build a record. */
    public List<Ply> plies() {
        return plies;
    }

    /** The full moves in order. */
    public int[] moves() {
        int[] m = new int[plies.size()];
        for (int i = 0; i < m.length; i++) {
            m[i] = plies.get(i).move();
        }
        return m;
    }

    /**
     * The end of the game in CSA form ({@code %TORYO}, {@code %+ILLEGAL_ACTION}, ...; KIF's terminal words are
     * mapped to these), or null if the record has none.
     */
    public String terminal() {
        return terminal;
    }

    /** Sets the terminal and the winner it implies (see {@link Terminal}). */
    public Kifu end(String csaTerminal, int winnerColor) {
        terminal = csaTerminal;
        winner = winnerColor;
        return this;
    }

    /** 0 black won, 1 white won, {@link #DRAW}, or {@link #UNKNOWN}. */
    public int winner() {
        return winner;
    }

    /** Comment lines after the terminal (Floodgate's {@code 'summary:} and the like). */
    public List<String> trailingComments() {
        return trailingComments;
    }

    /**
     * Null, or why the record stopped early: "{@code file: game N, ply P: what}". The moves before the defect are
     * kept; the result is then {@link #UNKNOWN}.
     */
    public String error() {
        return error;
    }

    /** Marks the record as cut at ply {@code ply} (1 = the first move) because of {@code what}. */
    void fail(int ply, String what) {
        error = source + ": game " + number + (ply > 0 ? ", ply " + ply : "") + ": " + what;
        terminal = null;
        winner = UNKNOWN;
    }

    /** "file: game N". */
    public String name() {
        return source + ": game " + number;
    }
}
