package kirin.book;

import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Square;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * GPS Shogi's opening book ({@code joseki.dat}), OpenShogiLib's {@code WeightedBook} format as its header
 * {@code osl/book/openingBook.h} describes it, read with our own code. All integers are 32-bit big-endian:
 * <pre>
 * header  version, number of states, number of moves, index of the start state     16 bytes
 * state   first move index, move count, black's wins, white's wins                  16 bytes each
 * move    move (OMove encoding), index of the state it leads to, weight             12 bytes each
 * board   CompactBoard of each state                                               164 bytes each (not read)
 * </pre>
 * An OMove packs the origin {@code x<<4|y} in bits 0-7 (0 for a drop), the destination {@code x<<12|y<<8} in
 * bits 8-15, promotion in bit 19, the captured type in bits 20-23, the moving type in bits 24-27 and the player
 * (0 black, -1 white) above. Types are OSL's: 9 gold, 10 pawn, 11 lance, 12 knight, 13 silver, 14 bishop, 15 rook
 * (2-7 promoted, 8 king). Positions are not read from the boards but reached by playing the moves from the start
 * state, which also checks every move against our rules.
 */
public final class GpsBook {
    private static final int HEADER = 16;
    private static final int STATE = 16;
    private static final int MOVE = 12;
    private static final int BOARD = 164;
    /** OSL piece types 9..15 in Kirin's numbering. */
    private static final int[] OSL_BASE_TYPE = {Piece.GOLD, Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER,
            Piece.BISHOP, Piece.ROOK};

    /** OSL piece types 0..15 in Kirin's numbering (0 = none: empty and edge). */
    private static final int[] OSL_TYPE = {0, 0, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT,
            Piece.PRO_SILVER, Piece.HORSE, Piece.DRAGON, Piece.KING, Piece.GOLD, Piece.PAWN, Piece.LANCE,
            Piece.KNIGHT, Piece.SILVER, Piece.BISHOP, Piece.ROOK};

    public final int version;
    public final int startState;
    final int[] firstMove;
    final int[] moveCount;
    final int[] blackWins;
    final int[] whiteWins;
    final int[] moves;
    final int[] target;
    final int[] weight;
    /** The CompactBoards: 40 pieces ({@code owner<<20 | ptype<<16 | x<<4 | y}, 0 for a piece in hand) and the turn. */
    final int[] boards;

    private GpsBook(int version, int startState, int states, int moveTotal) {
        this.version = version;
        this.startState = startState;
        firstMove = new int[states];
        moveCount = new int[states];
        blackWins = new int[states];
        whiteWins = new int[states];
        moves = new int[moveTotal];
        target = new int[moveTotal];
        weight = new int[moveTotal];
        boards = new int[states * (BOARD / 4)];
    }

    public int states() {
        return firstMove.length;
    }

    public int moveTotal() {
        return moves.length;
    }

