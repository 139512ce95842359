package kirin.match;

import kirin.core.Color;

/**
 * The two players' clocks in one game, each under its own {@link TimeControl}, and the {@code go} line for the side
 * to move. The referee measures each move itself and charges it here.
 *
 * <p>Byoyomi: a move may use the remaining main time plus the byoyomi; the main time then shrinks by what was used
 * (never below 0). Fischer: a move may use the remaining time plus the increment ({@code btime + binc} is the time
 * available, as ShogiHome sends it); afterwards remaining = remaining + increment - used. Movetime: each move may use
 * the move time. Nodes and depth have no clock.
 */
public final class Clock {
    private final TimeControl[] tc;
    private final long[] remaining = new long[Color.NB];

    public Clock(TimeControl black, TimeControl white) {
        this.tc = new TimeControl[] {black, white};
        remaining[Color.BLACK] = black.main();
        remaining[Color.WHITE] = white.main();
    }

    /** Main time left to {@code side}, in ms. */
    public long remaining(int side) {
        return remaining[side];
    }

    public TimeControl timeControl(int side) {
        return tc[side];
    }

    /** Milliseconds {@code side} may use for its next move before the margin, or -1 without a clock. */
    public long allowance(int side) {
        TimeControl t = tc[side];
        return switch (t.kind()) {
            case BYOYOMI, FISCHER -> remaining[side] + t.perMove();
            case MOVETIME -> t.perMove();
            case NODES, DEPTH -> -1;
        };
    }

    /** The {@code go} command for {@code side} to move. */
    public String goCommand(int side) {
        TimeControl t = tc[side];
        String clocks = "btime " + remaining[Color.BLACK] + " wtime " + remaining[Color.WHITE];
        return switch (t.kind()) {
            case BYOYOMI -> "go " + clocks + " byoyomi " + t.perMove();
            case FISCHER -> "go " + clocks + " binc " + increment(Color.BLACK) + " winc " + increment(Color.WHITE);
            case MOVETIME -> "go movetime " + t.perMove();
            case NODES -> "go nodes " + t.perMove();
            case DEPTH -> "go depth " + t.perMove();
        };
    }

    private long increment(int side) {
        return tc[side].kind() == TimeControl.Kind.FISCHER ? tc[side].perMove() : 0;
    }

    /** Charges {@code usedMs} to {@code side} after its move. */
    public void charge(int side, long usedMs) {
        TimeControl t = tc[side];
        if (t.kind() == TimeControl.Kind.BYOYOMI) {
            remaining[side] = Math.max(0, remaining[side] - usedMs);
        } else if (t.kind() == TimeControl.Kind.FISCHER) {
            remaining[side] = Math.max(0, remaining[side] + t.perMove() - usedMs);
        }
    }
}
