package kirin.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Statistics over a {@code .bin} file, as lines of text: the record count, trailing bytes, corrupt records (counted,
 * the first few quoted, then skipped), then the statistics of the others ({@link RecordTally}): side to move,
 * results, a ply histogram in buckets of 20, a score histogram, and how many moves are illegal in their position.
 */
public final class PsvStats {
    private static final int QUOTED_ERRORS = 5;

    private long records;
    private final List<String> errors = new ArrayList<>();
    private long corrupt;
    private final RecordTally tally = new RecordTally();

    private PsvStats() {}

    /** Reads all of {@code file} and returns the report. */
    public static List<String> of(Path file) throws IOException {
        PsvStats s = new PsvStats();
        int trailing;
        try (PsvReader r = new PsvReader(file, true)) {
            trailing = r.trailingBytes();
            s.records = r.recordCount();
            while (r.nextIndex() < r.recordCount()) {
                try {
                    PackedSfenValue v = r.next();
                    s.tally.add(v, r.position());
                } catch (PsvFormatException e) {
                    if (s.corrupt++ < QUOTED_ERRORS) {
                        s.errors.add(e.getMessage());
                    }
                }
            }
        }
        return s.report(file, trailing);
    }

    private List<String> report(Path file, int trailing) {
        List<String> out = new ArrayList<>();
        long good = records - corrupt;
        out.add("file " + file);
        RecordTally.recordLines(out, records, trailing == 0 ? null
                : "trailing bytes " + trailing + " (the size is not a multiple of 40; ignored)", corrupt, errors);
        if (good == 0) {
            return out;
        }
        tally.report(out, good);
        return out;
    }
}
