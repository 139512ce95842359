package kirin.core;

/** Small helpers for building positions in tests. */
final class TestPositions {
    private TestPositions() {}

    /** Parses {@code sfen} and plays the USI moves, failing loudly on an illegal one. */
    static Position play(String sfen, String moves) {
        Position pos = Sfen.parse(sfen);
        for (String m : moves.trim().split("\\s+")) {
            if (m.isEmpty()) {
                continue;
            }
            int move = pos.toMove(m);
            if (move == Move.NONE) {
                throw new AssertionError("illegal move " + m + " in " + pos.sfen());
            }
            pos.doMove(move);
        }
        return pos;
    }
}
