package kirin.core;

/** Colours as plain ints: 0 = black (sente, moves first), 1 = white (gote). */
public final class Color {
    public static final int BLACK = 0;
    public static final int WHITE = 1;
    public static final int NB = 2;

    private Color() {}

    /** The other colour. */
    public static int flip(int color) {
        return color ^ 1;
    }

    /** SFEN side-to-move letter: {@code b} or {@code w}. */
    public static char sfenChar(int color) {
        return color == BLACK ? 'b' : 'w';
    }
}
