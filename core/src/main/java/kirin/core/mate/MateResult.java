package kirin.core.mate;

import kirin.core.Move;

/** The outcome of one {@link MateSolver#solve}: a checked mate line, a proof that none exists, or neither. */
public final class MateResult {
    /** What the solver concluded. */
    public enum Status {
        /** A mate was proved; {@link #moves} holds a checked line. */
        MATE,
        /** No mate exists within the maximum ply. */
        NOMATE,
        /** Time ran out or the search was stopped before either was proved. */
        TIMEOUT
    }

    public final Status status;
    /** The mate line (attacker's moves at even indices), empty unless {@link Status#MATE}. */
    public final int[] moves;
    public final long nodes;
    public final long millis;
    /** True if the line is a shortest mate (the search to shorten it finished); false if time cut it short. */
    public final boolean shortest;

    public MateResult(Status status, int[] moves, long nodes, long millis, boolean shortest) {
        this.status = status;
        this.moves = moves;
        this.nodes = nodes;
        this.millis = millis;
        this.shortest = shortest;
    }

    /** The USI answer: {@code checkmate <moves>}, {@code checkmate nomate} or {@code checkmate timeout}. */
    public String usiAnswer() {
        if (status == Status.NOMATE) {
            return "checkmate nomate";
        }
        if (status == Status.TIMEOUT) {
            return "checkmate timeout";
        }
        StringBuilder sb = new StringBuilder("checkmate");
        for (int m : moves) {
            sb.append(' ').append(Move.toUsi(m));
        }
        return sb.toString();
    }

    /** Nodes per second over the whole solve. */
    public long nps() {
        return nodes * 1000 / Math.max(1, millis);
    }
}
