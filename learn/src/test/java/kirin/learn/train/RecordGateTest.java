package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kirin.core.Position;
import kirin.core.search.SearchOptions;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenValue;
import org.junit.jupiter.api.Test;

/** {@link RecordGate}: each step's skips counted under their reasons, and one reused position. */
class RecordGateTest {
    @Test
    void countsEachSkipUnderItsReasonAndReusesOnePosition() {
        LearnOptions o = LearnOptions.parse(List.of("x.bin"));
        SearchOptions so = new SearchOptions();
        RecordFilter filter = new RecordFilter(o, so);
        RecordGate gate = new RecordGate(filter, new ValidationSet(filter, null, so), RecordFilter.NAMES.length + 1);
        assertEquals(RecordFilter.NAMES.length + 1, gate.skips.length, "room for a learner's own reasons");
        Position start = Position.startpos();
        assertNull(gate.decode(PackedSfenValue.of(start, 10, 0, 1, 0), null));
        assertEquals(1, gate.skips[RecordFilter.DRAW]);
        assertNull(gate.decode(new PackedSfenValue(PackedSfen.encode(start), 10, 0, 1, 3), null));
        assertEquals(1, gate.skips[RecordFilter.CORRUPT]);

        Position a = gate.decode(PackedSfenValue.of(start, 10, 0, 1, 1), null);
        assertNotNull(a);
        assertEquals(start.sfen(), a.sfen());
        assertTrue(gate.positionPasses(a));
        assertTrue(gate.fresh(a));
        assertFalse(gate.fresh(a), "met already in this pass");
        assertEquals(1, gate.skips[RecordFilter.DUPLICATE]);
        assertSame(a, gate.decode(PackedSfenValue.of(start, 20, 0, 1, 1), null), "decoded into the same position");

        assertNull(gate.skip(RecordFilter.NAMES.length));
        assertEquals(1, gate.skips[RecordFilter.NAMES.length]);
    }
}
