package kirin.kifu;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;

/**
 * Reads CSA records (interop.md 7.1), V2, V2.1, V2.2 and V3.0, one or many games per file separated by a line
 * {@code /}. Per game: the version line, {@code N+}/{@code N-} names, {@code $KEY:value} game information, the start
 * position ({@code PI} with optional removals such as {@code PI82HI22KA}, or rows {@code P1}..{@code P9} with single
 * pieces {@code P+00KI}/{@code P-22KA} and {@code AL}), the side-to-move line {@code +}/{@code -}, the moves
 * ({@code +7776FU}; the code is the piece after the move, so a promoted code on an unpromoted piece is a promotion),
 * {@code T<sec>} time lines (V3.0's fractions of a second are kept), comment lines {@code '} and the special moves
 * {@code %...}. Several statements may share a line separated by {@code ,}.
 *
 * <p>Each move is checked against the rules; an illegal or unreadable line ends that game, keeping the moves before
 * it, with {@link Kifu#error()} naming the file, game and ply; the file's other games are read on.
 */
public final class CsaReader {
    static final String[] CODES = {
        "", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"
    };

    private CsaReader() {}

    /** The games of a decoded CSA text; {@code source} names the file in messages. Empty games are left out. */
    public static List<Kifu> parse(String text, String source) {
        List<Kifu> games = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        int number = 0;
        for (String raw : text.split("\r\n|\r|\n", -1)) {
            if (raw.strip().equals("/")) {
                if (hasContent(lines)) {
                    games.add(new Game(source, ++number).read(lines));
                }
                lines.clear();
            } else {
                lines.add(raw);
            }
        }
        if (hasContent(lines)) {
            games.add(new Game(source, ++number).read(lines));
        }
        return games;
    }

    private static boolean hasContent(List<String> lines) {
        for (String l : lines) {
            if (!l.isBlank()) {
                return true;
            }
        }
        return false;
    }

    /** The type whose CSA code is {@code code}, or 0. */
    static int type(String code) {
        for (int t = 1; t < CODES.length; t++) {
            if (CODES[t].equals(code)) {
                return t;
            }
        }
        return 0;
    }

    /** One game's lines being read. */
    private static final class Game {
        private final Kifu k;
        private Setup setup;
        private Position pos;
        private boolean ended;

        Game(String source, int number) {
            k = new Kifu(source, number);
        }

        Kifu read(List<String> lines) {
            for (String line : lines) {
                for (String st : statements(line)) {
                    if (!statement(st)) {
                        return k;
                    }
                }
            }
            if (pos == null && k.error == null) {
                k.fail(0, setup == null ? "no start position" : "no side-to-move line (+ or -) after the position");
            }
            return k;
        }

        /** The statements of a line: split at commas, except that a comment runs to the end of the line. */
        private static List<String> statements(String line) {
            List<String> out = new ArrayList<>();
            int at = 0;
            while (at <= line.length()) {
                if (line.startsWith("'", at)) {
                    out.add(line.substring(at));
                    break;
                }
                int comma = line.indexOf(',', at);
                int end = comma < 0 ? line.length() : comma;
                String s = line.substring(at, end).strip();
                if (!s.isEmpty()) {
                    out.add(s);
                }
                if (comma < 0) {
                    break;
                }
                at = comma + 1;
            }
            return out;
        }

        /** Handles one statement; false once the game is cut by an error. */
        private boolean statement(String s) {
            int ply = k.plies.size() + 1;
            if (s.startsWith("'")) {
                comment(s.substring(1));
                return true;
            }
            if (ended) {
                return fail(ply, "'" + s + "' after the end of the game (" + k.terminal + ")");
            }
            if (pos != null) {
                if (s.startsWith("+") || s.startsWith("-")) {
                    return move(s, ply);
                }
                if (s.startsWith("T")) {
                    return time(s, ply);
                }
                if (s.startsWith("%")) {
                    return special(s, ply);
                }
                return fail(ply, "unreadable line '" + s + "' among the moves");
            }
            if (s.startsWith("V")) {
                k.version = s;
            } else if (s.startsWith("N+")) {
                k.black = s.substring(2);
            } else if (s.startsWith("N-")) {
                k.white = s.substring(2);
            } else if (s.startsWith("$")) {
                int colon = s.indexOf(':');
                if (colon < 0) {
                    return fail(0, "game information without ':' in '" + s + "'");
                }
                k.info.put(s.substring(1, colon), s.substring(colon + 1));
            } else if (s.startsWith("P")) {
                return position(s);
            } else if (s.equals("+") || s.equals("-")) {
                return sideToMove(s.equals("+") ? Color.BLACK : Color.WHITE);
            } else if (s.startsWith("+") || s.startsWith("-")) {
                return fail(1, "move '" + s + "' before the side-to-move line (+ or -)");
            } else {
                return fail(0, "unreadable line '" + s + "' before the moves");
            }
            return true;
        }

