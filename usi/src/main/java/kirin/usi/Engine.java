package kirin.usi;

import kirin.core.Position;

/**
 * The engine's session state between commands: for now the current game position. Options, the search and its
 * threads will live here too, so that commands share state through one object rather than through statics.
 */
public final class Engine {
    private volatile Position position = Position.startpos();

    /** The current position, with the game history replayed from the last {@code position} command. */
    public Position position() {
        return position;
    }

    /** Replaces the current position; callers build the new one completely first, so a failed command keeps the old. */
    public void setPosition(Position position) {
        this.position = position;
    }
}
