package kirin.match;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Running totals of a match from the first engine's point of view: wins, losses and draws overall and by the
 * colour it played, black's results against white's, and for each player how its games ended (in cutechess-cli's
 * style, {@code "Win: White resigns"}), and the colour-swapped pairs (games 2k+1 and 2k+2 share an opening) as a
 * {@link Pentanomial}: a pair counts once both its games have finished, so a match cut short by an SPRT or a stop
 * leaves its unfinished pairs out. Not thread-safe; the runner adds results under its own lock.
 */
public final class Tally {
    private final String first;
    private final String second;
    /** [colour the first engine played][0 win, 1 loss, 2 draw]. */
    private final int[][] byColour = new int[2][3];
    private final int[] blackWhite = new int[3];
    private final Map<String, Map<String, Integer>> reasons = new TreeMap<>();
    private final Pentanomial pairs = new Pentanomial();
    /** The first engine's points in the finished game of each pair whose other game is still running. */
    private final Map<Integer, Double> halfPairs = new HashMap<>();

    public Tally(String first, String second) {
        this.first = first;
        this.second = second;
        reasons.put(first, new TreeMap<>());
        reasons.put(second, new TreeMap<>());
    }

    public String first() {
        return first;
    }

    public String second() {
        return second;
    }

    /** Counts a finished game. */
    public void add(GameRecord g) {
        int firstColour = g.black().equals(first) ? 0 : 1;
        int outcome = g.winner() < 0 ? 2 : g.winner() == firstColour ? 0 : 1;
        byColour[firstColour][outcome]++;
        double points = outcome == 0 ? 1 : outcome == 1 ? 0 : 0.5;
        Double other = halfPairs.remove((g.number() - 1) / 2);
        if (other == null) {
            halfPairs.put((g.number() - 1) / 2, points);
        } else {
            pairs.add(other, points);
        }
        blackWhite[g.winner() < 0 ? 2 : g.winner()]++;
        String how = g.description();
        for (String player : List.of(g.black(), g.white())) {
            int colour = player.equals(g.black()) ? 0 : 1;
            String key = g.winner() < 0 ? how : (g.winner() == colour ? "Win: " : "Loss: ") + how;
            reasons.get(player).merge(key, 1, Integer::sum);
        }
    }

    public int wins() {
        return byColour[0][0] + byColour[1][0];
    }

    public int losses() {
        return byColour[0][1] + byColour[1][1];
    }

    public int draws() {
        return byColour[0][2] + byColour[1][2];
    }

    public int games() {
        return wins() + losses() + draws();
    }

    /** The first engine's wins, losses and draws when it played {@code colour} (0 black, 1 white). */
    public int[] asColour(int colour) {
        return byColour[colour].clone();
    }

    /** Black's wins, white's wins, and draws. */
    public int[] blackWhite() {
        return blackWhite.clone();
    }

    public Elo elo() {
        return new Elo(wins(), losses(), draws());
    }

    /** The finished colour-swapped pairs, from the first engine's point of view. */
    public Pentanomial pentanomial() {
        return pairs;
    }

    /** For each player, how many of its games ended each way. */
    public Map<String, Map<String, Integer>> reasons() {
        return reasons;
    }
}