    /** Reads and checks {@code file}; a defect is reported with the file's name and what is wrong. */
    public static GpsBook read(Path file) throws IOException, BookFormatException {
        byte[] bytes = Files.readAllBytes(file);
        String name = file.toString();
        if (bytes.length < HEADER) {
            throw new BookFormatException(name + ": " + bytes.length + " bytes, shorter than the 16-byte header");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
        int version = b.getInt();
        int states = b.getInt();
        int moveTotal = b.getInt();
        int start = b.getInt();
        if (states <= 0 || moveTotal < 0) {
            throw new BookFormatException(name + ": header gives " + states + " states and " + moveTotal + " moves");
        }
        long expected = HEADER + (long) STATE * states + (long) MOVE * moveTotal + (long) BOARD * states;
        if (bytes.length != expected) {
            throw new BookFormatException(name + ": " + bytes.length + " bytes, but a WeightedBook of " + states
                    + " states and " + moveTotal + " moves has " + expected + " (not a joseki.dat?)");
        }
        if (start < 0 || start >= states) {
            throw new BookFormatException(name + ": start state " + start + " outside 0.." + (states - 1));
        }
        GpsBook g = new GpsBook(version, start, states, moveTotal);
        for (int i = 0; i < states; i++) {
            g.firstMove[i] = b.getInt();
            g.moveCount[i] = b.getInt();
            g.blackWins[i] = b.getInt();
            g.whiteWins[i] = b.getInt();
            if (g.firstMove[i] < 0 || g.moveCount[i] < 0 || (long) g.firstMove[i] + g.moveCount[i] > moveTotal) {
                throw new BookFormatException(name + ": state " + i + " has moves " + g.firstMove[i] + ".."
                        + ((long) g.firstMove[i] + g.moveCount[i]) + " outside the " + moveTotal + " moves");
            }
        }
        for (int i = 0; i < moveTotal; i++) {
            g.moves[i] = b.getInt();
            g.target[i] = b.getInt();
            g.weight[i] = b.getInt();
            if (g.target[i] < 0 || g.target[i] >= states) {
                throw new BookFormatException(name + ": move " + i + " leads to state " + g.target[i]
                        + " outside 0.." + (states - 1));
            }
        }
        for (int i = 0; i < g.boards.length; i++) {
            g.boards[i] = b.getInt();
        }
        return g;
    }

    /**
     * The SFEN (without move number) of a state's CompactBoard, or null when it holds something Kirin cannot place.
     * Used to find the roots of the book's trees and to check every position the moves reach.
     */
    public String boardSfen(int state) {
        int[] board = new int[Square.NB];
        int[] hands = new int[2];
        int base = state * (BOARD / 4);
        for (int i = 0; i < 40; i++) {
            int v = boards[base + i];
            int color = (v >> 20) == 0 ? 0 : 1;
            int type = OSL_TYPE[(v >>> 16) & 0xF];
            int x = (v >>> 4) & 0xF;
            int y = v & 0xF;
            if (type == 0) {
                return null;
            }
            if ((v & 0xFF) == 0) {
                if (Piece.isPromoted(type) || type == Piece.KING) {
                    return null;
                }
                hands[color] = kirin.core.Hand.add(hands[color], type);
            } else if (x < 1 || x > 9 || y < 1 || y > 9 || board[Square.of(x, y)] != Piece.EMPTY) {
                return null;
            } else {
                board[Square.of(x, y)] = Piece.make(color, type);
            }
        }
        int turn = boards[base + 40] == 0 ? 0 : 1;
        return BookKeys.stripPly(kirin.core.Sfen.format(board, hands[0], hands[1], turn, 1));
    }

    /** The 16-bit move of an OMove, or {@link Move#NONE} if it names no square or piece Kirin knows. */
    static int toMove16(int omove) {
        int toX = (omove >>> 12) & 0xF;
        int toY = (omove >>> 8) & 0xF;
        if (toX < 1 || toX > 9 || toY < 1 || toY > 9) {
            return Move.NONE;
        }
        int to = Square.of(toX, toY);
        int fromBits = omove & 0xFF;
        if (fromBits == 0) {
            int ptype = (omove >>> 24) & 0xF;
            if (ptype < 9) {
                return Move.NONE;
            }
            return to | (OSL_BASE_TYPE[ptype - 9] << 7) | Move.DROP_FLAG;
        }
        int fromX = (fromBits >>> 4) & 0xF;
        int fromY = fromBits & 0xF;
        if (fromX < 1 || fromX > 9 || fromY < 1 || fromY > 9) {
            return Move.NONE;
        }
        return to | (Square.of(fromX, fromY) << 7) | (((omove >>> 19) & 1) != 0 ? Move.PROMOTE_FLAG : 0);
    }

    /** The player of an OMove: 0 black, 1 white. */
    static int player(int omove) {
        return (omove >> 28) == 0 ? 0 : 1;
    }

    /**
     * The mover's value of a move: the win rate of the games through the state it leads to, from the mover's side,
     * as a score on the 600-scale logistic ({@code 600 ln(p/(1-p))}, p smoothed by one win and one loss).
     */
    int value(int moveIndex, int mover) {
        int s = target[moveIndex];
        double wins = mover == 0 ? blackWins[s] : whiteWins[s];
        double losses = mover == 0 ? whiteWins[s] : blackWins[s];
        double p = (wins + 1) / (wins + losses + 2);
        return (int) Math.round(600 * Math.log(p / (1 - p)));
    }

    /** What an import found. */
    public static final class Import {
        public final MemoryBook book;
        public long positions;
        public long moves;
        public long zeroWeightDropped;
        public long illegal;
        public long unreachable;
        /** Trees in the file (states no move leads to). */
        public long roots;
        /** States whose board differs from the position their moves reach (0 for a sound import). */
        public long boardMismatches;

        Import(MemoryBook book) {
            this.book = book;
        }
    }

    /**
     * The book as DB2016 entries: every state reachable from the start state through the book's moves becomes an
     * entry at the smallest ply that reaches it (breadth first); each move keeps its weight as count, gets depth
     * 32 (a book from game records, as {@code makebook from_sfen} writes), the value of {@link #value} and as
     * ponder the heaviest move of the state it leads to. Moves of weight 0 (GPS does not play them) are left out
     * unless {@code keepZeroWeight}; states reached only through them are then left out too. Moves that are not
     * legal in the position reached are reported and left out.
     */
    public Import toBook(boolean keepZeroWeight, Consumer<String> warnings) {
        int n = states();
        int[] parent = new int[n];
        int[] parentMove = new int[n];
        Arrays.fill(parent, -2);
        Import result = new Import(new MemoryBook(false));
        // Roots: the start state, then every state no move leads to (joseki.dat has a second tree, the start
        // position with white to move), each set up from its CompactBoard.
        boolean[] hasParent = new boolean[n];
        for (int t : target) {
            hasParent[t] = true;
        }
        Position[] rootPosition = new Position[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int s = -1; s < n; s++) {
            int root = s < 0 ? startState : s;
            if (s >= 0 && (hasParent[s] || s == startState)) {
                continue;
            }
            String sfen = boardSfen(root);
            try {
                rootPosition[root] = kirin.core.Sfen.parse(sfen + " 1");
            } catch (RuntimeException e) {
                warnings.accept("joseki.dat: state " + root + " starts a tree but its board cannot be read: "
                        + sfen + "; left out");
                continue;
            }
            parent[root] = -1;
            queue.add(root);
            result.roots++;
        }
        int[] path = new int[1024];
        while (!queue.isEmpty()) {
            int s = queue.poll();
            int len = 0;
            int root = s;
            for (int t = s; parent[t] >= 0; t = parent[t]) {
                path[len++] = parentMove[t];
                root = parent[t];
            }
            Position pos = rootPosition[root].copy();
            for (int i = len - 1; i >= 0; i--) {
                pos.doMove(path[i]);
            }
            String board = boardSfen(s);
            if (board == null || !board.equals(BookKeys.key(pos, true))) {
                result.boardMismatches++;
                warnings.accept("joseki.dat: state " + s + ": the moves reach " + pos.sfen()
                        + " but its board is " + board);
            }
            BookEntry entry = new BookEntry(pos.sfen());
            for (int k = firstMove[s]; k < firstMove[s] + moveCount[s]; k++) {
                if (weight[k] == 0 && !keepZeroWeight) {
                    result.zeroWeightDropped++;
                    continue;
                }
                int m16 = toMove16(moves[k]);
                int move = m16 == Move.NONE || player(moves[k]) != pos.sideToMove() ? Move.NONE
                        : MoveGenerator.legalFrom16(pos, m16);
                if (move == Move.NONE) {
                    result.illegal++;
                    warnings.accept("joseki.dat: state " + s + " (sfen " + pos.sfen() + "): move "
                            + Integer.toHexString(moves[k]) + " is not legal there; left out");
                    continue;
                }
                int child = target[k];
                if (parent[child] == -2) {
                    parent[child] = s;
                    parentMove[child] = move;
                    queue.add(child);
                }
                pos.doMove(move);
                int ponder = heaviestMove(child, pos, keepZeroWeight);
                pos.undoMove();
                entry.put(new BookMove(m16, ponder, value(k, pos.sideToMove()), 32, weight[k]));
            }
            if (!entry.moves().isEmpty()) {
                result.book.put(entry);
                result.positions++;
                result.moves += entry.moves().size();
            }
        }
        for (int s = 0; s < n; s++) {
            if (parent[s] == -2) {
                result.unreachable++;
            }
        }
        return result;
    }

    /** The 16-bit form of the heaviest legal move of {@code state} (at {@code pos}), or {@link Move#NONE}. */
    private int heaviestMove(int state, Position pos, boolean keepZeroWeight) {
        int best = Move.NONE;
        int bestWeight = -1;
        for (int k = firstMove[state]; k < firstMove[state] + moveCount[state]; k++) {
            if (weight[k] > bestWeight && (weight[k] > 0 || keepZeroWeight)) {
                int m16 = toMove16(moves[k]);
                if (m16 != Move.NONE && MoveGenerator.legalFrom16(pos, m16) != Move.NONE) {
                    best = m16;
                    bestWeight = weight[k];
                }
            }
        }
        return best;
    }
}
