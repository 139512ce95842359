package kirin.learn.gensfen;

import java.util.SplittableRandom;
import kirin.core.Position;

/**
 * Where gensfen's games may take their opening moves from: the engine's book (interop.md 3.1, {@code BookMoves} and
 * {@code BookFile}). The learn module does not depend on the book module; the USI layer adapts its book to this.
 * Called from every generator thread.
 */
public interface OpeningBook {
    /** A legal book move for {@code pos}, or {@link kirin.core.Move#NONE} when the book has none (or is done). */
    int move(Position pos, SplittableRandom rnd);
}
