package kirin.scale;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import kirin.match.EngineConfig;
import kirin.match.GameRecord;
import kirin.match.MatchConfig;
import kirin.match.Opening;
import kirin.match.Referee;
import kirin.match.UsiProcess;
import org.apache.spark.api.java.function.Function;

/**
 * One game pair on an executor: game 2k+1 with the first engine as black from the pair's opening, game 2k+2 with
 * colours swapped (only the first if the match has an odd number of games and this is the last pair), played by the
 * match runner's {@link Referee} between engine processes started on the executor. The processes are kept in a
 * pool of this JVM and reused by its later tasks (a crashed or hung engine is restarted by the referee, as in the
 * runner); a JVM shutdown hook closes them.
 */
final class PairTask implements Function<PairTask.Pair, List<GameData>> {
    private static final long serialVersionUID = 1L;
    private static final ConcurrentLinkedQueue<Engines> POOL = new ConcurrentLinkedQueue<>();
    private static final List<Engines> ALL = new ArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (ALL) {
                ALL.forEach(Engines::close);
            }
        }, "kirin-match-engines"));
    }

    /** Two engine processes for the match arguments {@code key}; [0] is the first engine. */
    private record Engines(String key, UsiProcess[] both) {
        void close() {
            both[0].close();
            both[1].close();
        }
    }

    /** Pair {@code index} from {@code opening} (USI text); {@code games} is 1 or 2. */
    record Pair(int index, String opening, int games) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private final String[] args;

    /** {@code args}: the match arguments an executor needs (engines, time control, rule, maximum moves). */
    PairTask(String[] args) {
        this.args = args.clone();
    }

    @Override
    public List<GameData> call(Pair pair) throws IOException {
        MatchConfig config = MatchConfig.parse(args);
        String key = String.join("\u0000", args);
        Engines pooled = take(config, key);
        UsiProcess[] engines = pooled.both();
        boolean healthy = false;
        try {
            Referee referee = new Referee(config.maxMoves(), config.rule());
            Opening opening = Opening.parse(pair.opening());
            List<GameData> games = new ArrayList<>();
            for (int g = 0; g < pair.games(); g++) {
                UsiProcess black = engines[g];
                UsiProcess white = engines[1 - g];
                GameRecord r = referee.play(2 * pair.index() + g + 1, opening, black, white);
                games.add(GameData.of(r));
            }
            healthy = true;
            return games;
        } finally {
            if (healthy) {
                POOL.add(pooled);
            } else {
                pooled.close();
            }
        }
    }

    /** A pair of engine processes for this configuration from the pool, or new ones (started by the referee). */
    private static Engines take(MatchConfig config, String key) {
        for (Engines e : POOL) {
            if (e.key().equals(key) && POOL.remove(e)) {
                return e;
            }
        }
        List<EngineConfig> c = config.engines();
        Engines e = new Engines(key, new UsiProcess[] {new UsiProcess(c.get(0)), new UsiProcess(c.get(1))});
        synchronized (ALL) {
            ALL.add(e);
        }
        return e;
    }

    /**
     * The match arguments without what only the driver uses: {@code -openings} (the driver hands each pair its
     * opening), {@code -out} (the driver saves the games) and {@code -sprt} (the driver decides).
     */
    static String[] executorArgs(String[] args) {
        List<String> out = new ArrayList<>();
        boolean skipping = false;
        for (String a : args) {
            if (a.startsWith("-") && !a.contains("=")) {
                skipping = a.equals("-openings") || a.equals("-out") || a.equals("-sprt");
            }
            if (!skipping) {
                out.add(a);
            }
        }
        return out.toArray(new String[0]);
    }
}
