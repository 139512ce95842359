package kirin.core;

/**
 * Reads and writes SFEN. The reader accepts hand pieces in any order and an optional move number, and rejects
 * anything that is not a legal position: unknown letters, ranks of the wrong length, a second king of one colour,
 * the side not to move in check, dead pieces (pawn or lance on the last rank, knight on the last two), two
 * unpromoted pawns of one side on a file, more pieces of a kind than a set has, and malformed hand counts. A side
 * may have no king, as in mate problems. The writer emits hands in the canonical order R, B, G, S, N, L, P.
 */
public final class Sfen {
    public static final String STARTPOS = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    private Sfen() {}

    /** Parses a SFEN of 3 or 4 whitespace-separated fields into a new position. */
    public static Position parse(String sfen) {
        String[] f = sfen.trim().split("\\s+");
        if (f.length < 3 || f.length > 4 || f[0].isEmpty()) {
            throw new SfenException("expected 3 or 4 fields (board, side, hands[, move number]), got "
                    + (f[0].isEmpty() ? 0 : f.length));
        }
        int[] board = parseBoard(f[0]);
        int side;
        if (f[1].equals("b")) {
            side = Color.BLACK;
        } else if (f[1].equals("w")) {
            side = Color.WHITE;
        } else {
            throw new SfenException("side to move must be 'b' or 'w', got '" + f[1] + "'");
        }
        int[] hands = parseHands(f[2]);
        int gamePly = 1;
        if (f.length == 4) {
            try {
                gamePly = Integer.parseInt(f[3]);
            } catch (NumberFormatException e) {
                throw new SfenException("move number must be a positive integer, got '" + f[3] + "'");
            }
            if (gamePly < 1) {
                throw new SfenException("move number must be a positive integer, got '" + f[3] + "'");
            }
        }
        return build(board, hands, side, gamePly, null);
    }