        private void comment(String c) {
            if (ended) {
                k.trailingComments.add(c);
            } else if (pos != null && !k.plies.isEmpty()) {
                k.plies.get(k.plies.size() - 1).comments().add(c);
            } else if (!c.startsWith("CSA encoding=")) {
                k.headerComments.add(c);
            }
        }

        private boolean fail(int ply, String what) {
            k.fail(ply, what);
            return false;
        }

        private boolean position(String s) {
            if (s.startsWith("PI")) {
                if (setup != null) {
                    return fail(0, "'" + s + "' after other position lines");
                }
                setup = Setup.hirate();
                String rest = s.substring(2);
                if (rest.length() % 4 != 0) {
                    return fail(0, "bad handicap list in '" + s + "'");
                }
                for (int i = 0; i < rest.length(); i += 4) {
                    int sq = square(rest, i);
                    int type = type(rest.substring(i + 2, i + 4));
                    if (sq < 0 || type == 0 || Piece.type(setup.board[sq]) != type) {
                        return fail(0, "'" + rest.substring(i, i + 4) + "' in '" + s + "' names no piece of the "
                                + "hirate position");
                    }
                    setup.put(sq, Piece.EMPTY);
                }
                return true;
            }
            if (setup == null) {
                setup = new Setup();
            }
            char c = s.length() > 1 ? s.charAt(1) : ' ';
            if (c >= '1' && c <= '9') {
                return row(s, c - '0');
            }
            if (c == '+' || c == '-') {
                return pieces(s, c == '+' ? Color.BLACK : Color.WHITE);
            }
            return fail(0, "unreadable position line '" + s + "'");
        }

        /** {@code P1-KY-KE...}: nine cells of three characters, file 9 to 1. */
        private boolean row(String s, int rank) {
            String cells = String.format("%-29s", s); // writers may drop the trailing blanks of " * "
            if (cells.length() != 29) {
                return fail(0, "position row '" + s + "' is not 9 cells of 3 characters");
            }
            for (int i = 0; i < 9; i++) {
                String cell = cells.substring(2 + 3 * i, 5 + 3 * i);
                int sq = Square.of(9 - i, rank);
                if (cell.equals(" * ")) {
                    setup.put(sq, Piece.EMPTY);
                    continue;
                }
                int type = type(cell.substring(1));
                char sign = cell.charAt(0);
                if (type == 0 || (sign != '+' && sign != '-')) {
                    return fail(0, "bad cell '" + cell + "' in position row '" + s + "'");
                }
                setup.put(sq, Piece.make(sign == '+' ? Color.BLACK : Color.WHITE, type));
            }
            return true;
        }

        /** {@code P+00KI22KA...}, {@code P-00AL}. */
        private boolean pieces(String s, int color) {
            String rest = s.substring(2);
            if (rest.isEmpty() || rest.length() % 4 != 0) {
                return fail(0, "bad piece list in '" + s + "'");
            }
            for (int i = 0; i < rest.length(); i += 4) {
                String item = rest.substring(i, i + 4);
                if (item.equals("00AL")) {
                    if (i + 4 != rest.length()) {
                        return fail(0, "00AL must come last, in '" + s + "'");
                    }
                    setup.restToHand(color);
                    return true;
                }
                int type = type(item.substring(2));
                if (type == 0) {
                    return fail(0, "unknown piece '" + item.substring(2) + "' in '" + s + "'");
                }
                if (item.startsWith("00")) {
                    if (type > Piece.GOLD) {
                        return fail(0, "'" + item + "' cannot be in a hand, in '" + s + "'");
                    }
                    setup.addToHand(color, type);
                } else {
                    int sq = square(item, 0);
                    if (sq < 0) {
                        return fail(0, "bad square in '" + item + "' of '" + s + "'");
                    }
                    setup.put(sq, Piece.make(color, type));
                }
            }
            return true;
        }

        private boolean sideToMove(int color) {
            if (setup == null) {
                return fail(0, "side-to-move line before any position line (PI or P1..P9)");
            }
            String[] why = new String[1];
            String sfen = setup.sfenOrNull(color, why);
            if (sfen == null) {
                return fail(0, "the start position is not valid: " + why[0]);
            }
            k.startSfen = sfen;
            pos = Sfen.parse(sfen);
            return true;
        }

