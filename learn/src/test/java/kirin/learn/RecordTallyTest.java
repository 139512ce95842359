package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Move;
import kirin.core.Position;
import org.junit.jupiter.api.Test;

/** {@link RecordTally}: the report of a few known records, and a merge that equals one tally of them all. */
class RecordTallyTest {
    private static void add(RecordTally t, PackedSfenValue v) {
        RawPosition raw = new RawPosition();
        byte[] buf = new byte[PackedSfenValue.BYTES];
        v.write(buf, 0);
        PackedSfen.decode(buf, 0, raw);
        t.add(v, raw);
    }

    @Test
    void reportAndMerge() {
        Position start = Position.startpos();
        List<PackedSfenValue> records = List.of(
                PackedSfenValue.of(start, 40, 59 | 60 << 7, 0, 1),       // 7g7f
                PackedSfenValue.of(start, -50, 58 | 60 << 7, 25, -1),    // 7g7e: illegal
                PackedSfenValue.of(start, 5000, Move.RESIGN, 420, 0));
        RecordTally all = new RecordTally();
        RecordTally first = new RecordTally();
        RecordTally rest = new RecordTally();
        for (int i = 0; i < records.size(); i++) {
            add(all, records.get(i));
            add(i == 0 ? first : rest, records.get(i));
        }
        List<String> out = new ArrayList<>();
        all.report(out, 3);
        assertEquals(List.of(
                "side to move: black 3 (100.0%), white 0 (0.0%)",
                "result: win 1 (33.3%), draw 1 (33.3%), loss 1 (33.3%)",
                "ply: min 0, max 420, mean 148.3",
                "  ply 0-19     1 (33.3%)",
                "  ply 20-39    1 (33.3%)",
                "  ply 400+     1 (33.3%)",
                "score: min -50, max 5000, mean 1663.3",
                "  score [-100, 100)     2 (66.7%)",
                "  score [3000, 30000)   1 (33.3%)",
                "moves: illegal 1 (33.3%), special (none/resign/win/null) 1, not judged (position breaks the SFEN rules) 0"),
                out);
        List<String> merged = new ArrayList<>();
        first.merge(rest).report(merged, 3);
        assertEquals(out, merged);
    }

    @Test
    void plyBucketsAreTwentyPliesWideAndTheLastIsOpen() {
        assertEquals(0, RecordTally.plyBucket(19));
        assertEquals(1, RecordTally.plyBucket(20));
        assertEquals(RecordTally.PLY_BUCKETS, RecordTally.plyBucket(10_000));
        assertEquals("0 (0.0%)", RecordTally.count(0, 0));
    }

    @Test
    void recordLinesQuoteTheErrors() {
        List<String> out = new ArrayList<>();
        RecordTally.recordLines(out, 3, null, 1, List.of("record 2: bad"));
        assertEquals(List.of("records 3 (120 bytes)", "corrupt records 1 (skipped)", "  record 2: bad"), out);
        out.clear();
        RecordTally.recordLines(out, 0, "trailing bytes 7", 0, List.of());
        assertEquals(List.of("records 0 (0 bytes)", "trailing bytes 7", "corrupt records 0"), out);
    }
}
