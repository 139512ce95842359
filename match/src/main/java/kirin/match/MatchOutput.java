package kirin.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.TreeMap;

/**
 * The files a match leaves in its output folder: {@code game-0001.csa} and so on (one CSA record per game),
 * {@code games.sfen} (one {@code startpos moves ...} line per game, in game order even when games finish out of
 * order), and {@code summary.txt} at the end. Thread-safe.
 */
public final class MatchOutput {
    /** Name of the games file in the output folder. */
    public static final String GAMES_FILE = "games.sfen";

    private final Path dir;
    private final Writer games;
    private final TreeMap<Integer, String> pending = new TreeMap<>();
    private int nextLine = 1;

    public MatchOutput(Path dir) throws IOException {
        this.dir = dir;
        Files.createDirectories(dir);
        games = Files.newBufferedWriter(dir.resolve(GAMES_FILE), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    /** The CSA file of game {@code number}. */
    public Path csaFile(int number) {
        return dir.resolve(String.format("game-%04d.csa", number));
    }

    /** Saves a finished game: its CSA record now, its games-file line once every earlier game is saved too. */
    public synchronized void save(GameRecord g) {
        try {
            Files.writeString(csaFile(g.number()), GameKifu.csa(g), StandardCharsets.UTF_8);
            pending.put(g.number(), g.usiLine());
            while (pending.containsKey(nextLine)) {
                games.write(pending.remove(nextLine++));
                games.write('\n');
            }
            games.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes what is still pending (games skipped by an early stop leave gaps) and the summary, and closes. */
    public synchronized void finish(List<String> summary) throws IOException {
        for (String line : pending.values()) {
            games.write(line);
            games.write('\n');
        }
        pending.clear();
        games.close();
        Files.write(dir.resolve("summary.txt"), summary, StandardCharsets.UTF_8);
    }
}