    private static int[] parseBoard(String s) {
        String[] ranks = s.split("/", -1);
        if (ranks.length != 9) {
            throw new SfenException("board must have 9 ranks separated by '/', got " + ranks.length);
        }
        int[] board = new int[Square.NB];
        for (int r = 0; r < 9; r++) {
            String row = ranks[r];
            int file = 9;
            boolean promoted = false;
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c >= '1' && c <= '9') {
                    if (promoted) {
                        throw new SfenException("'+' must precede a piece letter in rank " + (char) ('a' + r));
                    }
                    file -= c - '0';
                } else if (c == '+') {
                    if (promoted) {
                        throw new SfenException("double '+' in rank " + (char) ('a' + r));
                    }
                    promoted = true;
                    continue;
                } else {
                    int type = Piece.typeOfLetter(c);
                    if (type == 0) {
                        throw new SfenException("unknown piece letter '" + c + "' in rank " + (char) ('a' + r));
                    }
                    if (promoted && !Piece.canPromote(type)) {
                        throw new SfenException("'" + c + "' cannot be promoted (rank " + (char) ('a' + r) + ")");
                    }
                    if (file < 1) {
                        throw new SfenException("rank " + (char) ('a' + r) + " has more than 9 squares");
                    }
                    int color = Character.isUpperCase(c) ? Color.BLACK : Color.WHITE;
                    board[Square.of(file, r + 1)] = Piece.make(color, promoted ? type + Piece.PROMOTED : type);
                    file--;
                }
                promoted = false;
                if (file < 0) {
                    throw new SfenException("rank " + (char) ('a' + r) + " has more than 9 squares");
                }
            }
            if (promoted) {
                throw new SfenException("'+' at the end of rank " + (char) ('a' + r));
            }
            if (file != 0) {
                throw new SfenException("rank " + (char) ('a' + r) + " has " + (9 - file) + " squares, expected 9");
            }
        }
        return board;
    }

    private static int[] parseHands(String s) {
        int[] counts = new int[2 * 8];
        if (s.equals("-")) {
            return counts;
        }
        int i = 0;
        while (i < s.length()) {
            int n = 0;
            int digits = 0;
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                if (++digits > 2) {
                    throw new SfenException("hand count too large in '" + s + "'");
                }
                n = n * 10 + (s.charAt(i++) - '0');
            }
            if (i >= s.length()) {
                throw new SfenException("hand count without a piece letter in '" + s + "'");
            }
            if (digits > 0 && n < 1) {
                throw new SfenException("hand count must be at least 1 in '" + s + "'");
            }
            if (digits == 0) {
                n = 1;
            }
            char c = s.charAt(i++);
            int type = Piece.typeOfLetter(c);
            if (type == 0 || type == Piece.KING) {
                throw new SfenException("unknown hand piece '" + c + "' in '" + s + "'");
            }
            int color = Character.isUpperCase(c) ? Color.BLACK : Color.WHITE;
            counts[color * 8 + type] += n;
        }
        return counts;
    }

    /**
     * The position of a board (piece codes by square, kings included), hand counts (by {@code colour * 8 + type}),
     * a side to move and a move number, under the same rules as {@link #parse} (which builds through this): set up
     * in {@code into}, which is reused (its history too), or in a new position if {@code into} is null. Decoders of
     * binary positions call it directly, without a round trip through SFEN text.
     *
     * @throws SfenException if the rules reject the position; {@code into}'s contents are then unspecified
     */
    public static Position build(int[] board, int[] handCounts, int side, int gamePly, Position into) {
        int[] total = new int[9];
        int[] kings = new int[2];
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = board[sq];
            if (pc == Piece.EMPTY) {
                continue;
            }
            int type = Piece.type(pc);
            int color = Piece.color(pc);
            total[Piece.base(type)]++;
            if (type == Piece.KING && ++kings[color] > 1) {
                throw new SfenException("two " + (color == Color.BLACK ? "black" : "white") + " kings");
            }
            int rel = Square.relativeRank(color, sq);
            if ((type == Piece.PAWN || type == Piece.LANCE) && rel == 1 || type == Piece.KNIGHT && rel <= 2) {
                throw new SfenException(Piece.sfen(pc) + " on " + Square.name(sq) + " can never move");
            }
        }
        for (int color = 0; color < 2; color++) {
            for (int file = 1; file <= 9; file++) {
                int pawns = 0;
                for (int rank = 1; rank <= 9; rank++) {
                    if (board[Square.of(file, rank)] == Piece.make(color, Piece.PAWN)) {
                        pawns++;
                    }
                }
                if (pawns > 1) {
                    throw new SfenException("two unpromoted " + (color == Color.BLACK ? "black" : "white")
                            + " pawns on file " + file + " (nifu)");
                }
            }
        }
        int[] hands = new int[2];
        for (int color = 0; color < 2; color++) {
            for (int type = Piece.PAWN; type <= Piece.GOLD; type++) {
                int n = handCounts[color * 8 + type];
                total[type] += n;
                if (n > Piece.setCount(type)) {
                    throw new SfenException("hand holds " + n + " " + Piece.letter(type) + ", more than the "
                            + Piece.setCount(type) + " a set has");
                }
                hands[color] = Hand.with(hands[color], type, n);
            }
        }
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            if (total[type] > Piece.setCount(type)) {
                throw new SfenException("too many " + Piece.letter(type) + ": " + total[type] + ", a set has "
                        + Piece.setCount(type));
            }
        }
        Position pos = into != null ? into : new Position();
        pos.clear();
        for (int sq = 0; sq < Square.NB; sq++) {
            if (board[sq] != Piece.EMPTY) {
                pos.place(board[sq], sq);
            }
        }
        pos.setHand(Color.BLACK, hands[0]);
        pos.setHand(Color.WHITE, hands[1]);
        pos.finishSetup(side, gamePly);
        int other = side ^ 1;
        int k = pos.kingSquare(other);
        if (k != Square.NONE && pos.isAttacked(side, k)) {
            throw new SfenException("the side not to move (" + (other == Color.BLACK ? "black" : "white")
                    + ") is in check");
        }
        return pos;
    }

    /** SFEN of {@code pos}, with the game ply as move number. */
    public static String format(Position pos) {
        return format(pos.board, pos.hand(Color.BLACK), pos.hand(Color.WHITE), pos.sideToMove(), pos.gamePly());
    }

    /**
     * SFEN of a board (piece codes by square), two packed hands ({@link Hand}), the side to move and a move number;
     * hands in the canonical order R, B, G, S, N, L, P.
     */
    public static String format(int[] board, int blackHand, int whiteHand, int sideToMove, int moveNumber) {
        StringBuilder sb = new StringBuilder(96);
        for (int rank = 1; rank <= 9; rank++) {
            int empty = 0;
            for (int file = 9; file >= 1; file--) {
                int pc = board[Square.of(file, rank)];
                if (pc == Piece.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.sfen(pc));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank < 9) {
                sb.append('/');
            }
        }
        sb.append(' ').append(Color.sfenChar(sideToMove)).append(' ');
        int len = sb.length();
        for (int color = 0; color < 2; color++) {
            int hand = color == Color.BLACK ? blackHand : whiteHand;
            for (int type : Piece.HAND_ORDER) {
                int n = Hand.count(hand, type);
                if (n > 0) {
                    if (n > 1) {
                        sb.append(n);
                    }
                    char c = Piece.letter(type);
                    sb.append(color == Color.BLACK ? c : Character.toLowerCase(c));
                }
            }
        }
        if (sb.length() == len) {
            sb.append('-');
        }
        return sb.append(' ').append(moveNumber).toString();
    }
}
