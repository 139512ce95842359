package kirin.kifu;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;

/**
 * Reads a KIF/KIFU record (interop.md 7.2; one game per file): {@code #} comment lines, {@code key：value} headers
 * ({@code 先手}/{@code 下手} and {@code 後手}/{@code 上手} are the players, {@code 手合割} the handicap, 平手 when
 * absent), an optional board diagram (BOD: {@code |v香v桂...|一} rows, {@code 先手の持駒：} / {@code 後手の持駒：}
 * hands, {@code 後手番}), the optional {@code 手数----指手----} line, then move lines {@code <ply> <move>(<from>)
 * ( m:ss/hh:mm:ss)}: {@code ７六歩(77)}, {@code 同　金(32)}, {@code ３三角成(88)}, {@code ２二角不成(88)},
 * {@code ５五角打}, or a terminal word ({@code 投了}, {@code 中断}, {@code 詰み}, {@code 千日手}, {@code 持将棋},
 * {@code 切れ負け}, {@code 反則勝ち}, {@code 反則負け}, {@code 入玉勝ち}, {@code 不詰}, {@code 不戦勝}, {@code 不戦敗}). {@code *} lines are comments of the
 * move above; the summary {@code まで64手で後手の勝ち} gives the result when no terminal word does. Variations
 * ({@code 変化：N手} blocks, after the main line; the main-line move carries a trailing {@code +}) are skipped.
 *
 * <p>Each move is checked against the rules: the named piece must be on the from-square, and the move legal. A
 * defect ends the game there with {@link Kifu#error()} naming the file and ply.
 */
public final class KifReader {
    private static final Pattern MOVE_LINE = Pattern.compile("^\\s*(\\d+)\\s+(.*)$");
    /** Body, optional from-square, optional time, optional variation mark. */
    private static final Pattern MOVE = Pattern.compile(
            "^(.+?)(?:\\((\\d)(\\d)\\))?\\s*(?:\\(\\s*(\\d+):(\\d+)(?:/[\\d:\\s]*)?\\))?\\s*(\\+)?$");
    private static final String FILES = "１２３４５６７８９";
    private static final String RANKS = "一二三四五六七八九";
    private static final String PIECE_CHARS = "歩香桂銀角飛金玉と杏圭全馬龍";

    private KifReader() {}

    /** The game of a decoded KIF text (an empty list if the text holds nothing); {@code source} names the file. */
    public static List<Kifu> parse(String text, String source) {
        String[] lines = text.replace("\uFEFF", "").split("\r\n|\r|\n", -1);
        List<Kifu> out = new ArrayList<>();
        boolean any = false;
        for (String l : lines) {
            any |= !l.isBlank() && !l.startsWith("#");
        }
        if (any) {
            out.add(new Game(source).read(lines));
        }
        return out;
    }

    private static final class Game {
        private final Kifu k;
        private Setup bod;
        private int bodRank;
        private int bodSide = Color.BLACK;
        private String handicap;
        private Position pos;
        private int lastTo = -1;
        private boolean ended;

        Game(String source) {
            k = new Kifu(source, 1);
        }

        Kifu read(String[] lines) {
            for (String line : lines) {
                String s = line.strip();
                if (s.isEmpty() || s.startsWith("#") || s.startsWith("&")) {
                    continue;
                }
                if (s.startsWith("変化：") || s.startsWith("変化:")) {
                    if (pos != null) {
                        break; // variations follow the main line; none of them belongs to it
                    }
                    continue; // some writers leave a stray one among the headers
                }
                if (s.startsWith("*")) {
                    comment(s.substring(1));
                    continue;
                }
                if (s.startsWith("まで")) {
                    summary(s);
                    continue;
                }
                Matcher m = MOVE_LINE.matcher(line);
                if (m.matches()) {
                    if (pos == null && !start()) {
                        return k;
                    }
                    if (!move(Integer.parseInt(m.group(1)), m.group(2).strip())) {
                        return k;
                    }
                } else if (pos == null) {
                    if (!header(s)) {
                        return k;
                    }
                } else if (!ended) {
                    k.fail(k.plies.size() + 1, "unreadable line '" + s + "' among the moves");
                    return k;
                }
            }
            if (pos == null) {
                start();
            }
            return k;
        }

        private void comment(String c) {
            if (pos != null && !k.plies.isEmpty()) {
                k.plies.get(k.plies.size() - 1).comments().add(c);
            } else {
                k.headerComments.add(c);
            }
        }

        /** {@code まで64手で後手の勝ち}: the result, unless a terminal word already gave it. */
        private void summary(String s) {
            if (k.terminal != null || k.error != null || k.winner != Kifu.UNKNOWN) {
                return;
            }
            if (s.contains("先手の勝ち") || s.contains("下手の勝ち")) {
                k.winner = Color.BLACK;
            } else if (s.contains("後手の勝ち") || s.contains("上手の勝ち")) {
                k.winner = Color.WHITE;
            } else if (s.contains("千日手") || s.contains("持将棋")) {
                k.winner = Kifu.DRAW;
            }
        }

