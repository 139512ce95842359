package kirin.learn.gensfen;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the distinct positions in the first {@link #PLIES} plies of the first {@link #GAMES} games of a gensfen
 * run, shared by its threads. A fixed number of games makes runs comparable whatever their {@code loop}: with a book
 * and without, a run writes a different number of positions per game (book moves and duplicates are not written).
 */
final class OpeningVariety {
    static final int PLIES = 40;
    static final int GAMES = 1000;

    private final Set<Long> keys = ConcurrentHashMap.newKeySet();
    private final AtomicLong started = new AtomicLong();
    private final int games;

    OpeningVariety() {
        this(GAMES);
    }

    OpeningVariety(int games) {
        this.games = games;
    }

    /** Called when a game starts; returns whether its positions are counted. */
    boolean startGame() {
        return started.incrementAndGet() <= games;
    }

    /** Records the position of a counted game at {@code ply}. */
    void add(int ply, long key) {
        if (ply < PLIES) {
            keys.add(key);
        }
    }

    /** True once the first game past the counted ones has started (with one thread: the count is final). */
    boolean complete() {
        return started.get() > games;
    }

    int distinct() {
        return keys.size();
    }

    /** How many games the count covers. */
    long counted() {
        return Math.min(started.get(), games);
    }

    /** "N distinct positions in the first 40 plies of the first G games". */
    String describe() {
        return distinct() + " distinct positions in the first " + PLIES + " plies of the first " + counted()
                + " games";
    }
}
