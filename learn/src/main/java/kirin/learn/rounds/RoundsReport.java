package kirin.learn.rounds;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.core.AtomicFile;
import kirin.learn.rounds.RoundSteps.Played;
import kirin.match.Elo;

/**
 * The experiment's overview, rewritten after every match: {@code summary.md} (a table for people),
 * {@code summary.csv} (the same for tools) and {@code rounds.png} ({@link RoundsPlot}). Per round: positions and draw
 * records written, records learned, the last test loss, the match result with Elo and its 95% error bar, whether
 * the learned tables were accepted, and the cumulative Elo against the starting tables: the sum of the Elo of the
 * accepted rounds (each measured against the tables current then), with the error bars added in quadrature. Since a
 * round is kept only when it scored above 50%, the sum leans optimistic (a lucky match is kept, an unlucky one
 * dropped); a direct match of the final tables against the start measures the gain without that bias.
 */
public final class RoundsReport {
    /** The summary table's file name in the experiment folder (the rounds command prints it at the end). */
    public static final String MARKDOWN = "summary.md";
    static final String CSV = "summary.csv";
    static final String PNG = "rounds.png";

    private RoundsReport() {}

    /** One row of the report. */
    record Row(int round, long positions, long drawRecords, long learned, double testLoss, Played played, double elo,
               double eloError, boolean accepted, double cumulativeElo, double cumulativeError) {}

    /** The rows of the finished rounds, in order. */
    static List<Row> rows(RoundsState s) {
        List<Row> rows = new ArrayList<>();
        double cum = 0;
        double cumVar = 0;
        for (var e : s.rounds.entrySet()) {
            RoundsState.Round r = e.getValue();
            if (!r.done()) {
                continue;
            }
            Played p = r.played;
            Elo elo = new Elo(p.wins(), p.losses(), p.draws());
            double d = elo.diff();
            double err = elo.errorMargin();
            if (r.accepted()) {
                cum += d;
                cumVar += err * err; // an unknown margin (nan: too few games) leaves the sum's unknown too
            }
            rows.add(new Row(e.getKey(), r.generated.positions(), r.generated.drawRecords(), r.learned.records(),
                    r.learned.testLoss(), p, d, err, r.accepted(), cum, Math.sqrt(cumVar)));
        }
        return rows;
    }

    static void write(Path dir, RoundsState s, RoundsConfig c) throws IOException {
        List<Row> rows = rows(s);
        StringBuilder md = new StringBuilder("# kirin rounds\n\n");
        for (String setting : s.settings) {
            md.append("- ").append(setting).append('\n');
        }
        md.append("- rule: the learned tables become current if they score more than 50% (wins + draws/2)\n\n");
        md.append("| round | positions | draw records | learned | test loss | W-L-D | score | Elo | accepted | "
                + "cumulative Elo |\n");
        md.append("| ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | :---: | ---: |\n");
        StringBuilder csv = new StringBuilder("round,positions,draw_records,learned,test_loss,wins,losses,draws,"
                + "score,elo,elo_error,accepted,cumulative_elo,cumulative_error\n");
        for (Row r : rows) {
            Played p = r.played();
            md.append(String.format(Locale.ROOT, "| %d | %d | %d | %d | %s | %d-%d-%d | %.3f | %s ± %s | %s | %s ± %s |%n",
                    r.round(), r.positions(), r.drawRecords(), r.learned(), num(r.testLoss(), 5), p.wins(),
                    p.losses(), p.draws(), p.score(), num(r.elo(), 1), num(r.eloError(), 1),
                    r.accepted() ? "yes" : "no", num(r.cumulativeElo(), 1), num(r.cumulativeError(), 1)));
            csv.append(String.format(Locale.ROOT, "%d,%d,%d,%d,%s,%d,%d,%d,%.4f,%s,%s,%b,%s,%s%n", r.round(),
                    r.positions(), r.drawRecords(), r.learned(), num(r.testLoss(), 6), p.wins(), p.losses(),
                    p.draws(), p.score(), num(r.elo(), 2), num(r.eloError(), 2), r.accepted(),
                    num(r.cumulativeElo(), 2), num(r.cumulativeError(), 2)));
        }
        md.append("\n![Elo and test loss per round](").append(PNG).append(")\n");
        AtomicFile.write(dir.resolve(MARKDOWN), o -> o.write(md.toString().getBytes(StandardCharsets.UTF_8)));
        AtomicFile.write(dir.resolve(CSV), o -> o.write(csv.toString().getBytes(StandardCharsets.UTF_8)));
        RoundsPlot.write(rows, dir.resolve(PNG));
    }

    static String num(double v, int decimals) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v == 0 ? 0.0 : v); // never "-0.0"
    }
}
