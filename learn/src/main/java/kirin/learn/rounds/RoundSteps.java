package kirin.learn.rounds;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The three steps of a learning round, as {@link Rounds} calls them. Each writes only inside the paths it is given
 * and returns normally only when its work is complete; an interrupted step throws (or returns {@code null}), so
 * that it is redone from scratch on the next run. The usi module's {@code kirin.usi.rounds.KirinSteps} runs Kirin's
 * gensfen, learn and match runner; tests use fakes.
 */
public interface RoundSteps {
    /** What a finished gensfen wrote. */
    record Generated(long positions, long drawRecords, double seconds) {}

    /** What a finished learn did; {@code testLoss} is the last test loss (NaN if none was measured). */
    record Learned(long records, long updates, double testLoss, double seconds) {}

    /** A finished match from the learned tables' side. */
    record Played(int wins, int losses, int draws, double seconds) {
        public int games() {
            return wins + losses + draws;
        }

        /** Points per game: a win 1, a draw 1/2. */
        public double score() {
            return games() == 0 ? 0 : (wins + draws / 2.0) / games();
        }
    }

    /** Self-play data with the evaluation in {@code eval} (null: zero tables) into {@code file}. */
    Generated gensfen(int round, Path eval, Path file) throws IOException;

    /** Learns from {@code data}, starting from {@code eval} (null: zero tables), saving into {@code saveDir}. */
    Learned learn(int round, Path eval, Path data, Path saveDir) throws IOException;

    /**
     * The learned tables ({@code candidate}) against the current ones ({@code current}, null: zero tables); games and
     * summary into {@code outDir}.
     */
    Played match(int round, Path candidate, Path current, Path outDir) throws IOException;

    /** Where {@link #learn} leaves the learned tables inside its save folder. */
    default Path learnedTables(Path saveDir) {
        return saveDir.resolve("final");
    }
}