        private boolean move(String s, int ply) {
            if (s.length() != 7) {
                return fail(ply, "unreadable move '" + s + "'");
            }
            int color = s.charAt(0) == '+' ? Color.BLACK : Color.WHITE;
            if (color != pos.sideToMove()) {
                return fail(ply, "move '" + s + "' by the side not to move");
            }
            int to = square(s, 3);
            int type = type(s.substring(5));
            if (to < 0 || type == 0) {
                return fail(ply, "unreadable move '" + s + "'");
            }
            String usi;
            if (s.startsWith("00", 1)) {
                if (type > Piece.GOLD) {
                    return fail(ply, "'" + s + "' drops a piece that cannot be in a hand");
                }
                usi = Piece.letter(type) + "*" + Square.name(to);
            } else {
                int from = square(s, 1);
                int pc = from < 0 ? Piece.EMPTY : pos.pieceOn(from);
                if (pc == Piece.EMPTY || Piece.color(pc) != color) {
                    return fail(ply, "illegal move '" + s + "': no piece of the mover on its from-square");
                }
                int was = Piece.type(pc);
                boolean promote = type != was && Piece.canPromote(was) && type == was + Piece.PROMOTED;
                if (type != was && !promote) {
                    return fail(ply, "illegal move '" + s + "': the piece there is " + CODES[was]);
                }
                usi = Square.name(from) + Square.name(to) + (promote ? "+" : "");
            }
            int m = pos.toMove(usi);
            if (m == Move.NONE) {
                return fail(ply, "illegal move '" + s + "'");
            }
            pos.doMove(m);
            k.plies.add(new Kifu.Ply(m, -1));
            return true;
        }

        private boolean time(String s, int ply) {
            if (k.plies.isEmpty()) {
                return fail(ply, "time line '" + s + "' before the first move");
            }
            long ms;
            try {
                ms = Math.round(Double.parseDouble(s.substring(1)) * 1000);
            } catch (NumberFormatException e) {
                return fail(ply - 1, "unreadable time line '" + s + "'");
            }
            if (ms < 0 || !s.substring(1).matches("\\d+(\\.\\d+)?")) {
                return fail(ply - 1, "unreadable time line '" + s + "'");
            }
            Kifu.Ply last = k.plies.get(k.plies.size() - 1);
            k.plies.set(k.plies.size() - 1, new Kifu.Ply(last.move(), ms, last.comments()));
            return true;
        }

        private boolean special(String s, int ply) {
            if (!Terminal.isCsa(s)) {
                return fail(ply, "unknown special move '" + s + "'");
            }
            k.end(s, Terminal.winner(s, pos.sideToMove()));
            ended = true;
            return true;
        }
    }

    /**
     * The move a CSA move text ({@code +7776FU}, {@code -0055KA}; exactly seven characters) makes in {@code pos}, or
     * {@link Move#NONE} if it is unreadable, names the side not to move, or is not legal there. For network clients
     * that read one move at a time (the CSA server protocol).
     */
    public static int move(Position pos, String s) {
        if (s.length() != 7 || (s.charAt(0) == '+' ? Color.BLACK : s.charAt(0) == '-' ? Color.WHITE : -1)
                != pos.sideToMove()) {
            return Move.NONE;
        }
        int to = square(s, 3);
        int type = type(s.substring(5));
        if (to < 0 || type == 0) {
            return Move.NONE;
        }
        String usi;
        if (s.startsWith("00", 1)) {
            if (type > Piece.GOLD) {
                return Move.NONE;
            }
            usi = Piece.letter(type) + "*" + Square.name(to);
        } else {
            int from = square(s, 1);
            int pc = from < 0 ? Piece.EMPTY : pos.pieceOn(from);
            if (pc == Piece.EMPTY || Piece.color(pc) != pos.sideToMove()) {
                return Move.NONE;
            }
            int was = Piece.type(pc);
            boolean promote = type != was && Piece.canPromote(was) && type == was + Piece.PROMOTED;
            if (type != was && !promote) {
                return Move.NONE;
            }
            usi = Square.name(from) + Square.name(to) + (promote ? "+" : "");
        }
        return pos.toMove(usi);
    }

    /** The square written as two digits (file, rank) at {@code at}, or -1. */
    static int square(String s, int at) {
        if (at + 2 > s.length()) {
            return -1;
        }
        int file = s.charAt(at) - '0';
        int rank = s.charAt(at + 1) - '0';
        return file >= 1 && file <= 9 && rank >= 1 && rank <= 9 ? Square.of(file, rank) : -1;
    }
}
