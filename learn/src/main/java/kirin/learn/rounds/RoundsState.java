package kirin.learn.rounds;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import kirin.core.AtomicFile;
import kirin.learn.rounds.RoundSteps.Generated;
import kirin.learn.rounds.RoundSteps.Learned;
import kirin.learn.rounds.RoundSteps.Played;

/**
 * What an experiment has finished, step by step: the file {@value #FILE} in its folder, rewritten atomically after
 * every finished step, one line per step ({@code round.2.learn = records updates testLoss seconds}). A step without
 * a line is not done, whatever files it may have left; the next run redoes it. The settings that must stay the same
 * across runs are kept beside them ({@code setting.*}).
 */
public final class RoundsState {
    /** The state file's name in the experiment folder. */
    public static final String FILE = "rounds.state";

    /** The finished steps of one round; a null step is not done. */
    public static final class Round {
        Generated generated;
        Learned learned;
        Played played;

        /** The finished gensfen, or null. */
        public Generated generated() {
            return generated;
        }

        /** The finished learn, or null. */
        public Learned learned() {
            return learned;
        }

        /** The finished match, or null. */
        public Played played() {
            return played;
        }

        /** True when the round's last step (the match) is done. */
        public boolean done() {
            return played != null;
        }

        /** The rule: the learned tables are kept if they scored more than half the points. */
        public boolean accepted() {
            return played != null && played.score() > 0.5;
        }
    }

    final TreeMap<Integer, Round> rounds = new TreeMap<>();
    final List<String> settings = new ArrayList<>();

    Round round(int n) {
        return rounds.computeIfAbsent(n, k -> new Round());
    }

    /** Round {@code n} as far as it is finished, or null if none of its steps is. */
    public Round get(int n) {
        return rounds.get(n);
    }

    /** Reads {@code dir/rounds.state}; an empty state if there is none. A malformed line is named. */
    static RoundsState load(Path dir) throws IOException {
        RoundsState s = new RoundsState();
        Path f = dir.resolve(FILE);
        List<String> lines;
        try {
            lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return s;
        }
        int no = 0;
        for (String line : lines) {
            no++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                int eq = line.indexOf(" = ");
                String key = line.substring(0, eq);
                String value = line.substring(eq + 3);
                if (key.startsWith("setting.")) {
                    s.settings.add(key.substring(8) + " = " + value);
                    continue;
                }
                String[] k = key.split("\\.");
                String[] v = value.split(" ");
                if (k.length != 3 || !k[0].equals("round")) {
                    throw new IllegalArgumentException();
                }
                Round r = s.round(Integer.parseInt(k[1]));
                switch (k[2]) {
                    case "gensfen" -> r.generated = new Generated(Long.parseLong(v[0]), Long.parseLong(v[1]),
                            Double.parseDouble(v[2]));
                    case "learn" -> r.learned = new Learned(Long.parseLong(v[0]), Long.parseLong(v[1]),
                            Double.parseDouble(v[2]), Double.parseDouble(v[3]));
                    case "match" -> r.played = new Played(Integer.parseInt(v[0]), Integer.parseInt(v[1]),
                            Integer.parseInt(v[2]), Double.parseDouble(v[3]));
                    default -> throw new IllegalArgumentException();
                }
            } catch (RuntimeException e) {
                throw new IOException(f + ": line " + no + " is not a rounds state line: '" + line + "'");
            }
        }
        return s;
    }

    /** Writes the state atomically to {@code dir/rounds.state}. */
    void save(Path dir) throws IOException {
        StringBuilder b = new StringBuilder("# kirin rounds: finished steps (do not edit; delete a line to redo it)\n");
        for (String setting : settings) {
            b.append("setting.").append(setting).append('\n');
        }
        rounds.forEach((n, r) -> {
            if (r.generated != null) {
                Generated g = r.generated;
                b.append(String.format(Locale.ROOT, "round.%d.gensfen = %d %d %.1f%n", n, g.positions(),
                        g.drawRecords(), g.seconds()));
            }
            if (r.learned != null) {
                Learned l = r.learned;
                b.append(String.format(Locale.ROOT, "round.%d.learn = %d %d %s %.1f%n", n, l.records(), l.updates(),
                        Double.toString(l.testLoss()), l.seconds()));
            }
            if (r.played != null) {
                Played p = r.played;
                b.append(String.format(Locale.ROOT, "round.%d.match = %d %d %d %.1f%n", n, p.wins(), p.losses(),
                        p.draws(), p.seconds()));
            }
        });
        Files.createDirectories(dir);
        AtomicFile.write(dir.resolve(FILE), out -> out.write(b.toString().getBytes(StandardCharsets.UTF_8)));
    }
}