        private boolean header(String s) {
            if (s.startsWith("手数") || s.startsWith("+-") || s.matches("^[９9]\\s*[８8].*")) {
                return true; // the moves' heading, the board's frame and its file numbers
            }
            if (s.startsWith("|")) {
                return boardRow(s);
            }
            switch (s) {
                case "先手番", "下手番" -> bodSide = Color.BLACK;
                case "後手番", "上手番" -> bodSide = Color.WHITE;
                default -> {
                    int colon = s.indexOf('：');
                    if (colon < 0) {
                        colon = s.indexOf(':');
                    }
                    if (colon < 0) {
                        return true; // free text some programs add above the moves
                    }
                    return keyValue(s.substring(0, colon).strip(), s.substring(colon + 1).strip());
                }
            }
            return true;
        }

        private boolean keyValue(String key, String value) {
            switch (key) {
                case "先手", "下手" -> k.black = value;
                case "後手", "上手" -> k.white = value;
                case "手合割" -> handicap = value;
                case "先手の持駒", "下手の持駒" -> {
                    return hand(Color.BLACK, value);
                }
                case "後手の持駒", "上手の持駒" -> {
                    return hand(Color.WHITE, value);
                }
                default -> { }
            }
            k.info.put(key, value);
            return true;
        }

        /** {@code |v香v桂v銀v金v玉v金v銀v桂v香|一}: a space or {@code v} (white), then the piece or {@code ・}. */
        private boolean boardRow(String s) {
            if (bod == null) {
                bod = new Setup();
            }
            bodRank++;
            int end = s.indexOf('|', 1);
            String cells = end < 0 ? "" : s.substring(1, end);
            if (bodRank > 9 || cells.length() != 18) {
                k.fail(0, "unreadable board row '" + s + "'");
                return false;
            }
            for (int i = 0; i < 9; i++) {
                char side = cells.charAt(2 * i);
                char p = cells.charAt(2 * i + 1);
                if (p == '・') {
                    continue;
                }
                int type = pieceType(String.valueOf(p));
                if (type == 0 || (side != ' ' && side != 'v' && side != '^')) {
                    k.fail(0, "unreadable cell '" + side + p + "' in board row '" + s + "'");
                    return false;
                }
                bod.put(Square.of(9 - i, bodRank), Piece.make(side == 'v' ? Color.WHITE : Color.BLACK, type));
            }
            return true;
        }

        /** {@code 角　歩二} or {@code なし}: pieces with kanji counts. */
        private boolean hand(int color, String value) {
            if (bod == null) {
                bod = new Setup();
            }
            if (value.isEmpty() || value.equals("なし")) {
                return true;
            }
            for (String item : value.split("[\\s　]+")) {
                int type = item.isEmpty() ? 0 : pieceType(item.substring(0, 1));
                int n = kanjiNumber(item.substring(Math.min(1, item.length())));
                if (type == 0 || type > Piece.GOLD || n < 1) {
                    k.fail(0, "unreadable hand '" + value + "'");
                    return false;
                }
                for (int i = 0; i < n; i++) {
                    bod.addToHand(color, type);
                }
            }
            return true;
        }

        /** "" = 1, 一..九, 十, 十一..十八. */
        private static int kanjiNumber(String s) {
            if (s.isEmpty()) {
                return 1;
            }
            int tens = 0;
            if (s.startsWith("十")) {
                tens = 10;
                s = s.substring(1);
                if (s.isEmpty()) {
                    return 10;
                }
            }
            int d = s.length() == 1 ? RANKS.indexOf(s.charAt(0)) + 1 : 0;
            return d == 0 ? -1 : tens + d;
        }

        /** Sets up the start position from the board diagram or the handicap name. */
        private boolean start() {
            String sfen;
            if (bod != null) {
                String[] why = new String[1];
                sfen = bod.sfenOrNull(bodSide, why);
                if (sfen == null) {
                    k.fail(0, "the board diagram is not a valid position: " + why[0]);
                    return false;
                }
            } else if (handicap == null) {
                sfen = Sfen.STARTPOS;
            } else {
                sfen = Setup.HANDICAPS.get(handicap.replaceAll("[\\s　]", ""));
                if (sfen == null) {
                    k.fail(0, "unknown 手合割 '" + handicap + "' (and no board diagram)");
                    return false;
                }
            }
            k.startSfen = sfen;
            pos = Sfen.parse(sfen);
            return true;
        }

