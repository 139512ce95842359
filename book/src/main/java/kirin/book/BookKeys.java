package kirin.book;

import kirin.core.Color;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;

/** SFEN keys of book entries, and the colour flip used by {@code FlippedBook}. */
public final class BookKeys {
    private BookKeys() {}

    /** The key of {@code pos}: its normalised SFEN, without the move number when {@code ignorePly}. */
    public static String key(Position pos, boolean ignorePly) {
        String s = pos.sfen();
        return ignorePly ? stripPly(s) : s;
    }

    /** The key of the colour-flipped position (board turned round, colours and hands swapped). */
    public static String flippedKey(Position pos, boolean ignorePly) {
        int[] board = new int[Square.NB];
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            board[Square.inverse(sq)] = pc == Piece.EMPTY ? pc : pc ^ Piece.WHITE_BIT;
        }
        String s = Sfen.format(board, pos.hand(Color.WHITE), pos.hand(Color.BLACK), Color.flip(pos.sideToMove()),
                pos.gamePly());
        return ignorePly ? stripPly(s) : s;
    }

    /** The 16-bit move {@code m16} seen from the other side of the board ({@code none} stays {@code none}). */
    public static int flipMove(int m16) {
        if (m16 == kirin.core.Move.NONE) {
            return m16;
        }
        int to = Square.inverse(m16 & 0x7F);
        if ((m16 & kirin.core.Move.DROP_FLAG) != 0) {
            return (m16 & ~0x7F) | to;
        }
        int from = Square.inverse((m16 >>> 7) & 0x7F);
        return (m16 & 0xC000) | (from << 7) | to;
    }

    /** {@code sfen} without its trailing move number (the text is returned as is when it has only three fields). */
    public static String stripPly(String sfen) {
        int sp = sfen.lastIndexOf(' ');
        if (sp < 0) {
            return sfen;
        }
        int fields = 1;
        for (int i = 0; i < sfen.length(); i++) {
            if (sfen.charAt(i) == ' ') {
                fields++;
            }
        }
        return fields >= 4 ? sfen.substring(0, sp) : sfen;
    }

    /** The move number of a four-field SFEN, or -1 when it has none or it is not a number. */
    public static int ply(String sfen) {
        int sp = sfen.lastIndexOf(' ');
        if (sp < 0 || stripPly(sfen).length() == sfen.length()) {
            return -1;
        }
        try {
            return Integer.parseInt(sfen.substring(sp + 1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
