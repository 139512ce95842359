package kirin.core.mate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Test helper: the long mate problems of {@code src/test/resources/mate/long-mates.txt} (15 plies or more, from
 * Shogi Muso; see the file's header for the source and licence), one {@link Problem} per line.
 */
final class LongMates {
    static final String RESOURCE = "/mate/long-mates.txt";

    private LongMates() {}

    /** One problem: its source id (e.g. {@code musou-002}), position, mate length in plies and a mate line. */
    record Problem(String id, String sfen, int plies, String solution) {}

    static List<Problem> read() {
        try (InputStream in = LongMates.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("test resource " + RESOURCE + " is missing");
            }
            List<Problem> out = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int lineNo = 0;
            for (String line; (line = r.readLine()) != null; ) {
                lineNo++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\|");
                if (f.length != 4) {
                    throw new IllegalStateException(RESOURCE + " line " + lineNo + ": expected 4 fields "
                            + "(sfen | plies | solution | id), got " + f.length);
                }
                out.add(new Problem(f[3].strip(), f[0].strip(), Integer.parseInt(f[1].strip()), f[2].strip()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