        private boolean move(int number, String text) {
            int ply = k.plies.size() + 1;
            if (ended) {
                k.fail(ply, "move line '" + number + " " + text + "' after the end of the game");
                return false;
            }
            if (number != ply) {
                k.fail(ply, "move number " + number + " where " + ply + " was expected");
                return false;
            }
            Matcher m = MOVE.matcher(text);
            if (!m.matches()) {
                k.fail(ply, "unreadable move '" + text + "'");
                return false;
            }
            String body = m.group(1).strip();
            String word = Terminal.fromKif(body, pos.sideToMove());
            if (m.group(2) == null && (word != null || body.equals("不戦勝") || body.equals("不戦敗"))) {
                int side = pos.sideToMove();
                // 不戦勝/不戦敗 (a win or loss by default) have no CSA word: the result alone is kept.
                k.end(word, word != null ? Terminal.winner(word, side) : body.equals("不戦勝") ? side : Color.flip(side));
                ended = true;
                return true;
            }
            int usiMove = usi(body, m.group(2), m.group(3), ply);
            if (usiMove == Move.NONE) {
                return false;
            }
            long ms = m.group(4) == null ? -1
                    : (Long.parseLong(m.group(4)) * 60 + Long.parseLong(m.group(5))) * 1000;
            pos.doMove(usiMove);
            lastTo = Move.to(usiMove);
            k.plies.add(new Kifu.Ply(usiMove, ms));
            return true;
        }

        /** The legal move {@code body} (with its from-square digits) names, or NONE after failing the game. */
        private int usi(String body, String fromFile, String fromRank, int ply) {
            String what = "'" + body + (fromFile != null ? "(" + fromFile + fromRank + ")" : "") + "'";
            int to;
            int at;
            if (body.startsWith("同")) {
                if (lastTo < 0) {
                    k.fail(ply, "unreadable move " + what + ": 同 without a previous move");
                    return Move.NONE;
                }
                to = lastTo;
                at = 1;
                while (at < body.length() && (body.charAt(at) == ' ' || body.charAt(at) == '　')) {
                    at++;
                }
            } else {
                int file = body.isEmpty() ? -1 : digit(body.charAt(0));
                int rank = body.length() < 2 ? -1 : RANKS.indexOf(body.charAt(1)) + 1;
                if (file < 1 || rank < 1) {
                    k.fail(ply, "unreadable move " + what);
                    return Move.NONE;
                }
                to = Square.of(file, rank);
                at = 2;
            }
            String rest = body.substring(at);
            int pieceLen = rest.startsWith("成") ? 2 : 1;
            int type = rest.length() < pieceLen ? 0 : pieceType(rest.substring(0, pieceLen));
            String suffix = type == 0 ? "?" : rest.substring(pieceLen);
            if (type == 0 || !(suffix.isEmpty() || suffix.equals("成") || suffix.equals("不成")
                    || suffix.equals("打"))) {
                k.fail(ply, "unreadable move " + what);
                return Move.NONE;
            }
            String usi;
            if (fromFile == null) {
                if (type > Piece.GOLD || suffix.equals("成") || suffix.equals("不成")) {
                    k.fail(ply, "unreadable move " + what + ": no from-square and not a drop");
                    return Move.NONE;
                }
                usi = Piece.letter(type) + "*" + Square.name(to);
            } else {
                int from = Square.of(fromFile.charAt(0) - '0', fromRank.charAt(0) - '0');
                int pc = fromFile.charAt(0) == '0' || fromRank.charAt(0) == '0' ? Piece.EMPTY : pos.pieceOn(from);
                if (pc == Piece.EMPTY || Piece.color(pc) != pos.sideToMove() || Piece.type(pc) != type
                        || suffix.equals("打")) {
                    k.fail(ply, "illegal move " + what + ": the named piece is not the mover's piece on the "
                            + "from-square");
                    return Move.NONE;
                }
                usi = Square.name(from) + Square.name(to) + (suffix.equals("成") ? "+" : "");
            }
            int m = pos.toMove(usi);
            if (m == Move.NONE) {
                k.fail(ply, "illegal move " + what);
            }
            return m;
        }

        private static int digit(char c) {
            if (c >= '1' && c <= '9') {
                return c - '0';
            }
            return FILES.indexOf(c) + 1;
        }
    }

    /** The piece type a KIF piece name stands for, or 0: 歩 香 桂 銀 金 角 飛 玉/王 と 成香/杏 成桂/圭 成銀/全 馬 龍/竜. */
    static int pieceType(String name) {
        switch (name) {
            case "王":
                return Piece.KING;
            case "竜":
                return Piece.DRAGON;
            case "成香":
                return Piece.PRO_LANCE;
            case "成桂":
                return Piece.PRO_KNIGHT;
            case "成銀":
                return Piece.PRO_SILVER;
            default:
                break;
        }
        if (name.length() != 1) {
            return 0;
        }
        int i = PIECE_CHARS.indexOf(name.charAt(0));
        // 歩香桂銀角飛金玉 are types 1..8 in order (PAWN LANCE KNIGHT SILVER BISHOP ROOK GOLD KING), then
        // と杏圭全 (9..12) and 馬龍 (13, 14).
        return i < 0 ? 0 : i + 1;
    }
}
