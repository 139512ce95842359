package kirin.core.mate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import kirin.core.TestData;

/**
 * Test helper: the mate problems of core's test resources ({@code mate/mate-N.txt}, see {@link TestData}), one
 * {@link Problem} per line.
 */
final class MateProblems {
    private MateProblems() {}

    /** One problem: the position, the mate length in plies and the stated solution. */
    record Problem(String file, String sfen, int plies, String solution) {}

    /** The problems of {@code mate/<name>}. */
    static List<Problem> read(String name) {
        try {
            List<Problem> out = new ArrayList<>();
            for (String line : Files.readAllLines(TestData.file("mate/" + name))) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\|");
                out.add(new Problem(name, f[0].strip(), Integer.parseInt(f[1].strip()), f[2].strip()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
