package kirin.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.mate.MateLineCheck;

/**
 * Checks mate lines with Kirin's rules (kirin.core.mate.MateLineCheck): every attacker move legal and a check,
 * every defence legal, the final position checkmate.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar kirin.bench.CheckMateLines PROBLEMS [ANSWERS]
 * </pre>
 * PROBLEMS: lines {@code <sfen> | <plies> | <solution> [| ...]} ('#' comments; a first field without '/' is an id
 * and the fields shift by one). Without ANSWERS each problem's own solution is checked; with ANSWERS (lines
 * {@code <index> TAB <answer after "checkmate"> [TAB <times>...]}, as the gomate.py measurement script prints them) each answer is
 * checked. One line per problem on stdout: index, id, stated plies, the line's length or what is wrong, and the
 * answer's remaining fields (times).
 */
public class CheckMateLines {
    public static void main(String[] args) throws Exception {
        List<String[]> problems = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] f = t.split("\\|");
            for (int i = 0; i < f.length; i++) {
                f[i] = f[i].strip();
            }
            if (!f[0].contains("/")) {
                problems.add(new String[] {f[0], f[1], f[2], f.length > 3 ? f[3] : ""});
            } else {
                problems.add(new String[] {"-", f[0], f[1], f.length > 2 ? f[2] : ""});
            }
        }
        String[] answers = new String[problems.size()];
        if (args.length > 1) {
            for (String line : Files.readAllLines(Path.of(args[1]))) {
                String[] f = line.split("\t");
                answers[Integer.parseInt(f[0])] = line.substring(line.indexOf('\t') + 1);
            }
        }
        for (int i = 0; i < problems.size(); i++) {
            String[] p = problems.get(i);
            String verdict;
            String ms = "";
            try {
                Position pos = Sfen.parse(p[1]);
                String text = p[3];
                if (args.length > 1) {
                    if (answers[i] == null) {
                        System.out.printf("%d\t%s\t%s\tmissing%n", i, p[0], p[2]);
                        continue;
                    }
                    int tab = answers[i].indexOf('\t');
                    text = tab < 0 ? answers[i] : answers[i].substring(0, tab);
                    ms = tab < 0 ? "" : answers[i].substring(tab + 1);
                }
                verdict = check(pos, text);
            } catch (RuntimeException e) {
                verdict = "bad SFEN: " + e.getMessage();
            }
            System.out.printf("%d\t%s\t%s\t%s\t%s%n", i, p[0], p[2], verdict, ms);
        }
    }

    /** "MATE n" for a valid line of n plies, else the answer word or what is wrong with the line. */
    static String check(Position root, String text) {
        String[] words = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        if (words.length == 1 && !words[0].matches("[0-9PLNSGBR].*")) {
            return words[0]; // timeout, nomate, none, notimplemented
        }
        Position p = root.copy();
        int[] line = new int[words.length];
        for (int i = 0; i < words.length; i++) {
            int m = MoveGenerator.legalFrom16(p, Move.parse16(words[i]));
            if (m == Move.NONE) {
                return "WRONG: move " + (i + 1) + " (" + words[i] + ") is not legal";
            }
            line[i] = m;
            p.doMove(m);
        }
        String problem = MateLineCheck.problem(root, line);
        return problem == null ? "MATE " + line.length : "WRONG: " + problem;
    }
}
