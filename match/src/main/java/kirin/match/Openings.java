package kirin.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.search.See;

/**
 * The openings of a match, one per colour-swapped pair of games: the start position for every pair, the lines of
 * an opening file in order or shuffled with a seed (cycling when the match is longer than the file), or random
 * balanced openings generated on demand from a seed.
 *
 * <p>A random opening is {@code plies} random quiet moves from the start position: no capture, promotion, drop,
 * check or king move, and never a move after which the opponent has a capture that the static exchange evaluation
 * calls winning. Material therefore stays level and no piece hangs at the end. The opening for pair {@code i}
 * depends only on the seed and {@code i}.
 */
public final class Openings {
    private static final int ATTEMPTS = 1000;

    private final List<Opening> list;
    private final int randomPlies;
    private final long seed;
    private final String description;
    /** Book openings, or null. */
    private final BookOpenings book;

    private Openings(List<Opening> list, int randomPlies, long seed, String description) {
        this(list, randomPlies, seed, description, null);
    }

    private Openings(List<Opening> list, int randomPlies, long seed, String description, BookOpenings book) {
        this.book = book;
        this.list = list;
        this.randomPlies = randomPlies;
        this.seed = seed;
        this.description = description;
    }

    /** Every pair starts from the hirate start position. */
    public static Openings startpos() {
        return new Openings(List.of(Opening.STARTPOS), 0, 0, "start position");
    }

    /** The given openings, in this order. */
    public static Openings of(List<Opening> openings) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no openings");
        }
        return new Openings(List.copyOf(openings), 0, 0, openings.size() + " openings");
    }

    /**
     * Reads an opening file: one opening per line; empty lines and lines starting with {@code #} or {@code //} are
     * skipped. With {@code shuffle} the order is shuffled with {@code seed}.
     */
    public static Openings load(Path file, boolean shuffle, long seed) throws IOException {
        List<Opening> openings = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("//")) {
                continue;
            }
            try {
                openings.add(Opening.parse(t));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + lineNo + ": " + e.getMessage());
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings in the file");
        }
        if (shuffle) {
            Collections.shuffle(openings, new Random(seed));
        }
        return new Openings(List.copyOf(openings), 0, seed,
                openings.size() + " openings from " + file + (shuffle ? ", shuffled with seed " + seed : ""));
    }

    /** Random balanced openings of {@code plies} moves, generated from {@code seed}. */
    public static Openings random(int plies, long seed) {
        if (plies < 1) {
            throw new IllegalArgumentException("random openings need at least 1 ply");
        }
        return new Openings(null, plies, seed, "random balanced openings of " + plies + " plies, seed " + seed);
    }

    /**
     * Openings drawn from a DB2016 book ({@link BookOpenings}): {@code plies} book moves from the start position,
     * each among the moves within {@code balance} of the best value, chosen in proportion to their counts, and the
     * last one's value within {@code ±balance}.
     */
    public static Openings book(Path file, int plies, long seed, int balance) throws IOException {
        BookOpenings b = BookOpenings.load(file, plies, balance);
        return new Openings(null, plies, seed, "book openings of " + plies + " plies from " + file + " ("
                + b.positions() + " positions, values within " + balance + "), seed " + seed, b);
    }

    /** The opening of pair {@code pair} (0-based). */
    public Opening get(int pair) {
        if (list != null) {
            return list.get(pair % list.size());
        }
        if (book != null) {
            // scrambled: the first outputs of java.util.Random for neighbouring seeds are nearly equal
            return book.draw(new Random(new java.util.SplittableRandom(seed * 0x9E3779B97F4A7C15L + pair).nextLong()));
        }
        return generate(randomPlies, new Random(seed * 0x9E3779B97F4A7C15L + pair));
    }

    /** What these openings are, for the match header. */
    public String description() {
        return description;
    }

    static Opening generate(int plies, Random rnd) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Position pos = Position.startpos();
            List<String> line = new ArrayList<>();
            while (line.size() < plies) {
                int n = candidates(pos, moves);
                if (n == 0) {
                    break;
                }
                int m = moves[rnd.nextInt(n)];
                line.add(Move.toUsi(m));
                pos.doMove(m);
            }
            if (line.size() == plies) {
                return new Opening(null, line);
            }
        }
        throw new IllegalStateException("could not generate a random opening of " + plies + " plies");
    }

    /** Writes the acceptable random moves to the front of {@code out}; returns how many. */
    private static int candidates(Position pos, int[] out) {
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int end = MoveGenerator.generate(pos, MoveGenerator.QUIETS, all, 0);
        int n = 0;
        for (int i = 0; i < end; i++) {
            int m = all[i];
            if (Move.isDrop(m) || Move.isPromotion(m) || Piece.type(Move.piece(m)) == Piece.KING
                    || MoveGenerator.givesCheck(pos, m)) {
                continue;
            }
            pos.doMove(m);
            boolean safe = !hasWinningCapture(pos);
            pos.undoMove();
            if (safe) {
                out[n++] = m;
            }
        }
        return n;
    }

    private static boolean hasWinningCapture(Position pos) {
        int[] caps = new int[MoveGenerator.MAX_MOVES];
        int end = MoveGenerator.generate(pos, MoveGenerator.CAPTURES, caps, 0);
        for (int i = 0; i < end; i++) {
            if (See.ge(pos, caps[i], 1)) {
                return true;
            }
        }
        return false;
    }
}
