package kirin.learn.bonanza;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Consumer;
import kirin.core.Position;
import kirin.kifu.Kifu;
import kirin.kifu.KifuFiles;

/**
 * The games to learn from: read with the kifu readers, split into training and held-out games, and the positions
 * of each game that take part (interop.md 8.2, Bonanza's {@code read_game}): a position that already occurred
 * earlier in its game is left out (repetitions), and within the first {@code dedupPlies} plies a (position, record
 * move) pair already used by another game of the same set is left out (engine games often repeat their openings).
 * A held-out position that also occurs among the training positions is left out too, so that the held-out
 * agreement measures generalisation and not memory. Games with an illegal or unreadable move keep the moves before
 * it; the result of a game does not matter (every move of the record is taken as the expert's choice).
 *
 * <p>Kirin's match runner marks the last move of an opening it imposed (random moves or book moves, not the
 * engines' choices) with the comment {@value #OPENING_END}{@code N plies)}: the positions before and at those
 * plies are not used (the game is still replayed through them).
 */
public final class RecordGames {
    /** A game: where it comes from, its start and its moves, and which positions (plies) take part. */
    public record Game(String name, String startSfen, int[] moves, boolean[] used) {
        /** Number of positions that take part. */
        public int usedCount() {
            int n = 0;
            for (boolean u : used) {
                n += u ? 1 : 0;
            }
            return n;
        }
    }

    /** The loaded games and what was left out. */
    public record Loaded(int files, int gamesRead, Map<String, Integer> skipped, List<Game> training,
                         List<Game> heldOut) {
        public long trainingPositions() {
            return training.stream().mapToLong(Game::usedCount).sum();
        }

        public long heldOutPositions() {
            return heldOut.stream().mapToLong(Game::usedCount).sum();
        }
    }

    /** The start of the comment on the last opening move of a Kirin match record. */
    static final String OPENING_END = "end of opening (";

    private RecordGames() {}

    /**
     * Reads the games of {@code inputs} (files or folders) and splits them.
     *
     * @param validationGames games held out; -1 for a tenth of the usable games (at least one when there are two)
     * @param warnings one message per game skipped or cut short
     * @throws IOException for a missing input, a folder without record files, or no usable game
     */
    public static Loaded load(List<Path> inputs, int maxGames, int validationGames, int dedupPlies, long seed,
                              Consumer<String> warnings) throws IOException {
        List<Path> files = KifuFiles.expand(inputs);
        if (files.isEmpty()) {
            throw new IOException("no game-record files (.csa, .kif, .kifu) in " + inputs);
        }
        Map<String, Integer> skipped = new TreeMap<>();
        List<Kifu> usable = new ArrayList<>();
        int read = 0;
        outer:
        for (Path f : files) {
            for (Kifu k : KifuFiles.read(f)) {
                if (maxGames > 0 && read >= maxGames) {
                    break outer;
                }
                read++;
                if (k.startSfen() == null || k.plies().isEmpty()) {
                    skipped.merge(k.startSfen() == null ? "unreadable start" : "no moves", 1, Integer::sum);
                    warnings.accept((k.error() != null ? k.error() : k.name() + ": no moves") + " (game skipped)");
                    continue;
                }
                if (k.error() != null) {
                    warnings.accept(k.error() + " (the moves before it are used)");
                }
                usable.add(k);
            }
        }
        if (usable.isEmpty()) {
            throw new IOException("no usable game in " + files.size() + " file(s) (" + read + " games read"
                    + (skipped.isEmpty() ? "" : ", skipped " + skipped) + ")");
        }
        int hold = validationGames >= 0 ? validationGames : usable.size() >= 2 ? Math.max(1, usable.size() / 10) : 0;
        if (hold >= usable.size()) {
            throw new IOException("validation_games " + hold + " leaves no training game (" + usable.size()
                    + " usable games)");
        }
        // Held-out games at random (a shuffled index list), the rest in file order.
        int[] order = new int[usable.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = order.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        boolean[] isHeld = new boolean[usable.size()];
        for (int i = 0; i < hold; i++) {
            isHeld[order[i]] = true;
        }
        List<Game> training = new ArrayList<>();
        List<Game> heldOut = new ArrayList<>();
        LongOpenHashSet trainPairs = new LongOpenHashSet();
        LongOpenHashSet trainKeys = new LongOpenHashSet();
        for (int i = 0; i < usable.size(); i++) {
            if (!isHeld[i]) {
                training.add(select(usable.get(i), dedupPlies, trainPairs, null, trainKeys));
            }
        }
        LongOpenHashSet heldPairs = new LongOpenHashSet();
        for (int i = 0; i < usable.size(); i++) {
            if (isHeld[i]) {
                heldOut.add(select(usable.get(i), dedupPlies, heldPairs, trainKeys, null));
            }
        }
        return new Loaded(files.size(), read, skipped, training, heldOut);
    }

    /**
     * The positions of {@code k} that take part (see the class comment).
     *
     * @param pairs (position, move) pairs already used in the first {@code dedupPlies} plies of this set; updated
     * @param exclude keys of positions to leave out, or null
     * @param keys receives the keys of the positions used, or null
     */
    static Game select(Kifu k, int dedupPlies, LongOpenHashSet pairs, LongOpenHashSet exclude, LongOpenHashSet keys) {
        int[] moves = k.moves();
        boolean[] used = new boolean[moves.length];
        int firstUsed = 0;
        for (int i = 0; i < moves.length; i++) {
            for (String c : k.plies().get(i).comments()) {
                if (c.startsWith(OPENING_END)) {
                    firstUsed = i + 1;
                }
            }
        }
        LongOpenHashSet inGame = new LongOpenHashSet();
        Position pos = k.startPosition();
        for (int i = 0; i < moves.length; i++) {
            long key = pos.key();
            boolean use = inGame.add(key) && i >= firstUsed;
            if (use && i < dedupPlies) {
                use = pairs.add(key ^ (moves[i] * 0x9E3779B97F4A7C15L));
            }
            if (use && exclude != null && exclude.contains(key)) {
                use = false;
            }
            used[i] = use;
            if (use && keys != null) {
                keys.add(key);
            }
            pos.doMove(moves[i]);
        }
        return new Game(k.name(), k.startSfen(), moves, used);
    }
}
